package org.structlearn.inference.sampling;

import org.structlearn.graph.Dags;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;

/**
 * A discrete Bayesian network compiled for forward sampling, once for many queries: per node its
 * parents' strides, its probability rows (divided by their sums) with their alias tables (Walker
 * 1977, built as Vose 1991), and a topological order. {@link #view} adds one query's evidence and
 * the nodes it needs (the ancestors of the nodes asked about and of the evidence; the rest are
 * barren and never drawn). Immutable.
 */
public final class ForwardPlan {
  final int n;
  final int[] topological;
  final int[] card;
  final int[][] parents;
  final int[][] strides;
  final double[][] prob; // [v][config * r + k]
  final double[][] cut; // alias method: [v][config * r + i], keep column i when frac < cut
  final int[][] alias; // alias method: [v][config * r + i], the level drawn otherwise
  final long[][] keepBelow; // cut on 53 bits: [v][config * r + i] = ceil(cut * 2^53)

  /** Compiles the network. */
  public ForwardPlan(BayesianNetwork bn) {
    this.n = bn.size();
    this.topological = bn.dag().topologicalOrder();
    this.card = new int[n];
    this.parents = new int[n][];
    this.strides = new int[n][];
    this.prob = new double[n][];
    this.cut = new double[n][];
    this.alias = new int[n][];
    this.keepBelow = new long[n][];
    for (int v = 0; v < n; v++) {
      compile(bn.cpd(v), v);
      keepBelow[v] = new long[cut[v].length];
      for (int c = 0; c < cut[v].length; c++) {
        keepBelow[v][c] = (long) Math.ceil(cut[v][c] * 0x1p53);
      }
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
    for (int q = 0; q < p.length; q += r) {
      double sum = 0;
      for (int i = 0; i < r; i++) {
        sum += p[q + i];
      }
      for (int i = 0; i < r; i++) {
        p[q + i] = sum > 0 ? p[q + i] / sum : 0;
      }
    }
    prob[v] = p;
    cut[v] = new double[p.length];
    alias[v] = new int[p.length];
    int[] small = new int[r];
    int[] large = new int[r];
    for (int q = 0; q < p.length; q += r) {
      aliasRow(p, q, r, cut[v], alias[v], small, large);
    }
  }

  /**
   * Vose's (1991) construction of Walker's (1977) alias table for the row at {@code q}: level i is
   * kept with probability cut[q + i] when column i is drawn uniformly, else alias[q + i] is drawn.
   * A row of zeros (never reached by a valid network) always draws its last level.
   */
  private static void aliasRow(
      double[] p, int q, int r, double[] cut, int[] alias, int[] small, int[] large) {
    double[] scaled = new double[r];
    double sum = 0;
    for (int i = 0; i < r; i++) {
      sum += p[q + i];
    }
    if (!(sum > 0)) {
      java.util.Arrays.fill(alias, q, q + r, r - 1);
      return;
    }
    int ns = 0;
    int nl = 0;
    for (int i = 0; i < r; i++) {
      scaled[i] = p[q + i] * r / sum;
      if (scaled[i] < 1) {
        small[ns++] = i;
      } else {
        large[nl++] = i;
      }
    }
    while (ns > 0 && nl > 0) {
      int s = small[--ns];
      int l = large[nl - 1];
      cut[q + s] = scaled[s];
      alias[q + s] = l;
      scaled[l] = (scaled[l] + scaled[s]) - 1;
      if (scaled[l] < 1) {
        nl--;
        small[ns++] = l;
      }
    }
    while (nl > 0) {
      int l = large[--nl];
      cut[q + l] = 1.0;
      alias[q + l] = l;
    }
    while (ns > 0) { // rounding leftovers: probability 1 up to rounding
      int s = small[--ns];
      cut[q + s] = 1.0;
      alias[q + s] = s;
    }
  }

  /**
   * One query's evidence and the nodes it visits, in topological order.
   *
   * <p>With {@code mass} the visited nodes are the ancestors of the nodes asked about and of the
   * evidence (what an estimate of P(evidence) needs). Without it the plan is pruned further,
   * leaving every estimate of a posterior unbiased and only removing noise: the unobserved nodes
   * are grouped into the components the draws couple (an arc between two unobserved nodes, or an
   * observed node whose CPD has both among its parents), and only the components of the asked nodes
   * are drawn, with the observed nodes whose CPDs touch them; an observed node whose parents are
   * all observed weighs every draw the same and is skipped.
   *
   * @param hard a level per node, or -1
   * @param soft a likelihood vector per node, or null
   * @param asked the nodes whose draws matter
   */
  View view(int[] hard, double[][] soft, int[] asked, boolean mass) {
    double[][] scaled = new double[n][];
    for (int v = 0; v < n; v++) {
      if (hard[v] < 0 && soft[v] != null) {
        double max = 0;
        for (double x : soft[v]) {
          max = Math.max(max, x);
        }
        scaled[v] = new double[soft[v].length];
        for (int k = 0; k < soft[v].length; k++) {
          scaled[v][k] = soft[v][k] / max;
        }
      }
    }
    boolean[] in = ancestral(hard, scaled, asked);
    if (!mass) {
      prune(in, hard, asked);
    }
    int count = 0;
    for (boolean b : in) {
      count += b ? 1 : 0;
    }
    int[] nodes = new int[count];
    int k = 0;
    for (int v : topological) {
      if (in[v]) {
        nodes[k++] = v;
      }
    }
    return new View(this, nodes, hard.clone(), scaled);
  }

  private boolean[] ancestral(int[] hard, double[][] scaled, int[] asked) {
    boolean[] in = new boolean[n];
    for (int v = 0; v < n; v++) {
      in[v] = hard[v] >= 0 || scaled[v] != null;
    }
    for (int a : asked) {
      in[a] = true;
    }
    return Dags.closeUnderParents(parents, in);
  }

  /** Keeps, of the ancestral set, the components of the asked nodes (see {@link #view}). */
  private void prune(boolean[] in, int[] hard, int[] asked) {
    int[] root = new int[n];
    for (int v = 0; v < n; v++) {
      root[v] = v;
    }
    for (int v = 0; v < n; v++) {
      if (!in[v]) {
        continue;
      }
      int first = hard[v] < 0 ? v : -1;
      for (int p : parents[v]) {
        if (hard[p] < 0) {
          if (first < 0) {
            first = p;
          } else {
            union(root, first, p);
          }
        }
      }
    }
    boolean[] kept = new boolean[n];
    for (int a : asked) {
      kept[find(root, a)] = true;
    }
    for (int v = 0; v < n; v++) {
      if (!in[v]) {
        continue;
      }
      if (hard[v] < 0) {
        in[v] = kept[find(root, v)];
      } else {
        boolean touches = false;
        for (int p : parents[v]) {
          touches |= hard[p] < 0 && kept[find(root, p)];
        }
        in[v] = touches;
      }
    }
  }

  private static int find(int[] root, int v) {
    while (root[v] != v) {
      root[v] = root[root[v]];
      v = root[v];
    }
    return v;
  }

  private static void union(int[] root, int a, int b) {
    int ra = find(root, a);
    int rb = find(root, b);
    if (ra != rb) {
      root[Math.max(ra, rb)] = Math.min(ra, rb);
    }
  }

  /** A plan with one query's evidence: the nodes visited, in topological order. */
  record View(ForwardPlan plan, int[] nodes, int[] hard, double[][] soft) {}
}
