package org.structlearn.mixed;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.model.DiscreteCpd;

/**
 * Parameters of a conditional linear Gaussian network by maximum likelihood, as bnlearn's {@code
 * bn.fit(method = "mle-cg")} (the default for mixed data) estimates them:
 *
 * <ul>
 *   <li>a discrete node: relative frequencies n_jk / n_j in each configuration of its (discrete)
 *       parents; a configuration no row has gets the uniform row 1/r (bnlearn leaves it NaN; the
 *       discrete estimator of this project gives the uniform row, so the network stays valid);
 *   <li>a continuous node: in each configuration of its discrete parents, the least-squares
 *       regression on its continuous parents with an intercept ({@link CgStatistics}), and the
 *       unbiased residual sd √(RSS / (n_c − k − 1)), 0 with at most k + 1 rows (bnlearn's; note
 *       that the Gaussian estimator of {@code org.structlearn.model} uses the maximum-likelihood sd
 *       √(RSS / n) instead); a configuration no row has gets NaN parameters, as bnlearn's NA.
 * </ul>
 *
 * <p>Cost: one counting pass per discrete node, the per-configuration moments of each continuous
 * family (one pass per pair of columns), O(rows × arcs) in all.
 */
public final class CgFit {
  private CgFit() {}

  /**
   * Fits the DAG's parameters; columns are matched to nodes by name.
   *
   * @throws DataException if a node has no column, or a discrete node a continuous parent
   */
  public static CgNetwork fit(Dag dag, Dataset data) {
    return fit(dag, data, null);
  }

  /**
   * Fits the DAG's parameters to weighted rows (the M step of EM on completed rows): counts, means
   * and cross products are weighted sums, a configuration's rows its total weight.
   *
   * @param weights one finite weight &gt; 0 per row, or null for weight 1 each
   * @throws DataException as {@link #fit(Dag, Dataset)}, or for bad weights
   */
  public static CgNetwork fit(Dag dag, Dataset data, double[] weights) {
    Dataset d = data.select(dag.names());
    CgStatistics stats = new CgStatistics(d, weights);
    List<Object> cpds = new ArrayList<>();
    for (int v = 0; v < dag.size(); v++) {
      cpds.add(d.isDiscrete(v) ? table(dag, d, v, weights) : regressions(dag, d, stats, v));
    }
    return CgNetwork.of(dag, d.variables(), cpds);
  }

  private static DiscreteCpd table(Dag dag, Dataset d, int v, double[] weights) {
    int[] parents = dag.parents(v);
    List<Variable> pv = new ArrayList<>();
    for (int p : parents) {
      if (!d.isDiscrete(p)) {
        throw new DataException(
            "discrete node '"
                + dag.name(v)
                + "' has the continuous parent '"
                + dag.name(p)
                + "': a conditional Gaussian network does not allow it; reverse or drop the arc");
      }
      pv.add(d.variable(p));
    }
    int r = d.cardinality(v);
    long q = 1;
    for (Variable p : pv) {
      q *= p.cardinality();
    }
    if (q * r > Integer.MAX_VALUE) {
      throw new DataException("the table of '" + dag.name(v) + "' has more than 2^31 cells");
    }
    double[] counts = new double[(int) q * r];
    for (int row = 0; row < d.rows(); row++) {
      int c = 0;
      for (int i = parents.length - 1; i >= 0; i--) {
        c = c * pv.get(i).cardinality() + d.code(parents[i], row);
      }
      counts[c * r + d.code(v, row)] += weights == null ? 1 : weights[row];
    }
    double[] probs = new double[counts.length];
    for (int c = 0; c < q; c++) {
      double total = 0;
      for (int k = 0; k < r; k++) {
        total += counts[c * r + k];
      }
      for (int k = 0; k < r; k++) {
        probs[c * r + k] = total == 0 ? 1.0 / r : counts[c * r + k] / total;
      }
    }
    return DiscreteCpd.of(d.variable(v), parents, pv, probs);
  }

  private static CgCpd regressions(Dag dag, Dataset d, CgStatistics stats, int v) {
    int[] parents = dag.parents(v);
    int[] dp = Arrays.stream(parents).filter(d::isDiscrete).toArray();
    int[] cp = Arrays.stream(parents).filter(p -> !d.isDiscrete(p)).toArray();
    int[] cards = Arrays.stream(dp).map(d::cardinality).toArray();
    Regressions r = stats.regress(v, dp, cp);
    long q = 1;
    for (int c : cards) {
      q *= c;
    }
    if (q > Integer.MAX_VALUE) {
      throw new DataException(
          "the discrete parents of '" + dag.name(v) + "' have more than 2^31 configurations");
    }
    double[][] coef = new double[(int) q][];
    double[] sd = new double[(int) q];
    double[] none = new double[cp.length + 1];
    Arrays.fill(none, Double.NaN);
    Arrays.fill(coef, none);
    Arrays.fill(sd, Double.NaN);
    for (int c = 0; c < r.observed(); c++) {
      int full = (int) r.configuration(c);
      coef[full] = r.coefficients(c);
      sd[full] = r.sd(c);
    }
    return CgCpd.of(dp, cards, cp, coef, sd);
  }
}
