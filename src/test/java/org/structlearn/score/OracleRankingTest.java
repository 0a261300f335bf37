package org.structlearn.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.structlearn.citest.OracleCiTest;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.score.undirected.BjpScore;
import org.structlearn.score.undirected.IbScore;

/**
 * Oracle test: with CI answers read off a true graph (separation), the IB-score and BJP rank the
 * true graph strictly first among all 2^10 = 1024 undirected graphs on 5 nodes, for a ring, a star,
 * a path, a random graph, and the empty and complete graphs.
 */
class OracleRankingTest {
  private static final List<String> NAMES = List.of("A", "B", "C", "D", "E");
  private static final List<UndirectedGraph> ALL = UndirectedGraphsForTests.all(NAMES);

  static Stream<UndirectedGraph> truths() {
    UndirectedGraph ring =
        UndirectedGraph.of(
            NAMES,
            List.of(
                new Edge(0, 1), new Edge(1, 2), new Edge(2, 3), new Edge(3, 4), new Edge(4, 0)));
    UndirectedGraph star =
        UndirectedGraph.of(
            NAMES, List.of(new Edge(2, 0), new Edge(2, 1), new Edge(2, 3), new Edge(2, 4)));
    UndirectedGraph path =
        UndirectedGraph.of(
            NAMES, List.of(new Edge(3, 0), new Edge(0, 4), new Edge(4, 1), new Edge(1, 2)));
    SplittableRandom rnd = new SplittableRandom(42);
    UndirectedGraph random = UndirectedGraphsForTests.ofMask(NAMES, rnd.nextInt(1024));
    UndirectedGraph random2 = UndirectedGraphsForTests.ofMask(NAMES, rnd.nextInt(1024));
    return Stream.of(
        ring,
        star,
        path,
        random,
        random2,
        UndirectedGraph.of(NAMES, List.of()),
        UndirectedGraphsForTests.complete(NAMES));
  }

  @ParameterizedTest
  @MethodSource("truths")
  void ibRanksTheTrueGraphFirst(UndirectedGraph truth) {
    IbScore ib = new IbScore(OracleCiTest.separation(truth), NAMES);
    assertFirst(truth, ib::score);
    // the 80 distinct queries (10 pairs × 2^3 conditioning sets) are run once for 1024 graphs
    assertTrue(ib.tests().testsRun() <= 80, "tests run " + ib.tests().testsRun());
  }

  @ParameterizedTest
  @MethodSource("truths")
  void bjpRanksTheTrueGraphFirst(UndirectedGraph truth) {
    BjpScore bjp = new BjpScore(OracleCiTest.separation(truth), NAMES);
    assertFirst(truth, bjp::score);
    assertTrue(bjp.tests().testsRun() <= 80, "tests run " + bjp.tests().testsRun());
    // 10 of the 20 ordered pairs per graph
    assertEquals(1024L * 10, bjp.tests().testsRun() + bjp.tests().reused());
  }

  private static void assertFirst(UndirectedGraph truth, Function<UndirectedGraph, Double> score) {
    double best = score.apply(truth);
    assertTrue(Double.isFinite(best));
    for (UndirectedGraph g : ALL) {
      if (!g.equals(truth)) {
        double s = score.apply(g);
        assertTrue(s < best, g + " scores " + s + ", not below the truth's " + best);
      }
    }
  }
}
