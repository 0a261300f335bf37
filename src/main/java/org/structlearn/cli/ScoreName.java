package org.structlearn.cli;

import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.DiscreteScoreType;
import org.structlearn.score.ScoreSpec;

/** Score names accepted by {@code --score}; picocli lists them when an unknown one is given. */
enum ScoreName {
  loglik(DiscreteScoreType.LOGLIK),
  aic(DiscreteScoreType.AIC),
  bic(DiscreteScoreType.BIC),
  bdeu(DiscreteScoreType.BDEU),
  bds(DiscreteScoreType.BDS),
  k2(DiscreteScoreType.K2);

  private final DiscreteScoreType type;

  ScoreName(DiscreteScoreType type) {
    this.type = type;
  }

  ScoreSpec spec(double iss) {
    return new DiscreteScoreSpec(type, iss);
  }
}
