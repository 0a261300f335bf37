package org.structlearn.data;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * An immutable, column-major table of observations: the input of every learner.
 *
 * <p>Discrete columns hold small integer codes into their variable's level list: one byte per cell
 * (read unsigned) when a variable has at most 256 levels, an {@code int} otherwise. Continuous
 * columns hold {@code double} values. Missing cells (R's {@code NA}) are held under a mask per
 * column and described by {@link #missing()} ({@link MissingCells} says how, and which accessors
 * refuse them); {@link #withMissing} builds a data set from columns with the sentinels {@link
 * #MISSING_CODE} and {@code NaN}. Readers refuse missing cells, drop the incomplete rows or keep
 * them, as asked.
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
  private final MissingCells missing;

  /** The code {@link #codeOrMissing} and {@link #codesWithMissing} give a missing cell. */
  public static final int MISSING_CODE = -1;

  Dataset(List<Variable> variables, Object[] columns, int rows, MissingCells missing) {
    this.variables = List.copyOf(variables);
    this.columns = columns;
    this.rows = rows;
    this.missing = missing == null ? MissingCells.none(columns.length, rows) : missing;
    this.index = DatasetSupport.index(variables);
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
    return DatasetSupport.build(variables, columns, true, null);
  }

  /**
   * As {@link #of(List, List)}, with missing cells: code {@link #MISSING_CODE} ({@code -1}) in an
   * {@code int[]} column or {@code NaN} in a {@code double[]} column is a missing cell (a {@code
   * byte[]} column has no sentinel). The arrays are copied.
   *
   * @throws DataException as {@link #of(List, List)} does, and for an infinite value
   */
  public static Dataset withMissing(List<Variable> variables, List<?> columns) {
    List<Object> cells = new ArrayList<>(columns);
    List<boolean[]> masks = new ArrayList<>();
    for (int c = 0; c < cells.size(); c++) {
      masks.add(Columns.takeSentinels(cells, c));
    }
    return DatasetSupport.build(variables, cells, true, masks);
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
    return DatasetSupport.build(variables, columns, false, null);
  }

  /**
   * As {@link #adopt(List, List)}, with missing cells: {@code missing.get(c)} is null for a column
   * with every cell observed, else one flag per row, true where the cell is missing (the stored
   * cell there may be any valid code or value, and becomes the placeholder). The masks are handed
   * over too. For readers; others use {@link #withMissing}.
   *
   * @throws DataException as {@link #of(List, List)} does, or if a mask's length differs
   */
  public static Dataset adopt(List<Variable> variables, List<?> columns, List<boolean[]> missing) {
    return DatasetSupport.build(variables, columns, false, missing);
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

  /** Which cells are missing; {@link MissingCells#any()} is false for complete data. Never null. */
  public MissingCells missing() {
    return missing;
  }

  /** Whether any cell is missing: {@code missing().any()}. */
  public boolean hasMissing() {
    return missing.any();
  }

  /** The rows with every cell observed (complete-case analysis); this data set if all are. */
  public Dataset dropIncomplete() {
    return missing.any() ? rows(missing.completeRows()) : this;
  }

  /** The level code of a discrete cell, or {@link #MISSING_CODE} if it is missing. */
  public int codeOrMissing(int column, int row) {
    return missing.isMissing(column, row) ? MISSING_CODE : rawCode(column, row);
  }

  /** The value of a continuous cell, or {@code NaN} if it is missing. */
  public double valueOrMissing(int column, int row) {
    return missing.isMissing(column, row) ? Double.NaN : rawValues(column)[row];
  }

  /** A discrete column's codes as a new array, {@link #MISSING_CODE} where a cell is missing. */
  public int[] codesWithMissing(int column) {
    return Columns.withSentinels(rawCodes(column), missing.mask(column));
  }

  /** A continuous column's values as a new array, {@code NaN} where a cell is missing. */
  public double[] valuesWithMissing(int column) {
    return Columns.withSentinels(rawValues(column).clone(), missing.mask(column));
  }

  /**
   * The level code of a discrete cell.
   *
   * @throws DataException if the cell is missing (see {@link MissingCells})
   */
  public int code(int column, int row) {
    if (missing.isMissing(column, row)) {
      throw missingCells(column);
    }
    return rawCode(column, row);
  }

  private int rawCode(int column, int row) {
    return Columns.code(columns[column], row, variables.get(column));
  }

  /**
   * The value of a continuous cell.
   *
   * @throws DataException if the cell is missing (see {@link MissingCells})
   */
  public double value(int column, int row) {
    if (missing.isMissing(column, row)) {
      throw missingCells(column);
    }
    return rawValues(column)[row];
  }

  /**
   * The level codes of a discrete column with at most 256 levels, one unsigned byte per row. This
   * is the data set's own storage: do not modify it.
   *
   * @throws DataException if the column has a missing cell (see {@link MissingCells})
   */
  public byte[] discreteCodes(int column) {
    requireObserved(column);
    return Columns.bytes(columns[column], variables.get(column));
  }

  /**
   * The level codes of a discrete column as a new {@code int[]}, whatever its width.
   *
   * @throws DataException if the column has a missing cell (see {@link MissingCells})
   */
  public int[] codesOf(int column) {
    requireObserved(column);
    return rawCodes(column);
  }

  private int[] rawCodes(int column) {
    return Columns.intCodes(columns[column], variables.get(column));
  }

  /**
   * The values of a continuous column. This is the data set's own storage: do not modify it.
   *
   * @throws DataException if the column has a missing cell (see {@link MissingCells})
   */
  public double[] continuousValues(int column) {
    requireObserved(column);
    return rawValues(column);
  }

  private double[] rawValues(int column) {
    return Columns.values(columns[column], variables.get(column));
  }

  /**
   * The level name of a discrete cell, or the value of a continuous one, as text; NA if missing.
   */
  public String text(int column, int row) {
    Variable v = variables.get(column);
    if (missing.isMissing(column, row)) {
      return "NA";
    }
    return v.isDiscrete() ? v.levels().get(code(column, row)) : Double.toString(value(column, row));
  }

  private void requireObserved(int column) {
    if (missing.count(column) > 0) {
      throw missingCells(column);
    }
  }

  private DataException missingCells(int column) {
    return DatasetSupport.missingCells(variables.get(column).name(), missing, column);
  }

  /** The rows at the given indices, in that order (an index may repeat). */
  public Dataset rows(int[] rowIndices) {
    Object[] out = new Object[columns.length];
    for (int c = 0; c < columns.length; c++) {
      out[c] = Columns.gather(columns[c], rowIndices);
    }
    return new Dataset(variables, out, rowIndices.length, missing.rows(rowIndices));
  }

  /** The first {@code n} rows (all of them if there are fewer). */
  public Dataset head(int n) {
    return rows(java.util.stream.IntStream.range(0, Math.min(Math.max(n, 0), rows)).toArray());
  }

  /**
   * The named columns, in the order given.
   *
   * @throws DataException naming a column the data lack (and listing theirs) or one named twice
   */
  public Dataset select(List<String> names) {
    List<Variable> vs = new ArrayList<>();
    Object[] out = new Object[names.size()];
    int[] picked = new int[names.size()];
    DatasetSupport.requireDistinct(names);
    for (int i = 0; i < names.size(); i++) {
      int c = require(names.get(i));
      picked[i] = c;
      vs.add(variables.get(c));
      out[i] = columns[c];
    }
    return new Dataset(vs, out, rows, missing.columns(picked));
  }

  /**
   * A bootstrap sample: {@link #rows()} rows drawn uniformly with replacement.
   *
   * @param seed the random seed; the same seed gives the same sample
   */
  public Dataset bootstrap(long seed) {
    return rows(Resampling.bootstrap(rows, seed));
  }

  /**
   * Splits the rows into {@code k} folds for cross-validation after a seeded shuffle; fold sizes
   * differ by at most one. Each {@link Fold} holds the held-out rows and the rest.
   *
   * @throws DataException if {@code k < 2} or {@code k > rows()}
   */
  public List<Fold> folds(int k, long seed) {
    return Resampling.folds(this, k, seed);
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
    Variable nv = Columns.releveled(variables.get(c), levels);
    List<Variable> vs = new ArrayList<>(variables);
    vs.set(c, nv);
    Object[] out = columns.clone();
    out[c] = Columns.recoded(rawCodes(c), variables.get(c), nv, missing.mask(c));
    return new Dataset(vs, out, rows, missing);
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
    return o instanceof Dataset other
        && rows == other.rows
        && variables.equals(other.variables)
        && missing.equals(other.missing)
        && Arrays.deepEquals(columns, other.columns);
  }

  @Override
  public int hashCode() {
    return ((variables.hashCode() * 31 + rows) * 31 + missing.hashCode()) * 31
        + Arrays.deepHashCode(columns);
  }

  @Override
  public String toString() {
    return DatasetSupport.describe(this);
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
