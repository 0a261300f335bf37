package org.structlearn.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class DagsTest {
  private final Dag asia = CpdagsTest.asia();

  private int[] idx(String... names) {
    int[] out = new int[names.length];
    for (int k = 0; k < names.length; k++) {
      out[k] = asia.indexOf(names[k]);
    }
    java.util.Arrays.sort(out);
    return out;
  }

  @Test
  void skeletonAndMoralGraphOfAsia() {
    UndirectedGraph skel = Dags.skeleton(asia);
    assertEquals(8, skel.edgeCount());
    UndirectedGraph moral = Dags.moralGraph(asia);
    // the moral graph adds T-L (parents of E) and B-E (parents of D)
    assertEquals(10, moral.edgeCount());
    assertTrue(moral.isAdjacent(asia.indexOf("T"), asia.indexOf("L")));
    assertTrue(moral.isAdjacent(asia.indexOf("B"), asia.indexOf("E")));
    assertEquals(skel, Pdags.skeleton(Pdag.of(asia)));
    assertEquals(skel, Pdags.skeleton(Cpdags.of(asia)));
  }

  @Test
  void markovBlanketAncestorsDescendants() {
    int e = asia.indexOf("E");
    assertArrayEquals(idx("T", "L", "X", "D", "B"), Dags.markovBlanket(asia, e));
    assertArrayEquals(idx("T"), Dags.markovBlanket(asia, asia.indexOf("A")));
    assertArrayEquals(idx("B", "E", "T", "L", "A", "S"), Dags.ancestors(asia, asia.indexOf("D")));
    assertArrayEquals(idx("L", "B", "E", "X", "D"), Dags.descendants(asia, asia.indexOf("S")));
    assertArrayEquals(idx("X", "E", "T", "L", "A", "S"), Dags.ancestralSet(asia, idx("X")));
    assertArrayEquals(new int[0], Dags.ancestors(asia, asia.indexOf("A")));
    assertThrows(GraphException.class, () -> Dags.markovBlanket(asia, -1));
  }

  @Test
  void coveredArcs() {
    Dag d = Dag.builder(List.of("A", "B", "C")).addArc("A", "B").addArc("B", "C").build();
    assertTrue(Dags.isCoveredArc(d, 0, 1));
    assertFalse(Dags.isCoveredArc(d, 1, 2)); // C's parents {B} != B's parents {A} + B
    assertFalse(Dags.isCoveredArc(d, 1, 0)); // no such arc
    assertFalse(Dags.isCoveredArc(asia, asia.indexOf("T"), asia.indexOf("E")));
  }
}
