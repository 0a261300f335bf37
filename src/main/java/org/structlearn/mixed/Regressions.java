package org.structlearn.mixed;

/**
 * Least-squares regressions of one continuous column on k others (with an intercept), one per
 * observed configuration of a set of discrete columns: counts, coefficients, residual sums of
 * squares, and bnlearn's conditional Gaussian log-likelihood of them.
 *
 * <p>The log-likelihood follows bnlearn's {@code c_fast_ccgloglik}: in a configuration with n_c
 * rows the residual standard deviation is the unbiased s_c = √(RSS_c / (n_c − k − 1)), set to 0
 * when n_c ≤ k + 1; if any s_c is below √ε (1.49e-8) the model is singular and the log-likelihood
 * is −∞; otherwise it is Σ_c [−(n_c/2) ln(2π s_c²) − (n_c − k − 1)/2], the sum of the normal
 * log-densities of the rows at their fitted values.
 */
public final class Regressions {
  /** bnlearn's MACHINE_TOL, √ε. */
  static final double MACHINE_TOL = Math.sqrt(Math.ulp(1.0));

  private static final double LOG_2PI = Math.log(2 * Math.PI);

  private final Configurations groups;
  private final int k;
  private final double[] rss;
  private final double[][] beta; // per config: intercept, then one per parent

  private Regressions(Configurations groups, int k, double[] rss, double[][] beta) {
    this.groups = groups;
    this.k = k;
    this.rss = rss;
    this.beta = beta;
  }

  static Regressions fit(Configurations g, int x, int[] z) {
    int k = z.length;
    int q = g.observed();
    double[] rss = new double[q];
    double[][] beta = new double[q][];
    double[][] a = new double[k][k];
    double[] b = new double[k];
    double[] sxx = g.cross(x, x);
    double[][] szz = new double[k * k][];
    double[][] szx = new double[k][];
    for (int i = 0; i < k; i++) {
      szx[i] = g.cross(z[i], x);
      for (int j = 0; j <= i; j++) {
        szz[i * k + j] = g.cross(z[i], z[j]);
      }
    }
    double[] mx = g.means(x);
    double[][] mz = new double[k][];
    for (int i = 0; i < k; i++) {
      mz[i] = g.means(z[i]);
    }
    double[] w = new double[k];
    double[] coef = new double[k];
    for (int c = 0; c < q; c++) {
      for (int i = 0; i < k; i++) {
        b[i] = szx[i][c];
        for (int j = 0; j <= i; j++) {
          a[i][j] = szz[i * k + j][c];
        }
      }
      double explained = solve(a, b, w, coef, k);
      rss[c] = Math.max(sxx[c] - explained, 0);
      double[] bc = new double[k + 1];
      double intercept = mx[c];
      for (int i = 0; i < k; i++) {
        bc[i + 1] = coef[i];
        intercept -= coef[i] * mz[i][c];
      }
      bc[0] = intercept;
      beta[c] = bc;
    }
    return new Regressions(g, k, rss, beta);
  }

  /**
   * Factors the lower triangle of {@code a} (k × k, symmetric) in place by Cholesky, skipping a
   * pivot at most ε times its diagonal entry (a collinear column, coefficient 0); solves L w = b,
   * then Lᵀ coef = w. Returns ||w||², the sum of squares the regression explains.
   */
  private static double solve(double[][] a, double[] b, double[] w, double[] coef, int k) {
    double eps = Math.ulp(1.0);
    boolean[] skip = new boolean[k];
    for (int j = 0; j < k; j++) {
      double diag = a[j][j];
      double d = diag;
      for (int m = 0; m < j; m++) {
        d -= a[j][m] * a[j][m];
      }
      if (!(d > eps * diag) || !(diag > 0)) {
        skip[j] = true;
        for (int i = j; i < k; i++) {
          a[i][j] = 0;
        }
        continue;
      }
      double l = Math.sqrt(d);
      a[j][j] = l;
      for (int i = j + 1; i < k; i++) {
        double s = a[i][j];
        for (int m = 0; m < j; m++) {
          s -= a[i][m] * a[j][m];
        }
        a[i][j] = s / l;
      }
    }
    double explained = 0;
    for (int i = 0; i < k; i++) {
      if (skip[i]) {
        w[i] = 0;
        continue;
      }
      double s = b[i];
      for (int m = 0; m < i; m++) {
        s -= a[i][m] * w[m];
      }
      w[i] = s / a[i][i];
      explained += w[i] * w[i];
    }
    for (int i = k - 1; i >= 0; i--) {
      if (skip[i]) {
        coef[i] = 0;
        continue;
      }
      double s = w[i];
      for (int m = i + 1; m < k; m++) {
        s -= a[m][i] * coef[m];
      }
      coef[i] = s / a[i][i];
    }
    return explained;
  }

  /** Continuous parents (regressors besides the intercept). */
  public int parents() {
    return k;
  }

  /** Observed configurations of the discrete columns. */
  public int observed() {
    return groups.observed();
  }

  /** Possible configurations (the product of the discrete columns' levels). */
  public double possible() {
    return groups.possible();
  }

  /**
   * The index among the possible configurations (mixed radix over the discrete columns in ascending
   * column order, the first fastest) of observed configuration {@code c}.
   */
  public long configuration(int c) {
    return groups.fullIndex(c);
  }

  /** Rows in observed configuration {@code c} (their total weight when rows are weighted). */
  public double count(int c) {
    return groups.count(c);
  }

  /** Residual sum of squares in observed configuration {@code c}. */
  public double residualSumOfSquares(int c) {
    return rss[c];
  }

  /**
   * Intercept and coefficients (one per continuous parent, in order) in configuration {@code c}.
   */
  public double[] coefficients(int c) {
    return beta[c].clone();
  }

  /** bnlearn's unbiased residual sd in configuration {@code c}: 0 with at most k + 1 rows. */
  public double sd(int c) {
    double n = groups.count(c);
    return n <= k + 1 ? 0 : Math.sqrt(rss[c] / (n - k - 1));
  }

  /** The conditional Gaussian log-likelihood as bnlearn computes it (see the class comment). */
  public double logLikelihood() {
    double ll = 0;
    for (int c = 0; c < rss.length; c++) {
      double n = groups.count(c);
      double sd = sd(c);
      if (sd < MACHINE_TOL) {
        return Double.NEGATIVE_INFINITY;
      }
      double dof = n - k - 1;
      ll += -0.5 * n * (LOG_2PI + 2 * Math.log(sd)) - 0.5 * dof;
    }
    return ll;
  }

  /** bnlearn's number of parameters: (k + 2) per possible configuration. */
  public double parameters() {
    return groups.possible() * (k + 2);
  }

  /** The observed configuration of each row, or null when there is one configuration. */
  int[] rowConfigurations() {
    return groups.rowConfigurations();
  }
}
