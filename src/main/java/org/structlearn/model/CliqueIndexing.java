package org.structlearn.model;

import java.util.Arrays;

/**
 * Index arithmetic for the tables of a {@link JunctionTree}: a table over sorted variables is
 * stored with the FIRST variable varying fastest (as a {@link DiscreteCpd}'s parent
 * configurations), and an index map sends each entry of a table to the entry of a smaller table it
 * is summed into or multiplied by.
 */
final class CliqueIndexing {
  private CliqueIndexing() {}

  /** The number of entries of a table over the variables. */
  static int tableSize(int[] vars, int[] cards) {
    long size = 1;
    for (int v : vars) {
      size *= cards[v];
      if (size > Integer.MAX_VALUE - 8) {
        throw new ModelException(
            "a clique over nodes "
                + Arrays.toString(vars)
                + " would need more than 2^31 table entries; the network is too densely connected"
                + " for exact inference");
      }
    }
    return (int) size;
  }

  /**
   * For each entry of the table over {@code vars} (sorted, first fastest), the index {@code sum_u
   * state(u) * targetStrides[j]} over the target variables {@code targets[j]}, all of which must be
   * in {@code vars}. Walks the entries with an odometer over all but the first variable, whose run
   * is written in a tight loop: O(size) after O(|vars|) set-up.
   */
  static int[] indexMap(int[] vars, int[] cards, int[] targets, int[] targetStrides) {
    int m = vars.length;
    int[] stride = new int[m]; // stride in the target of each clique variable, 0 if absent
    for (int j = 0; j < targets.length; j++) {
      int pos = Arrays.binarySearch(vars, targets[j]);
      if (pos < 0) {
        throw new IllegalStateException("node " + targets[j] + " is not in the clique");
      }
      stride[pos] = targetStrides[j];
    }
    int size = tableSize(vars, cards);
    int[] map = new int[size];
    if (m == 0) {
      return map;
    }
    int first = cards[vars[0]]; // the first variable's run is written in a tight loop
    int s0 = stride[0];
    int[] state = new int[m];
    int index = 0;
    for (int i = 0; i < size; i += first) {
      for (int k = 0; k < first; k++) {
        map[i + k] = index + k * s0;
      }
      index = advance(state, stride, cards, vars, index); // the others, first fastest
    }
    return map;
  }

  /**
   * Advances the odometer {@code state} over {@code vars[1..]} (the first variable's run is walked
   * by the caller) and returns {@code index} moved by the strides accordingly.
   */
  private static int advance(int[] state, int[] stride, int[] cards, int[] vars, int index) {
    for (int d = 1; d < state.length; d++) {
      state[d]++;
      index += stride[d];
      if (state[d] < cards[vars[d]]) {
        return index;
      }
      index -= stride[d] * state[d];
      state[d] = 0;
    }
    return index;
  }

  /**
   * Multiplies each entry {@code i} of {@code table} (over {@code vars}, sorted, first fastest) by
   * {@code factor[indexMap(vars, cards, targets, targetStrides)[i]]}, walking the same odometer as
   * {@link #indexMap} without allocating the map.
   */
  static void multiplyBy(
      double[] table,
      int[] vars,
      int[] cards,
      int[] targets,
      int[] targetStrides,
      double[] factor) {
    int m = vars.length;
    if (m == 0) {
      table[0] *= factor[0];
      return;
    }
    int[] stride = new int[m];
    for (int j = 0; j < targets.length; j++) {
      stride[Arrays.binarySearch(vars, targets[j])] = targetStrides[j];
    }
    int first = cards[vars[0]];
    int s0 = stride[0];
    int[] state = new int[m];
    int index = 0;
    for (int i = 0; i < table.length; i += first) {
      for (int k = 0; k < first; k++) {
        table[i + k] *= factor[index + k * s0];
      }
      index = advance(state, stride, cards, vars, index);
    }
  }

  /** For each of the n nodes, the cliques holding it, ascending. */
  static int[][] cliquesOf(int[][] cliques, int n) {
    int[] count = new int[n];
    for (int[] c : cliques) {
      for (int v : c) {
        count[v]++;
      }
    }
    int[][] out = new int[n][];
    for (int v = 0; v < n; v++) {
      out[v] = new int[count[v]];
      count[v] = 0;
    }
    for (int c = 0; c < cliques.length; c++) {
      for (int v : cliques[c]) {
        out[v][count[v]++] = c;
      }
    }
    return out;
  }

  /** The strides of a table over {@code vars}, first fastest. */
  static int[] strides(int[] vars, int[] cards) {
    int[] s = new int[vars.length];
    int acc = 1;
    for (int j = 0; j < vars.length; j++) {
      s[j] = acc;
      acc *= cards[vars[j]];
    }
    return s;
  }

  /** The sorted intersection of two sorted arrays. */
  static int[] intersection(int[] a, int[] b) {
    int[] out = new int[Math.min(a.length, b.length)];
    int i = 0;
    int j = 0;
    int k = 0;
    while (i < a.length && j < b.length) {
      if (a[i] < b[j]) {
        i++;
      } else if (a[i] > b[j]) {
        j++;
      } else {
        out[k++] = a[i];
        i++;
        j++;
      }
    }
    return Arrays.copyOf(out, k);
  }

  /** The cliques of the node of {@code nodes} in fewest cliques (ascending), or null if none. */
  static int[] rarest(int[][] cliquesOf, int[] nodes) {
    int[] candidates = null;
    for (int v : nodes) {
      if (candidates == null || cliquesOf[v].length < candidates.length) {
        candidates = cliquesOf[v];
      }
    }
    return candidates;
  }

  /** Whether sorted {@code a} contains every element of {@code sub}. */
  static boolean containsAll(int[] a, int[] sub) {
    for (int x : sub) {
      if (Arrays.binarySearch(a, x) < 0) {
        return false;
      }
    }
    return true;
  }
}
