package org.structlearn.score.undirected;

import org.structlearn.data.Dataset;

/**
 * Spec of an {@link MplScore}: the log marginal pseudo-likelihood of undirected structure (Pensar,
 * Nyman, Niiranen and Corander 2017).
 *
 * @param alpha the Dirichlet hyperparameter of every cell, {@code > 0} (BDgraph's default 0.5)
 */
public record MplScoreSpec(double alpha) implements BlanketScoreSpec {
  /** BDgraph's default hyperparameter. */
  public static final double DEFAULT_ALPHA = 0.5;

  public MplScoreSpec {
    MplScore.checkAlpha(alpha);
  }

  /** The spec with BDgraph's default α = 0.5. */
  public static MplScoreSpec defaults() {
    return new MplScoreSpec(DEFAULT_ALPHA);
  }

  @Override
  public MplScore bind(Dataset data) {
    return new MplScore(data, alpha);
  }

  @Override
  public String name() {
    return "mpl(alpha=" + alpha + ")";
  }
}
