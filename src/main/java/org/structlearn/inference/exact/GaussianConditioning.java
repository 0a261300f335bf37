package org.structlearn.inference.exact;

import org.hipparchus.exception.MathIllegalArgumentException;
import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.CholeskyDecomposition;
import org.hipparchus.linear.DecompositionSolver;
import org.hipparchus.linear.RealMatrix;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.LinearGaussianCpd;
import org.structlearn.model.ModelException;

/**
 * Exact inference in a linear Gaussian network: its joint distribution is multivariate normal
 * (Shachter and Kenley 1989), with mean and covariance computed node by node in topological order
 * ({@code mu_v = b0 + sum b_j mu_pj}; {@code Cov(v, u) = sum b_j Cov(pj, u)} for u before v; {@code
 * Var(v) = sum b_j Cov(pj, v) + sd_v^2}), and conditioning on observed values is the conditional
 * normal (Anderson 2003, sec. 2.5): {@code mu_Q|e = mu_Q + S_QE S_EE^-1 (e - mu_E)}, {@code S_Q|e =
 * S_QQ - S_QE S_EE^-1 S_EQ}, with the Cholesky factor of {@code S_EE} (Hipparchus). A measurement
 * with Gaussian noise adds the noise variance to its diagonal entry of {@code S_EE} (it is a child
 * {@code y = x + N(0, s^2)} of the variable, observed).
 *
 * <p>Cost: O(n^2 p) for the joint of n nodes with p parents on average, computed once; a query with
 * k observed values O(k^3 + n^2 k). Immutable; safe to share between threads.
 */
public final class GaussianConditioning {
  private final double[] mean;
  private final double[][] covariance;

  /** The joint distribution of the network's variables, in node order. */
  public GaussianConditioning(GaussianNetwork network) {
    int n = network.size();
    this.mean = new double[n];
    this.covariance = new double[n][n];
    int[] topo = network.dag().topologicalOrder();
    for (int idx = 0; idx < n; idx++) {
      int v = topo[idx];
      LinearGaussianCpd cpd = network.cpd(v);
      int[] pa = cpd.parents();
      double m = cpd.intercept();
      for (int j = 0; j < pa.length; j++) {
        m += cpd.coefficient(j) * mean[pa[j]];
      }
      mean[v] = m;
      for (int k = 0; k < idx; k++) {
        int u = topo[k];
        double c = 0;
        for (int j = 0; j < pa.length; j++) {
          c += cpd.coefficient(j) * covariance[pa[j]][u];
        }
        covariance[v][u] = c;
        covariance[u][v] = c;
      }
      double var = cpd.variance();
      for (int j = 0; j < pa.length; j++) {
        var += cpd.coefficient(j) * covariance[pa[j]][v];
      }
      covariance[v][v] = var;
    }
  }

  /** The unconditional mean of every variable (a copy). */
  public double[] mean() {
    return mean.clone();
  }

  /** The unconditional covariance matrix (a copy). */
  public double[][] covariance() {
    double[][] c = new double[covariance.length][];
    for (int i = 0; i < c.length; i++) {
      c[i] = covariance[i].clone();
    }
    return c;
  }

  /**
   * The distribution of {@code query} given measurements of {@code observed}.
   *
   * @param observed the measured variables (distinct)
   * @param values their measured values
   * @param noiseVariances the noise variance of each measurement (0 for an exact one)
   * @param query the variables asked for (none observed exactly)
   * @return mean and covariance of the query variables, and the log density of the measurements
   * @throws ModelException if the observed variables' covariance is singular
   */
  public Conditional condition(
      int[] observed, double[] values, double[] noiseVariances, int[] query) {
    int k = observed.length;
    int q = query.length;
    double[] m = new double[q];
    double[][] c = new double[q][q];
    for (int i = 0; i < q; i++) {
      m[i] = mean[query[i]];
      for (int j = 0; j < q; j++) {
        c[i][j] = covariance[query[i]][query[j]];
      }
    }
    if (k == 0) {
      return new Conditional(m, c, 0);
    }
    double[][] see = new double[k][k];
    double[] r = new double[k];
    for (int i = 0; i < k; i++) {
      r[i] = values[i] - mean[observed[i]];
      for (int j = 0; j < k; j++) {
        see[i][j] = covariance[observed[i]][observed[j]];
      }
      see[i][i] += noiseVariances[i];
    }
    CholeskyDecomposition chol = cholesky(see);
    DecompositionSolver solver = chol.getSolver();
    double[] alpha = solver.solve(new Array2DRowRealMatrix(r).getColumnVector(0)).toArray();
    double[][] sqe = new double[q][k];
    for (int i = 0; i < q; i++) {
      for (int j = 0; j < k; j++) {
        sqe[i][j] = covariance[query[i]][observed[j]];
      }
    }
    // B = S_EE^-1 S_EQ (k x q)
    RealMatrix b = q == 0 ? null : solver.solve(new Array2DRowRealMatrix(sqe, false).transpose());
    for (int i = 0; i < q; i++) {
      for (int j = 0; j < k; j++) {
        m[i] += sqe[i][j] * alpha[j];
      }
      for (int l = 0; l <= i; l++) {
        double s = 0;
        for (int j = 0; j < k; j++) {
          s += sqe[i][j] * b.getEntry(j, l);
        }
        c[i][l] -= s;
        c[l][i] = c[i][l];
      }
      c[i][i] = Math.max(c[i][i], 0); // rounding must not make a variance negative
    }
    double quad = 0;
    for (int j = 0; j < k; j++) {
      quad += r[j] * alpha[j];
    }
    double logDet = 0; // log|S| from the factor's diagonal: the determinant itself may overflow
    RealMatrix l = chol.getL();
    for (int j = 0; j < k; j++) {
      logDet += 2 * Math.log(l.getEntry(j, j));
    }
    double logDensity = -0.5 * (quad + logDet + k * Math.log(2 * Math.PI));
    return new Conditional(m, c, logDensity);
  }

