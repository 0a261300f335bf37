package org.structlearn.stats;

import java.util.Arrays;

/**
 * Counts small families from {@link BitPlanes}, the fast path of {@link FamilyCounter#count}: the
 * table of child y against parents S splits S into one parent x and the rest M; the rows of M's
 * configuration s with y at level b form a bit set W(s, b) = Z(s) ∧ Y(b), and the cell (s, x = a, y
 * = b) holds popcount(W(s, b) ∧ X(a)). The last level of x follows by subtraction from
 * popcount(W(s, b)). So a family costs |M configurations| · r_y · (r_x − 1) passes over n / 64
 * words, against n scattered increments {@code table[cell]++} (each of which waits for the last
 * when consecutive rows hit the same cell, a few nanoseconds a row).
 *
 * <p><b>Why the split pays twice in a search.</b> Hill climbing rescores a column by toggling each
 * candidate parent i of y: the families M ∪ {i} all share M, y's current parents. The sets W(s, b)
 * of the last M are kept (one per thread), so the column costs one strata build and then only the
 * candidates' passes. A call whose family is the last M plus one parent reuses them; otherwise the
 * split is the one shared with the previous call on the same child (two consecutive calls M ∪ {i},
 * M ∪ {k} agree on M), or the last parent.
 *
 * <p><b>Sparse sets are counted by their rows.</b> When W(s, b) holds few rows (many strata, or a
 * child of many levels), r_x − 1 passes over its span of words read more than visiting its rows
 * does: such a set lists its rows once (when first needed, kept with the strata) and each candidate
 * then adds one to the cell of x's level per row. Which way a cell block is counted is decided per
 * set and candidate by the cost of each ({@link #ROW_WORDS}); pathfinder, whose 63-level column
 * makes most sets sparse, climbs about 15% faster warm (0.46 to 0.41 s, one thread), hailfinder
 * about 9%.
 *
 * <p>The table is dense and laid out exactly as {@link FamilyCounter#countDense}'s (mixed radix in
 * the order the parents are given, first parent fastest), so scores computed from it are bitwise
 * those of the row-by-row count, whatever the split or the thread.
 */
final class FamilyPlanes {
  /**
   * Families needing more popcount passes than this (configurations of M · r_y · (r_x − 1)) are
   * counted row by row. Measured on hill climbing over ALARM and HAILFINDER (20,000 rows, warm, one
   * thread): 1024 beats 256 by 8-15% (ALARM's four-parent families of 4-level nodes then take the
   * planes too); past a few thousand passes the row count wins.
   */
  static final int MAX_PASSES = 1024;

  /**
   * A row visited (its level of x looked up, a tally raised) costs about as much as this many words
   * of popcount passes: a set of {@code size} rows is counted by its rows when {@code size ·
   * ROW_WORDS < (r_x − 1) · words}. Measured on hill climbing over hailfinder and pathfinder
   * (20,000 rows, warm, one thread): 2 and 8 were each 5-15% slower than 4.
   */
  static final int ROW_WORDS = 4;

  /**
   * The most bytes one thread's kept sets W(s, b) may take (|M configurations| · r_y sets of n / 8
   * bytes): an eighth of the planes' own budget, and at most 1/32 of the heap. At 20,000 rows every
   * family within {@link #MAX_PASSES} fits (1,024 sets of 2.5 KB); at 10 million rows a set takes
   * 1.25 MB, and larger families are counted row by row rather than run the heap out.
   */
  static final long STRATA_BUDGET_BYTES =
      Math.min(BitPlanes.DEFAULT_BUDGET_BYTES / 8, Runtime.getRuntime().maxMemory() / 32);

  /**
   * The most rows one thread's strata list (4 bytes each, an eighth of {@link
   * #STRATA_BUDGET_BYTES}): every row of a million-row data set when the heap is 1 GB or more; a
   * set that would pass the limit is counted by popcount passes instead.
   */
  static final int MAX_LISTED_ROWS =
      (int) Math.min(Integer.MAX_VALUE - 8, STRATA_BUDGET_BYTES / 32);

