package org.structlearn.latent;

import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;

/**
 * Checks and reads the observed columns of a naive Bayes model from a (possibly wider) data set.
 */
final class NbmColumns {
  private NbmColumns() {}

  /**
   * The codes of the given columns, one {@code int[rows]} per column, after checking that every
   * index is in range, named once and discrete.
   *
   * @param levels the levels each column must have (a model's children), or null to accept any
   * @throws DataException naming the bad column
   */
  static int[][] codes(Dataset data, int[] columns, int[] levels) {
    if (data == null) {
      throw new DataException("no data given");
    }
    if (columns == null || columns.length == 0) {
      throw new DataException("no columns given; a naive Bayes model needs at least one child");
    }
    if (levels != null && levels.length != columns.length) {
      throw new DataException(
          columns.length
              + " columns given but the model has "
              + levels.length
              + " children; give one column per child, in the model's order");
    }
    boolean[] seen = new boolean[data.columns()];
    int[][] out = new int[columns.length][];
    for (int j = 0; j < columns.length; j++) {
      int c = columns[j];
      if (c < 0 || c >= data.columns()) {
        throw new DataException(
            "column index "
                + c
                + " is out of range: the data have "
                + data.columns()
                + " columns (indices 0.."
                + (data.columns() - 1)
                + ")");
      }
      String name = data.variable(c).name();
      if (seen[c]) {
        throw new DataException("column '" + name + "' (index " + c + ") is given twice");
      }
      seen[c] = true;
      if (!data.isDiscrete(c)) {
        throw new DataException(DataException.continuousColumn(name, "a naive Bayes model"));
      }
      if (levels != null && data.cardinality(c) != levels[j]) {
        throw new DataException(
            "column '"
                + name
                + "' has "
                + data.cardinality(c)
                + " levels but child "
                + j
                + " of the model has "
                + levels[j]);
      }
      out[j] = data.codesOf(c);
    }
    return out;
  }

  /** The levels of each given column (checked with {@link #codes} first). */
  static int[] levels(Dataset data, int[] columns) {
    int[] out = new int[columns.length];
    for (int j = 0; j < columns.length; j++) {
      out[j] = data.cardinality(columns[j]);
    }
    return out;
  }

  /** Indices 0..n−1. */
  static int[] all(Dataset data) {
    int[] out = new int[data.columns()];
    for (int i = 0; i < out.length; i++) {
      out[i] = i;
    }
    return out;
  }
}
