package org.structlearn.mixed;

import java.util.Arrays;
import org.hipparchus.special.Gamma;
import org.structlearn.citest.CiQueryException;
import org.structlearn.citest.CiResult;
import org.structlearn.citest.CiTest;
import org.structlearn.data.Dataset;

/**
 * bnlearn's {@code mi-cg} test of conditional independence for conditional linear Gaussian data
 * (bnlearn 4.9.4's {@code ci.test(test = "mi-cg")}, {@code src/tests/conditional.gaussian/}): twice
 * the log-likelihood ratio of two CG regressions, against χ². With Z = Zd ∪ Zc (discrete and
 * continuous conditioning variables) and LL(v | C; D) the log-likelihood of {@link Regressions} (v
 * on the continuous C within each configuration of the discrete D):
 *
 * <ul>
 *   <li>X, Y continuous: 2 [LL(Y | X, Zc; Zd) − LL(Y | Zc; Zd)], df = the number of possible
 *       configurations of Zd (1 without); Z empty: −n ln(1 − r²), df 1;
 *   <li>one discrete (say X), one continuous: 2 [LL(Y | Zc; X, Zd) − LL(Y | Zc; Zd)], df = (r_X −
 *       1) · max(1, q_Zd) · (|Zc| + 2); Z empty: the same with the variances of bnlearn's {@code
 *       c_micg} (unbiased), df 2 (r_X − 1);
 *   <li>X, Y discrete, Zc empty: G² = 2n · MI(X; Y | Zd), df (r_X − 1)(r_Y − 1) q_Zd (bnlearn's
 *       mi);
 *   <li>X, Y discrete, Zc not empty: G² of X and Y given Zd plus, by the chain rule over the
 *       continuous Zc = (g_1, ..., g_m) in ascending column order, 2 Σ_i [LL(g_i | g_&gt;i; Y, Zd)
 *       − LL(g_i | g_&gt;i; Zd)], with bnlearn's bookkeeping (each term computed against LL(g_i |
 *       g_&gt;i; X) and set to 0 when a log-likelihood is not finite); df (r_X − 1)(r_Y − 1) q_Zd +
 *       q_Zd · m(m + 3)/2 · (r_Y − 1), where q_Zd is 0 when Zd is empty (so the second part
 *       vanishes: bnlearn's count).
 * </ul>
 *
 * <p>A statistic whose log-likelihoods are not finite (a singular fit) is 0 (independence), as
 * bnlearn has it. In the last case bnlearn's statistic and df depend on which of X and Y is which
 * and on the order of Zc; this test takes X before Y and Zc in ascending column order, so that it
 * is symmetric and does not depend on the order it is given Z in (bnlearn gives the same values
 * when called in that order). Levels and configurations count all possible ones, unobserved
 * included. Cost: the CG log-likelihoods read {@link CgStatistics}, kept across tests. Thread-safe.
 */
public final class MiCgTest implements CiTest {
  private final Dataset data;
  private final CgStatistics stats;

  /** The test bound to data whose columns may be discrete or continuous. */
  public MiCgTest(Dataset data) {
    this.data = data;
    this.stats = new CgStatistics(data);
  }

  /** The test sharing statistics with a CG score (or another test) bound to the same data. */
  public MiCgTest(CgStatistics stats) {
    if (stats.weights() != null) {
      throw new IllegalArgumentException("the mi-cg test takes unweighted rows");
    }
    this.data = stats.data();
    this.stats = stats;
  }

  @Override
  public int variables() {
    return data.columns();
  }

  @Override
  public CiResult test(int x, int y, int[] given) {
    check(x, y, given);
    int n = data.rows();
    int[] zd = Arrays.stream(given).filter(data::isDiscrete).sorted().toArray();
    int[] zc = Arrays.stream(given).filter(c -> !data.isDiscrete(c)).sorted().toArray();
    double[] r; // statistic, df
    if (given.length == 0) {
      r = marginal(x, y);
    } else if (!data.isDiscrete(x) && !data.isDiscrete(y)) {
      double logden = ll(y, zd, zc);
      double lognum = ll(y, zd, concat(x, zc));
      r = new double[] {finiteDifference(lognum, logden), zd.length == 0 ? 1 : configs(zd)};
    } else if (data.isDiscrete(x) != data.isDiscrete(y)) {
      int d = data.isDiscrete(x) ? x : y;
      int g = data.isDiscrete(x) ? y : x;
      double logden = ll(g, zd, zc);
      double lognum = ll(g, concat(d, zd), zc);
      double df =
          (data.cardinality(d) - 1.0) * (zd.length == 0 ? 1 : configs(zd)) * (zc.length + 2);
      r = new double[] {finiteDifference(lognum, logden), df};
    } else if (zc.length == 0) {
      r = new double[] {2 * gSquaredHalf(x, y, zd), discreteDf(x, y, zd)};
    } else {
      r = unrolled(Math.min(x, y), Math.max(x, y), zd, zc);
    }
    return CiResult.frequentist(r[0], r[1], chiSquaredUpper(r[0], r[1]), n);
  }

