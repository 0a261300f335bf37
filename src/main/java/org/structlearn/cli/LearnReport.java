package org.structlearn.cli;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;
import org.structlearn.search.LearnResult;

/**
 * The text {@code learn} prints: {@link LearnResult}'s summary with the whole model string, wrapped
 * at bracket boundaries, and the time to 3 significant digits.
 */
final class LearnReport {
  static final int WIDTH = 100;
  private static final String INDENT = "    ";

  private LearnReport() {}

  static String text(LearnResult r) {
    return String.format(
        Locale.ROOT,
        "Bayesian network learned by %s%n  score (%s):   %.4f%n  nodes: %d, arcs: %d%n"
            + "  model:%n%s%n  steps: %d, stopped: %s%n  work: %s%n"
            + "  seed: %d, threads: %d, time: %s s",
        r.algorithm(),
        r.scoreName(),
        r.score(),
        r.graph().size(),
        r.graph().arcCount(),
        wrap(r.graph().toString(), WIDTH, INDENT),
        r.steps().size(),
        r.stopReason().name().toLowerCase(Locale.ROOT).replace('_', ' '),
        r.counters(),
        r.seed(),
        r.options().threads(),
        seconds(r.elapsed().toNanos() / 1e9));
  }

  /**
   * A model string in lines of at most {@code width} characters (indent included), broken after a
   * {@code ]}; a single bracket longer than a line stays whole.
   */
  static String wrap(String model, int width, String indent) {
    StringBuilder out = new StringBuilder();
    StringBuilder line = new StringBuilder(indent);
    int start = 0;
    while (start < model.length()) {
      int close = model.indexOf(']', start);
      int end = close < 0 ? model.length() : close + 1;
      String bracket = model.substring(start, end);
      if (line.length() > indent.length() && line.length() + bracket.length() > width) {
        out.append(line).append(System.lineSeparator());
        line.setLength(0);
        line.append(indent);
      }
      line.append(bracket);
      start = end;
    }
    return out.append(line).toString();
  }

  /** Seconds to 3 significant digits: 0.0123, 1.23, 123, 1230. */
  static String seconds(double s) {
    if (!(s > 0) || Double.isInfinite(s)) {
      return s == 0 ? "0" : Double.toString(s);
    }
    BigDecimal r = new BigDecimal(s).round(new MathContext(3, RoundingMode.HALF_EVEN));
    int magnitude = r.precision() - r.scale() - 1; // floor(log10(r))
    return r.setScale(Math.max(0, 2 - magnitude), RoundingMode.HALF_EVEN).toPlainString();
  }
}
