package org.structlearn.inference.sampling;

import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;

/**
 * A Bayesian network compiled for forward sampling with evidence: the nodes that matter (ancestors
 * of the nodes asked about and of the evidence; the rest are barren and never drawn) in topological
 * order, each with its parents' strides, its probability rows (divided by their sums) and their
 * cumulative sums, and its evidence.
 */
final class ForwardPlan {
  final int n;
  final int[] nodes; // relevant nodes, topological order
  final int[] card;
  final int[][] parents;
  final int[][] strides;
  final double[][] prob; // [v][config * r + k]
  final double[][] cum; // cumulative rows, last entry of each row 1
  final int[] hard; // level or -1
  final double[][] soft; // likelihoods scaled to max 1, or null

  ForwardPlan(BayesianNetwork bn, int[] hard, double[][] soft, int[] asked) {
    this.n = bn.size();
    this.hard = hard.clone();
    this.soft = new double[n][];
    boolean[] in = new boolean[n];
    int[] stack = new int[n];
    int top = 0;
    for (int v : asked) {
      if (!in[v]) {
        in[v] = true;
        stack[top++] = v;
      }
    }
    for (int v = 0; v < n; v++) {
      if (hard[v] < 0 && soft[v] != null) {
        double max = 0;
        for (double x : soft[v]) {
          max = Math.max(max, x);
        }
        this.soft[v] = new double[soft[v].length];
        for (int k = 0; k < soft[v].length; k++) {
          this.soft[v][k] = soft[v][k] / max;
        }
      }
      if ((hard[v] >= 0 || this.soft[v] != null) && !in[v]) {
        in[v] = true;
        stack[top++] = v;
      }
    }
    while (top > 0) {
      int v = stack[--top];
      for (int p : bn.dag().parents(v)) {
        if (!in[p]) {
          in[p] = true;
          stack[top++] = p;
        }
      }
    }
    int count = 0;
    for (boolean b : in) {
      count += b ? 1 : 0;
    }
    this.nodes = new int[count];
    int k = 0;
    for (int v : bn.dag().topologicalOrder()) {
      if (in[v]) {
        nodes[k++] = v;
      }
    }
    this.card = new int[n];
    this.parents = new int[n][];
    this.strides = new int[n][];
    this.prob = new double[n][];
    this.cum = new double[n][];
    for (int v : nodes) {
      compile(bn.cpd(v), v);
    }
  }

  private void compile(DiscreteCpd cpd, int v) {
    int r = cpd.cardinality();
    card[v] = r;
    parents[v] = cpd.parents();
    int[] pc = cpd.parentCardinalities();
    strides[v] = new int[pc.length];
    int s = 1;
    for (int j = 0; j < pc.length; j++) {
      strides[v][j] = s;
      s *= pc[j];
    }
    double[] p = cpd.probabilities();
    double[] c = new double[p.length];
    for (int q = 0; q < p.length; q += r) {
      double sum = 0;
      for (int i = 0; i < r; i++) {
        sum += p[q + i];
      }
      double acc = 0;
      for (int i = 0; i < r; i++) {
        p[q + i] = sum > 0 ? p[q + i] / sum : 0;
        acc += p[q + i];
        c[q + i] = acc;
      }
      c[q + r - 1] = 1;
    }
    prob[v] = p;
    cum[v] = c;
  }

  /** The configuration index of v's parents in the state. */
  int config(int v, int[] state) {
    int[] pa = parents[v];
    int[] st = strides[v];
    int cfg = 0;
    for (int j = 0; j < pa.length; j++) {
      cfg += state[pa[j]] * st[j];
    }
    return cfg;
  }
}