  /**
   * The regression of {@code targets} on exact measurements of {@code observed}: the conditional
   * mean is {@code mean(targets) + coefficients (x_observed - mean(observed))} for any measured
   * values, with the fixed conditional covariance; computed once per pattern of observed variables
   * and applied to many rows.
   *
   * @throws ModelException if the observed variables' covariance is singular
   */
  public Regression regression(int[] observed, int[] targets) {
    int k = observed.length;
    int q = targets.length;
    double[][] coefficients = new double[q][k];
    double[][] cov = new double[q][q];
    for (int i = 0; i < q; i++) {
      for (int l = 0; l < q; l++) {
        cov[i][l] = covariance[targets[i]][targets[l]];
      }
    }
    if (k > 0 && q > 0) {
      double[][] see = new double[k][k];
      double[][] seq = new double[k][q];
      for (int a = 0; a < k; a++) {
        for (int b = 0; b < k; b++) {
          see[a][b] = covariance[observed[a]][observed[b]];
        }
        for (int i = 0; i < q; i++) {
          seq[a][i] = covariance[observed[a]][targets[i]];
        }
      }
      RealMatrix b = cholesky(see).getSolver().solve(new Array2DRowRealMatrix(seq, false));
      for (int i = 0; i < q; i++) {
        for (int a = 0; a < k; a++) {
          coefficients[i][a] = b.getEntry(a, i);
        }
        for (int l = 0; l <= i; l++) {
          double s = 0;
          for (int a = 0; a < k; a++) {
            s += seq[a][i] * b.getEntry(a, l);
          }
          cov[i][l] -= s;
          cov[l][i] = cov[i][l];
        }
        cov[i][i] = Math.max(cov[i][i], 0);
      }
    }
    return new Regression(meansOf(targets), meansOf(observed), coefficients, cov);
  }

  private static CholeskyDecomposition cholesky(double[][] matrix) {
    try {
      return new CholeskyDecomposition(new Array2DRowRealMatrix(matrix, false), 1e-14, 1e-14);
    } catch (MathIllegalArgumentException e) {
      throw new ModelException(
          "the observed variables' covariance is singular (one is a deterministic function of"
              + " others); observe fewer of them or add measurement noise");
    }
  }

  private double[] meansOf(int[] vars) {
    double[] m = new double[vars.length];
    for (int i = 0; i < m.length; i++) {
      m[i] = mean[vars[i]];
    }
    return m;
  }

  /**
   * A linear regression of some variables on others.
   *
   * @param targetMeans the targets' unconditional means
   * @param observedMeans the observed variables' unconditional means
   * @param coefficients [target][observed] the regression coefficients
   * @param covariance the targets' conditional covariance
   */
  public record Regression(
      double[] targetMeans,
      double[] observedMeans,
      double[][] coefficients,
      double[][] covariance) {
    /** The conditional means of the targets given the observed values. */
    public double[] mean(double[] observedValues) {
      double[] m = targetMeans.clone();
      for (int i = 0; i < m.length; i++) {
        for (int j = 0; j < observedValues.length; j++) {
          m[i] += coefficients[i][j] * (observedValues[j] - observedMeans[j]);
        }
      }
      return m;
    }
  }

  /**
   * A conditional distribution.
   *
   * @param mean the query variables' means
   * @param covariance their covariance
   * @param logDensity the log density of the measurements under the network
   */
  public record Conditional(double[] mean, double[][] covariance, double logDensity) {}
}
