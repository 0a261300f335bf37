package org.structlearn.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DSeparationTest {
  private final Dag asia = CpdagsTest.asia();

  private int i(String name) {
    return asia.indexOf(name);
  }

  @Test
  void asiaTextbookStatements() {
    // T <- A and T -> E <- L <- S: the only path is blocked at the collider E
    assertTrue(DSeparation.isDSeparated(asia, i("T"), i("S")));
    // observing E, or its descendant D or X, opens the collider
    assertFalse(DSeparation.isDSeparated(asia, i("T"), i("S"), i("E")));
    assertFalse(DSeparation.isDSeparated(asia, i("T"), i("S"), i("X")));
    // X is independent of everything upstream given its parent E
    assertTrue(DSeparation.isDSeparated(asia, i("X"), i("A"), i("E")));
    assertTrue(DSeparation.isDSeparated(asia, i("X"), i("S"), i("E")));
    // B and E are d-connected given D (collider) but separated given S
    assertFalse(DSeparation.isDSeparated(asia, i("B"), i("E"), i("D")));
    assertTrue(DSeparation.isDSeparated(asia, i("B"), i("E"), i("S")));
    assertFalse(DSeparation.isDSeparated(asia, i("B"), i("E")));
    assertArrayEquals(
        new int[] {i("T"), i("E"), i("X"), i("D")}, DSeparation.dConnected(asia, i("A")));
    assertArrayEquals(new int[0], DSeparation.dConnected(asia, i("A"), i("A")));
    assertThrows(GraphException.class, () -> DSeparation.isDSeparated(asia, 1, 1));
    assertThrows(GraphException.class, () -> DSeparation.isDSeparated(asia, 1, 8));
  }

  /**
   * Lauritzen et al. (1990): separation in the moral graph of the ancestral set is d-separation.
   */
  @Test
  void agreesWithTheMoralisationCriterion() {
    SplittableRandom rng = new SplittableRandom(11);
    int separated = 0;
    int connected = 0;
    for (long seed = 0; seed < 200; seed++) {
      Dag dag = RandomDags.erdosRenyi(12, 0.2, seed);
      for (int q = 0; q < 20; q++) {
        int x = rng.nextInt(12);
        int y = rng.nextInt(12);
        if (x == y) {
          continue;
        }
        List<Integer> zs = new ArrayList<>();
        for (int v = 0; v < 12; v++) {
          if (v != x && v != y && rng.nextDouble() < 0.25) {
            zs.add(v);
          }
        }
        int[] z = zs.stream().mapToInt(Integer::intValue).toArray();
        boolean expected = moralSeparated(dag, x, y, z);
        assertEquals(expected, DSeparation.isDSeparated(dag, x, y, z), "seed " + seed);
        boolean inReach = java.util.Arrays.binarySearch(DSeparation.dConnected(dag, x, z), y) >= 0;
        assertEquals(!expected, inReach);
        if (expected) {
          separated++;
        } else {
          connected++;
        }
      }
    }
    assertTrue(separated > 200 && connected > 200, separated + " / " + connected);
  }

  private static boolean moralSeparated(Dag dag, int x, int y, int[] z) {
    int[] all = new int[z.length + 2];
    System.arraycopy(z, 0, all, 0, z.length);
    all[z.length] = x;
    all[z.length + 1] = y;
    boolean[] keep = new boolean[dag.size()];
    for (int v : Dags.ancestralSet(dag, all)) {
      keep[v] = true;
    }
    List<Arc> arcs = new ArrayList<>();
    for (Arc a : dag.arcs()) {
      if (keep[a.from()] && keep[a.to()]) {
        arcs.add(a);
      }
    }
    UndirectedGraph moral = Dags.moralGraph(Dag.of(dag.names(), arcs));
    boolean[] blocked = new boolean[dag.size()];
    for (int v : z) {
      blocked[v] = true;
    }
    boolean[] seen = new boolean[dag.size()];
    java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>(List.of(x));
    seen[x] = true;
    while (!queue.isEmpty()) {
      for (int u : moral.neighbours(queue.poll())) {
        if (keep[u] && !blocked[u] && !seen[u]) {
          seen[u] = true;
          queue.add(u);
        }
      }
    }
    return !seen[y];
  }
}
