package org.structlearn.search;

import java.util.Objects;
import org.structlearn.data.Dataset;

/**
 * Tabu search over DAGs (Glover 1986; bnlearn's {@code tabu}; seeds 001 and 004): like hill
 * climbing, but at a local optimum it keeps taking the best move that is not tabu, even if it
 * lowers the score. A move that would undo one of the last {@code tabuLength} moves is tabu. The
 * walk stops after {@code maxNoImprovement} steps without a new best score; with {@code restarts >
 * 0} it starts again from the best graph perturbed by {@code perturb} random legal moves (seeded).
 * The best graph seen is returned, so its score is never below hill climbing's from the same start.
 */
public final class TabuSearch {
  private final SearchOptions options;

  public TabuSearch(SearchOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  public SearchOptions options() {
    return options;
  }

  public LearnResult learn(Dataset data) {
    return learn(data, SearchListener.none());
  }

  public LearnResult learn(Dataset data, SearchListener listener) {
    return new ScoreSearch("tabu search", "tabu", options, true).run(data, listener);
  }

  @Override
  public String toString() {
    return "TabuSearch(" + options + ")";
  }
}
