package org.structlearn.stats;

import java.util.Arrays;

/**
 * The sparse tables of {@link FamilyCounter}: only the parent configurations that occur, in order
 * of first occurrence, each a row of r cells. Two passes over the rows: the first numbers the
 * configurations as they first occur, the second counts into a table of exactly that many rows (so
 * no table is grown and copied on the way: a child of 100 levels with 1,500 configurations used to
 * copy about 2 MB per family while its table doubled).
 *
 * <p>A configuration's number is found in an array indexed by the configuration when there are at
 * most {@link #maxIndexed} configurations, otherwise in an open-addressing hash table that starts
 * small and doubles when half full, so its memory follows the configurations that occur, not the
 * rows (a table sized by the rows took 400 MB at 10 million rows). Both ways number the
 * configurations in the same order, so the table is the same either way.
 */
final class SparseCounts {
  private SparseCounts() {}

  /**
   * The most configurations numbered through an array indexed by the configuration: about four per
   * stored row, as many as the hash table would have slots, and at most 2^22 (16 MiB).
   */
  static int maxIndexed(int rows) {
    long capacity = (long) Integer.highestOneBit(Math.max(16, rows * 2 - 1)) << 1;
    return (int) Math.min(capacity, 1 << 22);
  }

  /** The sparse table of {@code node} against {@code parents} ({@code q} configurations). */
  static FamilyCounts count(
      FamilyCounter c, int node, int[] parents, int r, double q, CountWorkspace ws) {
    int rows = c.storedRows();
    int[] rowOf;
    int stored;
    Hashed hashed = null;
    if (q <= maxIndexed(rows)) {
      rowOf = new int[(int) q];
      Arrays.fill(rowOf, -1);
      stored = numberByIndex(c, parents, rowOf, ws);
    } else {
      rowOf = null;
      hashed = new Hashed();
      stored = hashed.number(c, parents, ws);
    }
    int[] table = ws.table((long) stored * r);
    byte[] child = c.storedBytes(node);
    int[] weights = c.storedWeights();
    int[] idx = ws.index();
    for (int from = 0; from < rows; from += CountWorkspace.BLOCK) {
      int to = Math.min(rows, from + CountWorkspace.BLOCK);
      if (hashed == null) {
        c.configIndex(parents, 1, from, to, idx);
        for (int i = from; i < to; i++) {
          idx[i - from] = rowOf[idx[i - from]];
        }
      } else {
        hashed.rowsOf(c, parents, from, to, idx);
      }
      for (int i = from; i < to; i++) {
        table[idx[i - from] * r + (child[i] & 0xFF)] += weights == null ? 1 : weights[i];
      }
    }
    return new FamilyCounts(r, q, stored, table, c.data().rows());
  }

  /** Numbers the configurations in {@code rowOf} in order of first occurrence; returns how many. */
  private static int numberByIndex(FamilyCounter c, int[] parents, int[] rowOf, CountWorkspace ws) {
    int rows = c.storedRows();
    int[] idx = ws.index();
    int stored = 0;
    for (int from = 0; from < rows; from += CountWorkspace.BLOCK) {
      int to = Math.min(rows, from + CountWorkspace.BLOCK);
      c.configIndex(parents, 1, from, to, idx);
      for (int i = 0; i < to - from; i++) {
        if (rowOf[idx[i]] < 0) {
          rowOf[idx[i]] = stored++;
        }
      }
    }
    return stored;
  }

  /**
   * Configuration keys (exact as longs while q &lt; 2^63) numbered in order of first occurrence, by
   * open addressing in a table doubled when half full.
   */
  private static final class Hashed {
    private long[] keys = new long[1024];
    private int[] number = new int[1024]; // 1 + the configuration's number; 0 for an empty slot
    private int count;

    int number(FamilyCounter c, int[] parents, CountWorkspace ws) {
      int[] idx = ws.index();
      for (int from = 0; from < c.storedRows(); from += CountWorkspace.BLOCK) {
        rowsOf(c, parents, from, Math.min(c.storedRows(), from + CountWorkspace.BLOCK), idx);
      }
      return count;
    }

    /** The numbers of rows [from, to) into {@code out}, numbering new configurations. */
    void rowsOf(FamilyCounter c, int[] parents, int from, int to, int[] out) {
      byte[][] cols = new byte[parents.length][];
      long[] strides = new long[parents.length];
      long stride = 1;
      for (int k = 0; k < parents.length; k++) {
        cols[k] = c.storedBytes(parents[k]);
        strides[k] = stride;
        stride *= c.cardinality(parents[k]);
      }
      for (int i = from; i < to; i++) {
        long key = 0;
        for (int k = 0; k < cols.length; k++) {
          key += (cols[k][i] & 0xFF) * strides[k];
        }
        out[i - from] = find(key);
      }
    }

    private int find(long key) {
      int mask = keys.length - 1;
      int h = (int) (mix(key) & mask);
      while (number[h] != 0 && keys[h] != key) {
        h = (h + 1) & mask;
      }
      if (number[h] == 0) {
        keys[h] = key;
        number[h] = ++count;
        if (2 * count > keys.length) {
          grow();
        }
        return count - 1;
      }
      return number[h] - 1;
    }

    private void grow() {
      long[] oldKeys = keys;
      int[] oldNumber = number;
      keys = new long[oldKeys.length * 2];
      number = new int[oldKeys.length * 2];
      int mask = keys.length - 1;
      for (int s = 0; s < oldKeys.length; s++) {
        if (oldNumber[s] != 0) {
          int h = (int) (mix(oldKeys[s]) & mask);
          while (number[h] != 0) {
            h = (h + 1) & mask;
          }
          keys[h] = oldKeys[s];
          number[h] = oldNumber[s];
        }
      }
    }
  }

  static long mix(long z) {
    z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
    z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
    return z ^ (z >>> 33);
  }
}
