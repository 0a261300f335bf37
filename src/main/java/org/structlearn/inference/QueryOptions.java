package org.structlearn.inference;

import org.structlearn.WorkerPool;
import org.structlearn.graph.EliminationHeuristic;
import org.structlearn.model.JunctionTree;

/**
 * How a {@link Query} is answered. Build with {@link #builder()}; {@link #defaults()} is the
 * builder's defaults.
 *
 * @param method exact or a sampling method (default {@link QueryMethod#EXACT})
 * @param draws the number of draws of a sampling method, >= 1 (default 100,000); for Gibbs, the
 *     number of rows kept after burn-in, over all chains
 * @param seed the random seed of a sampling method (default 1): the same seed gives the same
 *     estimates for any thread count
 * @param threads worker threads of a sampling method, >= 1 (default: the available processors)
 * @param heuristic the elimination heuristic of exact inference (default {@link
 *     EliminationHeuristic#WEIGHTED_MIN_FILL}, which gives munin's junction tree half the table
 *     entries min-fill gives)
 * @param maxTableEntries the largest total junction-tree table, or the largest table of a variable
 *     elimination, that exact inference may build (default {@link
 *     JunctionTree#DEFAULT_MAX_ENTRIES}); a larger one is refused before anything is allocated,
 *     with the estimate in the message
 * @param burnIn Gibbs sweeps discarded at the start of each chain, >= 0 (default 100)
 * @param chainLength rows kept per Gibbs chain, >= 1 (default 1,000); chains run in parallel
 */
public record QueryOptions(
    QueryMethod method,
    int draws,
    long seed,
    int threads,
    EliminationHeuristic heuristic,
    long maxTableEntries,
    int burnIn,
    int chainLength) {
  public QueryOptions {
    if (method == null || heuristic == null) {
      throw new IllegalArgumentException("method and heuristic must not be null");
    }
    check(draws >= 1, "draws must be >= 1, was " + draws);
    WorkerPool.checkThreads("threads", threads);
    check(maxTableEntries >= 1, "maxTableEntries must be >= 1, was " + maxTableEntries);
    check(burnIn >= 0, "burnIn must be >= 0, was " + burnIn);
    check(chainLength >= 1, "chainLength must be >= 1, was " + chainLength);
  }

  private static void check(boolean ok, String message) {
    if (!ok) {
      throw new IllegalArgumentException(message);
    }
  }

  /** Exact inference, weighted min-fill, the default limits. */
  public static QueryOptions defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding these options. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.method = method;
    b.draws = draws;
    b.seed = seed;
    b.threads = threads;
    b.heuristic = heuristic;
    b.maxTableEntries = maxTableEntries;
    b.burnIn = burnIn;
    b.chainLength = chainLength;
    return b;
  }

  /** Builder of {@link QueryOptions}; the record documents every default. */
  public static final class Builder {
    private QueryMethod method = QueryMethod.EXACT;
    private int draws = 100_000;
    private long seed = 1;
    private int threads = Runtime.getRuntime().availableProcessors();
    private EliminationHeuristic heuristic = EliminationHeuristic.WEIGHTED_MIN_FILL;
    private long maxTableEntries = JunctionTree.DEFAULT_MAX_ENTRIES;
    private int burnIn = 100;
    private int chainLength = 1_000;

    private Builder() {}

    public Builder method(QueryMethod method) {
      this.method = method;
      return this;
    }

    public Builder draws(int draws) {
      this.draws = draws;
      return this;
    }

    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    public Builder threads(int threads) {
      this.threads = threads;
      return this;
    }

    public Builder heuristic(EliminationHeuristic heuristic) {
      this.heuristic = heuristic;
      return this;
    }

    public Builder maxTableEntries(long maxTableEntries) {
      this.maxTableEntries = maxTableEntries;
      return this;
    }

    public Builder burnIn(int burnIn) {
      this.burnIn = burnIn;
      return this;
    }

    public Builder chainLength(int chainLength) {
      this.chainLength = chainLength;
      return this;
    }

    /**
     * @throws IllegalArgumentException naming the option out of range
     */
    public QueryOptions build() {
      return new QueryOptions(
          method, draws, seed, threads, heuristic, maxTableEntries, burnIn, chainLength);
    }
  }
}
