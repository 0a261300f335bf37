package org.structlearn.graph;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The tree that joins the maximal cliques of a triangulated graph into a junction tree: a
 * maximum-weight spanning tree whose edge weight is the number of variables a separator holds
 * (Jensen and Jensen 1994: such a tree has the running-intersection property), ties to the smaller
 * separator table (the product of the separator's cardinalities), then to the lower clique indices;
 * rooted at clique 0 and listed breadth-first, neighbours ascending. Separators may be empty when
 * the graph is not connected. O(k^2 (m + log k)) for k cliques of at most m nodes.
 */
public final class CliqueTrees {
  private CliqueTrees() {}

  /**
   * A clique tree.
   *
   * @param parent the parent of each clique, -1 for the root, clique 0
   * @param order the cliques breadth-first from the root
   */
  public record Tree(int[] parent, int[] order) {}

  /**
   * The junction tree over the cliques (each sorted ascending).
   *
   * @param cards the number of states of each node, for the tie-break between separators
   */
  public static Tree of(List<int[]> cliques, int[] cards) {
    int k = cliques.size();
    List<long[]> pairs = new ArrayList<>(); // {a, b, |sep|, sep table size}
    for (int a = 0; a < k; a++) {
      for (int b = a + 1; b < k; b++) {
        int[] c = cliques.get(a);
        int[] d = cliques.get(b);
        long table = 1;
        int common = 0;
        for (int i = 0, j = 0; i < c.length && j < d.length; ) {
          if (c[i] < d[j]) {
            i++;
          } else if (c[i] > d[j]) {
            j++;
          } else {
            common++;
            table = Math.min(table * cards[c[i]], Long.MAX_VALUE / 1024);
            i++;
            j++;
          }
        }
        pairs.add(new long[] {a, b, common, table});
      }
    }
    // larger separators first, then smaller separator tables, then the clique indices
    pairs.sort(
        (p, q) ->
            p[2] != q[2]
                ? Long.compare(q[2], p[2])
                : p[3] != q[3]
                    ? Long.compare(p[3], q[3])
                    : p[0] != q[0] ? Long.compare(p[0], q[0]) : Long.compare(p[1], q[1]));
    int[] root = new int[k];
    for (int c = 0; c < k; c++) {
      root[c] = c;
    }
    List<List<Integer>> adjacent = new ArrayList<>();
    for (int c = 0; c < k; c++) {
      adjacent.add(new ArrayList<>());
    }
    for (long[] p : pairs) {
      int a = (int) p[0];
      int b = (int) p[1];
      int ra = find(root, a);
      int rb = find(root, b);
      if (ra != rb) {
        root[ra] = rb;
        adjacent.get(a).add(b);
        adjacent.get(b).add(a);
      }
    }
    return orient(adjacent);
  }

  private static int find(int[] root, int c) {
    while (root[c] != c) {
      root[c] = root[root[c]];
      c = root[c];
    }
    return c;
  }

  /** Breadth-first from clique 0, neighbours in ascending order. */
  private static Tree orient(List<List<Integer>> adjacent) {
    int k = adjacent.size();
    int[] parent = new int[k];
    int[] order = new int[k];
    Arrays.fill(parent, -2);
    if (k == 0) {
      return new Tree(parent, order);
    }
    parent[0] = -1;
    ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
    int next = 0;
    while (!queue.isEmpty()) {
      int c = queue.poll();
      order[next++] = c;
      List<Integer> nb = new ArrayList<>(adjacent.get(c));
      nb.sort(null);
      for (int d : nb) {
        if (parent[d] == -2) {
          parent[d] = c;
          queue.add(d);
        }
      }
    }
    return new Tree(parent, order);
  }
}
