package org.structlearn.score.undirected;

import java.util.List;
import org.structlearn.graph.UndirectedGraph;

/**
 * The order in which the Blankets Joint Posterior chains its blankets (Schlüter, Strappa, Milone
 * and Bromberg): degree ascending, so that the small, reliable blankets come first; nodes of equal
 * degree by name ascending ({@link String#compareTo}), our tie-break (the paper only says "sorted
 * by degree"), which makes the score depend on the graph and its node names only, not on the order
 * of the columns. Stated once here for {@link BjpScore}, {@link BjpTable} and {@link BlanketTerms}.
 */
final class BjpOrder {
  private BjpOrder() {}

  /** Each name's rank among all of them (the names are distinct). */
  static int[] nameRanks(List<String> names) {
    int[] rank = new int[names.size()];
    for (int v = 0; v < names.size(); v++) {
      for (String other : names) {
        if (other.compareTo(names.get(v)) < 0) {
          rank[v]++;
        }
      }
    }
    return rank;
  }

  /**
   * A key whose ascending order is BJP's order: the degree, then the name's rank.
   *
   * @param bound more than any rank (the number of nodes, or a bound on it)
   */
  static int key(int degree, int nameRank, int bound) {
    return degree * bound + nameRank;
  }

  /** Whether x's blanket comes before y's. */
  static boolean before(int degreeX, int rankX, int degreeY, int rankY) {
    return degreeX != degreeY ? degreeX < degreeY : rankX < rankY;
  }

  /** The graph's node indices in BJP's order. */
  static int[] order(UndirectedGraph graph) {
    int n = graph.size();
    int[] rank = nameRanks(graph.names());
    Integer[] nodes = new Integer[n];
    for (int v = 0; v < n; v++) {
      nodes[v] = v;
    }
    java.util.Arrays.sort(
        nodes,
        (x, y) ->
            Integer.compare(key(graph.degree(x), rank[x], n), key(graph.degree(y), rank[y], n)));
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = nodes[i];
    }
    return out;
  }
}
