package org.structlearn.missing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.structlearn.model.Calibration;
import org.structlearn.model.JunctionTree;
import org.structlearn.model.ModelException;

/**
 * The exact posterior of one row's missing cells under a discrete network, one thread's workspace.
 *
 * <p>Given the observed cells, the missing nodes split into the connected components of the moral
 * graph restricted to them, and the posterior is the product of one distribution per component
 * (every factor's missing nodes lie in one component), {@code P(x_C | o) ∝ ∏ θ} over the factors
 * that mention C. A component with at most {@code exactLimit} joint values is enumerated directly
 * from the tables, which gives its exact posterior, its share of the log-likelihood and the
 * expected counts of its factors with no inference at all. Only a row with a larger component is
 * calibrated in the network's junction tree (built on first need), which gives that component's
 * family posteriors, and {@code draws} seeded draws of it ({@link CliqueWalk}).
 */
final class RowPosterior {
  /** One component of a row's missing nodes and its completions. */
  record Component(int[] nodes, int[][] states, double[] probabilities, boolean exact) {}

  private final NetworkTables t;
  private final int exactLimit;
  private final Tree tree;
  private Calibration calibration;
  private final double[][] evidence;
  private final double[] buffer;

  /** The junction tree and clique walk of a network, built once when a row first needs them. */
  static final class Tree {
    private final NetworkTables t;
    private JunctionTree tree;
    private CliqueWalk walk;
    private double[][][] oneHot;

    Tree(NetworkTables t) {
      this.t = t;
    }

    synchronized void build() {
      if (tree == null) {
        JunctionTree jt = JunctionTree.of(t.network);
        walk = new CliqueWalk(jt, t.cards);
        oneHot = new double[t.n][][];
        for (int v = 0; v < t.n; v++) {
          oneHot[v] = new double[t.cards[v]][t.cards[v]];
          for (int k = 0; k < t.cards[v]; k++) {
            oneHot[v][k][k] = 1;
          }
        }
        tree = jt;
      }
    }
  }

  RowPosterior(NetworkTables t, Tree tree, int exactLimit) {
    this.t = t;
    this.tree = tree;
    this.exactLimit = exactLimit;
    this.evidence = new double[t.n][];
    int max = 1;
    for (double[] th : t.theta) {
      max = Math.max(max, th.length);
    }
    this.buffer = new double[max];
  }

  /**
   * The row's log-likelihood; adds its expected family counts (times {@code w}) to {@code counts}
   * and, if {@code comps} is not null, its components to it.
   */
  double row(
      int[] row,
      int[] missing,
      double w,
      double[][] counts,
      List<Component> comps,
      int draws,
      SplittableRandom rnd) {
    int[][] groups = components(missing);
    double ll = 0;
    boolean[] inFactor = new boolean[t.n];
    List<Integer> large = new ArrayList<>();
    Component[] out = new Component[groups.length];
    for (int g = 0; g < groups.length; g++) {
      int[] factors = factors(groups[g], inFactor);
      if (jointValues(groups[g]) <= exactLimit) {
        double[] logZ = new double[1];
        out[g] = enumerate(row, groups[g], factors, logZ);
        ll += logZ[0];
        addExact(row, out[g], factors, w, counts);
      } else {
        large.add(g);
      }
    }
    for (int v = 0; v < t.n; v++) {
      if (!inFactor[v]) {
        int cell = t.cell(v, row);
        ll += t.logTheta[v][cell];
        counts[v][cell] += w;
      }
    }
    if (!large.isEmpty()) {
      ll = calibrated(row, missing, groups, large, w, counts, out, draws, rnd);
    }
    if (comps != null) {
      comps.addAll(Arrays.asList(out));
    }
    return ll;
  }

  /** The joint values of a group of nodes, capped just above the exact limit. */
  private long jointValues(int[] nodes) {
    long p = 1;
    for (int v : nodes) {
      p *= t.cards[v];
      if (p > exactLimit) {
        return p;
      }
    }
    return p;
  }

