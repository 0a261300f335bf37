package org.structlearn.study;

import org.structlearn.data.Dataset;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.search.IbmapHillClimbing;
import org.structlearn.search.IbmapHillClimbingOptions;
import org.structlearn.search.MplHillClimbing;
import org.structlearn.study.MnHillClimbingStudy.Learner;

/**
 * The three learners of {@link MnHillClimbingStudy}, configured once from the study's options (each
 * single-threaded: the study runs data sets in parallel instead).
 */
final class Learners {
  private final IbmapHillClimbing bjp;
  private final IbmapHillClimbing ib;
  private final MplHillClimbing mpl;

  Learners(MnHillClimbingOptions options) {
    this.bjp = ibmap(IbmapHillClimbingOptions.Score.BJP, options);
    this.ib = ibmap(IbmapHillClimbingOptions.Score.IB, options);
    this.mpl = new MplHillClimbing(options.mpl().toBuilder().threads(1).build());
  }

  private static IbmapHillClimbing ibmap(
      IbmapHillClimbingOptions.Score score, MnHillClimbingOptions options) {
    return new IbmapHillClimbing(
        IbmapHillClimbingOptions.builder().score(score).test(options.ciTest()).threads(1).build());
  }

  /** The graph the learner finds on the data. */
  UndirectedGraph learn(Learner learner, Dataset data) {
    return switch (learner) {
      case BJP -> bjp.learn(data).graph();
      case IB -> ib.learn(data).graph();
      case MPL -> mpl.learn(data).graph();
    };
  }
}
