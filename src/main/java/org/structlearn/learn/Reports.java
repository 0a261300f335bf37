package org.structlearn.learn;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

/**
 * The pieces of the readable reports that results print as their {@code toString()}: seconds to 3
 * significant digits, a model string or a list wrapped to lines of at most {@link #WIDTH}
 * characters.
 */
public final class Reports {
  /** The widest line of a report. */
  public static final int WIDTH = 100;

  /** The indent of a wrapped block. */
  public static final String INDENT = "    ";

  private Reports() {}

  /** Seconds to 3 significant digits: 0.0123, 1.23, 123, 1230. */
  public static String seconds(double s) {
    if (!(s > 0) || Double.isInfinite(s)) {
      return s == 0 ? "0" : Double.toString(s);
    }
    BigDecimal r = new BigDecimal(s).round(new MathContext(3, RoundingMode.HALF_EVEN));
    int magnitude = r.precision() - r.scale() - 1; // floor(log10(r))
    return r.setScale(Math.max(0, 2 - magnitude), RoundingMode.HALF_EVEN).toPlainString();
  }

  /** A duration's seconds to 3 significant digits. */
  public static String seconds(Duration d) {
    return seconds(d.toNanos() / 1e9);
  }

  /**
   * A model string in lines of at most {@code width} characters (indent included), broken after a
   * {@code ]}; a single bracket longer than a line stays whole.
   */
  public static String wrapModel(String model, int width, String indent) {
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

  /** Items separated by ", " in indented lines of at most {@link #WIDTH} characters. */
  public static String wrapItems(List<String> items) {
    StringBuilder out = new StringBuilder();
    StringBuilder line = new StringBuilder(INDENT);
    for (int i = 0; i < items.size(); i++) {
      String item = items.get(i) + (i + 1 < items.size() ? "," : "");
      if (line.length() > INDENT.length() && line.length() + 1 + item.length() > WIDTH) {
        out.append(line).append(System.lineSeparator());
        line.setLength(0);
        line.append(INDENT);
      }
      line.append(line.length() > INDENT.length() ? " " : "").append(item);
    }
    return out.append(line).toString();
  }

  /** An undirected graph's edges as {@code A - B} items, or {@code (none)}. */
  public static List<String> edgeItems(UndirectedGraph g) {
    List<String> out = new ArrayList<>();
    for (Edge e : g.edges()) {
      out.add(g.name(e.a()) + " - " + g.name(e.b()));
    }
    return out.isEmpty() ? List.of("(none)") : out;
  }

  /** An undirected graph's edges, wrapped and indented ({@link #wrapItems}). */
  public static String edges(UndirectedGraph g) {
    return wrapItems(edgeItems(g));
  }
}
