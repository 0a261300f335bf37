package org.structlearn.metrics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

/** Edge metrics of undirected graphs, counted by hand. */
class UndirectedComparisonTest {
  private static final List<String> ABCD = List.of("A", "B", "C", "D");

  private static UndirectedGraph g(List<String> names, int... pairs) {
    List<Edge> edges = new java.util.ArrayList<>();
    for (int i = 0; i < pairs.length; i += 2) {
      edges.add(new Edge(pairs[i], pairs[i + 1]));
    }
    return UndirectedGraph.of(names, edges);
  }

  @Test
  void falseEdgesAreCountedByTheirEndsDistanceInTheTruth() {
    // truth: the path A-B-C-D and a lone E; learned: A-C (2 apart), A-D (3 apart), A-E
    // (unconnected),
    // B-D (2 apart) and the true A-B
    List<String> names = List.of("A", "B", "C", "D", "E");
    UndirectedGraph truth = g(names, 0, 1, 1, 2, 2, 3);
    UndirectedGraph learned = g(names, 0, 1, 0, 2, 0, 3, 0, 4, 1, 3);
    assertArrayEquals(
        new int[] {1, 0, 2, 1}, UndirectedComparison.falseEdgesByDistance(truth, learned));
    assertArrayEquals(new int[] {0, 0}, UndirectedComparison.falseEdgesByDistance(truth, truth));
  }

  @Test
  void perfectRecovery() {
    UndirectedGraph t = g(ABCD, 0, 1, 1, 2, 2, 3);
    UndirectedComparison c = UndirectedComparison.of(t, t);
    assertEquals(new UndirectedComparison(4, 3, 0, 0), c);
    assertEquals(0, c.hamming());
    assertTrue(c.exactRecovery());
    assertEquals(1.0, c.precision());
    assertEquals(1.0, c.recall());
    assertEquals(1.0, c.f1());
  }

  @Test
  void emptyAgainstFull() {
    UndirectedGraph empty = g(ABCD);
    UndirectedGraph full = g(ABCD, 0, 1, 0, 2, 0, 3, 1, 2, 1, 3, 2, 3);
    UndirectedComparison missed = UndirectedComparison.of(full, empty);
    assertEquals(new UndirectedComparison(4, 0, 0, 6), missed);
    assertEquals(6, missed.hamming());
    assertEquals(1.0, missed.precision(), "nothing claimed: precision 1");
    assertEquals(0.0, missed.recall());
    assertEquals(0.0, missed.f1());
    UndirectedComparison spurious = UndirectedComparison.of(empty, full);
    assertEquals(new UndirectedComparison(4, 0, 6, 0), spurious);
    assertEquals(0.0, spurious.precision());
    assertEquals(1.0, spurious.recall(), "nothing to find: recall 1");
    assertEquals(0.0, spurious.f1());
    UndirectedComparison none = UndirectedComparison.of(empty, empty);
    assertTrue(none.exactRecovery());
    assertEquals(1.0, none.f1());
  }

  @Test
  void oneExtraAndOneMissingEdgeInAnotherNodeOrder() {
    UndirectedGraph truth = g(ABCD, 0, 1, 1, 2, 2, 3); // A-B, B-C, C-D
    // learned A-B, B-C, A-D over nodes listed D, C, B, A
    UndirectedGraph learned = g(List.of("D", "C", "B", "A"), 3, 2, 2, 1, 3, 0);
    UndirectedComparison c = UndirectedComparison.of(truth, learned);
    assertEquals(new UndirectedComparison(4, 2, 1, 1), c);
    assertEquals(2, c.hamming());
    assertFalse(c.exactRecovery());
    assertEquals(2.0 / 3, c.precision(), 1e-15);
    assertEquals(2.0 / 3, c.recall(), 1e-15);
    assertEquals(2.0 / 3, c.f1(), 1e-15);
    assertEquals(
        "UndirectedComparison(4 nodes): Hamming 2, exact no | edges TP 2 FP 1 FN 1"
            + " (P 0.667 R 0.667 F1 0.667)",
        c.toString());
  }

  @Test
  void differentNodeNamesAreATypedError() {
    UndirectedGraph truth = g(ABCD, 0, 1);
    UndirectedGraph learned = g(List.of("A", "B", "C", "E"), 0, 1);
    NodeSetMismatchException e =
        assertThrows(NodeSetMismatchException.class, () -> UndirectedComparison.of(truth, learned));
    assertEquals(List.of("D"), e.missingFromLearned());
    assertEquals(List.of("E"), e.missingFromTruth());
  }
}
