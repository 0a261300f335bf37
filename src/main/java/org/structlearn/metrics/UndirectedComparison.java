package org.structlearn.metrics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.structlearn.graph.UndirectedGraph;

/**
 * How a learned undirected graph (a Markov network structure) compares with the true one, edge by
 * edge, nodes matched by name (the two graphs may list their nodes in different orders).
 *
 * <ul>
 *   <li>{@link #hamming()}: the edge Hamming distance, pairs adjacent in exactly one of the graphs,
 *       {@code fp + fn}; seed 000's measure of structural error.
 *   <li>{@link #precision()} = tp / (tp + fp), {@link #recall()} = tp / (tp + fn); with an empty
 *       denominator each is 1 (nothing claimed, nothing wrong; nothing to find, nothing missed), as
 *       in {@link StructureComparison}. {@link #f1()} is their harmonic mean, 0 when both are 0. So
 *       two empty graphs score 1, 1, 1, and an empty learned graph against a non-empty truth scores
 *       precision 1, recall 0, F1 0.
 *   <li>{@link #exactRecovery()}: the graphs are equal (Hamming distance 0), the success criterion
 *       of seed 000's small-domain study.
 * </ul>
 *
 * @param nodes number of nodes
 * @param tp edges in both graphs
 * @param fp edges in the learned graph only
 * @param fn edges in the true graph only
 */
public record UndirectedComparison(int nodes, int tp, int fp, int fn) {
  public UndirectedComparison {
    if (nodes < 0 || tp < 0 || fp < 0 || fn < 0) {
      throw new IllegalArgumentException(
          "counts must be >= 0, were nodes " + nodes + ", tp " + tp + ", fp " + fp + ", fn " + fn);
    }
  }

  /**
   * Compares a learned undirected graph with the true one.
   *
   * @throws NodeSetMismatchException if the two graphs' node names differ
   */
  public static UndirectedComparison of(UndirectedGraph truth, UndirectedGraph learned) {
    int[] map = learnedIndexOf(truth, learned);
    int n = truth.size();
    int tp = 0;
    int fp = 0;
    int fn = 0;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        boolean t = truth.isAdjacent(i, j);
        boolean l = learned.isAdjacent(map[i], map[j]);
        if (t && l) {
          tp++;
        } else if (l) {
          fp++;
        } else if (t) {
          fn++;
        }
      }
    }
    return new UndirectedComparison(n, tp, fp, fn);
  }

  /**
   * The learned graph's false edges by how far apart their ends are in the true graph: entry {@code
   * d} (d ≥ 2) counts the false edges whose ends are {@code d} edges apart in the truth (2: a
   * neighbour's neighbour), entry 0 those whose ends the truth does not connect at all; entry 1 is
   * 0. The array is as long as the largest distance found plus one (at least 2). Time O(n · (n +
   * e)) by a breadth-first search from every node.
   *
   * @throws NodeSetMismatchException if the two graphs' node names differ
   */
  public static int[] falseEdgesByDistance(UndirectedGraph truth, UndirectedGraph learned) {
    int[] map = learnedIndexOf(truth, learned);
    int n = truth.size();
    int[] counts = new int[Math.max(2, n)];
    int longest = 1;
    int[] dist = new int[n];
    int[] queue = new int[n];
    for (int i = 0; i < n; i++) {
      Arrays.fill(dist, -1);
      dist[i] = 0;
      int head = 0;
      int tail = 0;
      queue[tail++] = i;
      while (head < tail) {
        int v = queue[head++];
        for (int w : truth.neighbours(v)) {
          if (dist[w] < 0) {
            dist[w] = dist[v] + 1;
            queue[tail++] = w;
          }
        }
      }
      for (int j = i + 1; j < n; j++) {
        if (!truth.isAdjacent(i, j) && learned.isAdjacent(map[i], map[j])) {
          int d = Math.max(dist[j], 0);
          counts[d]++;
          longest = Math.max(longest, d);
        }
      }
    }
    return Arrays.copyOf(counts, longest + 1);
  }

  /** For each node of {@code truth}, the index of the learned graph's node of the same name. */
  private static int[] learnedIndexOf(UndirectedGraph truth, UndirectedGraph learned) {
    List<String> missingFromLearned = new ArrayList<>();
    int[] map = new int[truth.size()];
    for (int i = 0; i < map.length; i++) {
      map[i] = learned.indexOf(truth.name(i));
      if (map[i] < 0) {
        missingFromLearned.add(truth.name(i));
      }
    }
    List<String> missingFromTruth = new ArrayList<>();
    for (String name : learned.names()) {
      if (truth.indexOf(name) < 0) {
        missingFromTruth.add(name);
      }
    }
    if (!missingFromLearned.isEmpty() || !missingFromTruth.isEmpty()) {
      throw new NodeSetMismatchException(missingFromLearned, missingFromTruth);
    }
    return map;
  }

  /** Edge Hamming distance: pairs adjacent in exactly one of the two graphs. */
  public int hamming() {
    return fp + fn;
  }

  /** True if the learned graph is the true graph. */
  public boolean exactRecovery() {
    return fp == 0 && fn == 0;
  }

  public double precision() {
    return tp + fp == 0 ? 1.0 : (double) tp / (tp + fp);
  }

  public double recall() {
    return tp + fn == 0 ? 1.0 : (double) tp / (tp + fn);
  }

  public double f1() {
    double p = precision();
    double r = recall();
    return p + r == 0 ? 0.0 : 2 * p * r / (p + r);
  }

  /** E.g. {@code UndirectedComparison(6 nodes): Hamming 2, exact no | edges TP 4 FP 1 FN 1 ...}. */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "UndirectedComparison(%d nodes): Hamming %d, exact %s | edges TP %d FP %d FN %d"
            + " (P %.3f R %.3f F1 %.3f)",
        nodes,
        hamming(),
        exactRecovery() ? "yes" : "no",
        tp,
        fp,
        fn,
        precision(),
        recall(),
        f1());
  }
}
