package org.structlearn.stats;

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
   * counted row by row, when the row count is the block-by-block one (no {@link RowKeys}). Measured
   * on hill climbing over ALARM and HAILFINDER (20,000 rows, warm, one thread): 1024 beats 256 by
   * 8-15% (ALARM's four-parent families of 4-level nodes then take the planes too); past a few
   * thousand passes the row count wins.
   */
  static final int MAX_PASSES = 1024;

  /**
   * The same limit when the row count is one {@link RowKeys} pass. Past 256 passes the average set
   * W(s, b) holds n / (q_M r_y) rows, fewer than (r_x − 1) · n / 64 / {@link #ROW_WORDS}, so most
   * sets are counted by their rows anyway, which one pass over the keys does more cheaply. Measured
   * (warm, one thread, the two limits alternated search by search in one JVM): mildew and barley
   * (columns of up to 67 and 100 levels) 20-27% less CPU at 5,000 and 20,000 rows, hailfinder 8%
   * less, ALARM and hepar2 unchanged, insurance 5% more.
   */
  static final int KEYED_MAX_PASSES = 256;

  /**
   * A row visited (its level of x looked up, a tally raised) costs about as much as this many words
   * of popcount passes: a set of {@code size} rows is counted by its rows when {@code size ·
   * ROW_WORDS < (r_x − 1) · words}. Measured on hill climbing over hailfinder and pathfinder
   * (20,000 rows, warm, one thread): 2 and 8 were each 5-15% slower than 4.
   */
  static final int ROW_WORDS = 4;

  /**
   * The most bytes one thread's strata may take: every set the strata hold at once while they are
   * built (M's configurations crossed one parent at a time, then the sets W(s, b) = Z(s) ∧ Y(b)),
   * each charged the heap it takes ({@code HeapCost}), and at most a sixteenth of the heap the data
   * leave. At 20,000 rows every family within {@link #MAX_PASSES} fits; at 10 million rows a set
   * takes 2 MB of a 1 GB heap, and larger families are counted row by row rather than run the heap
   * out.
   */
  static final long MAX_STRATA_BYTES = BitPlanes.DEFAULT_BUDGET_BYTES / 8;

  private final BitPlanes planes;
  private final int[] cards;
  private final long strataBudget;
  private final int maxListedRows;
  private final ThreadLocal<FamilyStrata> last = new ThreadLocal<>();

  /**
   * Counts from {@code planes}; each thread's strata within {@code strataBudget} bytes, and the
   * rows they list (4 bytes each) within an eighth of it.
   */
  FamilyPlanes(BitPlanes planes, int[] cards, long strataBudget) {
    this.planes = planes;
    this.cards = cards;
    this.strataBudget = strataBudget;
    this.maxListedRows = (int) Math.min(Integer.MAX_VALUE - 8, strataBudget / 32);
  }

  /** The planes counted from. */
  BitPlanes planes() {
    return planes;
  }

  /**
   * The dense table of {@code node} against {@code parents} ({@code q · r} cells), or null when the
   * planes do not cover the family or it needs more than {@code maxPasses} passes (count it row by
   * row).
   */
  int[] count(int node, int[] parents, int q, int r, CountWorkspace ws, int maxPasses) {
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
    if ((long) (q / rx) * r * (rx - 1) > maxPasses) {
      return null;
    }
    if (strataBytes(parents.length - 1, q / rx, r) > strataBudget) {
      return null; // the strata would not fit: count row by row
    }
    FamilyStrata m = strataFor(node, parents, split);
    return m.count(
        planes.planes(x), planes.codes(x), split, parents, cards, r, ws.table((long) q * r));
  }

  /**
   * The most heap strata of y given M take while they are built: none for an empty M (the sets W
   * are y's planes), M's configurations times r_y sets W for one parent (M's sets are its planes),
   * and for more parents also one level of crossed sets, at most as many as M's configurations.
   */
  long strataBytes(int parentsOfM, long configurationsOfM, int r) {
    long sets = parentsOfM == 0 ? 0 : configurationsOfM * (parentsOfM == 1 ? r : r + 1L);
    return HeapCost.ofLongs(sets, planes.words());
  }

  /** Which parent to split off: the one whose removal leaves the kept M, else see the class doc. */
  private int split(int node, int[] parents) {
    FamilyStrata m = last.get();
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
  static int sharedAllBut(int[] parents, int[] previous) {
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

  private FamilyStrata strataFor(int node, int[] parents, int split) {
    FamilyStrata m = last.get();
    if (m == null || m.node != node || !m.isWithout(parents, split)) {
      int[] rest = new int[parents.length - 1];
      System.arraycopy(parents, 0, rest, 0, split);
      System.arraycopy(parents, split + 1, rest, split, rest.length - split);
      SpareArrays spare = m == null ? new SpareArrays(planes.words(), maxListedRows) : m.release();
      m = FamilyStrata.of(planes, cards, node, rest, spare);
      last.set(m);
    }
    m.previous = parents;
    return m;
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
