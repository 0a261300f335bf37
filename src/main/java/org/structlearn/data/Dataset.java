package org.structlearn.data;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An immutable, column-major table of observations: the input of every learner.
 *
 * <p>Discrete columns hold small integer codes into their variable's level list: one byte per cell
 * (read unsigned) when a variable has at most 256 levels, an {@code int} otherwise. Continuous
 * columns hold {@code double} values. A data set has no missing values: readers either refuse them
 * or drop the incomplete rows on request.
 *
 * <p>The raw arrays returned by {@link #discreteCodes(int)} and {@link #continuousValues(int)} are
 * the data set's own storage, shared for speed by the counting kernels; callers must not modify
 * them.
 *
 * <p>Build one with {@link #of(List, List)}, from a CSV file or a tablesaw table (package {@code
 * io}), or by sampling a network (package {@code sim}).
 */
public final class Dataset {
  private final List<Variable> variables;
  private final Object[] columns; // byte[] (<= 256 levels), int[] (more levels) or double[]
  private final int rows;
  private final Map<String, Integer> index;

  private Dataset(List<Variable> variables, Object[] columns, int rows) {
    this.variables = List.copyOf(variables);
    this.columns = columns;
    this.rows = rows;
    Map<String, Integer> idx = new HashMap<>();
    for (int i = 0; i < variables.size(); i++) {
      String name = variables.get(i).name();
      Integer prev = idx.put(name, i);
      if (prev != null) {
        throw new DataException(
            "duplicate column name '"
                + name
                + "' (columns "
                + (prev + 1)
                + " and "
                + (i + 1)
                + "); rename one of them");
      }
    }
    this.index = Collections.unmodifiableMap(idx);
  }

  /**
   * A data set from variables and their columns. A discrete column is a {@code byte[]} (codes read
   * unsigned) or an {@code int[]} of codes; a continuous column is a {@code double[]}. The arrays
   * are copied, and every code is checked against its variable's number of levels.
   *
   * @throws DataException if the columns differ in length, a type does not match its variable, a
   *     code is out of range, a continuous value is not finite, or two variables share a name
   */
  public static Dataset of(List<Variable> variables, List<?> columns) {
    return build(variables, columns, true);
  }

  /**
   * As {@link #of(List, List)}, but the arrays become the data set's storage without a copy (an
   * {@code int[]} column of a variable with at most 256 levels is still packed into bytes): the
   * caller hands them over and must neither keep nor modify them. For readers that build columns of
   * millions of rows, where the copy {@link #of(List, List)} makes would double the peak memory.
   *
   * @throws DataException as {@link #of(List, List)} does
   */
  public static Dataset adopt(List<Variable> variables, List<?> columns) {
    return build(variables, columns, false);
  }

  /** Checks the columns against the variables and stores them, copied or {@code adopt}ed. */
  private static Dataset build(List<Variable> variables, List<?> columns, boolean copy) {
    if (variables.size() != columns.size()) {
      throw new DataException(
          variables.size() + " variables but " + columns.size() + " columns; give one column each");
    }
    int rows = -1;
    Object[] stored = new Object[columns.size()];
    for (int c = 0; c < columns.size(); c++) {
      Variable v = variables.get(c);
      Object col = Objects.requireNonNull(columns.get(c), "column " + v.name());
      stored[c] = copy ? Columns.copyChecked(v, col) : Columns.checked(v, col);
      int len = Columns.length(stored[c]);
      if (rows >= 0 && len != rows) {
        throw new DataException(
            "column '" + v.name() + "' has " + len + " rows, the columns before it " + rows);
      }
      rows = len;
    }
    return new Dataset(variables, stored, Math.max(rows, 0));
  }

  /** Number of rows (observations). */
  public int rows() {
    return rows;
  }

  /** Number of columns (variables). */
  public int columns() {
    return variables.size();
  }

  public List<Variable> variables() {
    return variables;
  }

  public Variable variable(int column) {
    return variables.get(column);
  }

  /** Column names in order. */
  public List<String> names() {
    List<String> names = new ArrayList<>(variables.size());
    for (Variable v : variables) {
      names.add(v.name());
    }
    return names;
  }

