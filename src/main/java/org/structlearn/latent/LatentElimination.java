package org.structlearn.latent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.graph.Dag;
import org.structlearn.model.DiscreteCpd;

/**
 * Variable elimination over the latent variables of an influence network, compiled once and run per
 * row: {@code log sum_l prod_v P(l_v | l_pa(v)) e_v(l_v)} for evidence vectors {@code e_v} (Koller
 * and Friedman 2009, ch. 9).
 *
 * <p>The elimination order is greedy min-fill on the moral graph of the latent DAG (ties: fewer
 * neighbours, then the smaller index). Each step multiplies the factors holding the eliminated
 * variable over the union of their scopes and sums it out; the index maps of every step are
 * precomputed, so a row costs {@code sum over steps of |union table| * (inputs + 1)} operations.
 * Every intermediate factor is rescaled by its maximum and the log of the scale accumulated, so no
 * product underflows. Not thread-safe per {@link Workspace}; the plan itself is immutable.
 */
final class LatentElimination {
  /** Largest union table a step may have (2^24 entries); beyond that the treewidth is too large. */
  static final int MAX_TABLE = 1 << 24;

  private final int n;
  private final double[][] constants; // factor id < n: the CPT factors
  private final List<Step> steps = new ArrayList<>();
  private final int factorCount;
  private final int[] finals; // factor ids with empty scope at the end

  private record Step(int[] inputs, int[][] inputIndex, int[] outputIndex, int out, int outSize) {}

  /** Scratch buffers for one thread. */
  static final class Workspace {
    final double[][] values;

    Workspace(int factors) {
      values = new double[factors][];
    }
  }

  LatentElimination(Dag dag, int[] cards, List<DiscreteCpd> cpds) {
    this.n = dag.size();
    List<int[]> scopes = new ArrayList<>();
    constants = new double[n][];
    for (int v = 0; v < n; v++) {
      int[] scope = withNode(dag.parents(v), v);
      scopes.add(scope);
      constants[v] = cptFactor(v, scope, cards, cpds.get(v));
    }
    for (int v = 0; v < n; v++) {
      scopes.add(new int[] {v});
    }
    List<Integer> live = new ArrayList<>();
    for (int f = 0; f < 2 * n; f++) {
      live.add(f);
    }
    for (int x : eliminationOrder(dag)) {
      List<Integer> inputs = new ArrayList<>();
      BitSet union = new BitSet();
      for (int f : live) {
        if (contains(scopes.get(f), x)) {
          inputs.add(f);
          for (int u : scopes.get(f)) {
            union.set(u);
          }
        }
      }
      live.removeAll(inputs);
      int[] u = union.stream().toArray();
      int[] outScope = union.stream().filter(w -> w != x).toArray();
      int id = scopes.size();
      scopes.add(outScope);
      live.add(id);
      steps.add(step(inputs, scopes, u, outScope, cards, id));
    }
    this.factorCount = scopes.size();
    this.finals = live.stream().mapToInt(Integer::intValue).toArray();
  }

  Workspace newWorkspace() {
    Workspace ws = new Workspace(factorCount);
    System.arraycopy(constants, 0, ws.values, 0, n);
    for (Step s : steps) {
      ws.values[s.out()] = new double[s.outSize()];
    }
    return ws;
  }

  /**
   * {@code log sum_l prod_v P(l_v | pa) e_v(l_v)}; {@code -Infinity} when the sum is 0.
   *
   * @param evidence one vector per latent variable, read but not modified
   */
  double logSum(double[][] evidence, Workspace ws) {
    double[][] vals = ws.values;
    for (int v = 0; v < n; v++) {
      vals[n + v] = evidence[v];
    }
    double logScale = 0;
    for (Step s : steps) {
      double[] out = vals[s.out()];
      Arrays.fill(out, 0);
      int[] outIdx = s.outputIndex();
      int[][] inIdx = s.inputIndex();
      int[] in = s.inputs();
      int k = in.length;
      int size = outIdx.length;
      for (int a = 0; a < size; a++) {
        double p = vals[in[0]][inIdx[0][a]];
        for (int j = 1; j < k && p != 0; j++) {
          p *= vals[in[j]][inIdx[j][a]];
        }
        out[outIdx[a]] += p;
      }
      double max = 0;
      for (double o : out) {
        max = Math.max(max, o);
      }
      if (max == 0) {
        return Double.NEGATIVE_INFINITY;
      }
      for (int i = 0; i < out.length; i++) {
        out[i] /= max;
      }
      logScale += Math.log(max);
    }
    double p = 1;
    for (int f : finals) {
      p *= vals[f][0];
    }
    return logScale + Math.log(p);
  }

