package org.structlearn.bootstrap;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.function.DoubleUnaryOperator;

/**
 * The significance threshold of arc strengths of Scutari and Nagarajan (2013), "Identifying
 * significant edges in graphical models of molecular networks", Artificial Intelligence in Medicine
 * 57(3), as bnlearn 5.2.1 computes it ({@code inclusion.threshold}, the default threshold of {@code
 * averaged.network}).
 *
 * <p>The idea: if the data determined the network, every arc strength would be 0 or 1, and their
 * empirical CDF would be the step function that is {@code p} on [0, 1) and 1 at 1, {@code p} being
 * the fraction of pairs left unlinked. The strengths' empirical CDF F is compared with each such
 * ideal step in L1 norm, {@code L(p) = ∫₀¹ |F(t) − p| dt}; the {@code p} closest to F is an
 * estimate of the fraction of unlinked pairs, and the threshold is F's {@code p}-quantile: the arcs
 * stronger than it are the {@code 1 − p} most confident ones.
 *
 * <p>{@code L} is minimised as R's {@code optimize()} does (Brent's 1973 golden-section search with
 * parabolic steps, R's tolerance {@code DBL_EPSILON^0.25}), the end points 0 and 1 are checked as
 * bnlearn does, and the quantile is R's type 1 (the inverse of the empirical CDF), so that the
 * threshold equals bnlearn's, not only up to the optimiser's tolerance: the minimum sits on a kink
 * of {@code L}, and which side of it the optimiser stops on decides between two neighbouring
 * strengths. Cost O(N log N) for N strengths.
 */
public final class Thresholds {
  /** R's {@code optimize()} default tolerance, {@code .Machine$double.eps^0.25}. */
  private static final double TOLERANCE = Math.pow(Math.ulp(1.0), 0.25);

  /** R's fuzz in {@code quantile()}, {@code 4 * .Machine$double.eps}. */
  private static final double FUZZ = 4 * Math.ulp(1.0);

  private Thresholds() {}

  /**
   * The inclusion threshold of these strengths, each in [0, 1]. bnlearn passes the strength of
   * every ordered pair of distinct nodes (so each pair twice, and the unlinked pairs as zeros); the
   * empirical CDF, and so the threshold, is the same if each pair is passed once.
   *
   * @return the threshold, one of the strengths (0 for no strengths)
   * @throws IllegalArgumentException if a strength is outside [0, 1] or NaN
   */
  public static double inclusion(double[] strengths) {
    int n = strengths.length;
    if (n == 0) {
      return 0;
    }
    double[] sorted = strengths.clone();
    Arrays.sort(sorted);
    if (!(sorted[0] >= 0) || !(sorted[n - 1] <= 1)) {
      throw new IllegalArgumentException(
          "strengths must be in [0, 1], found " + (sorted[0] >= 0 ? sorted[n - 1] : sorted[0]));
    }
    DoubleUnaryOperator norm = l1Distance(sorted);
    double p0 = brentMinimum(norm, 0, 1, TOLERANCE);
    // optimize() never evaluates the end points, which are legal minima
    if (norm.applyAsDouble(1) < norm.applyAsDouble(p0)) {
      p0 = 1;
    }
    if (norm.applyAsDouble(0) < norm.applyAsDouble(p0)) {
      p0 = 0;
    }
    return quantileType1(sorted, p0);
  }

