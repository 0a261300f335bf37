package org.structlearn.latent;

import org.structlearn.data.Dataset;

/**
 * A model of observed rows as seen by {@link RelativeEntropy}: anything that gives the natural-log
 * likelihood of each row of a data set (an {@link InfluenceNetwork}, a naive Bayes model, a
 * Bayesian network over the observed columns, ...).
 */
@FunctionalInterface
public interface RowLogLikelihoods {
  /**
   * {@code log Q(x_i)} for every row {@code x_i}, in row order; {@code -Infinity} for a row the
   * model gives probability 0.
   */
  double[] logLikelihoodPerRow(Dataset rows);
}
