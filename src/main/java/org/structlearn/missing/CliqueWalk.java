package org.structlearn.missing;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.structlearn.model.Calibration;
import org.structlearn.model.JunctionTree;

/**
 * The exact posterior of a row's missing cells from a calibrated junction tree, by walking the
 * cliques from the root: each missing node is assigned in the first clique (parents first) that
 * holds it, from the clique's posterior conditioned on the nodes already assigned, which by the
 * running-intersection property are exactly the clique's other nodes (Koller and Friedman 2009,
 * sec. 12.1, forward sampling in a clique tree). {@link #enumerate} lists every completion with its
 * probability; {@link #sample} draws completions. Cost per completion: the product over the visited
 * cliques of the joint levels of the nodes each assigns, after one copy of each visited clique's
 * table.
 *
 * <p>Immutable; the per-row state lives in a {@link Row}, one per thread.
 */
final class CliqueWalk {
  private final int[][] cliques;
  private final int[][] strides; // per clique, per position: the stride of that node
  private final int[] rank; // clique -> position in parents-first order
  private final int[] home; // node -> the first clique (parents first) holding it
  private final int[] cards;

  CliqueWalk(JunctionTree tree, int[] cards) {
    int k = tree.cliqueCount();
    this.cards = cards;
    this.cliques = new int[k][];
    this.strides = new int[k][];
    List<List<Integer>> children = new ArrayList<>();
    for (int c = 0; c < k; c++) {
      cliques[c] = tree.clique(c);
      strides[c] = new int[cliques[c].length];
      int s = 1;
      for (int i = 0; i < cliques[c].length; i++) {
        strides[c][i] = s;
        s *= cards[cliques[c][i]];
      }
      children.add(new ArrayList<>());
    }
    for (int c = 0; c < k; c++) {
      if (tree.parent(c) >= 0) {
        children.get(tree.parent(c)).add(c);
      }
    }
    this.rank = new int[k];
    ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
    int next = 0;
    while (!queue.isEmpty()) {
      int c = queue.poll();
      rank[c] = next++;
      queue.addAll(children.get(c));
    }
    this.home = new int[cards.length];
    Arrays.fill(home, -1);
    for (int c = 0; c < k; c++) {
      for (int v : cliques[c]) {
        if (home[v] < 0 || rank[c] < rank[home[v]]) {
          home[v] = c;
        }
      }
    }
  }

  /** The workspace of one row: which cliques assign which missing nodes, and their tables. */
  final class Row {
    private final int[] state;
    private final int[] missing;
    private final int[] visited; // cliques, parents first
    private final int[][] assigns; // per visited clique: positions (in the clique) it assigns
    private final double[][] tables;
    private double[] mass = new double[16];

    /** A row: {@code codes} with -1 where missing (copied), its missing nodes ascending. */
    Row(Calibration calibration, int[] codes, int[] missing) {
      this.state = codes.clone();
      this.missing = missing;
      int[] homes = Arrays.stream(missing).map(v -> home[v]).distinct().toArray();
      Integer[] sorted = Arrays.stream(homes).boxed().toArray(Integer[]::new);
      Arrays.sort(sorted, (a, b) -> Integer.compare(rank[a], rank[b]));
      this.visited = Arrays.stream(sorted).mapToInt(Integer::intValue).toArray();
      this.assigns = new int[visited.length][];
      this.tables = new double[visited.length][];
      for (int t = 0; t < visited.length; t++) {
        int c = visited[t];
        int[] nodes = cliques[c];
        assigns[t] =
            java.util.stream.IntStream.range(0, nodes.length)
                .filter(i -> state[nodes[i]] < 0 && home[nodes[i]] == c)
                .toArray();
        tables[t] = calibration.cliqueMarginal(c);
      }
    }

    /** The number of joint values of the missing nodes, capped at {@code cap + 1}. */
    long jointValues(long cap) {
      long p = 1;
      for (int v : missing) {
        p *= cards[v];
        if (p > cap) {
          return cap + 1;
        }
      }
      return p;
    }

    /** Every completion with positive probability: states of the missing nodes, probabilities. */
    void enumerate(Sink sink) {
      walk(0, 1.0, sink);
    }

    private void walk(int t, double p, Sink sink) {
      if (t == visited.length) {
        int[] s = new int[missing.length];
        for (int i = 0; i < s.length; i++) {
          s[i] = state[missing[i]];
        }
        sink.accept(s, p);
        return;
      }
      int combos = conditional(t);
      double[] m = mass.clone();
      double total = 0;
      for (int j = 0; j < combos; j++) {
        total += m[j];
      }
      for (int j = 0; j < combos; j++) {
        if (m[j] > 0) {
          assign(t, j);
          walk(t + 1, p * m[j] / total, sink);
        }
      }
      unassign(t);
    }

    /** One draw from the posterior: the states of the missing nodes. */
    int[] sample(SplittableRandom rnd) {
      for (int t = 0; t < visited.length; t++) {
        int combos = conditional(t);
        double total = 0;
        for (int j = 0; j < combos; j++) {
          total += mass[j];
        }
        double u = rnd.nextDouble() * total;
        int pick = combos - 1;
        for (int j = 0; j < combos; j++) {
          u -= mass[j];
          if (u < 0 && mass[j] > 0) {
            pick = j;
            break;
          }
        }
        while (mass[pick] == 0 && pick > 0) {
          pick--; // rounding at the end: the last state with mass
        }
        assign(t, pick);
      }
      int[] s = new int[missing.length];
      for (int i = 0; i < s.length; i++) {
        s[i] = state[missing[i]];
      }
      for (int t = visited.length - 1; t >= 0; t--) {
        unassign(t);
      }
      return s;
    }

    /** Fills {@code mass} with the clique's entries for each joint value of what it assigns. */
    private int conditional(int t) {
      int c = visited[t];
      int[] nodes = cliques[c];
      int[] st = strides[c];
      int[] pos = assigns[t];
      for (int i : pos) {
        state[nodes[i]] = -1;
      }
      int base = 0;
      for (int i = 0; i < nodes.length; i++) {
        if (state[nodes[i]] >= 0) {
          base += state[nodes[i]] * st[i];
        }
      }
      int combos = 1;
      for (int i : pos) {
        combos *= cards[nodes[i]];
      }
      if (mass.length < combos) {
        mass = new double[combos];
      }
      double[] table = tables[t];
      for (int j = 0; j < combos; j++) {
        int entry = base;
        int rest = j;
        for (int i : pos) {
          int r = cards[nodes[i]];
          entry += (rest % r) * st[i];
          rest /= r;
        }
        mass[j] = table[entry];
      }
      return combos;
    }

    private void assign(int t, int j) {
      int[] nodes = cliques[visited[t]];
      int rest = j;
      for (int i : assigns[t]) {
        int r = cards[nodes[i]];
        state[nodes[i]] = rest % r;
        rest /= r;
      }
    }

    private void unassign(int t) {
      int[] nodes = cliques[visited[t]];
      for (int i : assigns[t]) {
        state[nodes[i]] = -1;
      }
    }
  }

  /** Receives one completion and its probability. */
  @FunctionalInterface
  interface Sink {
    void accept(int[] states, double probability);
  }
}
