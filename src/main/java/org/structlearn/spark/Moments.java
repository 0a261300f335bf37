package org.structlearn.spark;

import java.io.Serializable;
import java.util.List;
import org.structlearn.data.DataException;
import org.structlearn.data.Variable;
import org.structlearn.stats.CovarianceStatistics;
import org.structlearn.stats.NotContinuousException;

/**
 * The Gaussian sufficient statistics of some rows: their number, the column means and the centred
 * cross-products, and which columns hold a single value. A block's moments are computed by the
 * two-pass algorithm (means, then centred products), as {@link CovarianceStatistics#of} does;
 * blocks combine by the pairwise update of Chan, Golub and LeVeque (1979): for parts a and b with δ
 * = x̄_b − x̄_a, S = S_a + S_b + δδᵀ · n_a n_b / n. Merged in a fixed order (a balanced tree over
 * the block index), the result does not depend on how Spark placed or scheduled the blocks.
 *
 * <p>Cost: O(n p²) per block of n rows and p columns, O(p²) per merge.
 */
final class Moments implements Serializable {
  private static final long serialVersionUID = 1L;

  final int index;
  final long n;
  final double[] mean;
  final double[][] scatter;
  final boolean[] constant;

  private Moments(int index, long n, double[] mean, double[][] scatter, boolean[] constant) {
    this.index = index;
    this.n = n;
    this.mean = mean;
    this.scatter = scatter;
    this.constant = constant;
  }

  /** The moments of one block, whose columns must all be continuous. */
  static Moments of(EncodedBlock block) {
    int p = block.columns().length;
    int n = block.rows();
    double[][] centred = new double[p][];
    double[] mean = new double[p];
    boolean[] constant = new boolean[p];
    for (int c = 0; c < p; c++) {
      double[] x = (double[]) block.columns()[c];
      double sum = 0;
      boolean same = true;
      for (int r = 0; r < n; r++) {
        sum += x[r];
        same &= x[r] == x[0];
      }
      mean[c] = same ? x[0] : sum / n;
      constant[c] = same;
      centred[c] = new double[n];
      for (int r = 0; r < n; r++) {
        centred[c][r] = x[r] - mean[c];
      }
    }
    double[][] scatter = new double[p][p];
    for (int i = 0; i < p; i++) {
      for (int j = 0; j <= i; j++) {
        double s = 0;
        double[] xi = centred[i];
        double[] xj = centred[j];
        for (int r = 0; r < n; r++) {
          s += xi[r] * xj[r];
        }
        scatter[i][j] = s;
        scatter[j][i] = s;
      }
    }
    return new Moments(block.index(), n, mean, scatter, constant);
  }

  /** The moments of the rows of {@code a} and then {@code b}. */
  static Moments merge(Moments a, Moments b) {
    int p = a.mean.length;
    long n = a.n + b.n;
    double wb = (double) b.n / n;
    double w = (double) a.n * b.n / n;
    double[] delta = new double[p];
    double[] mean = new double[p];
    boolean[] constant = new boolean[p];
    for (int c = 0; c < p; c++) {
      constant[c] = a.constant[c] && b.constant[c] && a.mean[c] == b.mean[c];
      delta[c] = constant[c] ? 0 : b.mean[c] - a.mean[c];
      mean[c] = constant[c] ? a.mean[c] : a.mean[c] + delta[c] * wb;
    }
    double[][] scatter = new double[p][p];
    for (int i = 0; i < p; i++) {
      for (int j = 0; j < p; j++) {
        scatter[i][j] = a.scatter[i][j] + b.scatter[i][j] + delta[i] * delta[j] * w;
      }
    }
    return new Moments(Math.min(a.index, b.index), n, mean, scatter, constant);
  }

  /** The moments of all blocks, given in block order, merged by a balanced tree. */
  static Moments mergeAll(List<Moments> ordered, int from, int to) {
    if (to - from == 1) {
      return ordered.get(from);
    }
    int mid = (from + to) >>> 1;
    return merge(mergeAll(ordered, from, mid), mergeAll(ordered, mid, to));
  }

  /**
   * Checks that every variable is continuous.
   *
   * @throws NotContinuousException naming the first discrete column
   */
  static void requireContinuous(List<Variable> variables) {
    for (Variable v : variables) {
      if (v.isDiscrete()) {
        throw new NotContinuousException(v.name());
      }
    }
  }

  /** These moments as covariance statistics of the named columns. */
  CovarianceStatistics toStatistics(List<String> names) {
    if (n > Integer.MAX_VALUE) {
      throw new DataException(n + " rows; covariance statistics are limited to 2^31 - 1 rows");
    }
    return CovarianceStatistics.fromMoments(names, (int) n, mean, scatter, constant);
  }
}
