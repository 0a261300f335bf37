package org.structlearn.bootstrap;

import java.util.Objects;
import org.structlearn.WorkerPool;
import org.structlearn.search.SearchOptions;

/**
 * Options of {@link BootstrapStrength}; build with {@link #builder()}. Defaults follow bnlearn's
 * {@code boot.strength}.
 *
 * @param algorithm the search each replicate is learned with (default hill climbing)
 * @param search the search's options (score, knowledge, limits, restarts, ...), as {@code learn}
 *     builds them; each replicate runs them on one thread with its own seed (below), so their
 *     {@code seed} and {@code threads} are not used
 * @param replicates R, the number of bootstrap replicates (default 200)
 * @param sampleSize m, the rows of each replicate; 0 (default) means as many as the data have
 * @param seed the seed of the resampling; replicate {@code r} draws from a stream that depends only
 *     on (seed, r), and restarts of its search use a seed derived the same way, so the result does
 *     not depend on {@code threads}
 * @param threads replicates learned at once (default 1); the result does not depend on it
 * @param cpdag count each replicate's CPDAG (default true, bnlearn's {@code cpdag = TRUE}): arcs
 *     that are not compelled count half each way, so direction measures what the data say, not
 *     which member of the equivalence class the search ended on
 * @param shuffle shuffle the column order of each replicate (default true, bnlearn's {@code shuffle
 *     = TRUE}), so that the searches' tie-breaking by column order does not bias the directions
 */
public record BootstrapOptions(
    BootstrapAlgorithm algorithm,
    SearchOptions search,
    int replicates,
    int sampleSize,
    long seed,
    int threads,
    boolean cpdag,
    boolean shuffle) {

  public BootstrapOptions {
    Objects.requireNonNull(algorithm, "algorithm");
    Objects.requireNonNull(search, "search");
    if (replicates < 1) {
      throw new IllegalArgumentException("replicates must be >= 1, was " + replicates);
    }
    if (sampleSize < 0) {
      throw new IllegalArgumentException(
          "sampleSize must be >= 0 (0: as many rows as the data), was " + sampleSize);
    }
    WorkerPool.checkThreads("threads", threads);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Defaults: hill climbing with BIC, 200 replicates of n rows, seed 1, one thread. */
  public static BootstrapOptions defaults() {
    return builder().build();
  }

  public Builder toBuilder() {
    return new Builder()
        .algorithm(algorithm)
        .search(search)
        .replicates(replicates)
        .sampleSize(sampleSize)
        .seed(seed)
        .threads(threads)
        .cpdag(cpdag)
        .shuffle(shuffle);
  }

  @Override
  public String toString() {
    return "algorithm="
        + algorithm.shortName()
        + ", replicates="
        + replicates
        + ", sampleSize="
        + (sampleSize == 0 ? "n" : sampleSize)
        + ", seed="
        + seed
        + ", threads="
        + threads
        + ", cpdag="
        + cpdag
        + ", shuffle="
        + shuffle
        + ", search=("
        + search
        + ")";
  }

  /** Builder with the documented defaults. */
  public static final class Builder {
    private BootstrapAlgorithm algorithm = BootstrapAlgorithm.HILL_CLIMBING;
    private SearchOptions search = SearchOptions.defaults();
    private int replicates = 200;
    private int sampleSize;
    private long seed = 1;
    private int threads = 1;
    private boolean cpdag = true;
    private boolean shuffle = true;

    public Builder algorithm(BootstrapAlgorithm algorithm) {
      this.algorithm = algorithm;
      return this;
    }

    public Builder search(SearchOptions search) {
      this.search = search;
      return this;
    }

    public Builder replicates(int replicates) {
      this.replicates = replicates;
      return this;
    }

    public Builder sampleSize(int sampleSize) {
      this.sampleSize = sampleSize;
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

    public Builder cpdag(boolean cpdag) {
      this.cpdag = cpdag;
      return this;
    }

    public Builder shuffle(boolean shuffle) {
      this.shuffle = shuffle;
      return this;
    }

    /**
     * @throws IllegalArgumentException naming the first bad value
     */
    public BootstrapOptions build() {
      return new BootstrapOptions(
          algorithm, search, replicates, sampleSize, seed, threads, cpdag, shuffle);
    }
  }
}
