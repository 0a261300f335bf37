package org.structlearn.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class IrregularGraphsTest {
  /** Every labelled graph on n nodes, built as UndirectedGraph values (independent of masks). */
  private static List<UndirectedGraph> all(int n) {
    List<Edge> pairs = new ArrayList<>();
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        pairs.add(new Edge(a, b));
      }
    }
    List<UndirectedGraph> graphs = new ArrayList<>();
    for (int s = 0; s < 1 << pairs.size(); s++) {
      List<Edge> edges = new ArrayList<>();
      for (int k = 0; k < pairs.size(); k++) {
        if ((s >> k & 1) != 0) {
          edges.add(pairs.get(k));
        }
      }
      graphs.add(UndirectedGraph.of(UndirectedGraphs.defaultNames(n), edges));
    }
    return graphs;
  }

  /** Sorted degree multiset of neighbours' degrees: a cheap isomorphism invariant. */
  private static List<List<Integer>> invariant(UndirectedGraph g) {
    List<List<Integer>> inv = new ArrayList<>();
    for (int v = 0; v < g.size(); v++) {
      List<Integer> row = new ArrayList<>();
      row.add(-g.degree(v));
      for (int w : g.neighbours(v)) {
        row.add(g.degree(w));
      }
      List<Integer> sorted = new ArrayList<>(row.subList(1, row.size()));
      sorted.sort(null);
      sorted.add(0, row.get(0));
      inv.add(sorted);
    }
    inv.sort((x, y) -> x.toString().compareTo(y.toString()));
    return inv;
  }

  @Test
  void maximumMatchesBruteForce() {
    for (int n = 3; n <= 5; n++) {
      List<UndirectedGraph> graphs = all(n);
      int max = graphs.stream().mapToInt(UndirectedGraphs::irregularity).max().orElseThrow();
      long count = graphs.stream().filter(g -> UndirectedGraphs.irregularity(g) == max).count();
      IrregularGraphs.Extreme e = IrregularGraphs.maximum(n);
      assertEquals(max, e.irregularity(), "n=" + n);
      assertEquals(count, e.labelledCount(), "n=" + n);
      Set<List<List<Integer>>> classes = new HashSet<>();
      for (UndirectedGraph g : graphs) {
        if (UndirectedGraphs.irregularity(g) == max) {
          classes.add(invariant(g));
        }
      }
      // the invariant may merge classes, never split them
      assertTrue(e.graphs().size() >= classes.size(), "n=" + n);
      for (UndirectedGraph g : e.graphs()) {
        assertEquals(max, UndirectedGraphs.irregularity(g));
      }
    }
  }

  @Test
  void perEdgeCountExtremesMatchBruteForce() {
    List<UndirectedGraph> graphs = all(5);
    for (int m = 0; m <= 10; m++) {
      final int edges = m;
      List<UndirectedGraph> withM = graphs.stream().filter(g -> g.edgeCount() == edges).toList();
      int max = withM.stream().mapToInt(UndirectedGraphs::irregularity).max().orElseThrow();
      int min = withM.stream().mapToInt(UndirectedGraphs::irregularity).min().orElseThrow();
      assertEquals(max, IrregularGraphs.maximum(5, m).irregularity());
      assertEquals(min, IrregularGraphs.minimum(5, m).irregularity());
      long minCount = withM.stream().filter(g -> UndirectedGraphs.irregularity(g) == min).count();
      assertEquals(minCount, IrregularGraphs.minimum(5, m).labelledCount());
    }
  }

  @Test
  void sixNodeLevelsForTheSmallDomainStudy() {
    int[] levels = IrregularGraphs.levels(6);
    assertEquals(0, levels[0]);
    IrregularGraphs.Extreme max = IrregularGraphs.maximum(6);
    assertEquals(max.irregularity(), levels[levels.length - 1]);
    // By hand: two adjacent nodes joined to all four others; 8 edges of |5 - 2| = 3, and C(6,2) =
    // 15
    // labellings. It is the only class, so seed 000's two maximum-irregularity models are
    // labellings
    // of one graph (or maxima under a constraint the garbled text does not show).
    assertEquals(24, max.irregularity());
    assertEquals(15, max.labelledCount());
    assertEquals(1, max.graphs().size());
    assertEquals(9, max.graphs().get(0).edgeCount());
    UndirectedGraph regular = IrregularGraphs.withIrregularity(6, 0);
    assertEquals(6, regular.edgeCount(), "the fewest-edge connected regular graph is the ring");
    assertEquals(0, UndirectedGraphs.irregularity(regular));
    for (int irr : levels) {
      UndirectedGraph g = IrregularGraphs.withIrregularity(6, irr);
      assertEquals(irr, UndirectedGraphs.irregularity(g));
      assertTrue(UndirectedGraphs.isConnected(g));
    }
    assertThrows(GraphException.class, () -> IrregularGraphs.withIrregularity(6, 1));
    assertThrows(GraphException.class, () -> IrregularGraphs.maximum(8));
  }
}