  /** The column index of a name, or -1 if there is no such column. */
  public int indexOf(String name) {
    Integer i = index.get(name);
    return i == null ? -1 : i;
  }

  /**
   * The column index of a name.
   *
   * @throws DataException naming the column and listing the ones there are
   */
  public int require(String name) {
    int i = indexOf(name);
    if (i < 0) {
      throw new DataException("the data have no column '" + name + "'; columns are " + names());
    }
    return i;
  }

  public boolean isDiscrete(int column) {
    return variables.get(column).isDiscrete();
  }

  /** True if every column is discrete. */
  public boolean isAllDiscrete() {
    return variables.stream().allMatch(Variable::isDiscrete);
  }

  /** True if every column is continuous. */
  public boolean isAllContinuous() {
    return variables.stream().noneMatch(Variable::isDiscrete);
  }

  /** Number of levels of a discrete column; 0 for a continuous one. */
  public int cardinality(int column) {
    return variables.get(column).cardinality();
  }

  /** The level code of a discrete cell. */
  public int code(int column, int row) {
    Object col = columns[column];
    if (col instanceof byte[] b) {
      return b[row] & 0xFF;
    }
    if (col instanceof int[] a) {
      return a[row];
    }
    throw notDiscrete(column);
  }

  /** The value of a continuous cell. */
  public double value(int column, int row) {
    if (columns[column] instanceof double[] d) {
      return d[row];
    }
    throw new DataException("column '" + variables.get(column).name() + "' is not continuous");
  }

  /**
   * The level codes of a discrete column with at most 256 levels, one unsigned byte per row. This
   * is the data set's own storage: do not modify it.
   */
  public byte[] discreteCodes(int column) {
    if (columns[column] instanceof byte[] b) {
      return b;
    }
    if (columns[column] instanceof int[]) {
      throw new DataException(
          "column '" + variables.get(column).name() + "' has more than 256 levels; use codesOf()");
    }
    throw notDiscrete(column);
  }

  /** The level codes of a discrete column as a new {@code int[]}, whatever its width. */
  public int[] codesOf(int column) {
    Object col = columns[column];
    if (col instanceof int[] a) {
      return a.clone();
    }
    byte[] b = discreteCodes(column);
    int[] out = new int[b.length];
    for (int i = 0; i < b.length; i++) {
      out[i] = b[i] & 0xFF;
    }
    return out;
  }

  /** The values of a continuous column. This is the data set's own storage: do not modify it. */
  public double[] continuousValues(int column) {
    if (columns[column] instanceof double[] d) {
      return d;
    }
    throw new DataException("column '" + variables.get(column).name() + "' is not continuous");
  }

  /** The level name of a discrete cell, or the value of a continuous one, as text. */
  public String text(int column, int row) {
    Variable v = variables.get(column);
    return v.isDiscrete() ? v.levels().get(code(column, row)) : Double.toString(value(column, row));
  }

  private DataException notDiscrete(int column) {
    return new DataException("column '" + variables.get(column).name() + "' is not discrete");
  }

  /** The rows at the given indices, in that order (an index may repeat). */
  public Dataset rows(int[] rowIndices) {
    Object[] out = new Object[columns.length];
    for (int c = 0; c < columns.length; c++) {
      out[c] = Columns.gather(columns[c], rowIndices);
    }
    return new Dataset(variables, out, rowIndices.length);
  }

  /** The first {@code n} rows (all of them if there are fewer). */
  public Dataset head(int n) {
    int m = Math.min(Math.max(n, 0), rows);
    int[] idx = new int[m];
    Arrays.setAll(idx, i -> i);
    return rows(idx);
  }

