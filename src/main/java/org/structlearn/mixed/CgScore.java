package org.structlearn.mixed;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.LocalScore;

/**
 * The decomposable scores of conditional linear Gaussian (CLG) Bayesian networks as bnlearn 4.9
 * computes them ({@code score(type = "loglik-cg" | "aic-cg" | "bic-cg")}; Lauritzen and Wermuth
 * 1989 for the model): discrete nodes have discrete parents only; a continuous node is a linear
 * Gaussian regression on its continuous parents in each configuration of its discrete parents.
 *
 * <ul>
 *   <li>a discrete node with discrete parents: the multinomial log-likelihood, with (r − 1) q
 *       parameters for r levels and q parent configurations (the discrete scores' loglik, aic,
 *       bic);
 *   <li>a discrete node with a continuous parent: −∞ (the model does not allow it; searches through
 *       {@link CgSearch} never try such an arc);
 *   <li>a continuous node with k continuous parents and discrete parents of q possible
 *       configurations: {@link Regressions#logLikelihood()} (unbiased residual sd per
 *       configuration, −∞ for a singular fit or a configuration with at most k + 1 rows), with q (k
 *       + 2) parameters (intercept, k coefficients and an sd per configuration, unobserved ones
 *       included, as bnlearn counts them);
 *   <li>aic-cg subtracts the parameters, bic-cg (ln n / 2) times the parameters.
 * </ul>
 *
 * <p>Cost: a continuous family reads the per-configuration moments of {@link CgStatistics} (one
 * pass over the rows per new column and pair of columns and set of discrete parents, or one pass
 * over the atoms when the rows fall into few configurations of all the discrete columns; then kept)
 * and factors one (k + 1)² matrix per observed configuration, O(q k³). A discrete family is counted
 * as the discrete scores count it, or from the atoms. Thread-safe.
 */
public final class CgScore implements LocalScore {
  private final CgScoreSpec spec;
  private final Dataset data;
  private final CgStatistics stats;
  private final List<String> discreteNames;
  private volatile LocalScore discrete; // over the discrete columns only, made on first use
  private final int[] discreteIndex; // data column -> column of the discrete sub-table, or -1
  private final double[] weights; // per row, or null
  private final double penalty;

  /**
   * Binds the score to data whose columns may be discrete or continuous.
   *
   * @throws DataException naming a constant continuous column, or if there are fewer than 2 rows
   */
  public CgScore(Dataset data, CgScoreSpec spec) {
    this(data, null, spec);
  }

  /**
   * Binds the score to weighted rows (the completed rows of structural EM with their
   * probabilities): counts, means and cross products are weighted sums ({@link CgStatistics}), the
   * number of rows in BIC's ln n is the total weight, and a configuration's "rows" are its weight.
   *
   * @param weights one finite weight &gt; 0 per row, or null for weight 1 each
   * @throws DataException as the unweighted constructor, or for bad weights
   */
  public CgScore(Dataset data, double[] weights, CgScoreSpec spec) {
    this.spec = spec;
    this.data = data;
    if (data.rows() < 2) {
      throw new DataException(
          "conditional Gaussian scores need at least 2 rows; the data have " + data.rows());
    }
    this.stats = new CgStatistics(data, weights);
    this.weights = stats.weights();
    this.discreteIndex = new int[data.columns()];
    List<String> names = new ArrayList<>();
    for (int c = 0; c < data.columns(); c++) {
      discreteIndex[c] = data.isDiscrete(c) ? names.size() : -1;
      if (data.isDiscrete(c)) {
        names.add(data.variable(c).name());
      } else {
        requireNotConstant(data, c);
      }
    }
    this.discreteNames = names;
    this.penalty = spec.type().penalty(stats.totalWeight());
  }

