package org.structlearn.latent;

import org.structlearn.data.Dataset;

/**
 * Rows drawn from an {@link InfluenceNetwork}: the observed columns (what a learner sees) and the
 * latent class of every row for every naive Bayes model (the ground truth for label matching).
 *
 * @param observed the observed columns, in the network's group order
 * @param latent one column per latent variable, named after its group, same rows
 */
public record InfluenceSample(Dataset observed, Dataset latent) {
  /** The latent labels (state codes) of group {@code g}, one per row. */
  public int[] labels(int g) {
    return latent.codesOf(g);
  }
}