  /**
   * The named columns, in the order given.
   *
   * @throws DataException naming a column the data lack (and listing theirs) or one named twice
   */
  public Dataset select(List<String> names) {
    List<Variable> vs = new ArrayList<>();
    Object[] out = new Object[names.size()];
    Map<String, Integer> seen = new HashMap<>();
    for (int i = 0; i < names.size(); i++) {
      Integer first = seen.putIfAbsent(names.get(i), i);
      if (first != null) {
        throw new DataException(
            "column '"
                + names.get(i)
                + "' is selected twice (items "
                + (first + 1)
                + " and "
                + (i + 1)
                + " of the list); name each column once");
      }
      int c = require(names.get(i));
      vs.add(variables.get(c));
      out[i] = columns[c];
    }
    return new Dataset(vs, out, rows);
  }

  /**
   * A bootstrap sample: {@link #rows()} rows drawn uniformly with replacement.
   *
   * @param seed the random seed; the same seed gives the same sample
   */
  public Dataset bootstrap(long seed) {
    return rows(Columns.bootstrap(rows, seed));
  }

  /**
   * Splits the rows into {@code k} folds for cross-validation after a seeded shuffle; fold sizes
   * differ by at most one. Each {@link Fold} holds the held-out rows and the rest.
   *
   * @throws DataException if {@code k < 2} or {@code k > rows()}
   */
  public List<Fold> folds(int k, long seed) {
    if (k < 2 || k > rows) {
      throw new DataException(
          "folds must be between 2 and the number of rows (" + rows + "), was " + k);
    }
    List<Fold> folds = new ArrayList<>(k);
    for (int[][] trainTest : Columns.folds(rows, k, seed)) {
      int[] train = trainTest[0];
      int[] test = trainTest[1];
      folds.add(new Fold(folds.size(), train, test, rows(train), rows(test)));
    }
    return List.copyOf(folds);
  }

  /**
   * The same data with a discrete column's levels replaced by {@code levels}, which must contain
   * every level the column has (new levels may be added, and the order may change). Use it to give
   * the full level set of a variable when some levels never occur in the data, as bnlearn's factor
   * levels do.
   *
   * @throws DataException naming a level of the data missing from {@code levels}
   */
  public Dataset withLevels(String column, List<String> levels) {
    int c = require(column);
    Variable old = variables.get(c);
    if (!old.isDiscrete()) {
      throw new DataException(
          "column '" + column + "' is continuous; levels can only be given for a discrete column");
    }
    Variable nv = Variable.discrete(column, levels);
    int[] codes = Columns.recoded(old, nv, codesOf(c));
    List<Variable> vs = new ArrayList<>(variables);
    vs.set(c, nv);
    Object[] out = columns.clone();
    out[c] = Columns.pack(codes, nv.cardinality());
    return new Dataset(vs, out, rows);
  }

  /**
   * Applies {@link #withLevels(String, List)} for every entry; columns not named keep their levels.
   */
  public Dataset withLevels(Map<String, List<String>> levels) {
    Dataset d = this;
    for (Variable v : variables) {
      List<String> l = levels.get(v.name());
      if (l != null && !l.equals(v.levels())) {
        d = d.withLevels(v.name(), l);
      }
    }
    return d;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Dataset other)) {
      return false;
    }
    if (rows != other.rows || !variables.equals(other.variables)) {
      return false;
    }
    for (int c = 0; c < columns.length; c++) {
      if (!Objects.deepEquals(columns[c], other.columns[c])) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    int h = variables.hashCode() * 31 + rows;
    for (Object col : columns) {
      h = h * 31 + Arrays.deepHashCode(new Object[] {col});
    }
    return h;
  }

  @Override
  public String toString() {
    long discrete = variables.stream().filter(Variable::isDiscrete).count();
    return "Dataset: "
        + rows
        + " rows x "
        + columns()
        + " columns ("
        + discrete
        + " discrete, "
        + (columns() - discrete)
        + " continuous): "
        + String.join(", ", names().subList(0, Math.min(8, columns())))
        + (columns() > 8 ? ", ..." : "");
  }

  /**
   * One cross-validation fold.
   *
   * @param index fold number, from 0
   * @param trainRows indices of the training rows in the original data, ascending
   * @param testRows indices of the held-out rows in the original data, ascending
   * @param train the training rows
   * @param test the held-out rows
   */
  public record Fold(int index, int[] trainRows, int[] testRows, Dataset train, Dataset test) {}
}
