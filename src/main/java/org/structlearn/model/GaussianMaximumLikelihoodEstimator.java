package org.structlearn.model;

import java.util.ArrayList;
import java.util.List;
import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.ArrayRealVector;
import org.hipparchus.linear.QRDecomposition;
import org.hipparchus.linear.RealMatrix;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;

/**
 * Maximum likelihood estimates of a linear Gaussian network: per node, the ordinary least squares
 * regression of the node on its parents (intercept and coefficients) and the residual standard
 * deviation {@code sd = sqrt(RSS / n)} (Koller and Friedman 2009, sec. 17.2.4). This {@code sd} is
 * the maximum likelihood estimate. bnlearn's {@code bn.fit} and its {@code loglik-g} score use the
 * unbiased {@code sqrt(RSS / (n - |pa| - 1))} instead (checked against bnlearn 5.2.1's {@code
 * loglik-g} of gaussian.test, see the tests), which is larger by a factor {@code sqrt(n / (n - |pa|
 * - 1))}; the coefficients are the same.
 *
 * <p>Numerics: the columns are centred first (the intercept then follows from the means), and the
 * centred parent matrix is solved by Householder QR (Hipparchus {@link QRDecomposition}), which
 * works on the data directly rather than on the normal equations, so the condition number is not
 * squared (Golub and Van Loan 2013, sec. 5.3). Time O(rows * |pa|^2) per node.
 *
 * <p>No regularisation: a regression without a unique, non-degenerate solution fails with a {@link
 * SingularFitException} naming the node, namely when there are fewer than {@code |pa| + 2} rows, a
 * column is constant, a parent is a linear combination of the parents before it (its part
 * orthogonal to them has norm below {@value #COLLINEARITY_TOLERANCE} times its own centred norm),
 * or the residual sd is below {@value #COLLINEARITY_TOLERANCE} times the child's own sd (an exact
 * linear relation).
 */
public final class GaussianMaximumLikelihoodEstimator implements GaussianParameterEstimator {
  /** Relative size below which a remaining column or residual counts as zero. */
  public static final double COLLINEARITY_TOLERANCE = 1e-10;

  @Override
  public GaussianNetwork fit(Dag dag, Dataset data) {
    int n = dag.size();
    double[][] columns = new double[n][];
    for (int v = 0; v < n; v++) {
      columns[v] = GaussianNetwork.continuousColumn(data, dag.name(v), "Gaussian fitting");
    }
    List<LinearGaussianCpd> cpds = new ArrayList<>(n);
    for (int v = 0; v < n; v++) {
      cpds.add(fitNode(dag, v, columns, data.rows()));
    }
    return GaussianNetwork.of(dag, cpds);
  }

  private static LinearGaussianCpd fitNode(Dag dag, int v, double[][] columns, int rows) {
    String name = dag.name(v);
    int[] parents = dag.parents(v);
    int k = parents.length;
    if (rows < k + 2) {
      throw new SingularFitException(
          name,
          "node '"
              + name
              + "' has "
              + k
              + " parent(s), so its regression needs at least "
              + (k + 2)
              + " rows; the data have "
              + rows);
    }
    double yMean = mean(columns[v]);
    double[] y = centred(columns[v], yMean);
    double yNorm = norm(y);
    if (yNorm == 0 || isConstant(columns[v])) {
      throw new SingularFitException(
          name,
          "column '"
              + name
              + "' is constant ("
              + columns[v][0]
              + " in every row); a linear Gaussian node needs a positive variance: drop the"
              + " column or add noise");
    }
    if (k == 0) {
      return LinearGaussianCpd.root(yMean, yNorm / Math.sqrt(rows));
    }
    double[] xMeans = new double[k];
    double[][] xt = new double[k][];
    for (int i = 0; i < k; i++) {
      double[] x = columns[parents[i]];
      xMeans[i] = mean(x);
      xt[i] = centred(x, xMeans[i]);
      if (isConstant(x)) {
        throw new SingularFitException(
            name,
            "parent '"
                + dag.name(parents[i])
                + "' of node '"
                + name
                + "' is constant ("
                + x[0]
                + " in every row), so its coefficient is not identifiable; drop the arc or"
                + " the column");
      }
    }
    double[] beta = leastSquares(dag, v, xt, y);
    double intercept = yMean;
    for (int i = 0; i < k; i++) {
      intercept -= beta[i] * xMeans[i];
    }
    double sd = Math.sqrt(residualSumOfSquares(xt, y, beta) / rows);
    if (!(sd > COLLINEARITY_TOLERANCE * yNorm / Math.sqrt(rows))) {
      throw new SingularFitException(
          name,
          "node '"
              + name
              + "' is an exact linear function of its parents "
              + parentNames(dag, parents, k)
              + " in these data (residual variance 0); a linear Gaussian node needs noise");
    }
    return LinearGaussianCpd.of(intercept, parents, beta, sd);
  }

  /**
   * The coefficients of the centred child {@code y} on the centred parent columns {@code xt} (one
   * array per parent), by Householder QR; fails naming the first parent whose part orthogonal to
   * the parents before it is negligible.
   */
  private static double[] leastSquares(Dag dag, int v, double[][] xt, double[] y) {
    int[] parents = dag.parents(v);
    RealMatrix design = new Array2DRowRealMatrix(xt, false).transpose();
    QRDecomposition qr = new QRDecomposition(design, 0);
    RealMatrix r = qr.getR();
    for (int i = 0; i < xt.length; i++) {
      if (Math.abs(r.getEntry(i, i)) <= COLLINEARITY_TOLERANCE * norm(xt[i])) {
        throw new SingularFitException(
            dag.name(v),
            "the parents of node '"
                + dag.name(v)
                + "' are collinear: parent '"
                + dag.name(parents[i])
                + "' is a linear combination of "
                + (i == 0 ? "a constant" : "the parents before it " + parentNames(dag, parents, i))
                + ", so the coefficients are not identifiable; drop one of those arcs");
      }
    }
    return qr.getSolver().solve(new ArrayRealVector(y, false)).toArray();
  }

  private static double residualSumOfSquares(double[][] xt, double[] y, double[] beta) {
    double rss = 0;
    for (int row = 0; row < y.length; row++) {
      double e = y[row];
      for (int i = 0; i < beta.length; i++) {
        e -= beta[i] * xt[i][row];
      }
      rss += e * e;
    }
    return rss;
  }

  private static List<String> parentNames(Dag dag, int[] parents, int count) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      out.add(dag.name(parents[i]));
    }
    return out;
  }

  /** Mean with a second pass correction, accurate for large offsets (Higham 2002, sec. 1.9). */
  private static double mean(double[] x) {
    double s = 0;
    for (double d : x) {
      s += d;
    }
    double m = s / x.length;
    double c = 0;
    for (double d : x) {
      c += d - m;
    }
    return m + c / x.length;
  }

  private static double[] centred(double[] x, double mean) {
    double[] out = new double[x.length];
    for (int i = 0; i < x.length; i++) {
      out[i] = x[i] - mean;
    }
    return out;
  }

  private static double norm(double[] x) {
    double s = 0;
    for (double d : x) {
      s += d * d;
    }
    return Math.sqrt(s);
  }

  private static boolean isConstant(double[] x) {
    for (double d : x) {
      if (d != x[0]) {
        return false;
      }
    }
    return true;
  }

  @Override
  public String toString() {
    return "GaussianMaximumLikelihoodEstimator (least squares by QR, sd = sqrt(RSS / n))";
  }
}
