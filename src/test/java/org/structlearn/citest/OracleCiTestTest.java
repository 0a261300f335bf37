package org.structlearn.citest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

/** {@link OracleCiTest}: separation in a true graph, posteriors 1 − ε and ε, finite logs. */
class OracleCiTestTest {
  // a - b - c - d, and e alone
  private final UndirectedGraph path =
      UndirectedGraph.of(
          List.of("a", "b", "c", "d", "e"),
          List.of(new Edge(0, 1), new Edge(1, 2), new Edge(2, 3)));

  @Test
  void gradedSeparationAnswersAsSeparationWithDependenceFadingAlongPaths() {
    // the path 0 - 1 - 2 - 3 plus the isolated node 4
    UndirectedGraph g =
        UndirectedGraph.of(
            List.of("a", "b", "c", "d", "e"),
            List.of(new Edge(0, 1), new Edge(1, 2), new Edge(2, 3)));
    OracleCiTest graded = OracleCiTest.gradedSeparation(g, 1e-6);
    OracleCiTest plain = OracleCiTest.separation(g, 1e-6);
    int[][] queries = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 3}};
    for (int[] q : queries) {
      for (int[] z : new int[][] {{}, {1}, {2}}) {
        if (z.length > 0 && (z[0] == q[0] || z[0] == q[1])) {
          continue;
        }
        assertEquals(
            plain.test(q[0], q[1], z).posteriorIndependence() > 0.5,
            graded.test(q[0], q[1], z).posteriorIndependence() > 0.5);
      }
    }
    double adjacent = graded.test(0, 1, new int[0]).logPosteriorIndependence();
    double two = graded.test(0, 2, new int[0]).logPosteriorIndependence();
    double three = graded.test(0, 3, new int[0]).logPosteriorIndependence();
    assertEquals(plain.test(0, 1, new int[0]).logPosteriorIndependence(), adjacent, 1e-12);
    assertTrue(
        adjacent < two && two < three && three < Math.log(0.5), adjacent + " " + two + " " + three);
    assertEquals(
        plain.test(0, 4, new int[0]).logPosteriorIndependence(),
        graded.test(0, 4, new int[0]).logPosteriorIndependence(),
        0.0);
  }

  @Test
  void separationInAnUndirectedGraph() {
    OracleCiTest t = OracleCiTest.separation(path, 1e-6);
    assertFalse(t.test(0, 3, new int[] {}).posteriorIndependence() > 0.5);
    assertTrue(t.test(0, 3, new int[] {1}).posteriorIndependence() > 0.5);
    assertTrue(t.test(0, 3, new int[] {2}).posteriorIndependence() > 0.5);
    assertTrue(t.test(0, 3, new int[] {2, 4}).posteriorIndependence() > 0.5);
    assertTrue(t.test(0, 4, new int[] {}).posteriorIndependence() > 0.5);
    assertFalse(t.test(0, 1, new int[] {2, 3, 4}).posteriorIndependence() > 0.5);
    assertFalse(t.test(3, 0, new int[] {4}).posteriorIndependence() > 0.5);
  }

  @Test
  void posteriorsAreOneMinusEpsilonAndEpsilonWithFiniteLogs() {
    OracleCiTest t = OracleCiTest.separation(path);
    CiResult sep = t.test(0, 2, new int[] {1});
    CiResult con = t.test(0, 2, new int[] {});
    assertEquals(1 - 1e-6, sep.posteriorIndependence(), 1e-15);
    assertEquals(1e-6, con.posteriorIndependence(), 1e-15);
    assertEquals(Math.log1p(-1e-6), sep.logPosteriorIndependence(), 1e-12);
    assertEquals(Math.log(1e-6), sep.logPosteriorDependence(), 1e-9);
    assertEquals(Math.log(1e-6), con.logPosteriorIndependence(), 1e-9);
    // tiny epsilon: the posterior rounds to 1, the logs stay finite and exact
    CiResult tiny = OracleCiTest.separation(path, 1e-300).test(0, 2, new int[] {1});
    assertEquals(1.0, tiny.posteriorIndependence());
    assertEquals(Math.log(1e-300), tiny.logPosteriorDependence(), 1e-6);
  }

  @Test
  void dSeparationInADag() {
    // collider a -> c <- b, c -> d
    Dag dag =
        Dag.of(List.of("a", "b", "c", "d"), List.of(new Arc(0, 2), new Arc(1, 2), new Arc(2, 3)));
    OracleCiTest t = OracleCiTest.dSeparation(dag);
    assertTrue(t.test(0, 1, new int[] {}).posteriorIndependence() > 0.5);
    assertFalse(t.test(0, 1, new int[] {2}).posteriorIndependence() > 0.5);
    assertFalse(t.test(0, 1, new int[] {3}).posteriorIndependence() > 0.5);
    assertTrue(t.test(0, 3, new int[] {2}).posteriorIndependence() > 0.5);
    assertEquals(4, t.variables());
  }

  @Test
  void badQueriesAndOptionsAreRefused() {
    OracleCiTest t = OracleCiTest.separation(path);
    assertThrows(CiQueryException.class, () -> t.test(0, 0, new int[] {}));
    assertThrows(CiQueryException.class, () -> t.test(0, 5, new int[] {}));
    assertThrows(CiQueryException.class, () -> t.test(0, 1, new int[] {2, 2}));
    assertThrows(CiQueryException.class, () -> t.test(0, 1, new int[] {1}));
    for (double bad : new double[] {0, 0.5, -1, Double.NaN}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> OracleCiTest.separation(path, bad));
      assertEquals("epsilon must be in (0, 0.5), was " + bad, e.getMessage());
    }
  }
}
