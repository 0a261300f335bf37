package org.structlearn.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class UndirectedGraphsTest {
  private static UndirectedGraph path(int n) {
    List<Edge> edges = new ArrayList<>();
    for (int i = 0; i + 1 < n; i++) {
      edges.add(new Edge(i, i + 1));
    }
    return UndirectedGraph.of(UndirectedGraphs.defaultNames(n), edges);
  }

  @Test
  void irregularityByHand() {
    // star on 5 nodes: 4 edges, each |4 - 1| = 3
    assertEquals(12, UndirectedGraphs.irregularity(GraphGenerators.star(5)));
    // path on 4 nodes: degrees 1,2,2,1: |1-2| + |2-2| + |2-1| = 2
    assertEquals(2, UndirectedGraphs.irregularity(path(4)));
    assertEquals(0, UndirectedGraphs.irregularity(GraphGenerators.ring(7)));
    assertArrayEquals(new int[] {1, 2, 2, 1}, UndirectedGraphs.degrees(path(4)));
    assertArrayEquals(new int[] {0, 2}, UndirectedGraphs.markovBlanket(path(4), 1));
  }

  @Test
  void ringStarLattice() {
    UndirectedGraph ring = GraphGenerators.ring(6);
    assertEquals(6, ring.edgeCount());
    for (int i = 0; i < 6; i++) {
      assertEquals(2, ring.degree(i));
    }
    UndirectedGraph star = GraphGenerators.star(6);
    assertEquals(5, star.edgeCount());
    assertEquals(5, UndirectedGraphs.maxDegree(star));
    assertEquals(20, UndirectedGraphs.irregularity(star));
    UndirectedGraph grid = GraphGenerators.lattice(3, 4);
    assertEquals(12, grid.size());
    assertEquals(3 * 3 + 2 * 4, grid.edgeCount());
    assertEquals(2, grid.degree(0));
    assertEquals(4, grid.degree(5));
    assertTrue(grid.isAdjacent(0, 4));
  }

  @Test
  void hubGraphsAreSeededStarsOfEqualSize() {
    UndirectedGraph h = GraphGenerators.hub(11, 3, 42);
    assertEquals(h, GraphGenerators.hub(11, 3, 42));
    assertEquals(11 - 3, h.edgeCount());
    List<Integer> hubDegrees = new ArrayList<>();
    for (int i = 0; i < 11; i++) {
      if (h.degree(i) > 1) {
        hubDegrees.add(h.degree(i));
      }
    }
    assertEquals(List.of(2, 3, 3), hubDegrees.stream().sorted().toList());
    Set<UndirectedGraph> labellings = new HashSet<>();
    for (long seed = 0; seed < 10; seed++) {
      labellings.add(GraphGenerators.hub(11, 3, seed));
    }
    assertTrue(labellings.size() > 1, "the seed must change the labelling");
    assertThrows(GraphException.class, () -> GraphGenerators.hub(5, 3, 1));
  }

  @Test
  void barabasiAlbertIsDeterministicAndHasTheRightSize() {
    UndirectedGraph g = GraphGenerators.barabasiAlbert(50, 3, 2, 7);
    assertEquals(g, GraphGenerators.barabasiAlbert(50, 3, 2, 7));
    assertNotEquals(g, GraphGenerators.barabasiAlbert(50, 3, 2, 8));
    assertEquals(50, g.size());
    assertEquals(3 + 47 * 2, g.edgeCount());
    assertTrue(UndirectedGraphs.isConnected(g));
    for (int i = 3; i < 50; i++) {
      assertTrue(g.degree(i) >= 2, "every later node joins m = 2 others");
    }
    assertTrue(UndirectedGraphs.maxDegree(g) >= 8, "preferential attachment grows hubs");
    assertThrows(GraphException.class, () -> GraphGenerators.barabasiAlbert(10, 2, 3, 1));
  }
}
