package org.structlearn.prep;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * bnlearn 4.9.4's marginal discretisations and level labels ({@code
 * src/preprocessing/discretize.c}), rebuilt step for step: the same cut points, the same interval
 * of every value, the same labels. Missing values (NaN) are left out of the cut points and stay
 * missing (code −1); bnlearn's own quantile and Hartemink methods give NaN cut points on a column
 * with missing values.
 */
final class Cutpoints {
  /** bnlearn's MACHINE_TOL, √ε: cut points closer than this make a zero-length interval. */
  static final double TOL = Math.sqrt(Math.ulp(1.0));

  private Cutpoints() {}

  /**
   * The codes (0-based, −1 missing) and the k + 1 cut points, or null for zero-length intervals.
   */
  record Cut(int[] codes, double[] cutpoints) {}

  /** Equal-width intervals between the smallest and largest value (bnlearn's interval method). */
  static Cut interval(double[] x, int k) {
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    for (double v : x) {
      if (v < min) {
        min = v;
      }
      if (v > max) {
        max = v;
      }
    }
    double delta = (max - min) / k;
    int[] codes = new int[x.length];
    for (int i = 0; i < x.length; i++) {
      if (Double.isNaN(x[i])) {
        codes[i] = -1;
      } else if (x[i] == min) {
        codes[i] = 0;
      } else {
        // the largest value lands in the last interval; rounding must not push it past it
        codes[i] = Math.min(k - 1, Math.max(0, (int) Math.ceil((x[i] - min) / delta) - 1));
      }
    }
    double[] cut = new double[k + 1];
    for (int j = 0; j < k; j++) {
      cut[j] = min + j * delta;
    }
    cut[k] = max;
    for (int j = 1; j < k; j++) {
      if (Math.abs(cut[j] - cut[j - 1]) < TOL) {
        return null;
      }
    }
    return new Cut(codes, cut);
  }

  /** Intervals at the type-7 sample quantiles (bnlearn's quantile method). */
  static Cut quantile(double[] x, int k) {
    double[] sorted = Arrays.stream(x).filter(v -> !Double.isNaN(v)).sorted().toArray();
    int n = sorted.length;
    double[] cut = new double[k + 1];
    for (int j = 0; j < k; j++) {
      cut[j] = (n - 1) * ((double) j / k);
    }
    for (int j = 1; j < k; j++) {
      int lo = (int) Math.floor(cut[j]);
      int hi = (int) Math.ceil(cut[j]);
      if (cut[j] > lo && sorted[hi] != sorted[lo]) {
        double h = cut[j] - lo;
        cut[j] = (1 - h) * sorted[lo] + h * sorted[hi];
      } else {
        cut[j] = sorted[lo];
      }
    }
    cut[0] = sorted[0];
    cut[k] = sorted[n - 1];
    for (int j = 1; j < k; j++) {
      if (Math.abs(cut[j] - cut[j - 1]) < TOL) {
        return null;
      }
    }
    int[] codes = new int[x.length];
    for (int i = 0; i < x.length; i++) {
      codes[i] = Double.isNaN(x[i]) ? -1 : 0;
      for (int j = k - 1; j >= 0 && codes[i] == 0; j--) {
        if (x[i] > cut[j]) {
          codes[i] = j;
        }
      }
    }
    return new Cut(codes, cut);
  }

  /** bnlearn's labels: {@code [c0,c1]}, then {@code (c_i,c_i+1]}, numbers as C's {@code %g}. */
  static List<String> labels(double[] cut, int k) {
    List<String> out = new ArrayList<>(k);
    for (int i = 0; i < k; i++) {
      out.add((i == 0 ? "[" : "(") + g(cut[i]) + "," + g(cut[i + 1]) + "]");
    }
    return out;
  }

  /**
   * C's {@code printf("%g", x)}: six significant digits, correctly rounded (half to even on the
   * exact binary value, as glibc), exponent form when the exponent is below −4 or at least 6,
   * trailing zeros dropped; {@code nan}, {@code inf}, {@code -inf} as glibc prints them.
   */
  static String g(double x) {
    if (Double.isNaN(x)) {
      return "nan";
    }
    if (Double.isInfinite(x)) {
      return x > 0 ? "inf" : "-inf";
    }
    if (x == 0) {
      return 1 / x < 0 ? "-0" : "0";
    }
    BigDecimal r = new BigDecimal(x).round(new MathContext(6, RoundingMode.HALF_EVEN));
    int exponent = r.precision() - r.scale() - 1;
    if (exponent >= -4 && exponent < 6) {
      return r.stripTrailingZeros().toPlainString();
    }
    BigDecimal mantissa = r.movePointLeft(exponent).stripTrailingZeros();
    String m = mantissa.toPlainString();
    String e = String.format("%02d", Math.abs(exponent));
    return m + "e" + (exponent < 0 ? "-" : "+") + e;
  }
}
