package org.structlearn.inference.sampling;

import java.util.Arrays;

/**
 * The draws of one query's plan made column by column: for a chunk of draws, each visited node in
 * topological order gets one pass that computes its parent configurations from its parents' columns
 * and then draws its level (Walker's 1977 alias method as built by Vose 1991: one uniform, one
 * comparison, whatever the number of levels; a binary node is one comparison with its first
 * probability), or, for an observed node under likelihood weighting, multiplies the draws' weights
 * by its probability. Observed parents enter as constants; unobserved parents are visited nodes
 * (the plan keeps them). Tight loops on primitive arrays; nothing is allocated per draw.
 *
 * <p>The uniforms come from SplitMix64 (Steele, Lea and Flood 2014, the generator of {@link
 * java.util.SplittableRandom}) kept in a local variable, seeded per block of {@link
 * DrawBlocks#BLOCK} draws and consumed in a fixed order (chunk, node, draw): the draws depend on
 * the seed and the block only, never on the thread count. A uniform has 53 bits.
 *
 * <p>Logic sampling draws the observed nodes too and zeroes the weight of a draw that disagrees
 * (its children see the observed level, which is the drawn one in every kept draw); soft evidence
 * is accepted with probability likelihood / largest likelihood, by a second uniform.
 */
final class ColumnDraws {
  /** Draws per column pass: the columns of a few hundred nodes stay in a core's cache. */
  static final int CHUNK = 1024;

  private static final int SHIFT = 600;
  private static final double TINY = 0x1p-600;
  private static final double UNIT = 0x1p-53;

  private final ForwardPlan plan;
  private final int[] nodes; // visited, topological
  private final int[] hard;
  private final double[][] soft;
  private final int[] column; // [v] the column of an unobserved visited node, else -1
  private final int[] offset; // [i] the configuration part of the observed parents
  private final int[][] colParents; // [i] the columns of the unobserved parents
  private final int[][] colStrides; // [i] their strides
  private final long[][] first; // [i] a binary node's level-0 threshold on 53 bits, per config
  private final boolean weighting;
  private final int columns;
  private final int[] colCard; // [c] the levels of the node in column c
  private WeightTables.Group[] groups = new WeightTables.Group[0]; // likelihood weighting
  private double[] groupLeast = new double[0];
  private double constant = 1; // the weight every draw shares, times 2^(-600 constantShift)
  private int constantShift;
  private final boolean[] leaf;

  /**
   * @param leaf event nodes not drawn (see {@link EventFactors#leaves}): no column, skipped
   */
  ColumnDraws(ForwardPlan.View view, boolean weighting, boolean[] leaf) {
    this.plan = view.plan();
    this.nodes = view.nodes();
    this.hard = view.hard();
    this.soft = view.soft();
    this.weighting = weighting;
    this.column = new int[plan.n];
    Arrays.fill(column, -1);
    int c = 0;
    this.leaf = leaf;
    for (int v : nodes) {
      if (hard[v] < 0 && !leaf[v]) {
        column[v] = c++;
      }
    }
    this.columns = c;
    this.colCard = new int[c];
    for (int v : nodes) {
      if (column[v] >= 0) {
        colCard[column[v]] = plan.card[v];
      }
    }
    this.offset = new int[nodes.length];
    this.colParents = new int[nodes.length][];
    this.colStrides = new int[nodes.length][];
    this.first = new long[nodes.length][];
    for (int i = 0; i < nodes.length; i++) {
      compile(i);
    }
    if (weighting) {
      weightTables();
    }
  }

  /**
   * The observed nodes' probabilities as functions of their unobserved parents' columns, merged
   * (see {@link WeightTables}): one pass per merged table instead of one per observed node.
   */
  private void weightTables() {
    java.util.List<WeightTables.Group> own = new java.util.ArrayList<>();
    for (int i = 0; i < nodes.length; i++) {
      int v = nodes[i];
      if (hard[v] >= 0) {
        own.add(
            WeightTables.of(
                colParents[i],
                colStrides[i],
                offset[i],
                plan.prob[v],
                plan.card[v],
                hard[v],
                colCard));
      }
    }
    java.util.List<WeightTables.Group> merged = WeightTables.merge(own, colCard);
    java.util.List<WeightTables.Group> passes = new java.util.ArrayList<>();
    for (WeightTables.Group g : merged) {
      if (g.cols().length > 0) {
        passes.add(g);
        continue;
      }
      constant *= g.table()[0];
      while (constant < TINY && constant > 0) {
        constant = Math.scalb(constant, SHIFT);
        constantShift++;
      }
    }
    groups = passes.toArray(new WeightTables.Group[0]);
    groupLeast = new double[groups.length];
    for (int g = 0; g < groups.length; g++) {
      groupLeast[g] = groups[g].least();
    }
  }

