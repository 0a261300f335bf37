package org.structlearn.search.undirected;

import java.util.Objects;
import org.structlearn.WorkerPool;
import org.structlearn.score.undirected.MplScoreSpec;
import org.structlearn.score.undirected.UndirectedGraphScoreSpec;

/**
 * Options of {@link UndirectedExhaustiveSearch}; build with {@link #builder()}.
 *
 * @param score the score of undirected structure (default MPL with α = 0.5, BDgraph's); a
 *     node-local ({@link org.structlearn.score.undirected.BlanketScoreSpec}) score is tabulated
 *     once per node and blanket, any other (BJP) is called once per graph
 * @param kBest how many of the best graphs the result lists, best first (default 1, the MAP graph
 *     alone); at most {@value #MAX_K_BEST}
 * @param threads threads that score graphs (default 1); the result does not depend on it
 */
public record UndirectedSearchOptions(UndirectedGraphScoreSpec score, int kBest, int threads) {
  /**
   * The most graphs {@code kBest} may ask for: each of the search's 64 chunks keeps up to {@code
   * kBest} graphs (a few dozen bytes each) before they are merged.
   */
  public static final int MAX_K_BEST = 10_000;

  public UndirectedSearchOptions {
    Objects.requireNonNull(score, "score");
    if (kBest < 1 || kBest > MAX_K_BEST) {
      throw new IllegalArgumentException("kBest must be in 1.." + MAX_K_BEST + ", was " + kBest);
    }
    WorkerPool.checkThreads("threads", threads);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** MPL (α = 0.5), the MAP graph only, one thread. */
  public static UndirectedSearchOptions defaults() {
    return builder().build();
  }

  public Builder toBuilder() {
    return new Builder().score(score).kBest(kBest).threads(threads);
  }

  @Override
  public String toString() {
    return "score=" + score.name() + ", kBest=" + kBest + ", threads=" + threads;
  }

  /** Builder with the documented defaults. */
  public static final class Builder {
    private UndirectedGraphScoreSpec score = MplScoreSpec.defaults();
    private int kBest = 1;
    private int threads = 1;

    private Builder() {}

    public Builder score(UndirectedGraphScoreSpec score) {
      this.score = score;
      return this;
    }

    public Builder kBest(int kBest) {
      this.kBest = kBest;
      return this;
    }

    public Builder threads(int threads) {
      this.threads = threads;
      return this;
    }

    public UndirectedSearchOptions build() {
      return new UndirectedSearchOptions(score, kBest, threads);
    }
  }
}
