package org.structlearn.missing;

import java.util.HashMap;
import java.util.Map;

/**
 * Discrete data completed by weighted completions: the distinct rows of a {@link DiscreteRows} with
 * their weights, and for each incomplete one the completions of each component of its missing cells
 * ({@link RowPosterior}), whose probabilities sum to 1 per component; components are independent
 * given the row's observed cells. A family's expected counts add a row's weight where it observes
 * every node of the family, and otherwise the weight times the probability of each joint completion
 * of the components the family touches (usually one, with a few completions). Immutable and
 * thread-safe; each {@link #count} allocates its own table.
 */
final class CompletedTable {
  /**
   * Tables up to this many cells are dense arrays; larger ones hash their parent configurations.
   */
  static final long DENSE_CELLS = 1 << 22;

  final int[] cards;
  final double rows; // the total weight: the number of rows of the data
  private final int[][] base; // [column][distinct row]: code, or -(slot + 1) if missing
  private final double[] weight;
  private final int[] slotComp; // missing cell -> its component
  private final int[] slotPos; // missing cell -> the node's position in the component
  private final int[] compSize;
  private final int[] compFirst; // first completion of the component (into probs)
  private final int[] compCount;
  private final int[] compStates; // per component, its completions' states, row-major
  private final int[] compStateBase;
  private final double[] probs;
  private final int[] slotCard; // missing cell -> its node's levels
  private final int[] slotMarginal; // missing cell -> offset of its node's marginal in marginals
  private final double[] marginals;
  private final int[] pairStart; // per component: start in pairOffset, or -1 (no pair tables)
  private final int[] pairOffset; // [pairStart + a * size + b], a < b: offset in pairs
  private final double[] pairs;

  private CompletedTable(CompletedTableLayout b) {
    this.cards = b.rows.cards;
    this.rows = b.rows.rows;
    this.base = b.base;
    this.weight = b.weight;
    this.slotComp = b.slotComp;
    this.slotPos = b.slotPos;
    this.compSize = b.compSize;
    this.compFirst = b.compFirst;
    this.compCount = b.compCount;
    this.compStates = b.compStates;
    this.compStateBase = b.compStateBase;
    this.probs = b.probs;
    this.slotCard = b.slotCard;
    this.slotMarginal = b.slotMarginal;
    this.marginals = b.marginals;
    this.pairStart = b.pairStart;
    this.pairOffset = b.pairOffset.stream().mapToInt(Integer::intValue).toArray();
    this.pairs = b.pairs.stream().mapToDouble(Double::doubleValue).toArray();
  }

  /** Components with more completions than this keep the joint marginal of each pair of nodes. */
  static final int PAIR_TABLES = 16;

  /** The distinct rows with each incomplete row's components ({@code components[i]}, row i). */
  static CompletedTable of(DiscreteRows rows, RowPosterior.Component[][] components) {
    return of(rows, components, PAIR_TABLES);
  }

  /** As {@link #of(DiscreteRows, RowPosterior.Component[][])}, pair tables past this many. */
  static CompletedTable of(
      DiscreteRows rows, RowPosterior.Component[][] components, int pairTables) {
    return new CompletedTable(new CompletedTableLayout(rows, components, pairTables));
  }

  /** Receives weight for a cell {@code config * r + level}. */
  private interface Sink {
    void add(long cell, double w);
  }

  /**
   * The expected counts of a family: {@code counts[j * r + k]} for parent configuration {@code j}
   * (first parent fastest) and child level {@code k}, as a {@link Counts}.
   */
  Counts count(int child, int[] parents) {
    int r = cards[child];
    int[] fam = new int[parents.length + 1];
    long[] strides = new long[fam.length];
    fam[0] = child;
    strides[0] = 1;
    long s = r;
    for (int j = 0; j < parents.length; j++) {
      fam[j + 1] = parents[j];
      strides[j + 1] = s;
      s = Math.multiplyExact(s, cards[parents[j]]);
    }
    long q = s / r;
    if (s <= DENSE_CELLS) {
      double[] t = new double[(int) s];
      dense(fam, strides, t);
      return new Counts(r, q, t, null);
    }
    Map<Long, double[]> sparse = new HashMap<>();
    accumulate(
        fam,
        strides,
        (cell, w) -> sparse.computeIfAbsent(cell / r, c -> new double[r])[(int) (cell % r)] += w);
    return new Counts(r, q, null, sparse);
  }

