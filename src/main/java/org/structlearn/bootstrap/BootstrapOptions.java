package org.structlearn.bootstrap;

import java.util.Objects;
import org.structlearn.WorkerPool;
import org.structlearn.learn.StructureLearner;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.SearchOptions;

/**
 * Options of {@link BootstrapStrength}; build with {@link #builder()}. Defaults follow bnlearn's
 * {@code boot.strength}.
 *
 * @param learner the learner of each replicate, any {@link StructureLearner} (default hill climbing
 *     with BIC, bnlearn's); each replicate runs it {@link StructureLearner#reseeded reseeded} on
 *     one thread with its own seed (below), so its own seed and threads are not used
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
    StructureLearner learner,
    int replicates,
    int sampleSize,
    long seed,
    int threads,
    boolean cpdag,
    boolean shuffle) {

  public BootstrapOptions {
    Objects.requireNonNull(learner, "learner");
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
        .learner(learner)
        .replicates(replicates)
        .sampleSize(sampleSize)
        .seed(seed)
        .threads(threads)
        .cpdag(cpdag)
        .shuffle(shuffle);
  }

  @Override
  public String toString() {
    return "replicates="
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
        + ", learner="
        + learner;
  }

  /** Builder with the documented defaults. */
  public static final class Builder {
    private StructureLearner learner;
    private int replicates = 200;
    private int sampleSize;
    private long seed = 1;
    private int threads = 1;
    private boolean cpdag = true;
    private boolean shuffle = true;

    /** The learner of each replicate (default hill climbing with BIC). */
    public Builder learner(StructureLearner learner) {
      this.learner = learner;
      return this;
    }

    /** Hill climbing with these options as the learner of each replicate. */
    public Builder search(SearchOptions search) {
      return learner(new HillClimbing(search));
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
          learner == null ? new HillClimbing(SearchOptions.defaults()) : learner,
          replicates,
          sampleSize,
          seed,
          threads,
          cpdag,
          shuffle);
    }
  }
}
