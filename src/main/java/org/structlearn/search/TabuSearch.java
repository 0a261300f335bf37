package org.structlearn.search;

import java.util.Objects;
import org.structlearn.data.Dataset;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;
import org.structlearn.score.LocalScore;

/**
 * Tabu search over DAGs (Glover 1986; bnlearn's {@code tabu}; seeds 001 and 004): like hill
 * climbing, but at a local optimum it keeps taking the best move that is not tabu, even if it
 * lowers the score. A move that would undo one of the last {@code tabuLength} moves is tabu. The
 * walk stops after {@code maxNoImprovement} steps without a new best score; with {@code restarts >
 * 0} it starts again from the best graph perturbed by {@code perturb} random legal moves (seeded).
 * The best graph seen is returned, so its score is never below hill climbing's from the same start.
 */
public final class TabuSearch implements StructureLearner {
  private final SearchOptions options;

  public TabuSearch(SearchOptions options) {
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
    return new ScoreSearch("tabu search", "tabu", options, true).run(data, listener);
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
    return new ScoreSearch("tabu search", "tabu", options, true)
        .run(score, score.toString(), null, listener);
  }

  @Override
  public org.structlearn.knowledge.Knowledge knowledge() {
    return options.knowledge();
  }

  /** This search with {@code seed} and {@code threads}. */
  @Override
  public TabuSearch reseeded(long seed, int threads) {
    return new TabuSearch(options.toBuilder().seed(seed).threads(threads).build());
  }

  @Override
  public String toString() {
    return "TabuSearch(" + options + ")";
  }
}
