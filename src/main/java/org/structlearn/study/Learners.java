package org.structlearn.study;

import org.structlearn.data.Dataset;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.search.MplHillClimbing;
import org.structlearn.study.MnHillClimbingStudy.Learner;

/**
 * The three learners of {@link MnHillClimbingStudy}, configured once from the study's options (each
 * single-threaded: the study runs data sets in parallel instead).
 */
final class Learners {
  private final MplHillClimbing mpl;

  Learners(MnHillClimbingOptions options) {
    this.mpl = new MplHillClimbing(options.mpl().toBuilder().threads(1).build());
  }

  /** The graph the learner finds on the data. */
  UndirectedGraph learn(Learner learner, Dataset data) {
    return switch (learner) {
      case BJP, IB -> throw new UnsupportedOperationException("IBMAP-HC not merged yet");
      case MPL -> mpl.learn(data).graph();
    };
  }
}