  /** The components of the missing nodes in the moral graph, each ascending, by first node. */
  private int[][] components(int[] missing) {
    int m = missing.length;
    int[] root = new int[m];
    for (int i = 0; i < m; i++) {
      root[i] = i;
    }
    for (int i = 0; i < m; i++) {
      for (int j = i + 1; j < m; j++) {
        if (t.moral[missing[i]][missing[j]]) {
          root[find(root, i)] = find(root, j);
        }
      }
    }
    List<int[]> out = new ArrayList<>();
    boolean[] done = new boolean[m];
    for (int i = 0; i < m; i++) {
      if (!done[i]) {
        int r = find(root, i);
        List<Integer> nodes = new ArrayList<>();
        for (int j = i; j < m; j++) {
          if (!done[j] && find(root, j) == r) {
            nodes.add(missing[j]);
            done[j] = true;
          }
        }
        out.add(nodes.stream().mapToInt(Integer::intValue).toArray());
      }
    }
    return out.toArray(new int[0][]);
  }

  private static int find(int[] root, int i) {
    while (root[i] != i) {
      root[i] = root[root[i]];
      i = root[i];
    }
    return i;
  }

  /** The factors (nodes whose family holds a node of the group), marked in {@code seen}. */
  private int[] factors(int[] group, boolean[] seen) {
    TreeSet<Integer> f = new TreeSet<>();
    for (int v : group) {
      for (int x : t.factorsOf[v]) {
        f.add(x);
        seen[x] = true;
      }
    }
    return f.stream().mapToInt(Integer::intValue).toArray();
  }

  /** Every joint value of the group with positive probability; {@code logZ[0]} its log mass. */
  private Component enumerate(int[] row, int[] group, int[] factors, double[] logZ) {
    int combos = (int) jointValues(group);
    int[] state = row.clone();
    double[] logW = new double[combos];
    double max = Double.NEGATIVE_INFINITY;
    for (int k = 0; k < combos; k++) {
      assign(state, group, k);
      double lw = 0;
      for (int f : factors) {
        lw += t.logTheta[f][t.cell(f, state)];
      }
      logW[k] = lw;
      max = Math.max(max, lw);
    }
    if (max == Double.NEGATIVE_INFINITY) {
      throw impossible(row);
    }
    double sum = 0;
    int kept = 0;
    for (int k = 0; k < combos; k++) {
      logW[k] = Math.exp(logW[k] - max);
      sum += logW[k];
      kept += logW[k] > 0 ? 1 : 0;
    }
    logZ[0] = max + Math.log(sum);
    int[][] states = new int[kept][];
    double[] probs = new double[kept];
    for (int k = 0, i = 0; k < combos; k++) {
      if (logW[k] > 0) {
        states[i] = new int[group.length];
        assign(states[i], group, k, true);
        probs[i++] = logW[k] / sum;
      }
    }
    return new Component(group, states, probs, true);
  }

  /** Sets the group's nodes in {@code state} to joint value k (first node fastest). */
  private void assign(int[] state, int[] group, int k) {
    for (int v : group) {
      state[v] = k % t.cards[v];
      k /= t.cards[v];
    }
  }

  /** As {@link #assign(int[], int[], int)}, into an array indexed by position in the group. */
  private void assign(int[] states, int[] group, int k, boolean byPosition) {
    for (int i = 0; i < group.length; i++) {
      states[i] = k % t.cards[group[i]];
      k /= t.cards[group[i]];
    }
  }

  private void addExact(int[] row, Component c, int[] factors, double w, double[][] counts) {
    int[] state = row.clone();
    for (int k = 0; k < c.probabilities().length; k++) {
      for (int i = 0; i < c.nodes().length; i++) {
        state[c.nodes()[i]] = c.states()[k][i];
      }
      double add = w * c.probabilities()[k];
      for (int f : factors) {
        counts[f][t.cell(f, state)] += add;
      }
    }
  }

