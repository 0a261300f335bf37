package org.structlearn.search;

import java.util.Objects;
import org.structlearn.WorkerPool;
import org.structlearn.graph.Dag;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.ScoreSpec;

/**
 * Options of the score-based learners ({@link HillClimbing}, {@link TabuSearch}, {@link
 * ExhaustiveSearch}); build with {@link #builder()}. Defaults follow bnlearn where it has one.
 *
 * @param score the score (default BIC)
 * @param start the starting DAG, matched to the data's columns by name; {@code null} for the empty
 *     graph
 * @param knowledge required and forbidden arcs and tiers (default none)
 * @param maxParents the most parents a node may have (default unlimited)
 * @param candidates sparse candidate (Friedman, Nachman and Peér 1999): if positive, a node may
 *     only take as a parent one of its {@code candidates} most associated variables (mutual
 *     information), or a variable for which it is one of those; 0 (default) means no restriction
 * @param maxIterations the most moves taken, restart perturbations included (default unlimited)
 * @param minImprovement hill climbing stops when no move improves the score by more than this
 *     (default 1.49e-8, bnlearn's tolerance {@code sqrt(DBL_EPSILON)})
 * @param restarts random restarts after the first climb (default 0)
 * @param perturb random legal moves applied to the best graph before each restart (default 1)
 * @param tabuLength tabu search: how many recent moves may not be undone (default 10)
 * @param maxNoImprovement tabu search: steps without a new best score before stopping (default 10)
 * @param seed seed of every random choice (restarts); the same seed gives the same result
 * @param threads threads that compute score deltas (default: the available processors); the result
 *     does not depend on it, and 1 computes them all in the calling thread
 * @param optimizations the speed-ups of seed 002, all on by default
 */
public record SearchOptions(
    ScoreSpec score,
    Dag start,
    Knowledge knowledge,
    int maxParents,
    int candidates,
    int maxIterations,
    double minImprovement,
    int restarts,
    int perturb,
    int tabuLength,
    int maxNoImprovement,
    long seed,
    int threads,
    Optimizations optimizations) {

  /** bnlearn's tolerance for comparing score deltas, sqrt(DBL_EPSILON). */
  public static final double TOLERANCE = Math.sqrt(Math.ulp(1.0));

  public SearchOptions {
    Objects.requireNonNull(score, "score");
    Objects.requireNonNull(knowledge, "knowledge");
    Objects.requireNonNull(optimizations, "optimizations");
    atLeast("maxParents", maxParents, 0);
    atLeast("candidates", candidates, 0);
    atLeast("maxIterations", maxIterations, 0);
    atLeast("restarts", restarts, 0);
    atLeast("perturb", perturb, 1);
    atLeast("tabuLength", tabuLength, 0);
    atLeast("maxNoImprovement", maxNoImprovement, 1);
    WorkerPool.checkThreads("threads", threads);
    if (!(minImprovement >= 0) || Double.isInfinite(minImprovement)) {
      throw new IllegalArgumentException("minImprovement must be >= 0, was " + minImprovement);
    }
  }

  private static void atLeast(String name, int value, int min) {
    if (value < min) {
      throw new IllegalArgumentException(name + " must be >= " + min + ", was " + value);
    }
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Defaults: BIC, empty start, no knowledge or limits, seed 1, all available processors. */
  public static SearchOptions defaults() {
    return builder().build();
  }

  public Builder toBuilder() {
    return new Builder()
        .score(score)
        .start(start)
        .knowledge(knowledge)
        .maxParents(maxParents)
        .candidates(candidates)
        .maxIterations(maxIterations)
        .minImprovement(minImprovement)
        .restarts(restarts)
        .perturb(perturb)
        .tabuLength(tabuLength)
        .maxNoImprovement(maxNoImprovement)
        .seed(seed)
        .threads(threads)
        .optimizations(optimizations);
  }

  @Override
  public String toString() {
    return "score="
        + score.name()
        + ", start="
        + (start == null ? "empty" : start.arcCount() + " arcs")
        + ", knowledge="
        + knowledge
        + ", maxParents="
        + (maxParents == Integer.MAX_VALUE ? "none" : maxParents)
        + ", candidates="
        + (candidates == 0 ? "off" : candidates)
        + ", maxIterations="
        + (maxIterations == Integer.MAX_VALUE ? "none" : maxIterations)
        + ", minImprovement="
        + minImprovement
        + ", restarts="
        + restarts
        + ", perturb="
        + perturb
        + ", tabuLength="
        + tabuLength
        + ", maxNoImprovement="
        + maxNoImprovement
        + ", seed="
        + seed
        + ", threads="
        + threads
        + ", "
        + optimizations;
  }

  /** Builder with the documented defaults. */
  public static final class Builder {
    private ScoreSpec score = DiscreteScoreSpec.bic();
    private Dag start;
    private Knowledge knowledge = Knowledge.none();
    private int maxParents = Integer.MAX_VALUE;
    private int candidates;
    private int maxIterations = Integer.MAX_VALUE;
    private double minImprovement = TOLERANCE;
    private int restarts;
    private int perturb = 1;
    private int tabuLength = 10;
    private int maxNoImprovement = 10;
    private long seed = 1;
    private int threads = Runtime.getRuntime().availableProcessors();
    private Optimizations optimizations = Optimizations.all();

    public Builder score(ScoreSpec score) {
      this.score = score;
      return this;
    }

    public Builder start(Dag start) {
      this.start = start;
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

    public Builder candidates(int candidates) {
      this.candidates = candidates;
      return this;
    }

    public Builder maxIterations(int maxIterations) {
      this.maxIterations = maxIterations;
      return this;
    }

    public Builder minImprovement(double minImprovement) {
      this.minImprovement = minImprovement;
      return this;
    }

    public Builder restarts(int restarts) {
      this.restarts = restarts;
      return this;
    }

    public Builder perturb(int perturb) {
      this.perturb = perturb;
      return this;
    }

    public Builder tabuLength(int tabuLength) {
      this.tabuLength = tabuLength;
      return this;
    }

    public Builder maxNoImprovement(int maxNoImprovement) {
      this.maxNoImprovement = maxNoImprovement;
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

    public Builder optimizations(Optimizations optimizations) {
      this.optimizations = optimizations;
      return this;
    }

    /**
     * @throws IllegalArgumentException naming the first bad value
     */
    public SearchOptions build() {
      return new SearchOptions(
          score,
          start,
          knowledge,
          maxParents,
          candidates,
          maxIterations,
          minImprovement,
          restarts,
          perturb,
          tabuLength,
          maxNoImprovement,
          seed,
          threads,
          optimizations);
    }
  }
}
