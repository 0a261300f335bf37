package org.structlearn.citest;

import java.util.ArrayList;
import java.util.List;
import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.RealMatrix;
import org.hipparchus.linear.SingularValueDecomposition;
import org.structlearn.data.Dataset;
import org.structlearn.stats.CovarianceStatistics;

/**
 * Tests of conditional independence between continuous (Gaussian) variables from the partial
 * correlation, as bnlearn 5.2.1's {@code ci.test} computes them ({@code src/core/correlation.c},
 * {@code src/tests/gaussian/}):
 *
 * <ul>
 *   <li>the partial correlation ρ of X and Y given Z is −k_xy / √(k_xx k_yy), k the Moore–Penrose
 *       pseudo-inverse of the sample covariance matrix of (X, Y, Z), from its singular value
 *       decomposition keeping singular values above dim · d_max · ε (Hipparchus); ρ = 0 when k_xx
 *       or k_yy is below √ε, and clamped to [−1, 1];
 *   <li>{@code cor}: statistic ρ, df = n − |Z| − 2, p-value 2 P(T_df &gt; |t|) with t = ρ √df / √(1
 *       − ρ²) (Student's t from the regularized incomplete beta function);
 *   <li>{@code zf}: Fisher's z, statistic ½ ln((1 + ρ) / (1 − ρ)) · √df with df = n − |Z| − 3,
 *       p-value 2 P(N(0, 1) &gt; |z|);
 *   <li>{@code mi-g}: statistic 2n · (−½ ln(1 − ρ²)) = 2n · MI of the Gaussian, df 1, χ² p-value;
 *   <li>when df &lt; 1 (too few rows for the conditioning set): statistic 0, df 0, p-value 1
 *       (independence), as bnlearn.
 * </ul>
 *
 * <p>Cost: the covariance matrix of the continuous columns once at construction (O(n p²), {@link
 * CovarianceStatistics}), then O((|Z| + 2)³) per test. Symmetric in x and y, independent of the
 * order of Z up to rounding. Every test uses all n rows ({@link CiResult#rows()}). Thread-safe.
 */
public final class GaussianCiTest implements CiTest {
  private static final double EPS = Math.ulp(1.0);

  private final Dataset data;
  private final CiTestType type;
  private final CovarianceStatistics stats;
  private final int[] position; // column of data -> column of stats, or -1 if discrete

  /**
   * A test of the continuous columns of {@code data} (discrete columns are refused when queried).
   *
   * @param type one of cor, zf, mi-g
   * @throws IllegalArgumentException for another type
   */
  public GaussianCiTest(Dataset data, CiTestType type) {
    if (type.isDiscrete()) {
      throw new IllegalArgumentException(
          "GaussianCiTest computes cor, zf or mi-g, not " + type.cliName());
    }
    this.data = data;
    this.type = type;
    this.position = new int[data.columns()];
    List<String> continuous = new ArrayList<>();
    for (int c = 0; c < data.columns(); c++) {
      position[c] = data.isDiscrete(c) ? -1 : continuous.size();
      if (!data.isDiscrete(c)) {
        continuous.add(data.variable(c).name());
      }
    }
    this.stats =
        continuous.isEmpty() || data.rows() == 0
            ? null
            : CovarianceStatistics.of(data.select(continuous));
  }

  /** Which test this computes. */
  public CiTestType type() {
    return type;
  }

  @Override
  public int variables() {
    return data.columns();
  }

  @Override
  public CiResult test(int x, int y, int[] given) {
    CiQueries.check(data, x, y, given, false);
    requireContinuous(x);
    requireContinuous(y);
    for (int z : given) {
      requireContinuous(z);
    }
    int n = data.rows();
    double df =
        switch (type) {
          case COR -> n - given.length - 2.0;
          case ZF -> n - given.length - 3.0;
          default -> 1;
        };
    if (df < 1 || stats == null) {
      return CiResult.frequentist(0, 0, 1, n);
    }
    double rho = partialCorrelation(x, y, given);
    return switch (type) {
      case COR -> {
        double t = rho * Math.sqrt(df) / Math.sqrt(1 - rho * rho);
        yield CiResult.frequentist(rho, df, PValues.studentTwoSided(t, df), n);
      }
      case ZF -> {
        double z = Math.log((1 + rho) / (1 - rho)) / 2 * Math.sqrt(df);
        yield CiResult.frequentist(z, df, PValues.normalTwoSided(z), n);
      }
      default -> {
        double g = 2.0 * n * (-0.5 * Math.log(1 - rho * rho));
        yield CiResult.frequentist(
            g, df, Double.isInfinite(g) ? 0 : PValues.chiSquaredUpper(g, df), n);
      }
    };
  }

  /** ρ(x, y | given) from the pseudo-inverse of the covariance matrix of (x, y, given). */
  double partialCorrelation(int x, int y, int[] given) {
    int k = given.length + 2;
    int[] cols = new int[k];
    cols[0] = position[x];
    cols[1] = position[y];
    for (int i = 0; i < given.length; i++) {
      cols[i + 2] = position[given[i]];
    }
    double scale = stats.rows() - 1.0;
    double[][] cov = new double[k][k];
    for (int i = 0; i < k; i++) {
      for (int j = 0; j < k; j++) {
        cov[i][j] = stats.scatter(cols[i], cols[j]) / scale;
      }
    }
    SingularValueDecomposition svd =
        new SingularValueDecomposition(new Array2DRowRealMatrix(cov, false));
    double[] d = svd.getSingularValues();
    RealMatrix u = svd.getU();
    RealMatrix v = svd.getV();
    double tolerance = k * d[0] * EPS;
    double k11 = 0;
    double k12 = 0;
    double k22 = 0;
    for (int i = 0; i < k; i++) {
      if (d[i] > tolerance) {
        k11 += u.getEntry(0, i) * v.getEntry(0, i) / d[i];
        k12 += u.getEntry(0, i) * v.getEntry(1, i) / d[i];
        k22 += u.getEntry(1, i) * v.getEntry(1, i) / d[i];
      }
    }
    double tol = Math.sqrt(EPS);
    double rho = k11 < tol || k22 < tol ? 0 : -k12 / Math.sqrt(k11 * k22);
    return Math.max(-1, Math.min(1, rho));
  }

  private void requireContinuous(int c) {
    if (data.isDiscrete(c)) {
      String name = data.variable(c).name();
      throw new CiQueryException(
          name,
          "column '"
              + name
              + "' is discrete, but test '"
              + type.cliName()
              + "' needs continuous columns; use a discrete test (x2, mi, ...) or leave it out");
    }
  }

  @Override
  public String name() {
    return type.cliName();
  }

  @Override
  public String toString() {
    return "GaussianCiTest[" + type.cliName() + "]";
  }
}