  private void compile(int i) {
    int v = nodes[i];
    int[] pa = plan.parents[v];
    int[] st = plan.strides[v];
    int k = 0;
    int[] cp = new int[pa.length];
    int[] cs = new int[pa.length];
    for (int j = 0; j < pa.length; j++) {
      if (hard[pa[j]] >= 0) {
        offset[i] += hard[pa[j]] * st[j];
      } else if (column[pa[j]] < 0) {
        throw new IllegalStateException("the sampling plan lacks a parent of node " + v);
      } else {
        cp[k] = column[pa[j]];
        cs[k++] = st[j];
      }
    }
    colParents[i] = Arrays.copyOf(cp, k);
    colStrides[i] = Arrays.copyOf(cs, k);
    if (plan.card[v] == 2) {
      double[] p = plan.prob[v];
      first[i] = new long[p.length / 2];
      for (int q = 0; q < first[i].length; q++) {
        // u = bits * 2^-53 < p exactly when bits < ceil(p * 2^53): the same comparison on integers
        first[i][q] = (long) Math.ceil(p[2 * q] * 0x1p53);
      }
    }
  }

  /** Scratch columns of one thread's block. */
  final class Work {
    final int[][] cols;
    final int[] cfg;
    final long[] bits;
    boolean rescaled; // whether a weight of the block got a power of 2^-600 beyond constantShift
    private double[] scratch = new double[0]; // a block's weights, states, shifts, event flags
    private int[] states = new int[0];
    private int[] shifts = new int[0];
    private double[] inEvent = new double[0];

    Work(int size) {
      cols = new int[columns][size];
      cfg = new int[size];
      bits = new long[size];
    }

    /** Scratch arrays of at least n entries, reused from block to block (contents undefined). */
    double[] scratch(int n) {
      return scratch.length >= n ? scratch : (scratch = new double[n]);
    }

    int[] states(int n) {
      return states.length >= n ? states : (states = new int[n]);
    }

    int[] shifts(int n) {
      return shifts.length >= n ? shifts : (shifts = new int[n]);
    }

    double[] inEvent(int n) {
      return inEvent.length >= n ? inEvent : (inEvent = new double[n]);
    }
  }

  /** Scratch columns for chunks of up to {@code min(draws, CHUNK)} draws. */
  Work work(long draws) {
    return new Work((int) Math.min(CHUNK, Math.max(1, draws)));
  }

  /** The position of node v in the visited nodes. */
  int position(int v) {
    for (int i = 0; i < nodes.length; i++) {
      if (nodes[i] == v) {
        return i;
      }
    }
    throw new IllegalArgumentException("node " + v + " is not visited");
  }

  int[] hard() {
    return hard;
  }

  /** The column of node v in the work (for targets), or null if v is observed. */
  int[] columnOf(Work work, int v) {
    return column[v] < 0 ? null : work.cols[column[v]];
  }

