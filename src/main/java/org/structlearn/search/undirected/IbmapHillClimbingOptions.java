package org.structlearn.search.undirected;

import java.util.Objects;
import org.structlearn.WorkerPool;
import org.structlearn.citest.BayesianCiTestOptions;
import org.structlearn.search.StopReason;

/**
 * Options of {@link IbmapHillClimbing}; build with {@link #builder()}.
 *
 * @param score the score the search maximises: {@link Score#BJP} (default, seed 000) or {@link
 *     Score#IB} (the IB-score, Schlüter, Bromberg and Edera 2014)
 * @param test the options of the Bayesian CI test both scores are made of (default {@link
 *     BayesianCiTestOptions#defaults()}); ignored when the search is given its own test
 * @param threads threads that run the CI tests of a step (default 1); the result does not depend on
 *     it
 * @param maxFlips the most edge flips the search makes (default unlimited); reaching it stops the
 *     search with {@link StopReason#MAX_ITERATIONS}
 * @param proposals how many flips, most promising first, a step tries before the search stops
 *     (default 1, the seed's IBMAP-HC: "the algorithm stops when the neighbour proposed does not
 *     improve the current score"); with k &gt; 1 a step takes the first of the k most promising
 *     flips that improves the score, our extension for distributions whose dependences show only
 *     when several edges are present (clique potentials), where one rejected proposal ends the
 *     seed's search early
 */
public record IbmapHillClimbingOptions(
    Score score, BayesianCiTestOptions test, int threads, int maxFlips, int proposals) {
  /** The scores IBMAP-HC can climb: both are sums of CI-test log posteriors. */
  public enum Score {
    /**
     * The Blankets Joint Posterior (seed 000), {@link org.structlearn.score.undirected.BjpScore}.
     */
    BJP,
    /** The IB-score, {@link org.structlearn.score.undirected.IbScore}. */
    IB
  }

  public IbmapHillClimbingOptions {
    Objects.requireNonNull(score, "score");
    Objects.requireNonNull(test, "test");
    WorkerPool.checkThreads("threads", threads);
    if (proposals < 1) {
      throw new IllegalArgumentException("proposals must be >= 1, was " + proposals);
    }
    if (maxFlips < 0) {
      throw new IllegalArgumentException("maxFlips must be >= 0, was " + maxFlips);
    }
  }

  public static Builder builder() {
    return new Builder();
  }

  /** BJP with the Bayesian test's defaults, one thread, no flip limit. */
  public static IbmapHillClimbingOptions defaults() {
    return builder().build();
  }

  public Builder toBuilder() {
    return new Builder()
        .score(score)
        .test(test)
        .threads(threads)
        .maxFlips(maxFlips)
        .proposals(proposals);
  }

  @Override
  public String toString() {
    return "score="
        + score
        + ", test="
        + test
        + ", threads="
        + threads
        + (maxFlips == Integer.MAX_VALUE ? "" : ", maxFlips=" + maxFlips)
        + (proposals == 1 ? "" : ", proposals=" + proposals);
  }

  /** Builder with the documented defaults. */
  public static final class Builder {
    private Score score = Score.BJP;
    private BayesianCiTestOptions test = BayesianCiTestOptions.defaults();
    private int threads = 1;
    private int maxFlips = Integer.MAX_VALUE;
    private int proposals = 1;

    private Builder() {}

    public Builder score(Score score) {
      this.score = score;
      return this;
    }

    public Builder test(BayesianCiTestOptions test) {
      this.test = test;
      return this;
    }

    public Builder threads(int threads) {
      this.threads = threads;
      return this;
    }

    public Builder maxFlips(int maxFlips) {
      this.maxFlips = maxFlips;
      return this;
    }

    public Builder proposals(int proposals) {
      this.proposals = proposals;
      return this;
    }

    /**
     * @throws IllegalArgumentException naming the option out of range
     */
    public IbmapHillClimbingOptions build() {
      return new IbmapHillClimbingOptions(score, test, threads, maxFlips, proposals);
    }
  }
}
