package org.structlearn.stats;

import java.util.Arrays;

/**
 * The strata of a conditioning set Z: the rows of a data set partitioned by their configuration of
 * Z, each stratum numbered 0, 1, ... in the order of its first row, only strata that occur. Made by
 * successive refinement, one pass over the rows per column of Z, each pass renumbering the pairs
 * (stratum so far, level) densely; so, unlike a mixed-radix key, it is exact for any |Z| (70
 * columns of 4 levels have 4^70 configurations, but never more strata than rows). The numbering
 * depends only on the partition, not on the order of Z.
 *
 * <p>Cost: O(n · |Z|) time for n stored rows, O(n) memory (a renumbering table of at most 2n + 4096
 * ints, or an open-addressing hash of 2n to 4n slots when that would be larger). {@link
 * #countPairs} then counts the (x, y) cells of every stratum in one more pass; {@link #refine} adds
 * a column. Rows are the counter's stored rows (distinct rows with multiplicities when it is {@link
 * FamilyCounter#compressed()}), and counts are weighted, so they are counts of the full data.
 *
 * <p>Immutable and thread-safe.
 */
public final class Strata {
  private static final int DENSE_SLACK = 4096;

  private final FamilyCounter counter;
  private final int[] given;
  private final int[] ids; // stratum of each stored row
  private final int count;
  private volatile int[][] byStratum; // see byStratum()

  private Strata(FamilyCounter counter, int[] given, int[] ids, int count) {
    this.counter = counter;
    this.given = given;
    this.ids = ids;
    this.count = count;
  }

  /**
   * The strata of {@code given} (any order; distinct discrete columns; empty: one stratum holding
   * every row, none if the data have no rows).
   *
   * @throws org.structlearn.data.DataException if a column is continuous
   */
  public static Strata of(FamilyCounter counter, int[] given) {
    int rows = counter.storedRows();
    int[] ids = new int[rows];
    if (rows == 0) {
      return new Strata(counter, given.clone(), ids, 0);
    }
    // ids are mixed-radix keys below `range` while that stays small (one sequential pass per
    // column); renumbered densely when the next column would pass the bound, and at the end
    long bound = 2L * rows + DENSE_SLACK;
    int range = 1;
    boolean dense = true; // ids are 0..range-1 in order of first occurrence
    for (int c : given) {
      int r = counter.cardinality(c);
      byte[] b = counter.storedBytes(c);
      if ((long) range * r > bound && !dense) {
        range = renumber(ids, range);
        dense = true;
      }
      if ((long) range * r <= bound && b != null) {
        for (int i = 0; i < rows; i++) {
          ids[i] += range * (b[i] & 0xFF);
        }
        range *= r;
        dense = false;
      } else {
        range = refineInPlace(counter, ids, range, c);
        dense = true;
      }
    }
    int count = dense ? range : renumber(ids, range);
    return new Strata(counter, given.clone(), ids, count);
  }

  /** Renumbers keys in [0, range) densely in order of first occurrence; returns the count. */
  private static int renumber(int[] ids, int range) {
    int[] seen = new int[range]; // 1 + new number; 0 if unseen
    int next = 0;
    for (int i = 0; i < ids.length; i++) {
      int m = seen[ids[i]];
      if (m == 0) {
        m = ++next;
        seen[ids[i]] = m;
      }
      ids[i] = m - 1;
    }
    return next;
  }

  /** The strata of Z ∪ {column}: each stratum split by the column's level. */
  public Strata refine(int column) {
    int[] next = ids.clone();
    int n = refineInPlace(counter, next, count, column);
    int[] g = Arrays.copyOf(given, given.length + 1);
    g[given.length] = column;
    return new Strata(counter, g, next, n);
  }

  /** The number of strata (configurations of Z that occur). */
  public int count() {
    return count;
  }

  /** The conditioning columns, in the order given. */
  public int[] given() {
    return given.clone();
  }

  /** The counter whose rows these are. */
  public FamilyCounter counter() {
    return counter;
  }

  /** The number of data rows in each stratum (weighted by multiplicity), indexed by stratum. */
  public int[] sizes() {
    int[] out = new int[count];
    int[] w = counter.storedWeights();
    for (int i = 0; i < ids.length; i++) {
      out[ids[i]] += w == null ? 1 : w[i];
    }
    return out;
  }

  /**
   * The number of cells {@link #countPairs} would fill: strata × r_x × r_y (a long: it may exceed
   * an array's size).
   */
  public long pairCells(int x, int y) {
    return (long) count * counter.cardinality(x) * counter.cardinality(y);
  }

  /**
   * Counts x against y in every stratum, one pass over the rows: the count of rows in stratum s
   * with x at level a and y at level b is at {@code (s · r_x + a) · r_y + b}. Every stratum has at
   * least one row; the x-by-Z and y-by-Z tables are its sums over b and over a.
   *
   * @throws IllegalArgumentException if the table would have more than 2^31 − 1 cells (check {@link
   *     #pairCells} first)
   */
  public int[] countPairs(int x, int y) {
    return countPairs(x, y, null);
  }