  /**
   * {@code p -> ∫₀¹ |F(t) − p| dt} for the empirical CDF F of the sorted values: F is constant
   * between knots, so the integral is a sum over the intervals of [0, 1] the knots cut.
   */
  static DoubleUnaryOperator l1Distance(double[] sorted) {
    int n = sorted.length;
    double[] knots = new double[n + 2]; // 0, the distinct values, 1
    double[] cdfAtLeft = new double[n + 2]; // F at each interval's left end
    int m = 0;
    knots[m] = 0;
    cdfAtLeft[m++] = 0;
    for (int i = 0; i < n; i++) {
      if (i + 1 < n && sorted[i + 1] == sorted[i]) {
        continue;
      }
      double f = (double) (i + 1) / n; // R: cumsum(tabulate(...)) / n
      if (sorted[i] == knots[m - 1]) { // a knot at 0
        cdfAtLeft[m - 1] = f;
      } else {
        knots[m] = sorted[i];
        cdfAtLeft[m++] = f;
      }
    }
    if (knots[m - 1] != 1) {
      knots[m++] = 1;
    }
    int intervals = m - 1;
    double[] width = new double[intervals];
    double[] f = new double[intervals];
    for (int i = 0; i < intervals; i++) {
      width[i] = knots[i + 1] - knots[i];
      f[i] = cdfAtLeft[i];
    }
    return p -> {
      // R's sum() accumulates in extended precision; an exact sum rounded once reproduces it
      BigDecimal sum = BigDecimal.ZERO;
      for (int i = 0; i < intervals; i++) {
        sum = sum.add(new BigDecimal(width[i] * Math.abs(f[i] - p)));
      }
      return sum.doubleValue();
    };
  }

  /** R's type-1 quantile of sorted values: the inverse of their empirical CDF at {@code p}. */
  static double quantileType1(double[] sorted, double p) {
    int n = sorted.length;
    double nppm = n * p;
    double j = Math.floor(nppm + FUZZ);
    long k = nppm > j ? (long) j + 1 : (long) j; // 1-based order statistic
    k = Math.max(1, Math.min(n, k));
    return sorted[(int) k - 1];
  }

  /**
   * Brent's (1973) minimisation of a function of one variable on [a, b] without derivatives:
   * golden-section steps, replaced by parabolic interpolation when that is safe; stops when the
   * bracket is within {@code 2 tol1} of its midpoint, {@code tol1 = sqrt(DBL_EPSILON) |x| + tol /
   * 3} (the stopping rule and constants of R's {@code optimize()}).
   */
  static double brentMinimum(DoubleUnaryOperator f, double a, double b, double tol) {
    final double golden = (3 - Math.sqrt(5)) * 0.5;
    final double eps = Math.sqrt(Math.ulp(1.0));
    double v = a + golden * (b - a);
    double w = v;
    double x = v;
    double d = 0;
    double e = 0;
    double fx = f.applyAsDouble(x);
    double fv = fx;
    double fw = fx;
    double tol3 = tol / 3;
    while (true) {
      double xm = (a + b) * 0.5;
      double tol1 = eps * Math.abs(x) + tol3;
      double t2 = tol1 * 2;
      if (Math.abs(x - xm) <= t2 - (b - a) * 0.5) {
        return x;
      }
      double p = 0;
      double q = 0;
      double r = 0;
      if (Math.abs(e) > tol1) { // try a parabola through x, v, w
        r = (x - w) * (fx - fv);
        q = (x - v) * (fx - fw);
        p = (x - v) * q - (x - w) * r;
        q = (q - r) * 2;
        if (q > 0) {
          p = -p;
        } else {
          q = -q;
        }
        r = e;
        e = d;
      }
      double u;
      if (Math.abs(p) >= Math.abs(q * 0.5 * r) || p <= q * (a - x) || p >= q * (b - x)) {
        e = x < xm ? b - x : a - x; // golden-section step into the larger part
        d = golden * e;
      } else {
        d = p / q; // parabolic step, kept away from the ends
        u = x + d;
        if (u - a < t2 || b - u < t2) {
          d = x < xm ? tol1 : -tol1;
        }
      }
      if (Math.abs(d) >= tol1) {
        u = x + d;
      } else {
        u = d > 0 ? x + tol1 : x - tol1;
      }
      double fu = f.applyAsDouble(u);
      if (fu <= fx) {
        if (u < x) {
          b = x;
        } else {
          a = x;
        }
        v = w;
        fv = fw;
        w = x;
        fw = fx;
        x = u;
        fx = fu;
      } else {
        if (u < x) {
          a = u;
        } else {
          b = u;
        }
        if (fu <= fw || w == x) {
          v = w;
          fv = fw;
          w = u;
          fw = fu;
        } else if (fu <= fv || v == x || v == w) {
          v = u;
          fv = fu;
        }
      }
    }
  }
}
