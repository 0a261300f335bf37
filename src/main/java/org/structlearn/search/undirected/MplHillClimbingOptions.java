package org.structlearn.search.undirected;

import java.util.Objects;
import org.structlearn.WorkerPool;
import org.structlearn.score.undirected.MplScoreSpec;

/**
 * Options of {@link MplHillClimbing}; build with {@link #builder()}.
 *
 * @param score the MPL score and its α (default {@link MplScoreSpec#defaults()}, α = 0.5,
 *     BDgraph's)
 * @param merge how the per-node Markov blankets become candidate edges (default {@link Merge#OR},
 *     BDgraph's {@code operator = "or"})
 * @param threads threads that run the per-node blanket searches (default 1); the result does not
 *     depend on it
 */
public record MplHillClimbingOptions(MplScoreSpec score, Merge merge, int threads) {
  /** How the blankets of the first phase are merged into the candidate edges of the second. */
  public enum Merge {
    /** An edge is a candidate if either endpoint has the other in its blanket. */
    OR,
    /** An edge is a candidate if both endpoints have the other in their blankets. */
    AND
  }

  public MplHillClimbingOptions {
    Objects.requireNonNull(score, "score");
    Objects.requireNonNull(merge, "merge");
    WorkerPool.checkThreads("threads", threads);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** MPL with α = 0.5, OR merge, one thread. */
  public static MplHillClimbingOptions defaults() {
    return builder().build();
  }

  public Builder toBuilder() {
    return new Builder().score(score).merge(merge).threads(threads);
  }

  @Override
  public String toString() {
    return "score=" + score.name() + ", merge=" + merge + ", threads=" + threads;
  }

  /** Builder with the documented defaults. */
  public static final class Builder {
    private MplScoreSpec score = MplScoreSpec.defaults();
    private Merge merge = Merge.OR;
    private int threads = 1;

    private Builder() {}

    public Builder score(MplScoreSpec score) {
      this.score = score;
      return this;
    }

    /** The MPL score with Dirichlet parameter {@code alpha} per cell. */
    public Builder alpha(double alpha) {
      this.score = new MplScoreSpec(alpha);
      return this;
    }

    public Builder merge(Merge merge) {
      this.merge = merge;
      return this;
    }

    public Builder threads(int threads) {
      this.threads = threads;
      return this;
    }

    /**
     * @throws IllegalArgumentException naming the option out of range
     */
    public MplHillClimbingOptions build() {
      return new MplHillClimbingOptions(score, merge, threads);
    }
  }
}
