package org.structlearn.data;

import java.util.Arrays;

/**
 * Which cells of a {@link Dataset} are missing (R's {@code NA}): one mask per column, {@code null}
 * for a column with every cell observed. An immutable value; {@link Dataset#missing()} returns it.
 *
 * <p><b>The representation.</b> A data set stores a missing cell as a valid placeholder (code 0 of
 * a discrete column, 0.0 of a continuous one) under a per-column mask, so that no counting kernel
 * can ever meet an out-of-range code. Every accessor that hands out cells without the mask ({@link
 * Dataset#code}, {@link Dataset#value}, {@link Dataset#discreteCodes}, {@link Dataset#codesOf},
 * {@link Dataset#continuousValues}) refuses a column with missing cells with a {@link
 * DataException} that names the column and what to do; so scores, tests and fitting, which read the
 * cells through them, refuse incomplete data and never count a placeholder as a level. Code that
 * handles missing cells reads them with {@link Dataset#codeOrMissing}, {@link
 * Dataset#valueOrMissing}, {@link Dataset#codesWithMissing} and {@link Dataset#valuesWithMissing},
 * which give the documented sentinels {@link Dataset#MISSING_CODE} ({@code -1}) and {@code NaN}.
 */
public final class MissingCells {
  private final boolean[][] masks; // per column: null, or true where the cell is missing
  private final int[] counts;
  private final int rows;
  private final int total;

  MissingCells(boolean[][] masks, int rows) {
    this.masks = masks;
    this.rows = rows;
    this.counts = new int[masks.length];
    int t = 0;
    for (int c = 0; c < masks.length; c++) {
      if (masks[c] != null) {
        for (boolean m : masks[c]) {
          counts[c] += m ? 1 : 0;
        }
        if (counts[c] == 0) {
          masks[c] = null;
        }
      }
      t += counts[c];
    }
    this.total = t;
  }

  /** No missing cell in {@code columns} columns of {@code rows} rows. */
  static MissingCells none(int columns, int rows) {
    return new MissingCells(new boolean[columns][], rows);
  }

  /** The mask of a column, or null: the data set's own array. */
  boolean[] mask(int column) {
    return masks[column];
  }

  /** The masks of the rows at the given indices, in that order. */
  MissingCells rows(int[] rowIndices) {
    if (total == 0) {
      return none(masks.length, rowIndices.length);
    }
    boolean[][] out = new boolean[masks.length][];
    for (int c = 0; c < masks.length; c++) {
      if (masks[c] != null) {
        out[c] = new boolean[rowIndices.length];
        for (int i = 0; i < rowIndices.length; i++) {
          out[c][i] = masks[c][rowIndices[i]];
        }
      }
    }
    return new MissingCells(out, rowIndices.length);
  }

  /** The masks of the given columns, in that order. */
  MissingCells columns(int[] columnIndices) {
    boolean[][] out = new boolean[columnIndices.length][];
    for (int i = 0; i < columnIndices.length; i++) {
      out[i] = masks[columnIndices[i]];
    }
    return new MissingCells(out, rows);
  }

  /** The number of missing cells in all columns. */
  public int total() {
    return total;
  }

  /** Whether any cell is missing. */
  public boolean any() {
    return total > 0;
  }

  /** The number of missing cells of a column. */
  public int count(int column) {
    return counts[column];
  }

  /** Whether a cell is missing. */
  public boolean isMissing(int column, int row) {
    boolean[] m = masks[column];
    return m != null && m[row];
  }

  /** The first row (0-based) whose cell of a column is missing, or -1. */
  public int firstMissingRow(int column) {
    boolean[] m = masks[column];
    if (m != null) {
      for (int r = 0; r < m.length; r++) {
        if (m[r]) {
          return r;
        }
      }
    }
    return -1;
  }

  /** The indices of the rows with every cell observed, ascending. O(rows x columns). */
  public int[] completeRows() {
    boolean[] incomplete = new boolean[rows];
    for (boolean[] m : masks) {
      if (m != null) {
        for (int r = 0; r < rows; r++) {
          incomplete[r] |= m[r];
        }
      }
    }
    int[] out = new int[rows];
    int n = 0;
    for (int r = 0; r < rows; r++) {
      if (!incomplete[r]) {
        out[n++] = r;
      }
    }
    return Arrays.copyOf(out, n);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MissingCells m && rows == m.rows && Arrays.deepEquals(masks, m.masks);
  }

  @Override
  public int hashCode() {
    return Arrays.deepHashCode(masks) * 31 + rows;
  }

  @Override
  public String toString() {
    return total == 0
        ? "no missing cells"
        : total
            + " missing cells in "
            + Arrays.stream(counts).filter(c -> c > 0).count()
            + " columns";
  }
}
