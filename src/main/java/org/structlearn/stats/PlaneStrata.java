package org.structlearn.stats;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The non-empty strata of a conditioning set Z as bit sets over the rows ({@link
 * BitPlanes#strata}), counting the (x, y) table of each stratum by popcounts: for a stratum Z_s and
 * levels a &lt; r_x − 1, b &lt; r_y − 1 the cells popcount(Z_s ∧ X_a ∧ Y_b); the margins
 * popcount(Z_s ∧ X_a) are counted once per variable and conditioning set (many pairs share them),
 * and the last row and column follow from the margins by subtraction. So a stratum costs (r_x −
 * 1)(r_y − 1) passes over the words where Z_s has rows, against one scattered increment per row for
 * {@link Strata#countPairs}.
 *
 * <p>The counts equal {@link Strata#countPairs}'s, stratum by stratum; only the order of the strata
 * differs (here mixed-radix order of Z's configurations, there order of first occurrence).
 * Immutable and thread-safe.
 */
public final class PlaneStrata {
  private static final int CHUNK = 32;

  /**
   * Tables needing at most this many popcount passes (strata × (r_x − 1) × (r_y − 1)) are cheaper
   * to count from planes than by one scattered increment per row (see {@link #passes}).
   */
  public static final int MAX_PASSES = 256;

  private final BitPlanes planes;
  private final long[][] sets;
  private final int[] sizes;
  private final int[] lo;
  private final int[] hi;
  private final AtomicReferenceArray<int[]> margins;

  PlaneStrata(BitPlanes planes, long[][] sets, int[] sizes) {
    this.planes = planes;
    this.margins = new AtomicReferenceArray<>(planes.columns());
    this.sets = sets;
    this.sizes = sizes;
    this.lo = new int[sets.length];
    this.hi = new int[sets.length];
    for (int s = 0; s < sets.length; s++) {
      long[] z = sets[s];
      int a = 0;
      while (a < z.length && z[a] == 0) {
        a++;
      }
      int b = z.length;
      while (b > a && z[b - 1] == 0) {
        b--;
      }
      lo[s] = a;
      hi[s] = b;
    }
  }

  /**
   * The popcount passes of n / 64 words that {@link #countPairs} makes for variables of r_x and r_y
   * levels: strata × (r_x − 1) × (r_y − 1).
   */
  public long passes(int rx, int ry) {
    return (long) sets.length * (rx - 1) * (ry - 1);
  }

  /** The number of non-empty strata. */
  public int count() {
    return sets.length;
  }

  /** The planes these strata were cut from. */
  public BitPlanes planes() {
    return planes;
  }

  /** The number of rows in each stratum. */
  public int[] sizes() {
    return sizes.clone();
  }

  /**
   * Counts x against y in every stratum: the rows of stratum s with x at level a and y at level b
   * at {@code (s · r_x + a) · r_y + b}, as {@link Strata#countPairs(int, int, int[])} lays them
   * out.
   *
   * @param scratch an array to reuse when it has room, or null
   * @return {@code scratch}, or a new array when it is null or too short
   * @throws IllegalArgumentException if x or y is not covered by the planes
   */
  public int[] countPairs(int x, int y, int[] scratch) {
    long[][] px = planes.planes(x);
    long[][] py = planes.planes(y);
    int rx = px.length;
    int ry = py.length;
    int cells = sets.length * rx * ry;
    int[] table = scratch != null && scratch.length >= cells ? scratch : new int[cells];
    int[] mx = margins(x);
    int[] my = margins(y);
    for (int s = 0; s < sets.length; s++) {
      long[] z = sets[s];
      int from = lo[s];
      int to = hi[s];
      int base = s * rx * ry;
      int last = base + (rx - 1) * ry;
      int rest = sizes[s];
      for (int b = 0; b < ry; b++) {
        table[last + b] = my[s * ry + b];
      }
      for (int a = 0; a < rx - 1; a++) {
        int rowRest = mx[s * rx + a];
        rest -= rowRest;
        int at = base + a * ry;
        for (int b = 0; b < ry - 1; b++) {
          int c = count(px[a], py[b], z, from, to);
          table[at + b] = c;
          rowRest -= c;
          table[last + b] -= c;
        }
        table[at + ry - 1] = rowRest;
      }
      for (int b = 0; b < ry - 1; b++) {
        rest -= table[last + b];
      }
      table[last + ry - 1] = rest;
    }
    return table;
  }

  /**
   * The levels of a column in every stratum: at {@code s · r + a} the rows of stratum s at level a,
   * made once per column (r − 1 popcount passes per stratum, the last level by subtraction).
   */
  int[] margins(int column) {
    int[] m = margins.get(column);
    if (m != null) {
      return m;
    }
    long[][] p = planes.planes(column);
    int r = p.length;
    m = new int[sets.length * r];
    for (int s = 0; s < sets.length; s++) {
      int rest = sizes[s];
      for (int a = 0; a < r - 1; a++) {
        int c = count(p[a], sets[s], sets[s], lo[s], hi[s]);
        m[s * r + a] = c;
        rest -= c;
      }
      m[s * r + r - 1] = rest;
    }
    margins.compareAndSet(column, null, m); // a race computes equal margins twice, harmlessly
    return margins.get(column);
  }

  /**
   * popcount(p ∧ q ∧ r) over words [from, to): every count here goes through this one kernel, in
   * chunks of {@value #CHUNK} words, so that the JIT compiler sees one small, very often called
   * method and compiles it early (a fresh JVM otherwise interprets the first few hundred tests'
   * passes, 200 ns a word, where compiled code takes under 1 ns).
   */
  static int count(long[] p, long[] q, long[] r, int from, int to) {
    int c = 0;
    for (int w = from; w < to; w += CHUNK) {
      c += chunk(p, q, r, w, Math.min(to, w + CHUNK));
    }
    return c;
  }

  private static int chunk(long[] p, long[] q, long[] r, int from, int to) {
    int c = 0;
    for (int w = from; w < to; w++) {
      c += Long.bitCount(p[w] & q[w] & r[w]);
    }
    return c;
  }

  static int popcount(long[] p) {
    return count(p, p, p, 0, p.length);
  }
}
