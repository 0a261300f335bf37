package org.structlearn.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Min-fill triangulation on graphs whose answer is known, and its invariants on random DAGs. */
class TriangulationsTest {
  private static int[] ones(int n) {
    int[] w = new int[n];
    java.util.Arrays.fill(w, 1);
    return w;
  }

  @Test
  void aFourCycleNeedsOneChord() {
    Triangulation t = Triangulations.minFill(GraphGenerators.ring(4), ones(4));
    assertEquals(1, t.fill().size());
    assertEquals(2, t.width());
    assertEquals(2, t.cliques().size());
    // node 0 comes first (every node adds one fill edge; the lowest index wins the tie)
    assertEquals(0, t.order()[0]);
    assertEquals(new Edge(1, 3), t.fill().get(0));
  }

  @Test
  void aChordalGraphGetsNoFillAndItsMaximalCliques() {
    // two triangles sharing the edge 1-2
    UndirectedGraph g =
        UndirectedGraph.of(
            List.of("a", "b", "c", "d"),
            List.of(
                new Edge(0, 1), new Edge(0, 2), new Edge(1, 2), new Edge(1, 3), new Edge(2, 3)));
    Triangulation t = Triangulations.minFill(g, ones(4));
    assertEquals(0, t.fill().size());
    assertEquals(2, t.cliques().size());
    assertArrayEquals(new int[] {0, 1, 2}, t.cliques().get(0));
    assertArrayEquals(new int[] {1, 2, 3}, t.cliques().get(1));
  }

  @Test
  void weightsBreakTiesTowardTheSmallerClique() {
    // ring 0-1-2-3-0 where node 0 has 10 states: each elimination adds one chord, but only
    // eliminating 2 makes a clique without node 0, {1, 2, 3}
    int[] w = {10, 1, 1, 1};
    Triangulation t = Triangulations.minFill(GraphGenerators.ring(4), w);
    assertEquals(2, t.order()[0]);
    assertEquals(new Edge(1, 3), t.fill().get(0));
  }

  @Test
  void cliquesCoverEveryEdgeAndNoneContainsAnother() {
    for (long seed = 0; seed < 20; seed++) {
      Dag dag = RandomDags.erdosRenyi(12, 0.3, seed);
      UndirectedGraph moral = Dags.moralGraph(dag);
      Triangulation t = Triangulations.minFill(moral, ones(12));
      List<int[]> cliques = t.cliques();
      List<Edge> all = new ArrayList<>(moral.edges());
      all.addAll(t.fill());
      for (Edge e : all) {
        assertTrue(
            cliques.stream().anyMatch(c -> contains(c, e.a()) && contains(c, e.b())),
            "edge " + e + " in no clique");
      }
      for (int i = 0; i < cliques.size(); i++) {
        for (int j = 0; j < cliques.size(); j++) {
          assertTrue(i == j || !Triangulations.isSubset(cliques.get(i), cliques.get(j)));
        }
      }
    }
  }

  @Test
  void badWeightsAreRejected() {
    assertThrows(
        GraphException.class, () -> Triangulations.minFill(GraphGenerators.ring(4), ones(3)));
    assertThrows(
        GraphException.class, () -> Triangulations.minFill(GraphGenerators.ring(3), new int[3]));
  }

  private static boolean contains(int[] sorted, int x) {
    return java.util.Arrays.binarySearch(sorted, x) >= 0;
  }
}
