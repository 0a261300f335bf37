package org.structlearn.bootstrap;

import org.structlearn.data.Dataset;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.TabuSearch;

/** The score-based searches a bootstrap replicate can be learned with. */
public enum BootstrapAlgorithm {
  /** {@link HillClimbing} (bnlearn's {@code hc}), the default. */
  HILL_CLIMBING("hc"),
  /** {@link TabuSearch} (bnlearn's {@code tabu}). */
  TABU("tabu");

  private final String shortName;

  BootstrapAlgorithm(String shortName) {
    this.shortName = shortName;
  }

  /** The name bnlearn and the command line use: {@code hc} or {@code tabu}. */
  public String shortName() {
    return shortName;
  }

  /** Learns one replicate with these options. */
  LearnResult learn(SearchOptions options, Dataset data) {
    return switch (this) {
      case HILL_CLIMBING -> new HillClimbing(options).learn(data);
      case TABU -> new TabuSearch(options).learn(data);
    };
  }
}
