package org.structlearn.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class CpdagsTest {
  static final List<String> ASIA = List.of("A", "S", "T", "L", "B", "E", "X", "D");

  /** The Asia network (Lauritzen and Spiegelhalter 1988) as in bnlearn's asia.truth. */
  static Dag asia() {
    return Dag.builder(ASIA)
        .addArc("A", "T")
        .addArc("S", "L")
        .addArc("S", "B")
        .addArc("T", "E")
        .addArc("L", "E")
        .addArc("E", "X")
        .addArc("B", "D")
        .addArc("E", "D")
        .build();
  }

  private static Pdag pdag(List<String> names, String[][] arcs, String[][] edges) {
    NodeNames nn = new NodeNames(names);
    List<Arc> as =
        java.util.Arrays.stream(arcs)
            .map(a -> new Arc(nn.require(a[0]), nn.require(a[1])))
            .toList();
    List<Edge> es =
        java.util.Arrays.stream(edges)
            .map(e -> new Edge(nn.require(e[0]), nn.require(e[1])))
            .toList();
    return Pdag.of(names, as, es);
  }

  @Test
  void chainAndForkAreUndirectedColliderIsKept() {
    List<String> abc = List.of("A", "B", "C");
    Dag chain = Dag.builder(abc).addArc("A", "B").addArc("B", "C").build();
    Dag fork = Dag.builder(abc).addArc("B", "A").addArc("B", "C").build();
    Dag collider = Dag.builder(abc).addArc("A", "B").addArc("C", "B").build();
    Pdag allUndirected = pdag(abc, new String[][] {}, new String[][] {{"A", "B"}, {"B", "C"}});
    assertEquals(allUndirected, Cpdags.of(chain));
    assertEquals(allUndirected, Cpdags.of(fork));
    assertEquals(Pdag.of(collider), Cpdags.of(collider));
  }

  /** bnlearn: cpdag(asia) keeps the v-structures T->E<-L, B->D<-E and E->X by Meek's rule 1. */
  @Test
  void asiaCpdag() {
    Pdag expected =
        pdag(
            ASIA,
            new String[][] {{"T", "E"}, {"L", "E"}, {"E", "X"}, {"B", "D"}, {"E", "D"}},
            new String[][] {{"A", "T"}, {"S", "L"}, {"S", "B"}});
    assertEquals(expected, Cpdags.of(asia()));
    assertEquals(expected, Cpdags.ofPdag(Pdag.of(asia())));
  }

  /**
   * Meek (1995) rule 3 configuration: A adjacent to B, C, D; B->D<-C a v-structure. A->D is
   * compelled, A-B and A-C stay undirected.
   */
  @Test
  void meekRuleThreeShape() {
    List<String> n = List.of("A", "B", "C", "D");
    Dag dag =
        Dag.builder(n)
            .addArc("A", "B")
            .addArc("A", "C")
            .addArc("A", "D")
            .addArc("B", "D")
            .addArc("C", "D")
            .build();
    Pdag expected =
        pdag(
            n,
            new String[][] {{"A", "D"}, {"B", "D"}, {"C", "D"}},
            new String[][] {{"A", "B"}, {"A", "C"}});
    assertEquals(expected, Cpdags.of(dag));
    assertEquals(expected, Cpdags.ofPdag(expected));
  }

  /** A complete DAG is equivalent to every other order: its CPDAG has no arcs. */
  @Test
  void completeDagIsFullyUndirected() {
    Dag dag = RandomDags.erdosRenyi(6, 1.0, 3);
    Pdag c = Cpdags.of(dag);
    assertEquals(0, c.arcs().size());
    assertEquals(15, c.edges().size());
  }

  /**
   * The port of bnlearn's cpdag() agrees with Chickering's labelling on DAGs, and is idempotent.
   */
  @Test
  void bnlearnPortAgreesWithChickeringOnRandomDags() {
    for (long seed = 0; seed < 300; seed++) {
      double p = 0.1 + (seed % 6) * 0.1;
      Dag dag = RandomDags.erdosRenyi(9 + (int) (seed % 7), p, seed);
      Pdag c = Cpdags.of(dag);
      assertEquals(c, Cpdags.ofPdag(Pdag.of(dag)), "seed " + seed);
      assertEquals(c, Cpdags.ofPdag(c), "seed " + seed);
    }
  }

  @Test
  void coveredArcReversalKeepsTheCpdag() {
    int checked = 0;
    for (long seed = 0; seed < 100; seed++) {
      Dag dag = RandomDags.erdosRenyi(10, 0.3, seed);
      for (Arc a : dag.arcs()) {
        if (Dags.isCoveredArc(dag, a.from(), a.to())) {
          Dag reversed = dag.withoutArc(a.from(), a.to()).withArc(a.to(), a.from());
          assertEquals(Cpdags.of(dag), Cpdags.of(reversed), "seed " + seed + " arc " + a);
          checked++;
        }
      }
    }
    assertTrue(checked > 100, "covered arcs checked: " + checked);
  }

  /**
   * Dor and Tarsi (1992): a CPDAG extends to a member of its class; an unchorded 4-cycle does not.
   */
  @Test
  void consistentExtension() {
    for (long seed = 0; seed < 100; seed++) {
      Dag dag = RandomDags.erdosRenyi(12, 0.25, seed);
      Pdag c = Cpdags.of(dag);
      Optional<Dag> ext = Pdags.consistentExtension(c);
      assertTrue(ext.isPresent(), "seed " + seed);
      assertEquals(c, Cpdags.of(ext.get()), "seed " + seed);
      assertTrue(Cpdags.isCpdag(c));
    }
    List<String> n = List.of("A", "B", "C", "D");
    Pdag cycle =
        pdag(n, new String[][] {}, new String[][] {{"A", "B"}, {"B", "C"}, {"C", "D"}, {"A", "D"}});
    assertEquals(Optional.empty(), Pdags.consistentExtension(cycle));
    assertFalse(Cpdags.isCpdag(cycle));
    assertFalse(Cpdags.isCpdag(Pdag.of(Dag.builder(n).addArc("A", "B").build())));
  }

  /**
   * bnlearn keeps an undirected edge between two colliders undirected (cpdag.c, mark_colliders),
   * where textbook Meek rule 1 would meet conflicting orientations.
   */
  @Test
  void bnlearnKeepsUndirectedEdgeBetweenColliders() {
    List<String> n = List.of("A", "B", "C", "D", "E", "F");
    Pdag in =
        pdag(
            n,
            new String[][] {{"A", "C"}, {"B", "C"}, {"D", "E"}, {"F", "E"}},
            new String[][] {{"C", "E"}});
    assertEquals(in, Cpdags.ofPdag(in));
  }

  /** bnlearn turns arcs not in an unshielded collider undirected, then orients by rule 1. */
  @Test
  void bnlearnUndirectsNonColliderArcsOfAPdag() {
    List<String> n = List.of("A", "B", "C", "D");
    Pdag in =
        pdag(n, new String[][] {{"A", "B"}, {"C", "B"}, {"D", "C"}}, new String[][] {{"B", "D"}});
    // B has directed parents A and C (not adjacent): A->B<-C stays; D->C is not in a collider and
    // becomes undirected; rule 1 gives B->D (A is not adjacent to D); then C->B->D orients C->D.
    Pdag expected =
        pdag(n, new String[][] {{"A", "B"}, {"C", "B"}, {"B", "D"}, {"C", "D"}}, new String[][] {});
    assertEquals(expected, Cpdags.ofPdag(in));
  }

  @Test
  @Timeout(20)
  void thousandNodeGraphs() {
    Dag dag = RandomDags.erdosRenyi(1000, 3.0 / 1000, 7);
    Pdag c = Cpdags.of(dag);
    assertEquals(dag.arcCount(), c.arcs().size() + c.edges().size());
    assertEquals(c, Cpdags.ofPdag(Pdag.of(dag)));
    assertEquals(c, Cpdags.of(Pdags.consistentExtension(c).orElseThrow()));
    int[] reach = DSeparation.dConnected(dag, 0, 1, 2, 3);
    assertTrue(reach.length < 1000);
  }
}
