package org.structlearn.mixed;

import java.util.Objects;
import org.structlearn.data.Dataset;
import org.structlearn.score.ScoreSpec;

/**
 * Spec of a {@link CgScore}: which of bnlearn's conditional linear Gaussian scores; data enter at
 * {@link #bind(Dataset)}.
 *
 * @param type loglik-cg, aic-cg or bic-cg
 */
public record CgScoreSpec(CgScoreType type) implements ScoreSpec {
  public CgScoreSpec {
    Objects.requireNonNull(type, "type");
  }

  /** BIC for conditional Gaussian data, bnlearn's default score for mixed data. */
  public static CgScoreSpec bicCg() {
    return new CgScoreSpec(CgScoreType.BIC_CG);
  }

  /**
   * @throws org.structlearn.data.DataException if a continuous column is constant or the data have
   *     fewer than two rows
   */
  @Override
  public CgScore bind(Dataset data) {
    return new CgScore(data, this);
  }

  /**
   * The score of weighted rows (see {@link CgScore#CgScore(Dataset, double[], CgScoreSpec)}): what
   * structural EM scores its completed data with.
   */
  public CgScore bind(Dataset data, double[] weights) {
    return new CgScore(data, weights, this);
  }

  @Override
  public String name() {
    return type.cliName();
  }
}
