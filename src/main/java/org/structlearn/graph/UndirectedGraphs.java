package org.structlearn.graph;

import java.util.ArrayList;
import java.util.List;

/**
 * Measures of undirected graphs used as Markov network structures: degrees, Markov blankets and the
 * irregularity of seed 000 (Schlüter et al., the Blankets Joint Posterior paper), which takes it
 * from Albertson (1997): {@code irr(G) = sum over edges {u, v} of |deg(u) - deg(v)|}. A graph is
 * regular exactly when its irregularity is 0. All methods run in O(n + m).
 */
public final class UndirectedGraphs {
  private UndirectedGraphs() {}

  /** The degree of every node, indexed by node. */
  public static int[] degrees(UndirectedGraph g) {
    int[] d = new int[g.size()];
    for (int i = 0; i < d.length; i++) {
      d[i] = g.degree(i);
    }
    return d;
  }

  /**
   * The Markov blanket of a node in a Markov network: its neighbours, sorted ascending (a node is
   * independent of all others given them, by the local Markov property).
   */
  public static int[] markovBlanket(UndirectedGraph g, int node) {
    return g.neighbours(node);
  }

  /** The irregularity: the sum over edges {u, v} of |deg(u) - deg(v)|. */
  public static int irregularity(UndirectedGraph g) {
    int sum = 0;
    for (Edge e : g.edges()) {
      sum += Math.abs(g.degree(e.a()) - g.degree(e.b()));
    }
    return sum;
  }

  /** The largest degree, 0 for a graph without edges or nodes. */
  public static int maxDegree(UndirectedGraph g) {
    int max = 0;
    for (int i = 0; i < g.size(); i++) {
      max = Math.max(max, g.degree(i));
    }
    return max;
  }

  /** Whether every node can reach every other (true for graphs of 0 or 1 node). */
  public static boolean isConnected(UndirectedGraph g) {
    int n = g.size();
    if (n <= 1) {
      return true;
    }
    boolean[] seen = new boolean[n];
    List<Integer> stack = new ArrayList<>(List.of(0));
    seen[0] = true;
    int reached = 1;
    while (!stack.isEmpty()) {
      int v = stack.remove(stack.size() - 1);
      for (int w : g.neighbours(v)) {
        if (!seen[w]) {
          seen[w] = true;
          reached++;
          stack.add(w);
        }
      }
    }
    return reached == n;
  }

  /** The default node names {@code X1 .. Xn} that the generators use. */
  public static List<String> defaultNames(int n) {
    List<String> names = new ArrayList<>(n);
    for (int i = 1; i <= n; i++) {
      names.add("X" + i);
    }
    return names;
  }
}
