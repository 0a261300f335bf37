package org.structlearn.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link GraphGenerators#randomGeometric}: edges exactly the pairs within the radius, seeded. */
class RandomGeometricGraphTest {
  @Test
  void edgesAreThePairsWithinTheRadius() {
    double[][] p = GraphGenerators.unitSquarePoints(30, 7);
    UndirectedGraph g = GraphGenerators.randomGeometric(30, 0.3, 7);
    assertEquals(30, g.size());
    for (int i = 0; i < 30; i++) {
      assertTrue(p[i][0] >= 0 && p[i][0] < 1 && p[i][1] >= 0 && p[i][1] < 1);
      for (int j = i + 1; j < 30; j++) {
        double d = Math.hypot(p[i][0] - p[j][0], p[i][1] - p[j][1]);
        assertEquals(d <= 0.3, g.isAdjacent(i, j), i + "-" + j + " at distance " + d);
      }
    }
  }

  @Test
  void theSameSeedGivesTheSameGraphAndItIsPinned() {
    UndirectedGraph g = GraphGenerators.randomGeometric(25, 0.25, 3);
    assertEquals(g, GraphGenerators.randomGeometric(25, 0.25, 3));
    assertEquals(57, g.edgeCount());
    assertEquals(7, UndirectedGraphs.maxDegree(g));
    assertArrayEquals(
        new double[] {0.11345034205715454, 0.7002935135929024},
        GraphGenerators.unitSquarePoints(2, 3)[0]);
  }

  @Test
  void badArgumentsAreRefused() {
    assertThrows(GraphException.class, () -> GraphGenerators.randomGeometric(0, 0.2, 1));
    assertThrows(GraphException.class, () -> GraphGenerators.randomGeometric(5, 0, 1));
    assertThrows(GraphException.class, () -> GraphGenerators.randomGeometric(5, Double.NaN, 1));
  }
}
