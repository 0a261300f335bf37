package org.structlearn.viz.layout;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

class LayoutAlgorithmsTest {
  @Test
  void poolAdjacentViolatorsGivesTheWeightedNonDecreasingFit() {
    // (3, 1) pool to their weighted mean (3·1 + 1·3) / 4 = 1.5; 2 then follows unchanged
    assertArrayEquals(
        new double[] {1.5, 1.5, 2}, Isotonic.fit(new double[] {3, 1, 2}, new double[] {1, 3, 1}));
    assertArrayEquals(
        new double[] {0, 1, 2}, Isotonic.fit(new double[] {0, 1, 2}, new double[] {1, 1, 1}));
    assertArrayEquals(
        new double[] {2, 2, 2}, Isotonic.fit(new double[] {3, 2, 1}, new double[] {1, 1, 1}));
  }

  @Test
  void aLongArcPassesItsLayersThroughDummyNodesOfItsOwn() {
    // A -> B -> C -> D and A -> D: the long arc gets bends in layers 1 and 2, beside B and C
    Dag g =
        Dag.builder(List.of("A", "B", "C", "D"))
            .addArc("A", "B")
            .addArc("B", "C")
            .addArc("C", "D")
            .addArc("A", "D")
            .build();
    Layout l = Layouts.layered(g);
    double[][] bends = l.bends(0, 3);
    assertNotNull(bends);
    assertEquals(4, bends.length, "two dummies, each a top and a bottom point");
    assertNull(l.bends(0, 1), "a one-layer arc is routed when drawn");
    double[] w = LabelMetrics.boxWidths(g.names());
    for (double[] p : bends) {
      for (int v : new int[] {1, 2}) {
        boolean sameLayer = Math.abs(p[1] - l.y(v)) <= LabelMetrics.BOX_HEIGHT / 2;
        if (sameLayer) {
          assertTrue(Math.abs(p[0] - l.x(v)) >= w[v] / 2, "the bend stays outside " + v);
        }
      }
    }
    // the reverse direction reads the same points backwards
    assertArrayEquals(bends[0], l.bends(3, 0)[3]);
  }

  @Test
  void aHubsNeighboursGetRoomAroundIt() {
    // a star of 19 leaves: at the base edge length the leaves' boxes would not fit on the circle
    List<String> names = new ArrayList<>();
    List<Edge> edges = new ArrayList<>();
    names.add("HUB");
    for (int i = 1; i < 20; i++) {
      names.add("LEAF_" + i);
      edges.add(new Edge(0, i));
    }
    UndirectedGraph star = UndirectedGraph.of(names, edges);
    Layout l = Layouts.undirected(star, 1);
    double[] w = LabelMetrics.boxWidths(names);
    double around = 0;
    for (int i = 1; i < 20; i++) {
      around += w[i];
    }
    double mean = 0;
    for (int i = 1; i < 20; i++) {
      mean += Math.hypot(l.x(i) - l.x(0), l.y(i) - l.y(0)) / 19;
    }
    assertTrue(mean >= around / (2 * Math.PI), "mean leaf distance " + mean);
    assertTrue(mean > StressLayout.BASE_LENGTH, "mean leaf distance " + mean);
  }

  @Test
  void theStressLayoutIsSeededAndSeparatesEveryBox() {
    UndirectedGraph g =
        UndirectedGraph.of(
            List.of("A", "B", "C", "D", "E", "F"),
            List.of(new Edge(0, 1), new Edge(1, 2), new Edge(2, 0), new Edge(3, 4)));
    Layout a = Layouts.undirected(g, 5);
    Layout b = Layouts.undirected(g, 5);
    double[] w = LabelMetrics.boxWidths(g.names());
    for (int u = 0; u < g.size(); u++) {
      assertEquals(a.x(u), b.x(u));
      assertEquals(a.y(u), b.y(u));
      for (int v = u + 1; v < g.size(); v++) {
        boolean apartX = Math.abs(a.x(u) - a.x(v)) >= (w[u] + w[v]) / 2;
        boolean apartY = Math.abs(a.y(u) - a.y(v)) >= LabelMetrics.BOX_HEIGHT;
        assertTrue(apartX || apartY, g.name(u) + " and " + g.name(v) + " overlap");
      }
    }
    // the isolated node F goes below the components
    assertTrue(a.y(5) > a.y(0) && a.y(5) > a.y(3));
  }
}
