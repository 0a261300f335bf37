package org.structlearn.missing;

import java.util.ArrayList;
import java.util.List;
import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.CholeskyDecomposition;
import org.hipparchus.linear.DecompositionSolver;
import org.hipparchus.linear.RealMatrix;
import org.structlearn.WorkerPool;
import org.structlearn.graph.Dag;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.LinearGaussianCpd;

/**
 * The Gaussian side of structural EM: the joint normal of a linear Gaussian network (Shachter and
 * Kenley 1989), the E-step, and the maximum-likelihood fit of a DAG to expected statistics.
 *
 * <p><b>E-step</b> (Little and Rubin 2002, sec. 11.2): for a row whose cells {@code m} are missing
 * and {@code o} observed, {@code x_m | x_o ~ N(mu_m + B (x_o - mu_o), C)} with {@code B = S_mo
 * S_oo^-1}, {@code C = S_mm - B S_om}; the expected sums add the completed row and the expected
 * cross-products add its outer product plus {@code C}. {@code B}, {@code C} and the Cholesky factor
 * of {@code S_oo} are computed once per pattern; the observed cells' log-likelihood is {@code log
 * N(x_o; mu_o, S_oo)}. Patterns are processed in blocks on threads and added in order, so the sums
 * do not depend on the thread count.
 */
final class GaussianStatistics {
  private GaussianStatistics() {}

  private static final double LOG_2PI = Math.log(2 * Math.PI);

  /**
   * Expected sufficient statistics.
   *
   * @param sums per column, the expected sum of its values
   * @param cross the expected sums of products, uncentred
   * @param logLikelihood the observed cells' log-likelihood
   */
  record Expected(double[] sums, double[][] cross, double logLikelihood) {}

  /** The mean vector and covariance matrix of the network's joint normal. */
  static double[][] joint(GaussianNetwork net, double[] mean) {
    int p = net.size();
    double[][] cov = new double[p][p];
    for (int v : net.dag().topologicalOrder()) {
      LinearGaussianCpd cpd = net.cpd(v);
      int[] pa = cpd.parents();
      double[] b = cpd.coefficients();
      double mu = cpd.intercept();
      for (int i = 0; i < pa.length; i++) {
        mu += b[i] * mean[pa[i]];
      }
      mean[v] = mu;
      // Cov(v, w) = sum_i b_i Cov(pa_i, w) for every w placed before v; Var(v) adds sd^2.
      for (int w = 0; w < p; w++) {
        double c = 0;
        for (int i = 0; i < pa.length; i++) {
          c += b[i] * cov[pa[i]][w];
        }
        cov[v][w] = c;
        cov[w][v] = c;
      }
      double var = cpd.variance();
      for (int i = 0; i < pa.length; i++) {
        var += b[i] * cov[pa[i]][v];
      }
      cov[v][v] = var;
    }
    return cov;
  }

  /**
   * The E-step under the network over the grouped rows; with {@code imputed} each missing cell is
   * replaced by its conditional mean only (bnlearn's imputation: no conditional covariance).
   */
  static Expected expect(GaussianNetwork net, GaussianRows rows, boolean imputed, int threads) {
    int p = rows.columns;
    double[] mean = new double[p];
    double[][] cov = joint(net, mean);
    int n = rows.patterns.size();
    int block = 16;
    int blocks = (n + block - 1) / block;
    List<Expected> parts =
        WorkerPool.map(
            "em",
            threads,
            blocks,
            b -> {
              Expected e = new Expected(new double[p], new double[p][p], 0);
              double ll = 0;
              for (int i = b * block; i < Math.min(n, (b + 1) * block); i++) {
                ll += pattern(rows.patterns.get(i), mean, cov, imputed, e);
              }
              return new Expected(e.sums(), e.cross(), ll);
            },
            () -> "the Gaussian E-step interrupted");
    double[] sums = new double[p];
    double[][] cross = new double[p][p];
    double ll = 0;
    for (Expected e : parts) {
      for (int i = 0; i < p; i++) {
        sums[i] += e.sums()[i];
        for (int j = 0; j < p; j++) {
          cross[i][j] += e.cross()[i][j];
        }
      }
      ll += e.logLikelihood();
    }
    return new Expected(sums, cross, ll);
  }

