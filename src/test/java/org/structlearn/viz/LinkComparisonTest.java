package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.Dag;
import org.structlearn.metrics.NodeSetMismatchException;
import org.structlearn.metrics.StructureComparison;
import org.structlearn.viz.LinkComparison.ComparedLink;
import org.structlearn.viz.LinkComparison.Status;

class LinkComparisonTest {
  // truth: A -> B, B -> C, C -> D, A -> E
  private static final Dag TRUTH =
      Dag.builder(List.of("A", "B", "C", "D", "E"))
          .addArc("A", "B")
          .addArc("B", "C")
          .addArc("C", "D")
          .addArc("A", "E")
          .build();

  // learned, nodes in another order: A -> B kept, C -> B reversed, C -> D kept, A -> E missing,
  // D -> E extra
  private static final Dag LEARNED =
      Dag.builder(List.of("E", "D", "C", "B", "A"))
          .addArc("A", "B")
          .addArc("C", "B")
          .addArc("C", "D")
          .addArc("D", "E")
          .build();

  @Test
  void arcsBasisClassifiesEveryPairByName() {
    LinkComparison c = LinkComparison.of(TRUTH, LEARNED, ComparisonBasis.ARCS);
    assertEquals(2, c.correct());
    assertEquals(1, c.extra());
    assertEquals(1, c.missing());
    assertEquals(1, c.reversed());
    assertEquals(3, c.shd());
    Map<String, Status> byPair = new TreeMap<>();
    for (ComparedLink l : c.links()) {
      byPair.put(TRUTH.name(l.a()) + TRUTH.name(l.b()), l.status());
    }
    assertEquals(
        Map.of(
            "AB", Status.CORRECT,
            "BC", Status.REVERSED,
            "CD", Status.CORRECT,
            "AE", Status.MISSING,
            "DE", Status.EXTRA),
        byPair);
    assertEquals("SHD 3: 2 correct, 1 extra, 1 missing, 1 reversed", c.toString());
  }

  @Test
  void cpdagBasisIgnoresEquivalentReversalsAndMatchesBnlearnShd() {
    // A -> B -> C and A <- B <- C are Markov equivalent: no differences on the CPDAG basis
    Dag chain = Dag.builder(List.of("A", "B", "C")).addArc("A", "B").addArc("B", "C").build();
    Dag back = Dag.builder(List.of("A", "B", "C")).addArc("B", "A").addArc("C", "B").build();
    LinkComparison cpdag = LinkComparison.of(chain, back, ComparisonBasis.CPDAG);
    assertEquals(2, cpdag.correct());
    assertEquals(0, cpdag.shd());
    assertEquals(2, LinkComparison.of(chain, back, ComparisonBasis.ARCS).reversed());

    LinkComparison c = LinkComparison.of(TRUTH, LEARNED, ComparisonBasis.CPDAG);
    assertEquals(StructureComparison.of(TRUTH, LEARNED.reorder(TRUTH.names())).shd(), c.shd());
  }

  @Test
  void differentNodeSetsAreRejected() {
    Dag other = Dag.empty(List.of("A", "B", "C", "D", "F"));
    assertThrows(
        NodeSetMismatchException.class,
        () -> LinkComparison.of(TRUTH, other, ComparisonBasis.ARCS));
  }

  @Test
  void orientationDifferencesAreCountedApart() {
    // truth: A -> B, B - C (undirected); learned: B -> A (reversed), B -> C (arc where undirected),
    // and C - D undirected where the truth has C -> D
    org.structlearn.graph.Pdag truth =
        org.structlearn.graph.Pdag.of(
            List.of("A", "B", "C", "D"),
            List.of(new org.structlearn.graph.Arc(0, 1), new org.structlearn.graph.Arc(2, 3)),
            List.of(new org.structlearn.graph.Edge(1, 2)));
    org.structlearn.graph.Pdag learned =
        org.structlearn.graph.Pdag.of(
            List.of("A", "B", "C", "D"),
            List.of(new org.structlearn.graph.Arc(1, 0), new org.structlearn.graph.Arc(1, 2)),
            List.of(new org.structlearn.graph.Edge(2, 3)));
    LinkComparison c = LinkComparison.of(truth, learned, ComparisonBasis.ARCS);
    assertEquals(3, c.reversed(), "all three are orientation differences");
    assertEquals(1, c.count(LinkComparison.Difference.REVERSED));
    assertEquals(1, c.count(LinkComparison.Difference.DIRECTED_WHERE_UNDIRECTED));
    assertEquals(1, c.count(LinkComparison.Difference.UNDIRECTED_WHERE_ARC));
    assertEquals(
        "SHD 3: 0 correct, 0 extra, 0 missing, 1 reversed, 1 directed where the truth is"
            + " undirected, 1 undirected where the truth has an arc",
        c.toString());
    java.util.List<String> legend =
        Drawings.legend(c).stream().map(GraphCanvas.LegendEntry::text).toList();
    assertTrue(legend.contains("reversed 1"), legend.toString());
    assertTrue(legend.contains("arc where true is undirected 1"), legend.toString());
    assertTrue(legend.contains("undirected where true is an arc 1"), legend.toString());
    assertEquals(LinkKind.UNDIRECTED, LinkKind.ofCode(3));
    assertThrows(IllegalArgumentException.class, () -> LinkKind.ofCode(4));
  }
}
