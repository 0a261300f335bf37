package org.structlearn.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Algorithms on partially directed graphs: the skeleton and a consistent extension. For the CPDAG
 * of a Pdag see {@link Cpdags#ofPdag(Pdag)}.
 */
public final class Pdags {
  private Pdags() {}

  /** The skeleton: every arc and every undirected edge as an undirected edge. O(n + links). */
  public static UndirectedGraph skeleton(Pdag pdag) {
    List<Edge> edges = new ArrayList<>(pdag.edges());
    for (Arc a : pdag.arcs()) {
      edges.add(new Edge(a.from(), a.to()));
    }
    return UndirectedGraph.of(pdag.names(), edges);
  }

  /**
   * A consistent extension of a partially directed graph (Dor and Tarsi 1992, "A simple algorithm
   * to construct a consistent extension of a partially oriented graph", Technical Report R-185,
   * UCLA): a DAG with the same skeleton, the same directed arcs and the same v-structures, or empty
   * if there is none. Repeatedly picks the lowest-index node that has no outgoing arc and whose
   * undirected neighbours are adjacent to all its other neighbours, directs its undirected edges
   * into it and removes it. O(n^2 d^2) in the worst case for maximum degree d.
   */
  public static Optional<Dag> consistentExtension(Pdag pdag) {
    int n = pdag.size();
    int[][] adj = new int[n][];
    for (int v = 0; v < n; v++) {
      List<Integer> l = new ArrayList<>();
      for (int u = 0; u < n; u++) {
        if (pdag.isAdjacent(v, u)) {
          l.add(u);
        }
      }
      adj[v] = l.stream().mapToInt(Integer::intValue).toArray();
    }
    boolean[] removed = new boolean[n];
    List<Arc> arcs = new ArrayList<>(pdag.arcs());
    for (int left = n; left > 0; left--) {
      int x = findSink(pdag, adj, removed);
      if (x < 0) {
        return Optional.empty();
      }
      for (int y : adj[x]) {
        if (!removed[y] && pdag.hasEdge(x, y)) {
          arcs.add(new Arc(y, x));
        }
      }
      removed[x] = true;
    }
    return Optional.of(Dag.of(pdag.names(), arcs));
  }

  private static int findSink(Pdag p, int[][] adj, boolean[] removed) {
    for (int x = 0; x < adj.length; x++) {
      if (!removed[x] && isRemovableSink(p, adj, removed, x)) {
        return x;
      }
    }
    return -1;
  }

  private static boolean isRemovableSink(Pdag p, int[][] adj, boolean[] removed, int x) {
    for (int y : adj[x]) {
      if (!removed[y] && p.hasArc(x, y)) {
        return false;
      }
    }
    for (int y : adj[x]) {
      if (removed[y] || !p.hasEdge(x, y)) {
        continue;
      }
      for (int z : adj[x]) {
        if (z != y && !removed[z] && !p.isAdjacent(y, z)) {
          return false;
        }
      }
    }
    return true;
  }
}
