package org.structlearn.search.ges;

import java.util.Objects;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.ScoreSpec;
import org.structlearn.search.SearchOptions;

/**
 * Options of {@link Ges}; build with {@link #builder()}.
 *
 * @param score the decomposable score (default BIC). GES assumes a score-equivalent score (BIC,
 *     BDeu, BIC-G, BGe): Markov-equivalent DAGs then score the same, so a class has one score. With
 *     another (K2, BDs) the search still runs, each operator scored on the DAG Chickering's theorem
 *     builds for it, and the result's score is that of the DAG it returns.
 * @param knowledge required and forbidden arcs and tiers (default none); the result's DAG honours
 *     them, and its graph is the class's CPDAG with every arc they force oriented
 * @param maxParents the most parents the DAG an insertion is scored on may give its head (default
 *     unlimited; as Tetrad's FGES bound, a limit on the operators, not on every DAG of the class)
 * @param minImprovement an operator is taken only if it raises the score by more than this (default
 *     bnlearn's tolerance, 1.49e-8)
 * @param turning whether to run the turning phase of Hauser and Bühlmann (2012) after the backward
 *     phase (default true): it turns single links of the class while that raises the score, and
 *     takes a turn only if the class it leads to scores higher, so it never lowers the score.
 *     pgmpy's GES and Gamella's ges package run it by default, pcalg's {@code ges} on request
 * @param iterate whether to repeat the phases, in order, until none of them raises the score
 *     (default true; pcalg's {@code iterate = TRUE}); false runs each phase once, as Chickering's
 *     GES (and pgmpy's) does
 * @param threads threads that score operators (default: the available processors); the result does
 *     not depend on it
 * @param seed recorded for the common result format; GES takes no random step (default 1)
 */
public record GesOptions(
    ScoreSpec score,
    Knowledge knowledge,
    int maxParents,
    double minImprovement,
    boolean turning,
    boolean iterate,
    int threads,
    long seed) {

  public GesOptions {
    Objects.requireNonNull(score, "score");
    Objects.requireNonNull(knowledge, "knowledge");
    if (maxParents < 0) {
      throw new IllegalArgumentException("maxParents must be >= 0, was " + maxParents);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be >= 1, was " + threads);
    }
    if (!(minImprovement >= 0) || Double.isInfinite(minImprovement)) {
      throw new IllegalArgumentException(
          "minImprovement must be a finite number >= 0, was " + minImprovement);
    }
  }

  public static Builder builder() {
    return new Builder();
  }

  /** BIC, no knowledge or limits, turning and iterated phases, all available processors. */
  public static GesOptions defaults() {
    return builder().build();
  }

  public Builder toBuilder() {
    return new Builder()
        .score(score)
        .knowledge(knowledge)
        .maxParents(maxParents)
        .minImprovement(minImprovement)
        .turning(turning)
        .iterate(iterate)
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
        + ", minImprovement="
        + minImprovement
        + ", turning="
        + turning
        + ", iterate="
        + iterate
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
    private double minImprovement = SearchOptions.TOLERANCE;
    private boolean turning = true;
    private boolean iterate = true;
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

    public Builder minImprovement(double minImprovement) {
      this.minImprovement = minImprovement;
      return this;
    }

    public Builder turning(boolean turning) {
      this.turning = turning;
      return this;
    }

    public Builder iterate(boolean iterate) {
      this.iterate = iterate;
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
    public GesOptions build() {
      return new GesOptions(
          score, knowledge, maxParents, minImprovement, turning, iterate, threads, seed);
    }
  }
}
