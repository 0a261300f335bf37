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

  private CompletedTable(Builder b) {
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
    return new Builder(rows, components, pairTables).build();
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
      accumulate(fam, strides, (cell, w) -> t[(int) cell] += w);
      return new Counts(r, q, t, null);
    }
    Map<Long, double[]> sparse = new HashMap<>();
    accumulate(
        fam,
        strides,
        (cell, w) -> sparse.computeIfAbsent(cell / r, c -> new double[r])[(int) (cell % r)] += w);
    return new Counts(r, q, null, sparse);
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

  /** Lays out the rows and components. */
  private static final class Builder {
    final DiscreteRows rows;
    int[][] base;
    double[] weight;
    int[] slotComp;
    int[] slotPos;
    int[] compSize;
    int[] compFirst;
    int[] compCount;
    int[] compStates;
    int[] compStateBase;
    double[] probs;
    int[] slotCard;
    int[] slotMarginal;
    double[] marginals;
    int[] pairStart;
    java.util.List<Integer> pairOffset = new java.util.ArrayList<>();
    java.util.List<Double> pairs = new java.util.ArrayList<>();

    private final int pairTables;

    Builder(DiscreteRows rows, RowPosterior.Component[][] components, int pairTables) {
      this.rows = rows;
      this.pairTables = pairTables;
      int n = rows.cards.length;
      int nc = rows.complete.length;
      int ni = rows.incomplete.length;
      int comps = 0;
      int completions = 0;
      int states = 0;
      for (RowPosterior.Component[] row : components) {
        for (RowPosterior.Component c : row) {
          comps++;
          completions += c.probabilities().length;
          states += c.probabilities().length * c.nodes().length;
        }
      }
      base = new int[n][nc + ni];
      weight = new double[nc + ni];
      slotComp = new int[rows.missingCells];
      slotPos = new int[rows.missingCells];
      slotCard = new int[rows.missingCells];
      slotMarginal = new int[rows.missingCells];
      int levels = 0;
      for (int i = 0; i < ni; i++) {
        for (int v : rows.missingOf[i]) {
          levels += rows.cards[v];
        }
      }
      marginals = new double[levels];
      compSize = new int[comps];
      compFirst = new int[comps];
      compCount = new int[comps];
      compStateBase = new int[comps];
      pairStart = new int[comps];
      compStates = new int[states];
      probs = new double[completions];
      for (int i = 0; i < nc; i++) {
        for (int v = 0; v < n; v++) {
          base[v][i] = rows.complete[i][v];
        }
        weight[i] = rows.completeWeight[i];
      }
      lay(components, nc);
    }

    private void lay(RowPosterior.Component[][] components, int nc) {
      int n = rows.cards.length;
      int slot = 0;
      int comp = 0;
      int completion = 0;
      int state = 0;
      int level = 0;
      for (int i = 0; i < components.length; i++) {
        int[] row = rows.incomplete[i];
        for (int v = 0; v < n; v++) {
          base[v][nc + i] = row[v];
        }
        weight[nc + i] = rows.incompleteWeight[i];
        for (RowPosterior.Component c : components[i]) {
          int[] nodes = c.nodes();
          for (int p = 0; p < nodes.length; p++) {
            base[nodes[p]][nc + i] = -(slot + 1);
            slotComp[slot] = comp;
            slotPos[slot] = p;
            slotCard[slot] = rows.cards[nodes[p]];
            slotMarginal[slot++] = level;
            for (int k = 0; k < c.probabilities().length; k++) {
              marginals[level + c.states()[k][p]] += c.probabilities()[k];
            }
            level += rows.cards[nodes[p]];
          }
          compSize[comp] = nodes.length;
          compFirst[comp] = completion;
          compCount[comp] = c.probabilities().length;
          compStateBase[comp] = state;
          for (int k = 0; k < c.probabilities().length; k++) {
            probs[completion++] = c.probabilities()[k];
            System.arraycopy(c.states()[k], 0, compStates, state, nodes.length);
            state += nodes.length;
          }
          pairTables(comp, c);
          comp++;
        }
      }
    }

    /** The joint marginal of every pair of a component's nodes, if it has many completions. */
    private void pairTables(int comp, RowPosterior.Component c) {
      int size = c.nodes().length;
      if (size < 2 || c.probabilities().length <= pairTables) {
        pairStart[comp] = -1;
        return;
      }
      pairStart[comp] = pairOffset.size();
      for (int i = 0; i < size * size; i++) {
        pairOffset.add(-1);
      }
      for (int a = 0; a < size; a++) {
        for (int b = a + 1; b < size; b++) {
          int ca = rows.cards[c.nodes()[a]];
          int cb = rows.cards[c.nodes()[b]];
          int off = pairs.size();
          pairOffset.set(pairStart[comp] + a * size + b, off);
          double[] t = new double[ca * cb];
          for (int k = 0; k < c.probabilities().length; k++) {
            t[c.states()[k][a] + ca * c.states()[k][b]] += c.probabilities()[k];
          }
          for (double x : t) {
            pairs.add(x);
          }
        }
      }
    }

    CompletedTable build() {
      return new CompletedTable(this);
    }
  }
}
