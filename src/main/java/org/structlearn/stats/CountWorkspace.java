package org.structlearn.stats;

import java.util.Arrays;

/**
 * One thread's scratch space for {@link FamilyCounter}: the configuration indices of one block of
 * rows ({@value #BLOCK} ints, whatever the number of rows: an index per row took 40 MB a thread at
 * 10 million rows), and, for a count whose table is dropped as soon as it is scored ({@link
 * FamilyCounter#score}), a table reused from call to call instead of a new one per family (most of
 * a hill climb's garbage on data whose columns have many levels). Tables of more than {@value
 * #MAX_KEPT_CELLS} cells are never kept.
 */
final class CountWorkspace {
  /** Rows per block of configuration indices. */
  static final int BLOCK = 2048;

  /** The largest table a workspace keeps for the next count (4 MiB). */
  static final int MAX_KEPT_CELLS = 1 << 20;

  private final int[] index = new int[BLOCK];
  private RowKeys rowKeys;
  private int[] table = new int[0];
  private boolean reuse;

  /** Starts a count: its table is this workspace's own ({@code reuse}) or a new array. */
  CountWorkspace begin(boolean reuse) {
    this.reuse = reuse;
    return this;
  }

  /** This thread's row keys ({@link RowKeys}), made when first needed. */
  RowKeys rowKeys() {
    if (rowKeys == null) {
      rowKeys = new RowKeys();
    }
    return rowKeys;
  }

  /** The block of configuration indices. */
  int[] index() {
    return index;
  }

  /**
   * A table of {@code cells} zeros: the kept one (valid until this thread's next count) when the
   * count started with reuse and it is small enough, otherwise a new array.
   *
   * @throws IllegalArgumentException if {@code cells} does not fit an array
   */
  int[] table(long cells) {
    if (cells > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException("a table of " + cells + " cells does not fit an array");
    }
    int n = (int) cells;
    if (!reuse || n > MAX_KEPT_CELLS) {
      return new int[n];
    }
    if (table.length < n) {
      table = new int[Math.min(MAX_KEPT_CELLS, Math.max(n, 2 * table.length))];
      return table; // new: already zero
    }
    Arrays.fill(table, 0, n, 0);
    return table;
  }
}
