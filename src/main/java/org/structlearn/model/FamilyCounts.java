package org.structlearn.model;

import org.structlearn.data.Dataset;

/**
 * Contingency counts of one family (a child column and its parent columns) in one pass over the
 * data: for each block of rows the mixed-radix configuration index (first parent fastest) is
 * accumulated column by column over the byte (or int) code arrays, then the cells are counted.
 * O(rows * (parents + 1)) time, O(q * r) memory.
 */
final class FamilyCounts {
  private static final int BLOCK = 4096; // rows per block: the index buffer stays in L1/L2 cache

  private FamilyCounts() {}

  /**
   * Counts {@code counts[config * r + k]} where {@code r} and the radices are the data's own
   * cardinalities of the columns.
   */
  static int[] count(Dataset data, int child, int[] parentColumns) {
    int r = data.cardinality(child);
    long cells = r;
    int[] strides = new int[parentColumns.length];
    for (int i = 0; i < parentColumns.length; i++) {
      strides[i] = (int) (cells / r);
      cells *= data.cardinality(parentColumns[i]);
      if (cells > Integer.MAX_VALUE - 8) {
        throw new ModelException(
            "the family of '"
                + data.variable(child).name()
                + "' has more than 2^31 cells; too many parents or levels to count");
      }
    }
    int[] counts = new int[(int) cells];
    Object childCol = column(data, child);
    Object[] parentCols = new Object[parentColumns.length];
    for (int i = 0; i < parentColumns.length; i++) {
      parentCols[i] = column(data, parentColumns[i]);
    }
    int rows = data.rows();
    int[] cell = new int[Math.min(BLOCK, Math.max(rows, 1))];
    for (int from = 0; from < rows; from += BLOCK) {
      int len = Math.min(BLOCK, rows - from);
      java.util.Arrays.fill(cell, 0, len, 0);
      for (int i = 0; i < parentCols.length; i++) {
        accumulate(cell, parentCols[i], from, len, strides[i] * r);
      }
      accumulate(cell, childCol, from, len, 1);
      for (int i = 0; i < len; i++) {
        counts[cell[i]]++;
      }
    }
    return counts;
  }

  private static Object column(Dataset data, int c) {
    return data.cardinality(c) <= 256 ? data.discreteCodes(c) : data.codesOf(c);
  }

  private static void accumulate(int[] cell, Object col, int from, int len, int mult) {
    if (col instanceof byte[] b) {
      for (int i = 0; i < len; i++) {
        cell[i] += (b[from + i] & 0xFF) * mult;
      }
    } else {
      int[] a = (int[]) col;
      for (int i = 0; i < len; i++) {
        cell[i] += a[from + i] * mult;
      }
    }
  }
}