  /** 2 (lognum − logden), or 0 when either is not finite (bnlearn's c_cmicg). */
  private static double finiteDifference(double lognum, double logden) {
    return Double.isFinite(lognum) && Double.isFinite(logden) ? 2 * (lognum - logden) : 0;
  }

  /** The unconditional tests of bnlearn's ut_micg_complete. */
  private double[] marginal(int x, int y) {
    int n = data.rows();
    if (data.isDiscrete(x) && data.isDiscrete(y)) {
      return new double[] {2 * gSquaredHalf(x, y, new int[0]), discreteDf(x, y, new int[0])};
    }
    if (!data.isDiscrete(x) && !data.isDiscrete(y)) {
      double r = correlation(data.continuousValues(x), data.continuousValues(y));
      return new double[] {2 * n * (-0.5 * Math.log(1 - r * r)), 1};
    }
    int d = data.isDiscrete(x) ? x : y;
    int g = data.isDiscrete(x) ? y : x;
    return new double[] {2 * micg(data.continuousValues(g), d), 2 * (data.cardinality(d) - 1.0)};
  }

  /** bnlearn's c_micg times n: Σ log N(y; μ_level, s_level) − Σ log N(y; ȳ, s), unbiased s. */
  private double micg(double[] yy, int d) {
    int n = yy.length;
    double ym = 0;
    for (double v : yy) {
      ym += v;
    }
    ym /= n;
    double sse = 0;
    for (double v : yy) {
      sse += (v - ym) * (v - ym);
    }
    double ysd = Math.sqrt(sse / (n - 1));
    double logden = 0;
    double lognum = 0;
    int levels = data.cardinality(d);
    double[] mu = new double[levels];
    double[] ss = new double[levels];
    int[] count = new int[levels];
    for (int r = 0; r < n; r++) {
      int k = data.code(d, r);
      mu[k] += yy[r];
      count[k]++;
    }
    for (int k = 0; k < levels; k++) {
      mu[k] /= count[k];
    }
    for (int r = 0; r < n; r++) {
      int k = data.code(d, r);
      ss[k] += (yy[r] - mu[k]) * (yy[r] - mu[k]);
    }
    for (int r = 0; r < n; r++) {
      int k = data.code(d, r);
      double sd = count[k] == 1 ? 0 : Math.sqrt(ss[k] / (count[k] - 1));
      lognum += logDnorm(yy[r], mu[k], sd);
      logden += logDnorm(yy[r], ym, ysd);
    }
    return lognum - logden;
  }

  /** R's dnorm(x, mu, sd, log = TRUE), with its limits at sd = 0. */
  private static double logDnorm(double x, double mu, double sd) {
    if (sd == 0) {
      return x == mu ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
    }
    double z = (x - mu) / sd;
    return -0.5 * Math.log(2 * Math.PI) - Math.log(sd) - 0.5 * z * z;
  }

  /** bnlearn's c_cmicg_unroll, scaled to the statistic (see the class comment). */
  private double[] unrolled(int x, int y, int[] zd, int[] zc) {
    int n = data.rows();
    double lognum = gSquaredHalf(x, y, zd) / n;
    double logden = 0;
    int[] yz = concat(y, zd);
    for (int i = 0; i < zc.length; i++) {
      int[] rest = Arrays.copyOfRange(zc, i + 1, zc.length);
      double withX = ll(zc[i], new int[] {x}, rest);
      lognum += perRow(withX, ll(zc[i], zd, rest), n);
      logden += perRow(withX, ll(zc[i], yz, rest), n);
    }
    double unroll = Double.isFinite(lognum) && Double.isFinite(logden) ? (lognum - logden) / n : 0;
    double q = zd.length == 0 ? 0 : configs(zd);
    int m = zc.length;
    double df = discreteDf(x, y, zd) + q * (m * (m + 3) / 2) * (data.cardinality(y) - 1.0);
    return new double[] {2.0 * n * n * unroll, df};
  }