  /**
   * As {@link #countPairs(int, int)}, counting into {@code scratch} when it has room (its first
   * {@link #pairCells} entries are overwritten; the rest is left alone), so that a caller running
   * many tests allocates no table per test.
   *
   * @param scratch an array to reuse, or null
   * @return {@code scratch}, or a new array when it is null or too short
   */
  public int[] countPairs(int x, int y, int[] scratch) {
    long cells = pairCells(x, y);
    if (cells >= Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "the stratified table of columns " + x + " and " + y + " would have " + cells + " cells");
    }
    int rx = counter.cardinality(x);
    int ry = counter.cardinality(y);
    int[] table;
    if (scratch != null && scratch.length >= cells) {
      table = scratch;
      Arrays.fill(table, 0, (int) cells, 0);
    } else {
      table = new int[(int) cells];
    }
    int[] w = counter.storedWeights();
    byte[] bx = counter.storedBytes(x);
    byte[] by = counter.storedBytes(y);
    if (rx == 2 && ry == 2 && bx != null && by != null) {
      countBinaryPairs(bx, by, w, table);
      return table;
    }
    if (bx != null && by != null && w == null) {
      for (int i = 0; i < ids.length; i++) {
        table[(ids[i] * rx + (bx[i] & 0xFF)) * ry + (by[i] & 0xFF)]++;
      }
      return table;
    }
    int[] cx = codes(counter, x, bx);
    int[] cy = codes(counter, y, by);
    for (int i = 0; i < ids.length; i++) {
      table[(ids[i] * rx + cx[i]) * ry + cy[i]] += w == null ? 1 : w[i];
    }
    return table;
  }

  /**
   * Two binary columns, stratum by stratum over the rows sorted by stratum: the cells follow from
   * the sums of x, y and x·y (no scattered increments, the slow part of the general loop).
   */
  private void countBinaryPairs(byte[] bx, byte[] by, int[] w, int[] table) {
    int[][] sorted = byStratum();
    int[] order = sorted[0];
    int[] starts = sorted[1];
    for (int k = 0; k < count; k++) {
      int n = 0;
      int nx = 0;
      int ny = 0;
      int nxy = 0;
      if (w == null) {
        n = starts[k + 1] - starts[k];
        for (int j = starts[k], e = starts[k + 1]; j < e; j++) {
          int p = order[j];
          int a = bx[p];
          int b = by[p];
          nx += a;
          ny += b;
          nxy += a & b;
        }
      } else {
        for (int j = starts[k], e = starts[k + 1]; j < e; j++) {
          int p = order[j];
          int a = bx[p];
          int b = by[p];
          n += w[p];
          nx += a * w[p];
          ny += b * w[p];
          nxy += (a & b) * w[p];
        }
      }
      int base = 4 * k;
      table[base] = n - nx - ny + nxy;
      table[base + 1] = ny - nxy;
      table[base + 2] = nx - nxy;
      table[base + 3] = nxy;
    }
  }

  /** {rows sorted by stratum (stable), start of each stratum in it and the end}, made once. */
  private int[][] byStratum() {
    int[][] sorted = byStratum;
    if (sorted != null) {
      return sorted;
    }
    int[] starts = new int[count + 1];
    for (int id : ids) {
      starts[id + 1]++;
    }
    for (int k = 0; k < count; k++) {
      starts[k + 1] += starts[k];
    }
    int[] next = Arrays.copyOf(starts, count);
    int[] order = new int[ids.length];
    for (int i = 0; i < ids.length; i++) {
      order[next[ids[i]]++] = i;
    }
    sorted = new int[][] {order, starts};
    byStratum = sorted; // a race computes the same arrays twice, harmlessly
    return sorted;
  }

  private static int[] codes(FamilyCounter counter, int column, byte[] bytes) {
    if (bytes == null) {
      return counter.data().codesOf(column);
    }
    int[] out = new int[bytes.length];
    for (int i = 0; i < bytes.length; i++) {
      out[i] = bytes[i] & 0xFF;
    }
    return out;
  }

  /** Splits every stratum of {@code ids} by the column's level; returns the new stratum count. */
  private static int refineInPlace(FamilyCounter counter, int[] ids, int count, int column) {
    int r = counter.cardinality(column);
    byte[] b = counter.storedBytes(column);
    int rows = ids.length;
    long cells = (long) count * r;
    if (cells > 2L * rows + DENSE_SLACK) {
      return refineHashed(ids, r, b, b == null ? counter.data().codesOf(column) : null);
    }
    int[] seen = new int[(int) cells]; // 1 + new stratum of (old stratum, level); 0 if unseen
    int next = 0;
    if (b != null) {
      for (int i = 0; i < rows; i++) {
        int k = ids[i] * r + (b[i] & 0xFF);
        int m = seen[k];
        if (m == 0) {
          m = ++next;
          seen[k] = m;
        }
        ids[i] = m - 1;
      }
      return next;
    }
    int[] c = counter.data().codesOf(column);
    for (int i = 0; i < rows; i++) {
      int k = ids[i] * r + c[i];
      int m = seen[k];
      if (m == 0) {
        m = ++next;
        seen[k] = m;
      }
      ids[i] = m - 1;
    }
    return next;
  }

  /** As the dense renumbering, with the pairs (stratum, level) hashed: at most n distinct. */
  private static int refineHashed(int[] ids, int r, byte[] b, int[] c) {
    int rows = ids.length;
    int capacity = Integer.highestOneBit(Math.max(16, 2 * rows - 1)) << 1;
    int mask = capacity - 1;
    long[] keys = new long[capacity];
    int[] values = new int[capacity]; // 1 + new stratum; 0 if empty
    int next = 0;
    for (int i = 0; i < rows; i++) {
      long key = (long) ids[i] * r + (b != null ? b[i] & 0xFF : c[i]);
      int h = (int) (mix(key) & mask);
      while (values[h] != 0 && keys[h] != key) {
        h = (h + 1) & mask;
      }
      if (values[h] == 0) {
        keys[h] = key;
        values[h] = ++next;
      }
      ids[i] = values[h] - 1;
    }
    return next;
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
    z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
    return z ^ (z >>> 33);
  }
}
