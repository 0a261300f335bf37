package org.structlearn.missing;

import org.structlearn.data.Dataset;
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
}