  /**
   * Draws {@code m} draws into the work's columns and sets their weights {@code w[from..]} (with
   * powers of 2^-600 in {@code shifts}); returns the generator's state.
   */
  long chunk(Work work, int m, double[] w, int[] shifts, int from, long s) {
    Arrays.fill(w, from, from + m, constant);
    Arrays.fill(shifts, from, from + m, constantShift);
    double floor = constant; // no nonzero weight of the chunk is below it
    for (int i = 0; i < nodes.length; i++) {
      int v = nodes[i];
      int h = hard[v];
      if (h >= 0 && weighting || leaf[v]) {
        continue; // weighed below, by the merged tables; a leaf of the event is not drawn
      }
      int[] out = h >= 0 ? work.cfg : work.cols[column[v]]; // an observed draw overwrites cfg
      s = draw(i, work, out, m, s);
      if (h >= 0) {
        for (int d = 0; d < m; d++) {
          if (out[d] != h) {
            w[from + d] = 0;
          }
        }
      }
      double[] lik = soft[v];
      if (lik != null && weighting) {
        weighSoft(out, lik, m, w, from);
        work.rescaled |= rescale(w, shifts, from, m);
        floor = TINY;
      } else if (lik != null) {
        s = acceptSoft(out, lik, m, w, from, s);
      }
    }
    for (int gi = 0; gi < groups.length; gi++) {
      WeightTables.Group g = groups[gi];
      int[] cfg = work.cfg;
      Arrays.fill(cfg, 0, m, 0);
      int[] cols = g.cols();
      int[] st = g.strides();
      for (int j = 0; j < cols.length; j++) {
        int[] col = work.cols[cols[j]];
        int stride = st[j];
        for (int d = 0; d < m; d++) {
          cfg[d] += col[d] * stride;
        }
      }
      double least = groupLeast[gi];
      if (floor * least >= TINY) {
        weigh(cfg, g.table(), m, w, from);
        floor *= least;
      } else {
        weigh(cfg, g.table(), m, w, from);
        work.rescaled |= rescale(w, shifts, from, m);
        floor = TINY;
      }
    }
    return s;
  }

  /** The configurations of the parents of the node at position i for the chunk (in work.cfg). */
  int[] configurations(Work work, int i, int m) {
    int[] cfg = work.cfg;
    Arrays.fill(cfg, 0, m, offset[i]);
    int[] cp = colParents[i];
    int[] cs = colStrides[i];
    for (int j = 0; j < cp.length; j++) {
      int[] col = work.cols[cp[j]];
      int st = cs[j];
      for (int d = 0; d < m; d++) {
        cfg[d] += col[d] * st;
      }
    }
    return cfg;
  }

  private long draw(int i, Work work, int[] out, int m, long s) {
    int v = nodes[i];
    int r = plan.card[v];
    if (r == 1) {
      Arrays.fill(out, 0, m, 0);
      return s;
    }
    long[] bits = work.bits;
    s = SplitMix.bits(bits, m, s);
    int[] cp = colParents[i];
    if (r == 2 && cp.length == 0) { // one threshold for all draws: a loop on vector units
      LevelDraws.binary(bits, first[i][offset[i]], out, m);
      return s;
    }
    if (r == 2 && cp.length == 1) { // the configuration computed in the same pass
      LevelDraws.binary(bits, first[i], offset[i], work.cols[cp[0]], colStrides[i][0], out, m);
      return s;
    }
    configurations(work, i, m);
    if (r == 2) {
      LevelDraws.binary(bits, first[i], work.cfg, out, m);
    } else if (r < 1 << 11) {
      LevelDraws.alias(bits, plan.keepBelow[v], plan.alias[v], r, work.cfg, out, m);
    } else {
      LevelDraws.aliasWide(bits, plan.cut[v], plan.alias[v], r, work.cfg, out, m);
    }
    return s;
  }

  /** Multiplies the weights by a table's entries (a plain gather: no test per draw). */
  private static void weigh(int[] cfg, double[] table, int m, double[] w, int from) {
    for (int d = 0; d < m; d++) {
      w[from + d] *= table[cfg[d]];
    }
  }

  private static void weighSoft(int[] out, double[] lik, int m, double[] w, int from) {
    for (int d = 0; d < m; d++) {
      w[from + d] *= lik[out[d]];
    }
  }

  private static long acceptSoft(int[] out, double[] lik, int m, double[] w, int from, long s) {
    for (int d = 0; d < m; d++) {
      s += SplitMix.GOLDEN;
      if ((SplitMix.mix(s) >>> 11) * UNIT >= lik[out[d]]) {
        w[from + d] = 0;
      }
    }
    return s;
  }

  /** Brings every nonzero weight to at least 2^-600, counting the powers of 2^-600 in shifts. */
  private static boolean rescale(double[] w, int[] shifts, int from, int m) {
    boolean changed = false;
    for (int d = from; d < from + m; d++) {
      while (w[d] < TINY && w[d] > 0) {
        w[d] = Math.scalb(w[d], SHIFT);
        shifts[d]++;
        changed = true;
      }
    }
    return changed;
  }

  /** The power of 2^-600 every draw's weight starts with. */
  int constantShift() {
    return constantShift;
  }
}
