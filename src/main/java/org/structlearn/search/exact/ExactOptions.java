package org.structlearn.search.exact;

import java.util.Objects;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.ScoreSpec;

/**
 * Options of {@link ExactSearch}; build with {@link #builder()}.
 *
 * @param score any decomposable score (default BIC)
 * @param knowledge required and forbidden arcs and tiers (default none)
 * @param maxParents the in-degree bound: the most parents a node may have (default unlimited). The
 *     number of parent sets scored grows as Σ_k C(n − 1, k) per node, so on more than about 15
 *     variables a bound (2 or 3) is what keeps the first stage short
 * @param maxMemoryBytes the most memory the search may plan to use; 0 (default) means what the
 *     JVM's heap has free when the search starts. The search refuses, naming the estimate, a
 *     problem whose estimate exceeds it
 * @param threads threads that score parent sets and fill the dynamic programme (default: the
 *     available processors); the result does not depend on it
 * @param seed recorded for the common result format; the search takes no random step (default 1)
 */
public record ExactOptions(
    ScoreSpec score,
    Knowledge knowledge,
    int maxParents,
    long maxMemoryBytes,
    int threads,
    long seed) {

  public ExactOptions {
    Objects.requireNonNull(score, "score");
    Objects.requireNonNull(knowledge, "knowledge");
    if (maxParents < 0) {
      throw new IllegalArgumentException("maxParents must be >= 0, was " + maxParents);
    }
    if (maxMemoryBytes < 0) {
      throw new IllegalArgumentException(
          "maxMemoryBytes must be >= 0 (0: the free heap), was " + maxMemoryBytes);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be >= 1, was " + threads);
    }
  }

  public static Builder builder() {
    return new Builder();
  }

  public static ExactOptions defaults() {
    return builder().build();
  }

  public Builder toBuilder() {
    return new Builder()
        .score(score)
        .knowledge(knowledge)
        .maxParents(maxParents)
        .maxMemoryBytes(maxMemoryBytes)
        .threads(threads)
        .seed(seed);
  }

  @Override
  public String toString() {
    return "score="
        + score.name()
        + ", knowledge="
        + knowledge
        + ", maxParents="
        + (maxParents == Integer.MAX_VALUE ? "none" : maxParents)
        + ", maxMemory="
        + (maxMemoryBytes == 0 ? "free heap" : maxMemoryBytes + " bytes")
        + ", threads="
        + threads
        + ", seed="
        + seed;
  }

  /** Builder with the documented defaults. */
  public static final class Builder {
    private ScoreSpec score = DiscreteScoreSpec.bic();
    private Knowledge knowledge = Knowledge.none();
    private int maxParents = Integer.MAX_VALUE;
    private long maxMemoryBytes;
    private int threads = Runtime.getRuntime().availableProcessors();
    private long seed = 1;

    public Builder score(ScoreSpec score) {
      this.score = score;
      return this;
    }

    public Builder knowledge(Knowledge knowledge) {
      this.knowledge = knowledge;
      return this;
    }

    public Builder maxParents(int maxParents) {
      this.maxParents = maxParents;
      return this;
    }

    public Builder maxMemoryBytes(long maxMemoryBytes) {
      this.maxMemoryBytes = maxMemoryBytes;
      return this;
    }

    public Builder threads(int threads) {
      this.threads = threads;
      return this;
    }

    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * @throws IllegalArgumentException naming the first bad value
     */
    public ExactOptions build() {
      return new ExactOptions(score, knowledge, maxParents, maxMemoryBytes, threads, seed);
    }
  }
}
