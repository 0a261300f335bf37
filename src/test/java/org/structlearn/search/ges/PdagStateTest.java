package org.structlearn.search.ges;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.RandomDags;

/**
 * The graph operations GES relies on, against the library's independent implementations: the CPDAG
 * of a DAG (v-structures and Meek's rules here, Chickering's 1995 arc labelling in {@link
 * Cpdags#of}) and consistent extensions (checked by their CPDAG).
 */
class PdagStateTest {
  @Test
  void cpdagOfAgreesWithChickeringsLabellingOnRandomDags() {
    for (long seed = 1; seed <= 200; seed++) {
      int n = 3 + (int) (seed % 13);
      Dag dag = RandomDags.erdosRenyi(n, seed % 3 == 0 ? 0.6 : 0.3, seed);
      long[][] parents = rows(dag);
      Pdag mine = PdagState.cpdagOf(parents).toPdag(dag.names());
      assertEquals(Cpdags.of(dag), mine, "seed " + seed);
      long[][] ext = PdagState.of(mine).extension();
      assertNotNull(ext, "seed " + seed);
      assertEquals(mine, Cpdags.of(PdagState.dagOf(ext, dag.names())), "seed " + seed);
    }
  }

  @Test
  void extensionRefusesAGraphWithoutOne() {
    // a - b - c - d - a: a chordless 4-cycle of undirected edges has no consistent extension
    List<String> names = List.of("a", "b", "c", "d");
    Pdag cycle =
        Pdag.of(
            names,
            List.of(),
            List.of(new Edge(0, 1), new Edge(1, 2), new Edge(2, 3), new Edge(0, 3)));
    assertNull(PdagState.of(cycle).extension());
    Pdag chain = Pdag.of(names, List.of(new Arc(0, 1)), List.of(new Edge(1, 2)));
    assertNotNull(PdagState.of(chain).extension());
  }

  @Test
  void semiDirectedPathFollowsArcsForwardAndEdgesAndAvoidsTheBlockedSet() {
    // a -> b - c <- d : a reaches c (through b), c does not reach a, blocking b cuts a from c
    List<String> names = List.of("a", "b", "c", "d");
    PdagState g =
        PdagState.of(
            Pdag.of(names, List.of(new Arc(0, 1), new Arc(3, 2)), List.of(new Edge(1, 2))));
    long[] none = new long[1];
    assertTrue(g.hasSemiDirectedPath(0, 2, none));
    assertFalse(g.hasSemiDirectedPath(2, 0, none));
    assertFalse(g.hasSemiDirectedPath(0, 2, NodeBits.of(1, 1)));
    assertFalse(g.hasSemiDirectedPath(0, 3, none));
  }

  static long[][] rows(Dag dag) {
    long[][] parents = new long[dag.size()][NodeBits.words(dag.size())];
    for (int v = 0; v < dag.size(); v++) {
      for (int p : dag.parents(v)) {
        NodeBits.set(parents[v], p);
      }
    }
    return parents;
  }
}
