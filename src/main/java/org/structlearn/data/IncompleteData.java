package org.structlearn.data;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * A data set with missing cells: the values of a {@link Dataset} (which itself has none) and, per
 * column, the rows whose cell is missing. The value stored in a missing cell is a placeholder (code
 * 0, or 0.0) that nothing may read as data. The input of imputation and of prediction from
 * incomplete rows; an immutable value (the bit sets are copied in and out).
 *
 * @param values the observed values, placeholders in the missing cells
 * @param missing per column, the rows whose cell is missing
 */
public record IncompleteData(Dataset values, List<BitSet> missing) {
  public IncompleteData {
    if (missing.size() != values.columns()) {
      throw new DataException(
          values.columns() + " columns but " + missing.size() + " missing-cell masks");
    }
    List<BitSet> copy = new ArrayList<>(missing.size());
    for (int c = 0; c < missing.size(); c++) {
      BitSet b = missing.get(c);
      if (b.length() > values.rows()) {
        throw new DataException(
            "column '"
                + values.variable(c).name()
                + "' marks row "
                + b.length()
                + " as missing"
                + " but the data have "
                + values.rows()
                + " rows");
      }
      copy.add((BitSet) b.clone());
    }
    missing = List.copyOf(copy);
  }

  /** A complete data set: no cell missing. */
  public static IncompleteData complete(Dataset values) {
    List<BitSet> none = new ArrayList<>();
    for (int c = 0; c < values.columns(); c++) {
      none.add(new BitSet());
    }
    return new IncompleteData(values, none);
  }

  @Override
  public List<BitSet> missing() {
    return missing.stream().map(b -> (BitSet) b.clone()).toList();
  }

  /** Whether the cell of column {@code column}, row {@code row} is missing. */
  public boolean isMissing(int column, int row) {
    return missing.get(column).get(row);
  }

  /** The number of missing cells of a column. */
  public int missingCount(int column) {
    return missing.get(column).cardinality();
  }

  /** The number of missing cells. */
  public long missingCount() {
    long n = 0;
    for (BitSet b : missing) {
      n += b.cardinality();
    }
    return n;
  }

  /** Number of rows. */
  public int rows() {
    return values.rows();
  }

  @Override
  public String toString() {
    return "Incomplete data: "
        + values.rows()
        + " rows x "
        + values.columns()
        + " columns, "
        + missingCount()
        + " cells missing";
  }
}
