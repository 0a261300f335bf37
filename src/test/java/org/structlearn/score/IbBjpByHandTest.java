package org.structlearn.score;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.citest.BayesianCiTestOptions;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.model.ExampleNetworks;
import org.structlearn.score.undirected.BjpScore;
import org.structlearn.score.undirected.BjpScoreSpec;
import org.structlearn.score.undirected.IbScore;
import org.structlearn.score.undirected.IbScoreSpec;
import org.structlearn.sim.ForwardSampler;

/**
 * The IB-score and BJP computed by hand from a stub test with fixed posteriors; BJP's order and
 * tie-break; BJP asks half the questions the IB-score asks.
 */
class IbBjpByHandTest {
  private static final List<String> ABC = List.of("a", "b", "c");

  /** P(x ⊥ y | z) for every query the two scores make on 3 nodes with edge a - b. */
  private static StubCiTest stub() {
    return new StubCiTest(3)
        .put(0, 1, 0.2) // a, b | {}
        .put(0, 2, 0.9) // a, c | {}
        .put(1, 2, 0.8) // b, c | {}
        .put(0, 2, 0.7, 1) // a, c | {b}
        .put(1, 2, 0.6, 0); // b, c | {a}
  }

  private static final UndirectedGraph AB = UndirectedGraph.of(ABC, List.of(new Edge(0, 1)));

  @Test
  void ibScoreByHand() {
    IbScore ib = new IbScore(stub(), ABC);
    // a: dep(a,b | {}) ind(a,c | {b}); b: dep(b,a | {}) ind(b,c | {a}); c: ind(c,a) ind(c,b)
    double a = Math.log(0.8) + Math.log(0.7);
    double b = Math.log(0.8) + Math.log(0.6);
    double c = Math.log(0.9) + Math.log(0.8);
    assertEquals(a, ib.local(0, new int[] {1}), 1e-12);
    assertEquals(b, ib.local(1, new int[] {0}), 1e-12);
    assertEquals(c, ib.local(2, new int[] {}), 1e-12);
    assertEquals(a + b + c, ib.total(AB), 1e-12);
    assertEquals(a + b + c, ib.score(AB), 1e-12);
    // every ordered pair is asked once per graph: 6 calls, of which the repeated (a, b | {})
    // is answered from the cache
    IbScore fresh = new IbScore(stub(), ABC);
    fresh.score(AB);
    assertEquals(6, fresh.tests().testsRun() + fresh.tests().reused());
    assertEquals(5, fresh.tests().testsRun());
  }

  @Test
  void bjpByHand() {
    BjpScore bjp = new BjpScore(stub(), ABC);
    // order: c (degree 0), then a, b (degree 1, by name); c tests both pairs given {}, a tests
    // its dependence on b given {}, b's pairs are all inferred
    assertArrayEquals(new int[] {2, 0, 1}, BjpScore.order(AB));
    assertEquals(Math.log(0.9) + Math.log(0.8) + Math.log(0.8), bjp.score(AB), 1e-12);
    assertEquals(3, bjp.tests().testsRun() + bjp.tests().reused());
  }

  @Test
  void orderIsDegreeAscendingThenName() {
    // nodes listed d, c, b, a; edges d-c, d-b: degrees d 2, c 1, b 1, a 0
    UndirectedGraph g =
        UndirectedGraph.of(List.of("d", "c", "b", "a"), List.of(new Edge(0, 1), new Edge(0, 2)));
    assertArrayEquals(new int[] {3, 2, 1, 0}, BjpScore.order(g));
    // all degrees equal: pure name order, whatever the listing order
    UndirectedGraph empty = UndirectedGraph.of(List.of("x2", "x10", "x1"), List.of());
    assertArrayEquals(new int[] {2, 1, 0}, BjpScore.order(empty));
  }

  @Test
  void tieBreakDecidesWhichBlanketTestsAPair() {
    // path 0 - 1 - 2 - 3: nodes 1 and 2 tie at degree 2, and their pair is tested from the
    // blanket of whichever sorts first by name: given {0} from node 1, given {3} from node 2
    List<Edge> path = List.of(new Edge(0, 1), new Edge(1, 2), new Edge(2, 3));
    StubCiTest t =
        new StubCiTest(4)
            .put(0, 1, 0.1)
            .put(0, 2, 0.9, 1)
            .put(0, 3, 0.8, 1)
            .put(2, 3, 0.2)
            .put(1, 3, 0.7, 2)
            .put(1, 2, 0.25, 0)
            .put(1, 2, 0.5, 3);
    List<String> abcd = List.of("a", "b", "c", "d");
    List<String> acbd = List.of("a", "c", "b", "d");
    assertArrayEquals(new int[] {0, 3, 1, 2}, BjpScore.order(UndirectedGraph.of(abcd, path)));
    assertArrayEquals(new int[] {0, 3, 2, 1}, BjpScore.order(UndirectedGraph.of(acbd, path)));
    double common = 2 * Math.log(0.9) + 2 * Math.log(0.8) + Math.log(0.7);
    assertEquals(
        common + Math.log(0.75),
        new BjpScore(t, abcd).score(UndirectedGraph.of(abcd, path)),
        1e-12);
    assertEquals(
        common + Math.log(0.5), new BjpScore(t, acbd).score(UndirectedGraph.of(acbd, path)), 1e-12);
  }

  @Test
  void bjpAsksHalfTheQuestionsOfTheIbScore() {
    Dataset data = ForwardSampler.sample(ExampleNetworks.asia(), 1000, 5, 1);
    int n = data.columns();
    UndirectedGraph g = UndirectedGraphsForTests.ofMask(data.names(), 0x5A5A5L);
    BjpScore bjp = BjpScoreSpec.defaults().bind(data);
    IbScore ib = IbScoreSpec.defaults().bind(data);
    bjp.score(g);
    ib.score(g);
    assertEquals(n * (n - 1) / 2, bjp.tests().testsRun() + bjp.tests().reused());
    assertEquals(n * (n - 1), ib.tests().testsRun() + ib.tests().reused());
    // a second graph reuses the shared cache: the empty graph's marginal tests are new, the
    // second call for it is answered entirely from the cache
    UndirectedGraph empty = UndirectedGraph.of(data.names(), List.of());
    bjp.score(empty);
    long run = bjp.tests().testsRun();
    bjp.score(empty);
    assertEquals(run, bjp.tests().testsRun());
  }

  @Test
  void specsAndConstructorsAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> new IbScore(new StubCiTest(2), ABC));
    assertThrows(IllegalArgumentException.class, () -> new BjpScore(new StubCiTest(4), ABC));
    assertThrows(NullPointerException.class, () -> new BjpScoreSpec(null));
    BayesianCiTestOptions o = BayesianCiTestOptions.builder().alpha(2).build();
    assertTrue(new IbScoreSpec(o).name().startsWith("ib(priorIndependence=0.5"));
    assertTrue(new BjpScoreSpec(o).name().contains("alpha=2.0"));
    assertEquals(AB.size(), new BjpScore(stub(), ABC).nodes());
  }
}
