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
    int count = rows == 0 ? 0 : 1;
    for (int c : given) {
      count = refineInPlace(counter, ids, count, c);
    }
    return new Strata(counter, given.clone(), ids, count);
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
    long cells = pairCells(x, y);
    if (cells >= Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "the stratified table of columns " + x + " and " + y + " would have " + cells + " cells");
    }
    int rx = counter.cardinality(x);
    int ry = counter.cardinality(y);
    int[] table = new int[(int) cells];
    int[] w = counter.storedWeights();
    byte[] bx = counter.storedBytes(x);
    byte[] by = counter.storedBytes(y);
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
