package org.structlearn.stats;

/**
 * The row-by-row count of the families S ∪ {x} of one child y that share S: hill climbing's
 * candidates for y's column, and its families of many levels, which bit planes do not take. Each
 * stored row's key, S's configuration index times r_y plus y's level, is computed once per S and
 * kept (one int a row, one set per thread), so that a family then costs one pass reading the key
 * and x's code, {@code t[key + q_S · r_y · x]++}, whatever the number of parents or their levels.
 * The pass runs {@value #BLOCK} rows per call of one small method, which a fresh JVM compiles after
 * a few families (a loop over all rows would run in profiled code until a later on-stack
 * replacement).
 *
 * <p>That count has x as the last (slowest) parent; when x is not last in the order the parents
 * were given, blocks of rows are then moved into that order (first parent fastest), so the table is
 * exactly {@link FamilyCounter#countDense}'s. Which parent is x: the one whose removal leaves the
 * kept S, else the one the previous family of the same child did not have (consecutive calls S ∪
 * {i}, S ∪ {k}), else the last.
 */
final class RowKeys {
  /**
   * The most heap one thread's keys may take (32 MiB, about 8 million rows), and at most a 32nd of
   * the heap the data leave; past that families are counted as before, a block at a time.
   */
  static final long MAX_BYTES = 32L << 20;

  /** Rows per call of the counting pass. */
  static final int BLOCK = 1024;

  private int keyNode = -1; // the child the keys are for
  private int[] rest = new int[0]; // S, in the order given
  private int lastNode = -1; // the child of the previous family
  private int[] previous; // the parents of the previous family
  private int[] keys = new int[0];
  private int[] scratch = new int[0];

  /**
   * Counts {@code node} against {@code parents} (at least one) into {@code table} (zeros, {@code q
   * · r} cells) from the counter's unweighted byte columns, and returns true; or returns false,
   * leaving the table alone, when the family shares S with neither the kept keys nor the previous
   * family of the same child (then keys made now would serve one family: count it the usual way).
   */
  boolean count(FamilyCounter c, int node, int[] parents, int q, int r, int[] table) {
    int k = keyNode == node ? split(parents) : -1;
    if (k < 0) {
      k = lastNode == node && previous != null ? FamilyPlanes.sharedAllBut(parents, previous) : -1;
      lastNode = node;
      previous = parents;
      if (k < 0) {
        return false;
      }
      build(c, node, parents, k, r);
    }
    lastNode = node;
    previous = parents;
    int x = parents[k];
    int rx = c.cardinality(x);
    int qs = q / rx;
    boolean last = k == parents.length - 1;
    int[] t = last ? table : scratch(q * r);
    byte[] codes = c.storedBytes(x);
    int rows = c.storedRows();
    for (int from = 0; from < rows; from += BLOCK) {
      pass(t, keys, codes, qs * r, from, Math.min(rows, from + BLOCK));
    }
    if (!last) {
      int st = 1; // rows of the table per configuration of the parents before x
      for (int p = 0; p < k; p++) {
        st *= c.cardinality(parents[p]);
      }
      for (int h = 0; h < qs / st; h++) {
        for (int v = 0; v < rx; v++) {
          System.arraycopy(t, (st * h + qs * v) * r, table, st * (v + rx * h) * r, st * r);
        }
      }
    }
    return true;
  }

  /** The counting pass over rows [from, to). */
  static void pass(int[] t, int[] keys, byte[] x, int stride, int from, int to) {
    for (int i = from; i < to; i++) {
      t[keys[i] + stride * (x[i] & 0xFF)]++;
    }
  }

  /** The position k such that the parents without it are the kept S, or -1. */
  private int split(int[] parents) {
    for (int k = 0; k < parents.length; k++) {
      if (FamilyStrata.isWithout(parents, k, rest)) {
        return k;
      }
    }
    return -1;
  }

  /** Keys of the parents without the k-th, for child {@code node}. */
  private void build(FamilyCounter c, int node, int[] parents, int k, int r) {
    int rows = c.storedRows();
    int[] s = new int[parents.length - 1];
    System.arraycopy(parents, 0, s, 0, k);
    System.arraycopy(parents, k + 1, s, k, s.length - k);
    if (keys.length < rows) {
      keys = new int[rows];
    }
    byte[] child = c.storedBytes(node);
    if (s.length == 0) {
      for (int i = 0; i < rows; i++) {
        keys[i] = child[i] & 0xFF;
      }
    } else {
      int[] block = new int[CountWorkspace.BLOCK];
      for (int from = 0; from < rows; from += block.length) {
        int to = Math.min(rows, from + block.length);
        c.configIndex(s, r, from, to, block);
        for (int i = from; i < to; i++) {
          keys[i] = block[i - from] + (child[i] & 0xFF);
        }
      }
    }
    this.keyNode = node;
    this.rest = s;
  }

  /** A zeroed table of {@code cells} for the count before its rows are reordered. */
  private int[] scratch(int cells) {
    if (cells > CountWorkspace.MAX_KEPT_CELLS) {
      return new int[cells];
    }
    if (scratch.length < cells) {
      scratch =
          new int[Math.max(cells, Math.min(CountWorkspace.MAX_KEPT_CELLS, 2 * scratch.length))];
      return scratch;
    }
    java.util.Arrays.fill(scratch, 0, cells, 0);
    return scratch;
  }
}
