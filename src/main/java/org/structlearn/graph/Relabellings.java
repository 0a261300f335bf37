package org.structlearn.graph;

import java.util.ArrayList;
import java.util.List;

/**
 * Node relabellings of small graphs held as edge masks (see {@link IrregularGraphs}): for every
 * permutation of n nodes, where each node pair goes. Used to find one canonical graph per
 * isomorphism class by brute force, n! × n(n-1)/2 work per class.
 */
final class Relabellings {
  private Relabellings() {}

  /** For each of the n! permutations p, the map from pair index {a,b} to pair index {p(a),p(b)}. */
  static int[][] pairMaps(int n) {
    int[][] index = new int[n][n];
    int k = 0;
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++, k++) {
        index[a][b] = k;
        index[b][a] = k;
      }
    }
    List<int[]> maps = new ArrayList<>();
    permute(new int[n], new boolean[n], 0, perm -> maps.add(pairMap(perm, index)));
    return maps.toArray(new int[0][]);
  }

  /** The mask with each set bit k moved to bit map[k]. */
  static long apply(int[] map, long mask) {
    long image = 0;
    long rest = mask;
    while (rest != 0) {
      int k = Long.numberOfTrailingZeros(rest);
      rest &= rest - 1;
      image |= 1L << map[k];
    }
    return image;
  }

  /** Neighbour bit sets of the graph with this mask. */
  static int[] adjacency(int n, long mask) {
    int[] adj = new int[n];
    int k = 0;
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++, k++) {
        if ((mask >>> k & 1) != 0) {
          adj[a] |= 1 << b;
          adj[b] |= 1 << a;
        }
      }
    }
    return adj;
  }

  private static int[] pairMap(int[] perm, int[][] index) {
    int n = perm.length;
    int[] map = new int[n * (n - 1) / 2];
    int k = 0;
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++, k++) {
        map[k] = index[perm[a]][perm[b]];
      }
    }
    return map;
  }

  private static void permute(
      int[] perm, boolean[] used, int pos, java.util.function.Consumer<int[]> sink) {
    if (pos == perm.length) {
      sink.accept(perm.clone());
      return;
    }
    for (int v = 0; v < perm.length; v++) {
      if (!used[v]) {
        used[v] = true;
        perm[pos] = v;
        permute(perm, used, pos + 1, sink);
        used[v] = false;
      }
    }
  }
}