  private static void requireNotConstant(Dataset data, int c) {
    double[] x = data.continuousValues(c);
    for (double v : x) {
      if (v != x[0]) {
        return;
      }
    }
    throw new DataException(
        "column '"
            + data.variable(c).name()
            + "' is constant ("
            + x[0]
            + " in every row): a Gaussian node cannot be fitted to it; leave it out");
  }

  public CgScoreSpec spec() {
    return spec;
  }

  /** The statistics this score reads. */
  public CgStatistics statistics() {
    return stats;
  }

  @Override
  public double local(int node, int[] parents) {
    int nd = 0;
    for (int p : parents) {
      if (data.isDiscrete(p)) {
        nd++;
      }
    }
    if (data.isDiscrete(node)) {
      if (nd < parents.length) {
        return Double.NEGATIVE_INFINITY;
      }
      if (stats.mergesFromAtoms()) {
        return mergedDiscrete(node, parents);
      }
      if (weights != null) {
        return weightedDiscrete(node, parents);
      }
      int[] sub = new int[parents.length];
      for (int i = 0; i < parents.length; i++) {
        sub[i] = discreteIndex[parents[i]];
      }
      return discreteScore().local(discreteIndex[node], sub);
    }
    int[] d = new int[nd];
    int[] z = new int[parents.length - nd];
    int i = 0;
    int j = 0;
    for (int p : parents) {
      if (data.isDiscrete(p)) {
        d[i++] = p;
      } else {
        z[j++] = p;
      }
    }
    Regressions r = stats.regress(node, d, z);
    return r.logLikelihood() - penalty * r.parameters();
  }

  private LocalScore discreteScore() {
    LocalScore d = discrete;
    if (d == null) {
      synchronized (this) {
        d = discrete;
        if (d == null) {
          d = new DiscreteScoreSpec(spec.type().discrete(), 1).bind(data.select(discreteNames));
          discrete = d;
        }
      }
    }
    return d;
  }

  /**
   * The multinomial log-likelihood Σ n_xc ln n_xc − Σ n_c ln n_c from the counts of the family's
   * and the parents' configurations, merged from the atoms (no pass over the rows), less the
   * penalty of (r − 1) q parameters.
   */
  private double mergedDiscrete(int node, int[] parents) {
    int[] family = java.util.Arrays.copyOf(parents, parents.length + 1);
    family[parents.length] = node;
    Configurations joint = stats.configurations(family);
    Configurations given = stats.configurations(parents);
    double ll = 0;
    for (int c = 0; c < joint.observed(); c++) {
      ll += xlogx(joint.count(c));
    }
    for (int c = 0; c < given.observed(); c++) {
      ll -= xlogx(given.count(c));
    }
    return ll - penalty * (data.cardinality(node) - 1) * given.possible();
  }

  private static double xlogx(double n) {
    return n > 0 ? n * Math.log(n) : 0;
  }

  /**
   * The multinomial log-likelihood of weighted counts, less the penalty of (r − 1) q parameters.
   */
  private double weightedDiscrete(int node, int[] parents) {
    int r = data.cardinality(node);
    double q = 1;
    for (int p : parents) {
      q *= data.cardinality(p);
    }
    Configurations g = stats.configurations(parents);
    int[] conf = g.rowConfigurations();
    double[] n = new double[g.observed() * r];
    for (int row = 0; row < data.rows(); row++) {
      n[(conf == null ? 0 : conf[row]) * r + data.code(node, row)] += weights[row];
    }
    double ll = 0;
    for (int c = 0; c < g.observed(); c++) {
      double total = g.count(c);
      for (int k = 0; k < r; k++) {
        double v = n[c * r + k];
        if (v > 0) {
          ll += v * Math.log(v / total);
        }
      }
    }
    return ll - penalty * (r - 1) * q;
  }

  @Override
  public boolean isScoreEquivalent() {
    return false;
  }

  @Override
  public int nodes() {
    return data.columns();
  }

  @Override
  public List<String> names() {
    return data.names();
  }

  @Override
  public String toString() {
    return spec.name();
  }
}