  /** Greedy min-fill order on the moral graph (ties: min degree, then smaller index). */
  private static int[] eliminationOrder(Dag dag) {
    int n = dag.size();
    boolean[][] adj = new boolean[n][n];
    for (int v = 0; v < n; v++) {
      int[] fam = withNode(dag.parents(v), v);
      for (int a : fam) {
        for (int b : fam) {
          adj[a][b] |= a != b;
        }
      }
    }
    boolean[] done = new boolean[n];
    int[] order = new int[n];
    for (int step = 0; step < n; step++) {
      int best = -1;
      long bestKey = Long.MAX_VALUE;
      for (int v = 0; v < n; v++) {
        if (done[v]) {
          continue;
        }
        int fill = 0;
        int degree = 0;
        for (int a = 0; a < n; a++) {
          if (done[a] || !adj[v][a]) {
            continue;
          }
          degree++;
          for (int b = a + 1; b < n; b++) {
            if (!done[b] && adj[v][b] && !adj[a][b]) {
              fill++;
            }
          }
        }
        long key = ((long) fill << 40) | ((long) degree << 20) | v;
        if (key < bestKey) {
          bestKey = key;
          best = v;
        }
      }
      order[step] = best;
      done[best] = true;
      for (int a = 0; a < n; a++) {
        for (int b = 0; b < n; b++) {
          if (a != b && adj[best][a] && adj[best][b] && !done[a] && !done[b]) {
            adj[a][b] = true;
          }
        }
      }
    }
    return order;
  }

  private static Step step(
      List<Integer> inputs, List<int[]> scopes, int[] u, int[] outScope, int[] cards, int id) {
    long size = 1;
    for (int v : u) {
      size *= cards[v];
      if (size > MAX_TABLE) {
        throw new StructlearnException(
            "exact inference over the latent variables needs a table of more than "
                + MAX_TABLE
                + " entries; the latent structure is too densely connected (treewidth too large)");
      }
    }
    int s = (int) size;
    int[] in = inputs.stream().mapToInt(Integer::intValue).toArray();
    int[][] inIdx = new int[in.length][];
    for (int j = 0; j < in.length; j++) {
      inIdx[j] = indexMap(u, scopes.get(in[j]), cards, s);
    }
    int outSize = 1;
    for (int v : outScope) {
      outSize *= cards[v];
    }
    return new Step(in, inIdx, indexMap(u, outScope, cards, s), id, outSize);
  }

  /** For every assignment of {@code u} (first variable fastest), its index in {@code sub}. */
  private static int[] indexMap(int[] u, int[] sub, int[] cards, int size) {
    int[] stride = new int[u.length];
    int st = 1;
    int p = 0;
    for (int i = 0; i < u.length; i++) {
      if (p < sub.length && sub[p] == u[i]) {
        stride[i] = st;
        st *= cards[u[i]];
        p++;
      }
    }
    int[] map = new int[size];
    int[] digit = new int[u.length];
    int idx = 0;
    for (int a = 0; a < size; a++) {
      map[a] = idx;
      for (int i = 0; i < u.length; i++) {
        digit[i]++;
        idx += stride[i];
        if (digit[i] < cards[u[i]]) {
          break;
        }
        idx -= stride[i] * digit[i];
        digit[i] = 0;
      }
    }
    return map;
  }

  private static double[] cptFactor(int v, int[] scope, int[] cards, DiscreteCpd cpd) {
    int size = 1;
    for (int w : scope) {
      size *= cards[w];
    }
    double[] f = new double[size];
    int[] digit = new int[scope.length];
    int[] parentCodes = new int[scope.length - 1];
    for (int a = 0; a < size; a++) {
      int x = 0;
      int p = 0;
      for (int i = 0; i < scope.length; i++) {
        if (scope[i] == v) {
          x = digit[i];
        } else {
          parentCodes[p++] = digit[i];
        }
      }
      f[a] = cpd.probability(x, cpd.config(parentCodes));
      for (int i = 0; i < scope.length; i++) {
        if (++digit[i] < cards[scope[i]]) {
          break;
        }
        digit[i] = 0;
      }
    }
    return f;
  }

  private static int[] withNode(int[] sorted, int v) {
    int[] out = new int[sorted.length + 1];
    int i = 0;
    int o = 0;
    while (i < sorted.length && sorted[i] < v) {
      out[o++] = sorted[i++];
    }
    out[o++] = v;
    while (i < sorted.length) {
      out[o++] = sorted[i++];
    }
    return out;
  }

  private static boolean contains(int[] scope, int x) {
    for (int s : scope) {
      if (s == x) {
        return true;
      }
    }
    return false;
  }
}