  private final BitPlanes planes;
  private final int[] cards;
  private final ThreadLocal<Strata> last = new ThreadLocal<>();

  FamilyPlanes(BitPlanes planes, int[] cards) {
    this.planes = planes;
    this.cards = cards;
  }

  /**
   * The dense table of {@code node} against {@code parents} ({@code q · r} cells), or null when the
   * planes do not cover the family or it is too large for them (count it row by row).
   */
  int[] count(int node, int[] parents, int q, int r) {
    if (parents.length == 0 || !planes.covers(node)) {
      return null;
    }
    for (int p : parents) {
      if (!planes.covers(p)) {
        return null;
      }
    }
    int split = split(node, parents);
    int x = parents[split];
    int rx = cards[x];
    if ((long) (q / rx) * r * (rx - 1) > MAX_PASSES) {
      return null;
    }
    long words = planes.planes(x)[0].length;
    if ((long) (q / rx) * r * words * Long.BYTES > STRATA_BUDGET_BYTES) {
      return null; // the kept sets W(s, b) would not fit: count row by row
    }
    Strata m = strataFor(node, parents, split);
    return m.count(planes.planes(x), planes.codes(x), split, parents, cards, q, r);
  }

  /** Which parent to split off: the one whose removal leaves the kept M, else see the class doc. */
  private int split(int node, int[] parents) {
    Strata m = last.get();
    if (m != null && m.node == node) {
      for (int k = 0; k < parents.length; k++) {
        if (m.isWithout(parents, k)) {
          return k;
        }
      }
      int shared = m.previous == null ? -1 : sharedAllBut(parents, m.previous);
      if (shared >= 0) {
        return shared;
      }
    }
    return parents.length - 1;
  }

  /** The position k such that parents without k equals previous without one element, or -1. */
  private static int sharedAllBut(int[] parents, int[] previous) {
    if (previous.length != parents.length) {
      return -1;
    }
    int found = -1;
    for (int k = 0; k < parents.length; k++) {
      if (indexOf(previous, parents[k]) < 0) {
        if (found >= 0) {
          return -1;
        }
        found = k;
      }
    }
    return found;
  }

