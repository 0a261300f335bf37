package org.structlearn.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A view of a {@link Dataset} with missing cells that reads them as sentinels: the user's own table
 * as read, before anything is done about its holes. The missing cells themselves live in the data
 * set's mask ({@link Dataset#missing()}), the one representation of missing cells in the library;
 * this class only adds the sentinel reading that the table-preparation code ({@code
 * org.structlearn.prep}) uses: {@link #MISSING_CODE} ({@code -1}) for a missing discrete cell and
 * {@code NaN} for a missing continuous one.
 *
 * <p>What can be done with one: {@link #completeRows()} keeps the rows without a missing cell
 * (complete-case analysis); {@link #dataset()} hands the data set, mask and all, to methods that
 * handle missing cells (structural EM); {@link #withValues} fills in the missing cells. Immutable;
 * the accessors return copies or single cells.
 */
public final class IncompleteDataset {
  /** The code of a missing cell in a discrete column ({@link Dataset#MISSING_CODE}). */
  public static final int MISSING_CODE = Dataset.MISSING_CODE;

  private final Dataset data;

  private IncompleteDataset(Dataset data) {
    this.data = Objects.requireNonNull(data, "data");
  }

  /** The view of a data set (with or without missing cells). */
  public static IncompleteDataset of(Dataset data) {
    return new IncompleteDataset(data);
  }

  /**
   * A table from variables and columns: an {@code int[]} of codes (−1 missing) for a discrete
   * variable, a {@code double[]} (NaN missing) for a continuous one, as {@link
   * Dataset#withMissing}. The arrays are copied.
   *
   * @throws DataException if the columns differ in length, a type does not match its variable, a
   *     code is out of range, a value is infinite, or two variables share a name
   */
  public static IncompleteDataset of(List<Variable> variables, List<?> columns) {
    return new IncompleteDataset(Dataset.withMissing(variables, columns));
  }

  /** A table without missing cells, holding the data set's values (the same as {@link #of}). */
  public static IncompleteDataset complete(Dataset data) {
    return of(data);
  }

  /** The data set, its missing cells in its mask. */
  public Dataset dataset() {
    return data;
  }

  public int rows() {
    return data.rows();
  }

  public int columns() {
    return data.columns();
  }

  public List<Variable> variables() {
    return data.variables();
  }

  public Variable variable(int column) {
    return data.variable(column);
  }

  public List<String> names() {
    return data.names();
  }

  /** The column index of a name, or −1. */
  public int indexOf(String name) {
    return data.indexOf(name);
  }

  public boolean isDiscrete(int column) {
    return data.isDiscrete(column);
  }

  /** Whether the cell is missing. */
  public boolean isMissing(int column, int row) {
    return data.missing().isMissing(column, row);
  }

  /** The level code of a discrete cell, or {@link #MISSING_CODE}. */
  public int code(int column, int row) {
    requireDiscrete(column, true);
    return data.codeOrMissing(column, row);
  }

  /** The value of a continuous cell, or NaN if it is missing. */
  public double value(int column, int row) {
    requireDiscrete(column, false);
    return data.valueOrMissing(column, row);
  }

  /** A copy of a discrete column's codes (−1 missing). */
  public int[] codes(int column) {
    requireDiscrete(column, true);
    return data.codesWithMissing(column);
  }

  /** A copy of a continuous column's values (NaN missing). */
  public double[] values(int column) {
    requireDiscrete(column, false);
    return data.valuesWithMissing(column);
  }

  private void requireDiscrete(int column, boolean discrete) {
    if (data.isDiscrete(column) != discrete) {
      throw new DataException(
          "column '"
              + data.variable(column).name()
              + "' is not "
              + (discrete ? "discrete" : "continuous"));
    }
  }

  /** Missing cells in a column. */
  public int missingCount(int column) {
    return data.missing().count(column);
  }

  /** Missing cells in the whole table. */
  public long missingCells() {
    return data.missing().total();
  }

  /** Whether no cell is missing. */
  public boolean isComplete() {
    return !data.hasMissing();
  }

  /** Whether a row has no missing cell. */
  public boolean isCompleteRow(int row) {
    for (int c = 0; c < data.columns(); c++) {
      if (isMissing(c, row)) {
        return false;
      }
    }
    return true;
  }

  /** The indices of the rows without a missing cell, ascending. */
  public int[] completeRowIndices() {
    return data.missing().completeRows();
  }

  /**
   * The rows without a missing cell, as a data set (complete-case analysis). The variables stay as
   * they are (a level seen only in dropped rows stays a level).
   *
   * @throws DataException if no row is complete
   */
  public Dataset completeRows() {
    if (data.hasMissing() && completeRowIndices().length == 0) {
      throw new DataException(
          "every one of the " + data.rows() + " rows has a missing cell; no complete row is left");
    }
    return data.dropIncomplete();
  }

  /**
   * The table as a data set without missing cells.
   *
   * @throws DataException naming the first column with a missing cell
   */
  public Dataset toDataset() {
    for (int c = 0; c < data.columns(); c++) {
      if (missingCount(c) > 0) {
        throw new DataException(
            "column '"
                + data.variable(c).name()
                + "' has "
                + missingCount(c)
                + " missing cells; drop the incomplete rows or fill them in first");
      }
    }
    return data;
  }

  /**
   * The table with its missing cells filled in from {@code filled}, a data set with the same
   * variables and rows (observed cells are taken from this table, so {@code filled} need only be
   * right where cells are missing).
   *
   * @throws DataException if the variables or the number of rows differ
   */
  public Dataset withValues(Dataset filled) {
    if (!filled.variables().equals(data.variables()) || filled.rows() != data.rows()) {
      throw new DataException(
          "the filled-in table must have the same variables and "
              + data.rows()
              + " rows; it has "
              + filled.variables()
              + " and "
              + filled.rows()
              + " rows");
    }
    List<Object> cols = new ArrayList<>();
    for (int c = 0; c < data.columns(); c++) {
      if (data.isDiscrete(c)) {
        int[] out = codes(c);
        for (int r = 0; r < out.length; r++) {
          if (out[r] == MISSING_CODE) {
            out[r] = filled.code(c, r);
          }
        }
        cols.add(out);
      } else {
        double[] out = values(c);
        for (int r = 0; r < out.length; r++) {
          if (Double.isNaN(out[r])) {
            out[r] = filled.value(c, r);
          }
        }
        cols.add(out);
      }
    }
    return Dataset.adopt(data.variables(), cols);
  }

  /**
   * The named columns, in the order given.
   *
   * @throws DataException naming a column the table lacks
   */
  public IncompleteDataset select(List<String> names) {
    return new IncompleteDataset(data.select(names));
  }

  /**
   * The table with one column replaced by another of the same length: {@code int[]} codes (−1
   * missing) for a discrete variable, {@code double[]} (NaN missing) for a continuous one.
   *
   * @throws DataException as {@link #of} does
   */
  public IncompleteDataset withColumn(int column, Variable variable, Object values) {
    List<Variable> vs = new ArrayList<>(data.variables());
    vs.set(column, variable);
    List<Object> cols = new ArrayList<>();
    for (int c = 0; c < data.columns(); c++) {
      cols.add(c == column ? values : data.isDiscrete(c) ? codes(c) : values(c));
    }
    return of(vs, cols);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IncompleteDataset other && data.equals(other.data);
  }

  @Override
  public int hashCode() {
    return data.hashCode();
  }

  @Override
  public String toString() {
    int complete = completeRowIndices().length;
    return "IncompleteDataset: "
        + rows()
        + " rows x "
        + columns()
        + " columns, "
        + missingCells()
        + " missing cells, "
        + complete
        + " complete rows: "
        + String.join(", ", names().subList(0, Math.min(8, columns())))
        + (columns() > 8 ? ", ..." : "");
  }
}
