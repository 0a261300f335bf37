package org.structlearn.stats;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.Interrupts;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;

/**
 * Sufficient statistics of linear Gaussian families: the column means x̄ and the centred
 * cross-product (scatter) matrix S = Σ_r (x_r − x̄)(x_r − x̄)ᵀ of every column of an all-continuous
 * data set, computed once. Every Gaussian family quantity (residual sum of squares of a regression
 * with intercept, log-determinants) then comes from a submatrix of S without reading the rows
 * again.
 *
 * <p>Construction reads the data twice: once for the means and once for the centred cross-products
 * (the two-pass algorithm, chosen for accuracy over the one-pass update of raw moments): O(n p²)
 * time for n rows and p columns, O(p²) memory kept (plus O(n p) transiently). A family with k
 * parents costs O(k³) through a Cholesky factorisation of its (k + 1) × (k + 1) submatrix.
 *
 * <p>Immutable and thread-safe.
 */
public final class CovarianceStatistics {
  /**
   * A Cholesky pivot at or below this fraction of its diagonal entry is taken as zero: the column
   * then is, to about ten digits, an affine function of the columns before it (1 − R² ≤ 1e-10).
   */
  public static final double PIVOT_TOLERANCE = 1e-10;

  private final List<String> names;
  private final int rows;
  private final double[] means;
  private final double[][] scatter;
  private final double[] constantValue; // NaN unless the column is constant

  private CovarianceStatistics(
      List<String> names, int rows, double[] means, double[][] scatter, double[] constantValue) {
    this.names = List.copyOf(names);
    this.rows = rows;
    this.means = means;
    this.scatter = scatter;
    this.constantValue = constantValue;
  }

  /**
   * The statistics of a data set whose columns are all continuous.
   *
   * @throws NotContinuousException naming the first discrete column
   * @throws DataException if the data set has no rows
   * @throws org.structlearn.InterruptedRunException if the thread is interrupted (checked per
   *     column)
   */
  public static CovarianceStatistics of(Dataset data) {
    int p = data.columns();
    int n = data.rows();
    double[][] cols = new double[p][];
    for (int c = 0; c < p; c++) {
      if (data.isDiscrete(c)) {
        throw new NotContinuousException(data.variable(c).name());
      }
      cols[c] = data.continuousValues(c);
    }
    if (n == 0) {
      throw new DataException("the data set has no rows; Gaussian statistics need at least one");
    }
    double[] means = new double[p];
    double[] constantValue = new double[p];
    double[][] centred = new double[p][n];
    for (int c = 0; c < p; c++) {
      double[] x = cols[c];
      double sum = 0;
      boolean constant = true;
      for (int r = 0; r < n; r++) {
        sum += x[r];
        constant &= x[r] == x[0];
      }
      // a constant column's mean is its value exactly (sum / n may round), so its scatter is 0
      means[c] = constant ? x[0] : sum / n;
      constantValue[c] = constant ? x[0] : Double.NaN;
      for (int r = 0; r < n; r++) {
        centred[c][r] = x[r] - means[c];
      }
    }
    double[][] scatter = new double[p][p];
    for (int i = 0; i < p; i++) {
      int done = i;
      Interrupts.check(
          () ->
              "covariance computation interrupted after "
                  + done
                  + " of "
                  + p
                  + " columns ("
                  + n
                  + " rows)");
      double[] xi = centred[i];
      for (int j = 0; j <= i; j++) {
        double[] xj = centred[j];
        double s = 0;
        for (int r = 0; r < n; r++) {
          s += xi[r] * xj[r];
        }
        scatter[i][j] = s;
        scatter[j][i] = s;
      }
    }
    return new CovarianceStatistics(data.names(), n, means, scatter, constantValue);
  }

  /**
   * Statistics from moments computed elsewhere (e.g. by a data-parallel pass): the means, the
   * centred cross-products and which columns are constant. A constant column's mean must be its
   * value exactly, and its scatter row and column zero, as {@link #of(Dataset)} gives them.
   *
   * @param names column names, in column order
   * @param rows the number of rows n, at least 1
   * @param means the column means (copied)
   * @param scatter the p × p centred cross-product matrix, symmetric (copied)
   * @param constant which columns hold one value only (copied)
   * @throws DataException if the sizes disagree or there are no rows
   */
  public static CovarianceStatistics fromMoments(
      List<String> names, int rows, double[] means, double[][] scatter, boolean[] constant) {
    int p = names.size();
    if (rows < 1) {
      throw new DataException("the data set has no rows; Gaussian statistics need at least one");
    }
    if (means.length != p || scatter.length != p || constant.length != p) {
      throw new DataException(
          p
              + " names but "
              + means.length
              + " means, "
              + scatter.length
              + " scatter rows and "
              + constant.length
              + " constant flags; give one per column");
    }
    double[][] s = new double[p][];
    double[] constantValue = new double[p];
    for (int c = 0; c < p; c++) {
      if (scatter[c].length != p) {
        throw new DataException(
            "scatter row " + c + " has " + scatter[c].length + " entries, not " + p);
      }
      s[c] = scatter[c].clone();
      constantValue[c] = constant[c] ? means[c] : Double.NaN;
    }
    return new CovarianceStatistics(names, rows, means.clone(), s, constantValue);
  }

