package org.structlearn.missing;

import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.score.LocalScore;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchListener;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.TabuSearch;

/** The structure search of a round: hill climbing or tabu search, as the options say. */
final class Searches {
  private Searches() {}

  static LearnResult maximize(
      StructuralEmOptions o, SearchOptions search, LocalScore score, SearchListener listener) {
    return switch (o.maximize()) {
      case HILL_CLIMBING -> new HillClimbing(search).learn(score, listener);
      case TABU -> new TabuSearch(search).learn(score, listener);
    };
  }

  static LearnResult maximize(
      StructuralEmOptions o, SearchOptions search, Dataset data, SearchListener listener) {
    return switch (o.maximize()) {
      case HILL_CLIMBING -> new HillClimbing(search).learn(data, listener);
      case TABU -> new TabuSearch(search).learn(data, listener);
    };
  }

  /** A round's structure and its score on the round's completed statistics. */
  record Searched(Dag graph, double score) {}

  /**
   * Friedman's condition on a round (1997, sec. 3: the new structure must score at least as high as
   * the current one on the expected statistics computed under the current network, which is what
   * makes the observed score climb): the search's structure, unless the current structure scores
   * higher on the same statistics, as a search started afresh can end below it; then the current
   * structure is kept. It is kept too when the search found no graph of finite score.
   */
  static Searched atLeastCurrent(LearnResult found, LocalScore score, Dag current) {
    double now = 0;
    for (int v = 0; v < current.size(); v++) {
      now += score.local(v, current.parents(v));
    }
    return found.graph() == null || now > found.score()
        ? new Searched(current, now)
        : new Searched(found.graph(), found.score());
  }
}
