package org.structlearn.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Triangulation of undirected graphs by greedy elimination (Rose 1970; Kjærulff 1990; Koller and
 * Friedman 2009, sec. 9.4.3), the first step of building a junction tree.
 */
public final class Triangulations {
  private Triangulations() {}

  /**
   * Triangulates by the min-fill heuristic: at each step it eliminates the node whose elimination
   * adds the fewest fill-in edges among its remaining neighbours; ties go to the node whose clique
   * (itself and its remaining neighbours) has the smallest table, the product of the {@code
   * weights} (e.g. cardinalities), and then to the lowest node index, so the result is
   * deterministic. The clique created by eliminating a node is kept when it is not contained in a
   * clique created earlier (a later clique never contains an earlier one's eliminated node), which
   * gives exactly the maximal cliques of the triangulated graph.
   *
   * <p>O(n^2 d^2) time for n nodes and largest elimination clique d, O(n^2) memory.
   *
   * @param weights a positive weight per node (the number of states for a junction tree)
   * @throws GraphException if the weights do not match the nodes or one is not positive
   */
  public static Triangulation minFill(UndirectedGraph graph, int[] weights) {
    int n = graph.size();
    if (weights.length != n) {
      throw new GraphException(
          "the graph has " + n + " nodes but " + weights.length + " weights were given");
    }
    for (int v = 0; v < n; v++) {
      if (weights[v] < 1) {
        throw new GraphException("weight of node " + v + " must be >= 1, was " + weights[v]);
      }
    }
    boolean[][] adj = new boolean[n][n];
    for (Edge e : graph.edges()) {
      adj[e.a()][e.b()] = true;
      adj[e.b()][e.a()] = true;
    }
    boolean[] gone = new boolean[n];
    int[] order = new int[n];
    List<Edge> fill = new ArrayList<>();
    List<int[]> cliques = new ArrayList<>();
    for (int step = 0; step < n; step++) {
      int v = next(adj, gone, weights);
      order[step] = v;
      int[] nb = remainingNeighbours(adj, gone, v);
      for (int i = 0; i < nb.length; i++) {
        for (int j = i + 1; j < nb.length; j++) {
          if (!adj[nb[i]][nb[j]]) {
            adj[nb[i]][nb[j]] = true;
            adj[nb[j]][nb[i]] = true;
            fill.add(new Edge(nb[i], nb[j]));
          }
        }
      }
      int[] clique = Arrays.copyOf(nb, nb.length + 1);
      clique[nb.length] = v;
      Arrays.sort(clique);
      if (!containedInAny(clique, cliques)) {
        cliques.add(clique);
      }
      gone[v] = true;
    }
    return new Triangulation(order, fill, cliques);
  }

  private static int next(boolean[][] adj, boolean[] gone, int[] weights) {
    int best = -1;
    long bestFill = Long.MAX_VALUE;
    double bestWeight = Double.POSITIVE_INFINITY;
    for (int v = 0; v < adj.length; v++) {
      if (gone[v]) {
        continue;
      }
      int[] nb = remainingNeighbours(adj, gone, v);
      long f = 0;
      double w = Math.log(weights[v]);
      for (int i = 0; i < nb.length; i++) {
        w += Math.log(weights[nb[i]]);
        for (int j = i + 1; j < nb.length; j++) {
          if (!adj[nb[i]][nb[j]]) {
            f++;
          }
        }
      }
      // strict comparisons: on a full tie the lower index, seen first, stays
      if (f < bestFill || (f == bestFill && w < bestWeight - 1e-12)) {
        best = v;
        bestFill = f;
        bestWeight = w;
      }
    }
    return best;
  }

  private static int[] remainingNeighbours(boolean[][] adj, boolean[] gone, int v) {
    int count = 0;
    for (int u = 0; u < adj.length; u++) {
      if (adj[v][u] && !gone[u]) {
        count++;
      }
    }
    int[] nb = new int[count];
    int k = 0;
    for (int u = 0; u < adj.length; u++) {
      if (adj[v][u] && !gone[u]) {
        nb[k++] = u;
      }
    }
    return nb;
  }

  private static boolean containedInAny(int[] clique, List<int[]> cliques) {
    for (int[] c : cliques) {
      if (isSubset(clique, c)) {
        return true;
      }
    }
    return false;
  }

  /** Whether sorted {@code a} is a subset of sorted {@code b}. */
  static boolean isSubset(int[] a, int[] b) {
    int j = 0;
    for (int x : a) {
      while (j < b.length && b[j] < x) {
        j++;
      }
      if (j == b.length || b[j] != x) {
        return false;
      }
      j++;
    }
    return true;
  }
}
