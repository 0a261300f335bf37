package org.structlearn.search;

import java.util.Objects;
import org.structlearn.data.Dataset;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;
import org.structlearn.score.LocalScore;

/**
 * Greedy hill climbing over DAGs with add, delete and reverse moves (Heckerman, Geiger and
 * Chickering 1995; bnlearn's {@code hc}), made fast as seed 002 teaches: deltas of every move
 * cached, only the families a move changed rescored, the best move taken from a priority structure,
 * family scores cached, acyclicity checked only for the move about to be taken, optional candidate
 * parents.
 *
 * <p>Each step takes the move with the largest score increase; ties within {@link
 * SearchOptions#TOLERANCE} go to the first move in bnlearn's scan order (additions, then deletions,
 * then reversals, each by (from, to) column index), so the result does not depend on the thread
 * count, and on the same data it follows bnlearn's path. It stops when no move improves the score
 * by more than {@code minImprovement}. With {@code restarts > 0} the best graph so far is perturbed
 * by {@code perturb} random legal moves (seeded) and climbed again; the best graph seen is
 * returned.
 *
 * <p>Cost per step with every optimization on: O(n) local scores for the changed families (each one
 * pass over the rows, or a cache hit), O(n log n) priority updates, one reachability check.
 */
public final class HillClimbing implements StructureLearner {
  private final SearchOptions options;

  public HillClimbing(SearchOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  @Override
  public SearchOptions options() {
    return options;
  }

  @Override
  public GraphKind kind() {
    return GraphKind.DAG;
  }

  /** Learns a DAG from the data. */
  @Override
  public LearnResult learn(Dataset data) {
    return learn(data, SearchListener.none());
  }

  /** Learns a DAG, telling the listener of every step. */
  @Override
  public LearnResult learn(Dataset data, LearnListener listener) {
    return learn(data, SearchListener.of(listener));
  }

  /** Learns a DAG, reporting every step to the listener. */
  public LearnResult learn(Dataset data, SearchListener listener) {
    return new ScoreSearch("hill climbing", "hc", options, false).run(data, listener);
  }

  /**
   * Learns a DAG from a score already bound to its data, e.g. {@code
   * DiscreteScoreSpec.bind(statistics)} over statistics in Spark, so the rows need not be in this
   * process; the options' score spec is not used (the result names {@code score.toString()}). Each
   * step announces its families to the score in one {@link LocalScore#prefetch}.
   *
   * @throws org.structlearn.StructlearnException if the options ask for candidate parents, which
   *     need the rows
   */
  public LearnResult learn(LocalScore score, SearchListener listener) {
    return new ScoreSearch("hill climbing", "hc", options, false)
        .run(score, score.toString(), null, listener);
  }

  @Override
  public org.structlearn.knowledge.Knowledge knowledge() {
    return options.knowledge();
  }

  /** This search with {@code seed} and {@code threads}. */
  @Override
  public HillClimbing reseeded(long seed, int threads) {
    return new HillClimbing(options.toBuilder().seed(seed).threads(threads).build());
  }

  @Override
  public String toString() {
    return "HillClimbing(" + options + ")";
  }
}
