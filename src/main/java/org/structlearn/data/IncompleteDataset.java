package org.structlearn.data;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A table whose cells may be missing: the user's own table as read, before anything is done about
 * its holes. A {@link Dataset} has no missing cells; this is what comes before one.
 *
 * <p><b>How a missing cell is represented.</b> A discrete column is an {@code int[]} of level codes
 * into its variable's levels, with {@link #MISSING_CODE} ({@code -1}) for a missing cell (a column
 * without missing cells may also be stored as {@code byte[]} codes, read unsigned, as in a {@link
 * Dataset}); a continuous column is a {@code double[]} with {@code NaN} for a missing cell (every
 * other value is finite). {@link #code(int, int)} and {@link #value(int, int)} read a cell of
 * either storage; {@link #isMissing(int, int)} asks the same question for either kind.
 *
 * <p>What can be done with one: {@link #completeRows()} keeps the rows without a missing cell
 * (complete-case analysis) as a {@link Dataset}; {@link #complete(Dataset)} wraps a table that has
 * none; {@link #withValues} fills in the missing cells (an imputation, or one draw of structural
 * EM). The arrays handed in are copied; the accessors return copies or single cells.
 */
public final class IncompleteDataset {
  /** The code of a missing cell in a discrete column. */
  public static final int MISSING_CODE = -1;

  private final List<Variable> variables;
  private final Object[] columns; // int[] (codes, -1 missing), byte[] (complete) or double[] (NaN)
  private final int rows;
  private final int[] missing; // per column
  private final Map<String, Integer> index;

  private IncompleteDataset(List<Variable> variables, Object[] columns, int rows) {
    this.variables = List.copyOf(variables);
    this.columns = columns;
    this.rows = rows;
    this.missing = new int[columns.length];
    Map<String, Integer> idx = new HashMap<>();
    for (int c = 0; c < columns.length; c++) {
      if (idx.put(variables.get(c).name(), c) != null) {
        throw new DataException(
            "duplicate column name '" + variables.get(c).name() + "'; rename one of them");
      }
      for (int r = 0; r < rows; r++) {
        if (isMissing(c, r)) {
          missing[c]++;
        }
      }
    }
    this.index = Collections.unmodifiableMap(idx);
  }

  /**
   * A table from variables and columns: an {@code int[]} of codes (−1 missing) for a discrete
   * variable, a {@code double[]} (NaN missing) for a continuous one. The arrays are copied.
   *
   * @throws DataException if the columns differ in length, a type does not match its variable, a
   *     code is out of range, a value is infinite, or two variables share a name
   */
  public static IncompleteDataset of(List<Variable> variables, List<?> columns) {
    return build(variables, columns, true);
  }

  /**
   * As {@link #of}, but the arrays become the table's storage without a copy: the caller hands them
   * over and must neither keep nor modify them. A discrete column may also be {@code byte[]} codes
   * (read unsigned, no missing cell) for a variable of at most 256 levels. For readers of large
   * files.
   *
   * @throws DataException as {@link #of} does
   */
  public static IncompleteDataset adopt(List<Variable> variables, List<?> columns) {
    return build(variables, columns, false);
  }

  private static IncompleteDataset build(List<Variable> variables, List<?> columns, boolean copy) {
    if (variables.size() != columns.size()) {
      throw new DataException(
          variables.size() + " variables but " + columns.size() + " columns; give one column each");
    }
    int rows = -1;
    Object[] stored = new Object[columns.size()];
    for (int c = 0; c < stored.length; c++) {
      Variable v = variables.get(c);
      stored[c] =
          IncompleteColumns.checked(
              v, Objects.requireNonNull(columns.get(c), "column " + v.name()), copy);
      int len = IncompleteColumns.length(stored[c]);
      if (rows >= 0 && len != rows) {
        throw new DataException(
            "column '" + v.name() + "' has " + len + " rows, the columns before it " + rows);
      }
      rows = len;
    }
    return new IncompleteDataset(variables, stored, Math.max(rows, 0));
  }

  /** A table without missing cells, holding the data set's values. */
  public static IncompleteDataset complete(Dataset data) {
    List<Object> cols = new ArrayList<>();
    for (int c = 0; c < data.columns(); c++) {
      cols.add(data.isDiscrete(c) ? data.codesOf(c) : data.continuousValues(c));
    }
    return of(data.variables(), cols);
  }

  public int rows() {
    return rows;
  }

  public int columns() {
    return variables.size();
  }

  public List<Variable> variables() {
    return variables;
  }

  public Variable variable(int column) {
    return variables.get(column);
  }

  public List<String> names() {
    return variables.stream().map(Variable::name).toList();
  }

  /** The column index of a name, or −1. */
  public int indexOf(String name) {
    Integer i = index.get(name);
    return i == null ? -1 : i;
  }

  public boolean isDiscrete(int column) {
    return variables.get(column).isDiscrete();
  }

  /** Whether the cell is missing. */
  public boolean isMissing(int column, int row) {
    Object col = columns[column];
    if (col instanceof double[] d) {
      return Double.isNaN(d[row]);
    }
    return col instanceof int[] a && a[row] == MISSING_CODE;
  }

  /** The level code of a discrete cell, or {@link #MISSING_CODE}. */
  public int code(int column, int row) {
    if (columns[column] instanceof int[] a) {
      return a[row];
    }
    if (columns[column] instanceof byte[] b) {
      return b[row] & 0xFF;
    }
    throw new DataException("column '" + variables.get(column).name() + "' is not discrete");
  }

  /** The value of a continuous cell, or NaN if it is missing. */
  public double value(int column, int row) {
    if (columns[column] instanceof double[] d) {
      return d[row];
    }
    throw new DataException("column '" + variables.get(column).name() + "' is not continuous");
  }

  /** A copy of a discrete column's codes (−1 missing). */
  public int[] codes(int column) {
    if (columns[column] instanceof int[] a) {
      return a.clone();
    }
    if (columns[column] instanceof byte[] b) {
      int[] out = new int[b.length];
      for (int r = 0; r < b.length; r++) {
        out[r] = b[r] & 0xFF;
      }
      return out;
    }
    throw new DataException("column '" + variables.get(column).name() + "' is not discrete");
  }

  /** A copy of a continuous column's values (NaN missing). */
  public double[] values(int column) {
    if (columns[column] instanceof double[] d) {
      return d.clone();
    }
    throw new DataException("column '" + variables.get(column).name() + "' is not continuous");
  }

  /** Missing cells in a column. */
  public int missingCount(int column) {
    return missing[column];
  }

  /** Missing cells in the whole table. */
  public long missingCells() {
    long s = 0;
    for (int m : missing) {
      s += m;
    }
    return s;
  }

  /** Whether no cell is missing. */
  public boolean isComplete() {
    return missingCells() == 0;
  }

  /** Whether a row has no missing cell. */
  public boolean isCompleteRow(int row) {
    for (int c = 0; c < columns.length; c++) {
      if (isMissing(c, row)) {
        return false;
      }
    }
    return true;
  }

  /** The indices of the rows without a missing cell, ascending. */
  public int[] completeRowIndices() {
    int[] out = new int[rows];
    int n = 0;
    for (int r = 0; r < rows; r++) {
      if (isCompleteRow(r)) {
        out[n++] = r;
      }
    }
    return Arrays.copyOf(out, n);
  }

  /**
   * The rows without a missing cell, as a data set (complete-case analysis). The variables stay as
   * they are (a level seen only in dropped rows stays a level).
   *
   * @throws DataException if no row is complete
   */
  public Dataset completeRows() {
    if (isComplete()) {
      return Dataset.adopt(variables, List.of(columns)); // shared, never modified by either
    }
    int[] keep = completeRowIndices();
    if (keep.length == 0 && rows > 0) {
      throw new DataException(
          "every one of the " + rows + " rows has a missing cell; no complete row is left");
    }
    List<Object> cols = new ArrayList<>();
    for (int c = 0; c < columns.length; c++) {
      Object col = columns[c];
      if (!(col instanceof double[])) {
        int[] out = new int[keep.length];
        for (int i = 0; i < keep.length; i++) {
          out[i] = code(c, keep[i]);
        }
        cols.add(out);
      } else {
        double[] d = (double[]) col;
        double[] out = new double[keep.length];
        for (int i = 0; i < keep.length; i++) {
          out[i] = d[keep[i]];
        }
        cols.add(out);
      }
    }
    return Dataset.adopt(variables, cols);
  }

  /**
   * The table as a data set.
   *
   * @throws DataException naming the first column with a missing cell
   */
  public Dataset toDataset() {
    for (int c = 0; c < columns.length; c++) {
      if (missing[c] > 0) {
        throw new DataException(
            "column '"
                + variables.get(c).name()
                + "' has "
                + missing[c]
                + " missing cells; drop the incomplete rows or fill them in first");
      }
    }
    return completeRows();
  }

  /**
   * The table with its missing cells filled in from {@code filled}, a data set with the same
   * variables and rows (observed cells are taken from this table, so {@code filled} need only be
   * right where cells are missing).
   *
   * @throws DataException if the variables or the number of rows differ
   */
  public Dataset withValues(Dataset filled) {
    if (!filled.variables().equals(variables) || filled.rows() != rows) {
      throw new DataException(
          "the filled-in table must have the same variables and "
              + rows
              + " rows; it has "
              + filled.variables()
              + " and "
              + filled.rows()
              + " rows");
    }
    List<Object> cols = new ArrayList<>();
    for (int c = 0; c < columns.length; c++) {
      if (!(columns[c] instanceof double[])) {
        int[] out = codes(c);
        for (int r = 0; r < rows; r++) {
          if (out[r] == MISSING_CODE) {
            out[r] = filled.code(c, r);
          }
        }
        cols.add(out);
      } else {
        double[] out = ((double[]) columns[c]).clone();
        for (int r = 0; r < rows; r++) {
          if (Double.isNaN(out[r])) {
            out[r] = filled.value(c, r);
          }
        }
        cols.add(out);
      }
    }
    return Dataset.adopt(variables, cols);
  }

  /**
   * The named columns, in the order given.
   *
   * @throws DataException naming a column the table lacks
   */
  public IncompleteDataset select(List<String> names) {
    List<Variable> vs = new ArrayList<>();
    Object[] out = new Object[names.size()];
    for (int i = 0; i < names.size(); i++) {
      int c = indexOf(names.get(i));
      if (c < 0) {
        throw new DataException(
            "the data have no column '" + names.get(i) + "'; columns are " + names());
      }
      vs.add(variables.get(c));
      out[i] = columns[c];
    }
    return new IncompleteDataset(vs, out, rows);
  }

  /**
   * The table with one column replaced by another of the same length: {@code int[]} codes (−1
   * missing) for a discrete variable, {@code double[]} (NaN missing) for a continuous one.
   *
   * @throws DataException as {@link #of} does
   */
  public IncompleteDataset withColumn(int column, Variable variable, Object values) {
    List<Variable> vs = new ArrayList<>(variables);
    vs.set(column, variable);
    Object[] out = columns.clone();
    out[column] = IncompleteColumns.checked(variable, values, true);
    int len = IncompleteColumns.length(out[column]);
    if (len != rows) {
      throw new DataException(
          "column '" + variable.name() + "' has " + len + " rows, the table " + rows);
    }
    return new IncompleteDataset(vs, out, rows);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof IncompleteDataset other)) {
      return false;
    }
    return rows == other.rows
        && variables.equals(other.variables)
        && Arrays.deepEquals(columns, other.columns);
  }

  @Override
  public int hashCode() {
    return variables.hashCode() * 31 + Arrays.deepHashCode(columns);
  }

  @Override
  public String toString() {
    int complete = completeRowIndices().length;
    return "IncompleteDataset: "
        + rows
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
