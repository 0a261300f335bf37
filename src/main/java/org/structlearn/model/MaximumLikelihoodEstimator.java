package org.structlearn.model;

import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;

/**
 * Maximum likelihood estimates of the tables: {@code theta_jk = n_jk / n_j}, the relative frequency
 * of child level {@code k} among the rows in parent configuration {@code j} (Koller and Friedman
 * 2009, sec. 17.2; bnlearn's {@code bn.fit(method = "mle")}). One counting pass per family, O(rows
 * * arcs) in all.
 *
 * <p>Unobserved parent configurations ({@code n_j = 0}): bnlearn leaves the row NaN; this estimator
 * gives the uniform row {@code 1 / r} instead, so that the result is always a valid network (it can
 * be sampled, written and scored). Such rows do not change the log-likelihood of the training data,
 * which never visits them.
 */
public final class MaximumLikelihoodEstimator implements ParameterEstimator {

  @Override
  public BayesianNetwork fit(Dag dag, Dataset data) {
    return FamilyFits.fit(dag, data, MaximumLikelihoodEstimator::row);
  }

  private static void row(int[] counts, int offset, int r, int q, double[] out) {
    long total = 0;
    for (int k = 0; k < r; k++) {
      total += counts[offset + k];
    }
    for (int k = 0; k < r; k++) {
      out[offset + k] = total == 0 ? 1.0 / r : (double) counts[offset + k] / total;
    }
  }

  @Override
  public String toString() {
    return "MaximumLikelihoodEstimator (unobserved parent configurations: uniform)";
  }
}
