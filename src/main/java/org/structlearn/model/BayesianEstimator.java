package org.structlearn.model;

import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;

/**
 * Bayesian (posterior mean) estimates of the tables under a uniform Dirichlet prior with imaginary
 * sample size {@code iss}: each of the {@code q * r} cells of a family gets the pseudo-count {@code
 * alpha = iss / (q * r)}, so {@code theta_jk = (n_jk + alpha) / (n_j + r * alpha)}, the BDeu prior
 * of Heckerman, Geiger and Chickering (1995) and bnlearn's {@code bn.fit(method = "bayes", iss)}.
 * An unobserved configuration gets the uniform row. One counting pass per family.
 */
public final class BayesianEstimator implements ParameterEstimator {
  private final double iss;

  /**
   * @param iss imaginary sample size, in [1e-100, 1e100] (bnlearn's default is 1)
   * @throws IllegalArgumentException naming the bad value
   */
  public BayesianEstimator(double iss) {
    org.structlearn.stats.DirichletMultinomial.checkHyperparameter(
        "iss (the imaginary sample size)", iss);
    this.iss = iss;
  }

  /** The imaginary sample size. */
  public double iss() {
    return iss;
  }

  @Override
  public BayesianNetwork fit(Dag dag, Dataset data) {
    return FamilyFits.fit(dag, data, this::row);
  }

  private void row(int[] counts, int offset, int r, int q, double[] out) {
    double alpha = iss / ((double) q * r);
    long total = 0;
    for (int k = 0; k < r; k++) {
      total += counts[offset + k];
    }
    double denominator = total + r * alpha;
    for (int k = 0; k < r; k++) {
      out[offset + k] = (counts[offset + k] + alpha) / denominator;
    }
  }

  @Override
  public String toString() {
    return "BayesianEstimator (iss = " + iss + ")";
  }
}
