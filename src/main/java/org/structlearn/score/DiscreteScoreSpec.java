package org.structlearn.score;

import org.structlearn.data.Dataset;
import org.structlearn.stats.DirichletMultinomial;
import org.structlearn.stats.DiscreteStatistics;

/**
 * Spec of a {@link DiscreteScore}.
 *
 * @param type the score
 * @param iss imaginary sample size of BDeu and BDs (bnlearn's default 1), in [1e-100, 1e100];
 *     ignored by the others
 */
public record DiscreteScoreSpec(DiscreteScoreType type, double iss) implements ScoreSpec {
  public DiscreteScoreSpec {
    if (type == null) {
      throw new IllegalArgumentException("score type must be given");
    }
    DirichletMultinomial.checkHyperparameter("iss (the imaginary sample size)", iss);
  }

  /** BIC, bnlearn's default score for discrete data. */
  public static DiscreteScoreSpec bic() {
    return new DiscreteScoreSpec(DiscreteScoreType.BIC, 1);
  }

  public static DiscreteScoreSpec of(DiscreteScoreType type) {
    return new DiscreteScoreSpec(type, 1);
  }

  @Override
  public LocalScore bind(Dataset data) {
    return new DiscreteScore(data, type, iss);
  }

  /**
   * The score bound to a statistics source instead of a data set: counts come from {@code
   * statistics}, a batch per {@link LocalScore#prefetch} (see {@link DiscreteStatisticsScore}).
   */
  public DiscreteStatisticsScore bind(DiscreteStatistics statistics) {
    return new DiscreteStatisticsScore(statistics, type, iss);
  }

  @Override
  public String name() {
    return type.cliName() + (type.usesIss() ? "(iss=" + iss + ")" : "");
  }
}