  /**
   * {@link #accumulate} into a dense table, with the two common cases inline: a row observing the
   * whole family, and a row missing one of its cells (spread over that cell's marginal). The
   * additions are the same, in the same order, as {@code accumulate}'s.
   */
  private void dense(int[] fam, long[] strides, double[] t) {
    int f = fam.length;
    int[][] cols = new int[f][];
    int[] st = new int[f];
    for (int j = 0; j < f; j++) {
      cols[j] = base[fam[j]];
      st[j] = (int) strides[j];
    }
    int[] comp = new int[f];
    int[] pos = new int[f];
    int[] slots = new int[f];
    long[] stride = new long[f];
    Sink sink = (cell, w) -> t[(int) cell] += w;
    for (int i = 0; i < weight.length; i++) {
      int idx = 0;
      int nm = 0;
      int last = 0;
      for (int j = 0; j < f; j++) {
        int x = cols[j][i];
        if (x >= 0) {
          idx += x * st[j];
        } else {
          nm++;
          last = j;
        }
      }
      double w = weight[i];
      if (nm == 0) {
        t[idx] += w;
      } else if (nm == 1) {
        int slot = -cols[last][i] - 1;
        int at = slotMarginal[slot];
        int step = st[last];
        for (int x = 0, card = slotCard[slot]; x < card; x++) {
          double p = marginals[at + x];
          if (p > 0) {
            t[idx + x * step] += w * p;
          }
        }
      } else {
        int n = 0;
        for (int j = 0; j < f; j++) {
          int x = cols[j][i];
          if (x < 0) {
            int slot = -x - 1;
            comp[n] = slotComp[slot];
            pos[n] = slotPos[slot];
            slots[n] = slot;
            stride[n++] = strides[j];
          }
        }
        sortByComponent(comp, pos, slots, stride, n);
        spread(sink, idx, w, comp, pos, slots, stride, 0, n);
      }
    }
  }

  private void accumulate(int[] fam, long[] strides, Sink sink) {
    int f = fam.length;
    int[] comp = new int[f];
    int[] pos = new int[f];
    int[] slots = new int[f];
    long[] stride = new long[f];
    for (int i = 0; i < weight.length; i++) {
      long idx = 0;
      int nm = 0;
      for (int j = 0; j < f; j++) {
        int x = base[fam[j]][i];
        if (x >= 0) {
          idx += x * strides[j];
        } else {
          int slot = -x - 1;
          comp[nm] = slotComp[slot];
          pos[nm] = slotPos[slot];
          slots[nm] = slot;
          stride[nm++] = strides[j];
        }
      }
      if (nm == 0) {
        sink.add(idx, weight[i]);
      } else {
        sortByComponent(comp, pos, slots, stride, nm);
        spread(sink, idx, weight[i], comp, pos, slots, stride, 0, nm);
      }
    }
  }

  /** Insertion sort of the first n missing family cells by component. */
  private static void sortByComponent(int[] comp, int[] pos, int[] slots, long[] stride, int n) {
    for (int a = 1; a < n; a++) {
      for (int b = a; b > 0 && comp[b - 1] > comp[b]; b--) {
        int c = comp[b];
        comp[b] = comp[b - 1];
        comp[b - 1] = c;
        int p = pos[b];
        pos[b] = pos[b - 1];
        pos[b - 1] = p;
        int q = slots[b];
        slots[b] = slots[b - 1];
        slots[b - 1] = q;
        long s = stride[b];
        stride[b] = stride[b - 1];
        stride[b - 1] = s;
      }
    }
  }

  /** Adds weight over the joint completions of the components of entries [from, n). */
  private void spread(
      Sink sink,
      long idx,
      double w,
      int[] comp,
      int[] pos,
      int[] slots,
      long[] stride,
      int from,
      int n) {
    if (from == n) {
      sink.add(idx, w);
      return;
    }
    int c = comp[from];
    int to = from;
    while (to < n && comp[to] == c) {
      to++;
    }
    if (to == from + 1) {
      int slot = slots[from];
      int at = slotMarginal[slot];
      for (int x = 0; x < slotCard[slot]; x++) {
        double p = marginals[at + x];
        if (p > 0) {
          spread(sink, idx + x * stride[from], w * p, comp, pos, slots, stride, to, n);
        }
      }
      return;
    }
    if (to == from + 2 && pairStart[c] >= 0) {
      pair(sink, idx, w, comp, pos, slots, stride, from, n);
      return;
    }
    int size = compSize[c];
    int base0 = compStateBase[c];
    for (int k = 0; k < compCount[c]; k++) {
      long cell = idx;
      int at = base0 + k * size;
      for (int e = from; e < to; e++) {
        cell += compStates[at + pos[e]] * stride[e];
      }
      spread(sink, cell, w * probs[compFirst[c] + k], comp, pos, slots, stride, to, n);
    }
  }

  /** As {@link #spread} where the family meets component comp[from] in two nodes: their table. */
  private void pair(
      Sink sink,
      long idx,
      double w,
      int[] comp,
      int[] pos,
      int[] slots,
      long[] stride,
      int from,
      int n) {
    int first = pos[from] < pos[from + 1] ? from : from + 1;
    int second = first == from ? from + 1 : from;
    int c = comp[from];
    int ca = slotCard[slots[first]];
    int cb = slotCard[slots[second]];
    int off = pairOffset[pairStart[c] + pos[first] * compSize[c] + pos[second]];
    for (int xb = 0; xb < cb; xb++) {
      for (int xa = 0; xa < ca; xa++) {
        double p = pairs[off + xa + ca * xb];
        if (p > 0) {
          long cell = idx + xa * stride[first] + xb * stride[second];
          spread(sink, cell, w * p, comp, pos, slots, stride, from + 2, n);
        }
      }
    }
  }

  /**
   * A family's expected counts: dense ({@code dense[j * levels + k]}, every configuration) or
   * sparse (the configurations with weight, each a row of {@code levels} counts).
   *
   * @param levels the child's levels r
   * @param configurations the parents' configurations q, levels that never occur included
   */
  record Counts(int levels, double configurations, double[] dense, Map<Long, double[]> sparse) {}
}