  /** (lognum − logden) / n, or 0 when either is not finite (bnlearn's c_cmicg). */
  private static double perRow(double lognum, double logden, int n) {
    return Double.isFinite(lognum) && Double.isFinite(logden) ? (lognum - logden) / n : 0;
  }

  /**
   * The CG log-likelihood of continuous {@code v} on {@code cont} within configurations of {@code
   * disc}.
   */
  private double ll(int v, int[] disc, int[] cont) {
    return stats.regress(v, disc, cont).logLikelihood();
  }

  /** Σ n_xyz ln(n_xyz n_z / (n_xz n_yz)): n times the (conditional) mutual information. */
  private double gSquaredHalf(int x, int y, int[] zd) {
    Configurations g = stats.configurations(zd);
    int[] conf = g.rowConfigurations();
    int rx = data.cardinality(x);
    int ry = data.cardinality(y);
    int q = g.observed();
    long[] nxyz = new long[q * rx * ry];
    for (int r = 0; r < data.rows(); r++) {
      int c = conf == null ? 0 : conf[r];
      nxyz[(c * rx + data.code(x, r)) * ry + data.code(y, r)]++;
    }
    double s = 0;
    for (int c = 0; c < q; c++) {
      long nz = (long) g.count(c);
      long[] nx = new long[rx];
      long[] ny = new long[ry];
      for (int i = 0; i < rx; i++) {
        for (int j = 0; j < ry; j++) {
          long v = nxyz[(c * rx + i) * ry + j];
          nx[i] += v;
          ny[j] += v;
        }
      }
      for (int i = 0; i < rx; i++) {
        for (int j = 0; j < ry; j++) {
          long v = nxyz[(c * rx + i) * ry + j];
          if (v > 0) {
            s += v * Math.log((double) v * nz / ((double) nx[i] * ny[j]));
          }
        }
      }
    }
    return s;
  }

  private double discreteDf(int x, int y, int[] zd) {
    double q = zd.length == 0 ? 1 : configs(zd);
    return (data.cardinality(x) - 1.0) * (data.cardinality(y) - 1.0) * q;
  }

  private double configs(int[] zd) {
    double q = 1;
    for (int z : zd) {
      q *= data.cardinality(z);
    }
    return q;
  }

  private static double correlation(double[] x, double[] y) {
    int n = x.length;
    double mx = 0;
    double my = 0;
    for (int i = 0; i < n; i++) {
      mx += x[i];
      my += y[i];
    }
    mx /= n;
    my /= n;
    double sxx = 0;
    double syy = 0;
    double sxy = 0;
    for (int i = 0; i < n; i++) {
      sxx += (x[i] - mx) * (x[i] - mx);
      syy += (y[i] - my) * (y[i] - my);
      sxy += (x[i] - mx) * (y[i] - my);
    }
    double tol = Regressions.MACHINE_TOL;
    double r = sxx < tol || syy < tol ? 0 : sxy / Math.sqrt(sxx * syy);
    return Math.max(-1, Math.min(1, r));
  }

  private static int[] concat(int first, int[] rest) {
    int[] out = new int[rest.length + 1];
    out[0] = first;
    System.arraycopy(rest, 0, out, 1, rest.length);
    return out;
  }

  /** P(χ²_df &gt; statistic), R's pchisq(statistic, df, lower.tail = FALSE). */
  static double chiSquaredUpper(double statistic, double df) {
    if (df <= 0) {
      return statistic > 0 ? 0 : 1;
    }
    if (!(statistic > 0)) {
      return 1;
    }
    if (statistic == Double.POSITIVE_INFINITY) {
      return 0;
    }
    double p = Gamma.regularizedGammaQ(df / 2, statistic / 2);
    return p < 0 ? 0 : Math.min(p, 1);
  }

  private void check(int x, int y, int[] given) {
    int p = data.columns();
    String why = null;
    if (x < 0 || x >= p || y < 0 || y >= p) {
      why = "column index out of range 0.." + (p - 1);
    } else if (x == y) {
      why = "x and y are the same column";
    } else {
      boolean[] seen = new boolean[p];
      seen[x] = true;
      seen[y] = true;
      for (int z : given) {
        if (z < 0 || z >= p || seen[z]) {
          why = "the conditioning set repeats x, y or a column, or is out of range";
          break;
        }
        seen[z] = true;
      }
    }
    if (why != null) {
      throw new CiQueryException("mi-cg", why);
    }
  }

  @Override
  public String toString() {
    return "mi-cg";
  }
}
