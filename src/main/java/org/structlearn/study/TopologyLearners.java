package org.structlearn.study;

import org.structlearn.citest.CachedCiTest;
import org.structlearn.constraint.ConstraintOptions;
import org.structlearn.constraint.ConstraintResult;
import org.structlearn.constraint.GrowShrinkOptions;
import org.structlearn.constraint.Gsimn;
import org.structlearn.constraint.Gsmn;
import org.structlearn.constraint.GsmnResult;
import org.structlearn.constraint.PcStable;
import org.structlearn.constraint.Sgs;
import org.structlearn.data.Dataset;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.study.TopologyStudy.Learner;
import org.structlearn.topology.Mgmn;
import org.structlearn.topology.MiThreshold;
import org.structlearn.topology.PairwiseDependence;

/**
 * Runs one of {@link TopologyStudy}'s learners on one data set, each with a fresh {@link
 * CachedCiTest} so that its count of tests run is its own, on one thread.
 */
final class TopologyLearners {
  /** One learner's graph and cost on one data set. */
  record Run(UndirectedGraph graph, long testsRun, long testsInferred, double seconds) {}

  private final TopologyStudyOptions options;

  TopologyLearners(TopologyStudyOptions options) {
    this.options = options;
  }

  /** Learns with {@code learner}; the seconds cover binding the test through the graph. */
  Run learn(Learner learner, Dataset data) {
    long t0 = System.nanoTime();
    CachedCiTest test = new CachedCiTest(options.test().bind(data));
    UndirectedGraph graph;
    long inferred = 0;
    long run;
    switch (learner) {
      case MI_THRESHOLD, MGMN -> {
        PairwiseDependence s = PairwiseDependence.significance(test, data.names());
        graph =
            learner == Learner.MGMN
                ? Mgmn.learn(s, Mgmn.Options.defaults()).graph()
                : MiThreshold.significant(s, options.alpha()).graph();
        run = test.testsRun();
      }
      case SGS, PC -> {
        ConstraintOptions o =
            ConstraintOptions.builder()
                .alpha(options.alpha())
                .maxConditioning(
                    learner == Learner.SGS ? options.sgsMaxConditioning() : Integer.MAX_VALUE)
                .undirected(true)
                .threads(1)
                .build();
        ConstraintResult r =
            learner == Learner.SGS
                ? new Sgs(o).learn(test, data.names())
                : new PcStable(o).learn(test, data.names());
        graph = r.skeleton();
        run = r.testsRun();
      }
      case GSMN, GSIMN -> {
        GrowShrinkOptions o = GrowShrinkOptions.builder().alpha(options.alpha()).build();
        GsmnResult r =
            learner == Learner.GSMN
                ? new Gsmn(o).learn(test, data.names())
                : new Gsimn(o).learn(test, data.names());
        graph = r.graph();
        run = r.testsRun();
        inferred = r.testsInferred();
      }
      default -> throw new IllegalStateException("unknown learner " + learner);
    }
    return new Run(graph, run, inferred, (System.nanoTime() - t0) / 1e9);
  }
}
