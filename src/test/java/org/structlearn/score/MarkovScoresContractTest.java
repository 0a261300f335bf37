package org.structlearn.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.structlearn.data.Dataset;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.model.ExampleNetworks;
import org.structlearn.score.undirected.BjpScoreSpec;
import org.structlearn.score.undirected.IbScoreSpec;
import org.structlearn.score.undirected.MplScoreSpec;
import org.structlearn.score.undirected.UndirectedGraphScore;
import org.structlearn.score.undirected.UndirectedGraphScoreSpec;
import org.structlearn.sim.ForwardSampler;

/**
 * Contract shared by the three scores of undirected structure (IB-score, BJP, MPL) on data
 * forward-sampled from ASIA (8 binary variables): the empty and complete graphs score finitely, and
 * the score depends only on the graph, not on the order of the data's columns or the graph's nodes
 * in memory.
 */
class MarkovScoresContractTest {
  private static final Dataset DATA = ForwardSampler.sample(ExampleNetworks.asia(), 2000, 17, 1);

  static Stream<UndirectedGraphScoreSpec> specs() {
    return Stream.of(IbScoreSpec.defaults(), BjpScoreSpec.defaults(), MplScoreSpec.defaults());
  }

  @ParameterizedTest
  @MethodSource("specs")
  void emptyAndCompleteGraphsScoreFinitely(UndirectedGraphScoreSpec spec) {
    UndirectedGraphScore s = spec.bind(DATA);
    double empty = s.score(UndirectedGraph.of(DATA.names(), List.of()));
    double full = s.score(UndirectedGraphsForTests.complete(DATA.names()));
    assertTrue(Double.isFinite(empty) && empty <= 0, spec.name() + " empty " + empty);
    assertTrue(Double.isFinite(full) && full <= 0, spec.name() + " complete " + full);
    assertTrue(empty != full, spec.name());
  }

  @ParameterizedTest
  @MethodSource("specs")
  void scoreDependsOnlyOnTheGraph(UndirectedGraphScoreSpec spec) {
    List<String> names = DATA.names();
    List<String> permuted = new ArrayList<>(names);
    Collections.shuffle(permuted, new Random(3));
    Dataset pData = DATA.select(permuted);
    UndirectedGraphScore s = spec.bind(DATA);
    UndirectedGraphScore p = spec.bind(pData);
    Random rnd = new Random(8);
    int m = names.size() * (names.size() - 1) / 2;
    for (int k = 0; k < 20; k++) {
      // sparse to dense graphs, with many ties in degree (where BJP's tie-break acts)
      long mask = 0;
      double density = k / 20.0;
      for (int i = 0; i < m; i++) {
        mask |= rnd.nextDouble() < density ? 1L << i : 0;
      }
      UndirectedGraph g = UndirectedGraphsForTests.ofMask(names, mask);
      double expected = s.score(g);
      double tol = 1e-9 * Math.abs(expected);
      assertEquals(expected, p.score(g), tol, spec.name() + " permuted data");
      assertEquals(expected, p.score(UndirectedGraphsForTests.relisted(g, permuted)), tol);
      assertEquals(expected, s.score(UndirectedGraphsForTests.relisted(g, permuted)), tol);
    }
  }

  @ParameterizedTest
  @MethodSource("specs")
  void bindingTwiceGivesTheSameScores(UndirectedGraphScoreSpec spec) {
    UndirectedGraph g = UndirectedGraphsForTests.ofMask(DATA.names(), 0b1011_0010_0110_1L);
    assertEquals(spec.bind(DATA).score(g), spec.bind(DATA).score(g));
  }
}