  /**
   * A row with a component too large to enumerate: calibrates the junction tree, adds the large
   * components' factor counts from it, draws their completions, and returns the exact
   * log-likelihood.
   */
  private double calibrated(
      int[] row,
      int[] missing,
      int[][] groups,
      List<Integer> large,
      double w,
      double[][] counts,
      Component[] out,
      int draws,
      SplittableRandom rnd) {
    tree.build();
    if (calibration == null) {
      calibration = tree.tree.newCalibration();
    }
    for (int v = 0; v < t.n; v++) {
      evidence[v] = row[v] < 0 ? null : tree.oneHot[v][row[v]];
    }
    calibration.calibrate(evidence);
    if (!calibration.isPossible()) {
      throw impossible(row);
    }
    CliqueWalk.Row walk = rnd == null ? null : tree.walk.new Row(calibration, row, missing);
    for (int g : large) {
      for (int f : factors(groups[g], new boolean[t.n])) {
        double[] b = Arrays.copyOf(buffer, t.theta[f].length);
        calibration.familyMarginal(f, b);
        for (int i = 0; i < b.length; i++) {
          counts[f][i] += w * b[i];
        }
      }
      out[g] =
          walk == null ? marginalsOnly(groups[g]) : drawn(walk, missing, groups[g], draws, rnd);
    }
    return calibration.logProbabilityOfEvidence();
  }

  /** A large component without completions: each node's mode, for imputation. */
  private Component marginalsOnly(int[] group) {
    int[] modes = new int[group.length];
    for (int i = 0; i < group.length; i++) {
      modes[i] = argmax(calibration.marginal(group[i]));
    }
    return new Component(group, new int[][] {modes}, new double[] {1}, false);
  }

  private static Component drawn(
      CliqueWalk.Row walk, int[] missing, int[] group, int draws, SplittableRandom rnd) {
    int[] pos = new int[group.length];
    for (int i = 0; i < group.length; i++) {
      pos[i] = Arrays.binarySearch(missing, group[i]);
    }
    int[][] drawn = new int[draws][group.length];
    for (int d = 0; d < draws; d++) {
      int[] s = walk.sample(rnd);
      for (int i = 0; i < group.length; i++) {
        drawn[d][i] = s[pos[i]];
      }
    }
    Arrays.sort(drawn, Arrays::compare);
    List<int[]> states = new ArrayList<>();
    List<Double> probs = new ArrayList<>();
    for (int d = 0; d < draws; d++) {
      if (d > 0 && Arrays.equals(drawn[d], drawn[d - 1])) {
        probs.set(probs.size() - 1, probs.get(probs.size() - 1) + 1.0 / draws);
      } else {
        states.add(drawn[d]);
        probs.add(1.0 / draws);
      }
    }
    return new Component(
        group,
        states.toArray(new int[0][]),
        probs.stream().mapToDouble(Double::doubleValue).toArray(),
        false);
  }

  /** Each node's most probable level in a component (ties: the lowest). */
  int[] modes(Component c) {
    int[] out = new int[c.nodes().length];
    for (int i = 0; i < out.length; i++) {
      double[] p = new double[t.cards[c.nodes()[i]]];
      for (int k = 0; k < c.probabilities().length; k++) {
        p[c.states()[k][i]] += c.probabilities()[k];
      }
      out[i] = argmax(p);
    }
    return out;
  }

  private static int argmax(double[] p) {
    int best = 0;
    for (int k = 1; k < p.length; k++) {
      if (p[k] > p[best]) {
        best = k;
      }
    }
    return best;
  }

  private static ModelException impossible(int[] row) {
    return new ModelException(
        "a row with missing cells has probability 0 under the current network; its codes are "
            + Arrays.toString(row)
            + " (-1: missing)");
  }
}
