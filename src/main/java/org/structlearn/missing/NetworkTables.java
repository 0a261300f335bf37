package org.structlearn.missing;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.structlearn.model.BayesianNetwork;

/**
 * A discrete network's tables laid out for the per-row E-step: each node's parents, strides and
 * probabilities (CPD layout: parent configuration j, first parent fastest, times r, plus level),
 * the factors that mention each node (its own family and its children's), and the moral graph.
 * Immutable.
 */
final class NetworkTables {
  final BayesianNetwork network;
  final int n;
  final int[] cards;
  final int[][] parents;
  final int[][] strides; // per node, the stride of each parent
  final double[][] theta;
  final double[][] logTheta;
  final int[][] factorsOf; // per node: the nodes whose family holds it (itself and its children)
  final boolean[][] moral;

  NetworkTables(BayesianNetwork network) {
    this.network = network;
    this.n = network.size();
    this.cards = new int[n];
    this.parents = new int[n][];
    this.strides = new int[n][];
    this.theta = new double[n][];
    this.logTheta = new double[n][];
    this.moral = new boolean[n][n];
    List<TreeSet<Integer>> factors = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      cards[v] = network.variables().get(v).cardinality();
      factors.add(new TreeSet<>(List.of(v)));
    }
    for (int v = 0; v < n; v++) {
      parents[v] = network.cpd(v).parents();
      strides[v] = new int[parents[v].length];
      int s = cards[v];
      for (int j = 0; j < parents[v].length; j++) {
        strides[v][j] = s;
        s *= cards[parents[v][j]];
      }
      theta[v] = network.cpd(v).probabilities();
      logTheta[v] = new double[theta[v].length];
      for (int i = 0; i < theta[v].length; i++) {
        logTheta[v][i] = Math.log(theta[v][i]);
      }
      int[] family = family(v);
      for (int a : family) {
        factors.get(a).add(v);
        for (int b : family) {
          moral[a][b] |= a != b;
        }
      }
    }
    this.factorsOf = new int[n][];
    for (int v = 0; v < n; v++) {
      factorsOf[v] = factors.get(v).stream().mapToInt(Integer::intValue).toArray();
    }
  }

  /** The node followed by its parents. */
  int[] family(int v) {
    int[] f = new int[parents[v].length + 1];
    f[0] = v;
    System.arraycopy(parents[v], 0, f, 1, parents[v].length);
    return f;
  }

  /** The CPD cell of node v in a row whose family cells are all set (no -1). */
  int cell(int v, int[] row) {
    int idx = row[v];
    int[] pa = parents[v];
    for (int j = 0; j < pa.length; j++) {
      idx += row[pa[j]] * strides[v][j];
    }
    return idx;
  }

  /** Whether node v's family has a missing cell in the row. */
  boolean touchesMissing(int v, int[] row) {
    if (row[v] < 0) {
      return true;
    }
    for (int p : parents[v]) {
      if (row[p] < 0) {
        return true;
      }
    }
    return false;
  }
}
