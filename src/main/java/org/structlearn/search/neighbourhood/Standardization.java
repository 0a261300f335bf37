package org.structlearn.search.neighbourhood;

/**
 * glmnet's standardisation of the predictors with unit observation weights ({@code standardize =
 * TRUE, intercept = TRUE}): each column is centred at its mean and divided by its standard
 * deviation with divisor n (not n − 1). For a Gaussian response glmnet also multiplies by {@code
 * sqrt(1/n)}, so that each column's sum of squares is 1 (its Fortran {@code standard}); for a
 * binomial or multinomial response the weights 1/n stay in the solver (its {@code lstandard1}). A
 * column that is constant in the data is left out ({@code chkvars}): its coefficient stays 0.
 */
final class Standardization {
  /** The standardised columns, {@code null} where a column is constant. */
  final double[][] x;

  /** Column means. */
  final double[] mean;

  /** Column standard deviations (divisor n). */
  final double[] scale;

  /** False for a constant column. */
  final boolean[] used;

  private Standardization(int p) {
    x = new double[p][];
    mean = new double[p];
    scale = new double[p];
    used = new boolean[p];
  }

  /** {@code lstandard1}: Σ (1/n) x² = 1 for every used column. */
  static Standardization weighted(double[][] raw, int n) {
    return of(raw, n, false);
  }

  /** {@code standard}: Σ x² = 1 for every used column (the weights' square roots taken in). */
  static Standardization unitNorm(double[][] raw, int n) {
    return of(raw, n, true);
  }

  private static Standardization of(double[][] raw, int n, boolean rootWeights) {
    Standardization s = new Standardization(raw.length);
    double w = 1.0 / n;
    double v = Math.sqrt(w);
    for (int j = 0; j < raw.length; j++) {
      double[] col = raw[j];
      if (constant(col)) {
        continue;
      }
      s.used[j] = true;
      double m = 0;
      for (int i = 0; i < n; i++) {
        m += w * col[i];
      }
      double[] out = new double[n];
      double ss = 0;
      for (int i = 0; i < n; i++) {
        double c = rootWeights ? v * (col[i] - m) : col[i] - m;
        out[i] = c;
        ss += rootWeights ? c * c : w * c * c;
      }
      double sd = Math.sqrt(ss);
      for (int i = 0; i < n; i++) {
        out[i] /= sd;
      }
      s.mean[j] = m;
      s.scale[j] = sd;
      s.x[j] = out;
    }
    return s;
  }

  /** glmnet's {@code chkvars}: every value equals the first. */
  private static boolean constant(double[] col) {
    for (int i = 1; i < col.length; i++) {
      if (col[i] != col[0]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Σ a[i]·b[i], summed in eight interleaved partial sums (independent chains the processor runs in
   * parallel: about three times the speed of one running sum on these lengths; the rounding differs
   * from a single sum's by a few units in the last place).
   */
  static double dot(double[] a, double[] b) {
    int n = a.length;
    double s0 = 0;
    double s1 = 0;
    double s2 = 0;
    double s3 = 0;
    double s4 = 0;
    double s5 = 0;
    double s6 = 0;
    double s7 = 0;
    int i = 0;
    for (; i + 7 < n; i += 8) {
      s0 += a[i] * b[i];
      s1 += a[i + 1] * b[i + 1];
      s2 += a[i + 2] * b[i + 2];
      s3 += a[i + 3] * b[i + 3];
      s4 += a[i + 4] * b[i + 4];
      s5 += a[i + 5] * b[i + 5];
      s6 += a[i + 6] * b[i + 6];
      s7 += a[i + 7] * b[i + 7];
    }
    for (; i < n; i++) {
      s0 += a[i] * b[i];
    }
    return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  }

  /** Σ v[i]·c[i]², as {@link #dot} in four partial sums. */
  static double weightedSquares(double[] v, double[] c) {
    int n = v.length;
    double s0 = 0;
    double s1 = 0;
    double s2 = 0;
    double s3 = 0;
    int i = 0;
    for (; i + 3 < n; i += 4) {
      s0 += v[i] * c[i] * c[i];
      s1 += v[i + 1] * c[i + 1] * c[i + 1];
      s2 += v[i + 2] * c[i + 2] * c[i + 2];
      s3 += v[i + 3] * c[i + 3] * c[i + 3];
    }
    for (; i < n; i++) {
      s0 += v[i] * c[i] * c[i];
    }
    return (s0 + s1) + (s2 + s3);
  }

  /** Σ a[i], as {@link #dot} in four partial sums. */
  static double sum(double[] a) {
    int n = a.length;
    double s0 = 0;
    double s1 = 0;
    double s2 = 0;
    double s3 = 0;
    int i = 0;
    for (; i + 3 < n; i += 4) {
      s0 += a[i];
      s1 += a[i + 1];
      s2 += a[i + 2];
      s3 += a[i + 3];
    }
    for (; i < n; i++) {
      s0 += a[i];
    }
    return (s0 + s1) + (s2 + s3);
  }
}
