package org.structlearn.score.undirected;

import java.util.Objects;
import org.structlearn.citest.BayesianCiTestOptions;
import org.structlearn.data.Dataset;

/**
 * Spec of a {@link IbScore} with the Bayesian CI test ({@link
 * org.structlearn.citest.BayesianCiTest}); each {@link #bind} makes one cached test that the bound
 * score shares across every graph it scores. For another test (an oracle), construct the score
 * directly with {@link IbScore#IbScore(org.structlearn.citest.CiTest, java.util.List)}.
 *
 * @param options the Bayesian test's options (default {@link BayesianCiTestOptions#defaults()})
 */
public record IbScoreSpec(BayesianCiTestOptions options) implements BlanketScoreSpec {
  public IbScoreSpec {
    Objects.requireNonNull(options, "options");
  }

  /** The spec with the Bayesian test's defaults. */
  public static IbScoreSpec defaults() {
    return new IbScoreSpec(BayesianCiTestOptions.defaults());
  }

  @Override
  public IbScore bind(Dataset data) {
    return new IbScore(data, options);
  }

  @Override
  public String name() {
    return "ib(" + options + ")";
  }
}