  /** Number of rows n the statistics were computed from. */
  public int rows() {
    return rows;
  }

  /** Number of columns p. */
  public int columns() {
    return means.length;
  }

  /** Column names, in column order. */
  public List<String> names() {
    return names;
  }

  /** The sample mean of a column. */
  public double mean(int column) {
    return means[column];
  }

  /** The centred cross-product Σ_r (x_ri − x̄_i)(x_rj − x̄_j). */
  public double scatter(int i, int j) {
    return scatter[i][j];
  }

  /** The maximum-likelihood covariance, {@code scatter(i, j) / n}. */
  public double covariance(int i, int j) {
    return scatter[i][j] / rows;
  }

  /** True if every value of the column is the same (tested exactly on the data). */
  public boolean isConstant(int column) {
    return !Double.isNaN(constantValue[column]);
  }

  /**
   * Throws if a column is constant.
   *
   * @throws ConstantColumnException naming the first constant column
   */
  public void requireNoConstantColumn() {
    for (int c = 0; c < columns(); c++) {
      if (isConstant(c)) {
        throw new ConstantColumnException(names.get(c), constantValue[c]);
      }
    }
  }

  /**
   * The least-squares regression (with intercept) of {@code node} on {@code parents}, computed from
   * the scatter matrix with {@code diagonalShift} added to its diagonal: the residual sum of
   * squares RSS = S_xx − S_xz S_zz⁻¹ S_zx (the Schur complement) and ln det S_zz, both from one
   * Cholesky factorisation of the family's submatrix, parents first and the node last. O(k³) for k
   * parents.
   *
   * @param parents parent columns, distinct and not containing {@code node}, in any order
   * @param diagonalShift added to every diagonal entry of the submatrix (0 for the plain
   *     statistics; {@code n · ridge} for a ridge on the covariance; the prior scale of BGe)
   * @throws SingularCovarianceException if a pivot falls to {@link #PIVOT_TOLERANCE} of its
   *     diagonal entry or below (collinear columns, or a constant one when the shift is 0)
   */
  public Regression regress(int node, int[] parents, double diagonalShift) {
    int k = parents.length;
    int m = k + 1;
    int[] vars = new int[m];
    System.arraycopy(parents, 0, vars, 0, k);
    vars[k] = node;
    double[][] a = new double[m][m]; // lower triangle, overwritten by the Cholesky factor L
    for (int i = 0; i < m; i++) {
      for (int j = 0; j <= i; j++) {
        a[i][j] = scatter[vars[i]][vars[j]];
      }
      a[i][i] += diagonalShift;
    }
    double logDetParents = 0;
    double rss = Double.NaN;
    for (int j = 0; j < m; j++) {
      double d = a[j][j];
      for (int l = 0; l < j; l++) {
        d -= a[j][l] * a[j][l];
      }
      if (!(d > PIVOT_TOLERANCE * a[j][j])) {
        throw singular(node, parents, vars[j]);
      }
      if (j < k) {
        logDetParents += Math.log(d);
      } else {
        rss = d;
      }
      double root = Math.sqrt(d);
      a[j][j] = root;
      for (int i = j + 1; i < m; i++) {
        double s = a[i][j];
        for (int l = 0; l < j; l++) {
          s -= a[i][l] * a[j][l];
        }
        a[i][j] = s / root;
      }
    }
    return new Regression(rss, logDetParents);
  }

  private SingularCovarianceException singular(int node, int[] parents, int column) {
    List<String> ps = new ArrayList<>();
    for (int p : parents) {
      ps.add(names.get(p));
    }
    return new SingularCovarianceException(names.get(node), ps, names.get(column));
  }

  /**
   * A family's regression statistics.
   *
   * @param residualSumOfSquares the Schur complement S_xx − S_xz S_zz⁻¹ S_zx (of the shifted
   *     matrix)
   * @param logDetParents ln det S_zz of the parents' (shifted) submatrix; 0 without parents
   */
  public record Regression(double residualSumOfSquares, double logDetParents) {}
}