  /** Adds one pattern's rows to {@code into}; returns their observed log-likelihood. */
  private static double pattern(
      GaussianRows.Pattern pat, double[] mean, double[][] cov, boolean imputed, Expected into) {
    org.structlearn.Interrupts.check(() -> "the Gaussian E-step interrupted");
    int[] o = pat.observed();
    int[] m = pat.missing();
    RealMatrix soo = sub(cov, o, o);
    DecompositionSolver solver = null;
    double logDet = 0;
    if (o.length > 0) {
      CholeskyDecomposition chol = new CholeskyDecomposition(soo, 1e-12, 1e-14);
      solver = chol.getSolver();
      logDet = Math.log(chol.getDeterminant());
    }
    double[][] coef = new double[m.length][]; // B = S_mo S_oo^-1, row by row
    double[][] condCov = new double[m.length][m.length];
    for (int a = 0; a < m.length; a++) {
      double[] smo = new double[o.length];
      for (int j = 0; j < o.length; j++) {
        smo[j] = cov[m[a]][o[j]];
      }
      coef[a] =
          o.length == 0
              ? smo
              : solver.solve(new org.hipparchus.linear.ArrayRealVector(smo)).toArray();
    }
    for (int a = 0; a < m.length; a++) {
      for (int c = 0; c < m.length; c++) {
        double s = cov[m[a]][m[c]];
        for (int j = 0; j < o.length; j++) {
          s -= coef[a][j] * cov[o[j]][m[c]];
        }
        condCov[a][c] = s;
      }
    }
    double ll = 0;
    double[] x = new double[mean.length];
    double[] d = new double[o.length];
    for (double[] row : pat.values()) {
      System.arraycopy(row, 0, x, 0, x.length);
      for (int j = 0; j < o.length; j++) {
        d[j] = row[o[j]] - mean[o[j]];
      }
      if (o.length > 0) {
        double[] z = solver.solve(new org.hipparchus.linear.ArrayRealVector(d)).toArray();
        double q = 0;
        for (int j = 0; j < o.length; j++) {
          q += d[j] * z[j];
        }
        ll += -0.5 * (o.length * LOG_2PI + logDet + q);
      }
      for (int a = 0; a < m.length; a++) {
        double v = mean[m[a]];
        for (int j = 0; j < o.length; j++) {
          v += coef[a][j] * d[j];
        }
        x[m[a]] = v;
      }
      add(x, m, imputed ? null : condCov, into);
    }
    return ll;
  }

  private static void add(double[] x, int[] m, double[][] condCov, Expected into) {
    int p = x.length;
    for (int i = 0; i < p; i++) {
      into.sums()[i] += x[i];
      double[] row = into.cross()[i];
      for (int j = 0; j < p; j++) {
        row[j] += x[i] * x[j];
      }
    }
    for (int a = 0; condCov != null && a < m.length; a++) {
      for (int c = 0; c < m.length; c++) {
        into.cross()[m[a]][m[c]] += condCov[a][c];
      }
    }
  }

  private static RealMatrix sub(double[][] a, int[] rows, int[] cols) {
    double[][] out = new double[rows.length][cols.length];
    for (int i = 0; i < rows.length; i++) {
      for (int j = 0; j < cols.length; j++) {
        out[i][j] = a[rows[i]][cols[j]];
      }
    }
    return new Array2DRowRealMatrix(out, false);
  }

  /** The means and centred scatter matrix of the expected statistics, for n rows. */
  static double[][] scatter(Expected e, int n, double[] means) {
    int p = means.length;
    for (int i = 0; i < p; i++) {
      means[i] = e.sums()[i] / n;
    }
    double[][] s = new double[p][p];
    for (int i = 0; i < p; i++) {
      for (int j = 0; j < p; j++) {
        s[i][j] = e.cross()[i][j] - n * means[i] * means[j];
      }
    }
    return s;
  }

  /**
   * The maximum-likelihood linear Gaussian network over {@code dag} from means and scatter: each
   * node's least-squares regression on its parents, residual variance RSS / n (floored at 1e-10 of
   * the node's variance, so a near-exact fit stays a proper density).
   */
  static GaussianNetwork fit(Dag dag, double[] means, double[][] scatter, int n) {
    List<LinearGaussianCpd> cpds = new ArrayList<>();
    for (int v = 0; v < dag.size(); v++) {
      int[] pa = dag.parents(v);
      double[] beta = new double[pa.length];
      double rss = scatter[v][v];
      if (pa.length > 0) {
        RealMatrix spp = sub(scatter, pa, pa);
        double[] spv = new double[pa.length];
        for (int i = 0; i < pa.length; i++) {
          spv[i] = scatter[pa[i]][v];
        }
        beta =
            new org.hipparchus.linear.QRDecomposition(spp, 1e-12)
                .getSolver()
                .solve(new org.hipparchus.linear.ArrayRealVector(spv))
                .toArray();
        for (int i = 0; i < pa.length; i++) {
          rss -= beta[i] * spv[i];
        }
      }
      double intercept = means[v];
      for (int i = 0; i < pa.length; i++) {
        intercept -= beta[i] * means[pa[i]];
      }
      double var = Math.max(rss / n, 1e-10 * Math.max(scatter[v][v] / n, Double.MIN_NORMAL));
      cpds.add(LinearGaussianCpd.of(intercept, pa, beta, Math.sqrt(var)));
    }
    return GaussianNetwork.of(dag, cpds);
  }
}
