package org.structlearn.score.undirected;

import java.util.Objects;
import org.structlearn.citest.BayesianCiTestOptions;
import org.structlearn.data.Dataset;

/**
 * Spec of a {@link BjpScore} with the Bayesian CI test ({@link
 * org.structlearn.citest.BayesianCiTest}); each {@link #bind} makes one cached test that the bound
 * score shares across every graph it scores. For another test (an oracle), construct the score
 * directly with {@link BjpScore#BjpScore(org.structlearn.citest.CiTest, java.util.List)}.
 *
 * @param options the Bayesian test's options (default {@link BayesianCiTestOptions#defaults()})
 */
public record BjpScoreSpec(BayesianCiTestOptions options) implements UndirectedGraphScoreSpec {
  public BjpScoreSpec {
    Objects.requireNonNull(options, "options");
  }

  /** The spec with the Bayesian test's defaults. */
  public static BjpScoreSpec defaults() {
    return new BjpScoreSpec(BayesianCiTestOptions.defaults());
  }

  @Override
  public BjpScore bind(Dataset data) {
    return new BjpScore(data, options);
  }

  @Override
  public String name() {
    return "bjp(" + options + ")";
  }
}