  private static int indexOf(int[] a, int v) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] == v) {
        return i;
      }
    }
    return -1;
  }

  private Strata strataFor(int node, int[] parents, int split) {
    Strata m = last.get();
    if (m == null || m.node != node || !m.isWithout(parents, split)) {
      int[] rest = new int[parents.length - 1];
      System.arraycopy(parents, 0, rest, 0, split);
      System.arraycopy(parents, split + 1, rest, split, rest.length - split);
      SpareArrays spare = m == null ? new SpareArrays(planes.words()) : m.release();
      m = Strata.of(planes, cards, node, rest, spare);
      last.set(m);
    }
    m.previous = parents;
    return m;
  }

  /**
   * The sets W(s, b) of a child y and a parent set M: for each non-empty configuration s of M, the
   * rows at s with y at level b, with their sizes, their span of non-zero words and s's mixed-radix
   * index (first parent of M fastest).
   */
  private static final class Strata {
    final int node;
    final int[] given; // M
    final int[] config; // per stratum, M's configuration index
    final long[][] w; // [s * r + b]
    final int[] size;
    final int[] lo;
    final int[] hi;
    final int[] rowsFrom; // [s * r + b]: where W(s, b)'s rows start in rowBuffer, or -1 if unlisted
    int[] rowBuffer; // the listed sets' rows, each set's in order (the sets are disjoint)
    int rowsListed;
    final SpareArrays spare; // arrays this thread may reuse once these strata are replaced
    int[] previous; // the family last counted with these strata

    private Strata(
        int node,
        int[] given,
        int[] config,
        long[][] w,
        int[] size,
        int[] lo,
        int[] hi,
        SpareArrays spare) {
      this.node = node;
      this.given = given;
      this.config = config;
      this.w = w;
      this.size = size;
      this.lo = lo;
      this.hi = hi;
      this.spare = spare;
      this.rowBuffer = spare.takeRows();
      this.rowsFrom = new int[w.length];
      Arrays.fill(rowsFrom, -1);
    }

    /**
     * Hands back every array these strata made (their sets W and row buffer; the column planes they
     * share are not theirs), for the next strata of the same thread: they must not be used
     * afterwards.
     */
    SpareArrays release() {
      if (given.length > 0) {
        for (long[] set : w) {
          spare.giveWords(set);
        }
      }
      spare.giveRows(rowBuffer);
      return spare;
    }

    /** Whether {@code parents} without position k is M, in order. */
    boolean isWithout(int[] parents, int k) {
      if (parents.length != given.length + 1) {
        return false;
      }
      for (int i = 0, j = 0; i < parents.length; i++) {
        if (i != k && parents[i] != given[j++]) {
          return false;
        }
      }
      return true;
    }

    /**
     * The strata of y = {@code node} given M = {@code given}: M's configurations are crossed one
     * parent at a time, keeping only the non-empty ones (plain arrays, no boxed indices).
     */
    static Strata of(BitPlanes planes, int[] cards, int node, int[] given, SpareArrays spare) {
      long[][] y = planes.planes(node);
      int r = y.length;
      long[][] sets; // the non-empty configurations of M, as bit sets over the rows
      int[] configs; // their mixed-radix indices
      if (given.length == 0) {
        sets = null;
        configs = new int[] {0};
      } else {
        sets = planes.planes(given[0]); // shared planes: never written
        configs = new int[sets.length];
        Arrays.setAll(configs, l -> l);
        int stride = cards[given[0]];
        for (int g = 1; g < given.length; g++) {
          long[][] p = planes.planes(given[g]);
          long[][] next = new long[configs.length * p.length][];
          int[] nextConfigs = new int[next.length];
          int count = cross(sets, configs, p, stride, next, nextConfigs, spare);
          if (g > 1) {
            giveBack(sets, spare); // an intermediate level, made here
          }
          sets = Arrays.copyOf(next, count);
          configs = Arrays.copyOf(nextConfigs, count);
          stride *= cards[given[g]];
        }
      }
      int strata = configs.length;
      long[][] w = new long[strata * r][];
      int[] size = new int[w.length];
      int[] lo = new int[w.length];
      int[] hi = new int[w.length];
      for (int s = 0; s < strata; s++) {
        for (int b = 0; b < r; b++) {
          long[] set = sets == null ? y[b] : and(sets[s], y[b], spare);
          int at = s * r + b;
          w[at] = set == null ? EMPTY : set;
          bound(w[at], at, size, lo, hi);
        }
      }
      if (given.length > 1) {
        giveBack(sets, spare); // the last level of M, made here
      }
      return new Strata(node, given, configs, w, size, lo, hi, spare);
    }

    private static final long[] EMPTY = new long[0];

    /**
     * The non-empty sets {@code sets[s] ∧ p[l]} into {@code next}, with their indices {@code
     * configs[s] + l · stride}; returns how many.
     */
    private static int cross(
        long[][] sets,
        int[] configs,
        long[][] p,
        int stride,
        long[][] next,
        int[] nextConfigs,
        SpareArrays spare) {
      int count = 0;
      for (int s = 0; s < sets.length; s++) {
        for (int l = 0; l < p.length; l++) {
          long[] t = and(sets[s], p[l], spare);
          if (t != null) {
            next[count] = t;
            nextConfigs[count++] = configs[s] + l * stride;
          }
        }
      }
      return count;
    }

    private static void giveBack(long[][] sets, SpareArrays spare) {
      for (long[] set : sets) {
        spare.giveWords(set);
      }
    }

    /** The span of non-zero words of {@code set} and its number of rows, at {@code at}. */
    private static void bound(long[] set, int at, int[] size, int[] lo, int[] hi) {
      int from = 0;
      int to = set.length;
      while (from < to && set[from] == 0) {
        from++;
      }
      while (to > from && set[to - 1] == 0) {
        to--;
      }
      lo[at] = from;
      hi[at] = to;
      size[at] = andCount(set, set, from, to);
    }

    /** a ∧ b in a spare array, or null (the array given back) when it is empty. */
    private static long[] and(long[] a, long[] b, SpareArrays spare) {
      long[] t = spare.takeWords();
      long any = 0;
      for (int i = 0; i < a.length; i++) {
        t[i] = a[i] & b[i];
        any |= t[i];
      }
      if (any == 0) {
        spare.giveWords(t);
        return null;
      }
      return t;
    }

    /**
     * The dense table of the family M with x inserted at position {@code split}: configuration
     * index over the parents in the order given, first fastest, times r plus y's level.
     */
    int[] count(long[][] x, byte[] codes, int split, int[] parents, int[] cards, int q, int r) {
      int rx = x.length;
      int low = 1; // stride of x in the family: the product of the cards before it
      for (int k = 0; k < split; k++) {
        low *= cards[parents[k]];
      }
      int[] table = new int[q * r];
      int[] rowOf = new int[rx];
      int[] tally = new int[rx];
      for (int s = 0; s < config.length; s++) {
        int below = config[s] % low;
        int above = config[s] / low * low * rx;
        for (int a = 0; a < rx; a++) {
          rowOf[a] = (below + a * low + above) * r;
        }
        for (int b = 0; b < r; b++) {
          int at = s * r + b;
          int rest = size[at];
          if (rest == 0) {
            continue;
          }
          int from;
          if ((long) rest * ROW_WORDS < (long) (rx - 1) * (hi[at] - lo[at])
              && (from = rowsFrom(at)) >= 0) {
            Arrays.fill(tally, 0);
            for (int k = from, end = from + size[at]; k < end; k++) {
              tally[codes[rowBuffer[k]] & 0xFF]++;
            }
            for (int a = 0; a < rx; a++) {
              table[rowOf[a] + b] = tally[a];
            }
            continue;
          }
          for (int a = 0; a < rx - 1; a++) {
            int c = andCount(w[at], x[a], lo[at], hi[at]);
            table[rowOf[a] + b] = c;
            rest -= c;
          }
          table[rowOf[rx - 1] + b] = rest;
        }
      }
      return table;
    }

    /**
     * Where the rows of W(at) start in {@link #rowBuffer} ({@code size[at]} of them, in order),
     * listed from its set bits the first time they are asked for; -1 if listing them would pass
     * {@link #MAX_LISTED_ROWS}.
     */
    int rowsFrom(int at) {
      if (rowsFrom[at] < 0) {
        long need = (long) rowsListed + size[at];
        if (need > MAX_LISTED_ROWS) {
          return -1;
        }
        if (need > rowBuffer.length) {
          rowBuffer =
              Arrays.copyOf(
                  rowBuffer,
                  (int) Math.min(MAX_LISTED_ROWS, Math.max(need, 2L * rowBuffer.length)));
        }
        long[] set = w[at];
        int k = rowsListed;
        for (int word = lo[at]; word < hi[at]; word++) {
          for (long v = set[word]; v != 0; v &= v - 1) {
            rowBuffer[k++] = (word << 6) + Long.numberOfTrailingZeros(v);
          }
        }
        rowsFrom[at] = rowsListed;
        rowsListed = k;
      }
      return rowsFrom[at];
    }
  }

  /**
   * popcount(p ∧ q) over words [from, to): the one hot loop of this class, kept tiny so that a
   * fresh JVM compiles it after a few calls (an on-stack replacement of a long loop comes later).
   */
  static int andCount(long[] p, long[] q, int from, int to) {
    int c = 0;
    for (int w = from; w < to; w++) {
      c += Long.bitCount(p[w] & q[w]);
    }
    return c;
  }
}
