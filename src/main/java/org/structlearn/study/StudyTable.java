package org.structlearn.study;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A study's table as a value: a title, column names and rows of cells (a {@link String}, an {@link
 * Integer}, a {@link Double}, or null for a missing value). The notebooks show it as HTML ({@code
 * viz.StudyTables}), the command line prints its summary; {@link #toString()} is an aligned text
 * table. Immutable.
 *
 * @param title what the rows are, e.g. {@code mean over 10 data sets}
 * @param columnNames the column names, distinct
 * @param rows the rows, each as long as the column names
 */
public record StudyTable(String title, List<String> columnNames, List<List<Object>> rows) {
  public StudyTable {
    columnNames = List.copyOf(columnNames);
    List<List<Object>> copy = new ArrayList<>();
    for (List<Object> row : rows) {
      if (row.size() != columnNames.size()) {
        throw new IllegalArgumentException(
            "a row has " + row.size() + " cells for " + columnNames.size() + " columns");
      }
      copy.add(java.util.Collections.unmodifiableList(new ArrayList<>(row)));
    }
    rows = List.copyOf(copy);
  }

  /** A builder of a table with these columns. */
  public static Builder builder(String title, String... columnNames) {
    return new Builder(title, List.of(columnNames));
  }

  /** A builder of a table with these columns. */
  public static Builder builder(String title, List<String> columnNames) {
    return new Builder(title, columnNames);
  }

  /** The number of rows. */
  public int rowCount() {
    return rows.size();
  }

  /** The cells of a column, top to bottom. */
  public List<Object> column(String name) {
    int c = index(name);
    List<Object> out = new ArrayList<>();
    for (List<Object> row : rows) {
      out.add(row.get(c));
    }
    return out;
  }

  /** A column's cells as text (null stays null). */
  public List<String> stringColumn(String name) {
    return column(name).stream().map(v -> v == null ? null : v.toString()).toList();
  }

  /** A numeric column's cells (a missing value as NaN). */
  public double[] doubleColumn(String name) {
    return column(name).stream()
        .mapToDouble(v -> v == null ? Double.NaN : ((Number) v).doubleValue())
        .toArray();
  }

  private int index(String name) {
    int c = columnNames.indexOf(name);
    if (c < 0) {
      throw new IllegalArgumentException(
          "no column '" + name + "'; the columns are " + columnNames);
    }
    return c;
  }

  /** The title, then the table with aligned columns (numbers to 4 significant digits). */
  @Override
  public String toString() {
    int n = columnNames.size();
    String[][] text = new String[rows.size() + 1][n];
    int[] width = new int[n];
    for (int c = 0; c < n; c++) {
      text[0][c] = columnNames.get(c);
      for (int r = 0; r < rows.size(); r++) {
        Object v = rows.get(r).get(c);
        text[r + 1][c] =
            v == null
                ? "-"
                : v instanceof Double d ? String.format(Locale.ROOT, "%.4g", d) : "" + v;
      }
      for (String[] line : text) {
        width[c] = Math.max(width[c], line[c].length());
      }
    }
    StringBuilder b = new StringBuilder(title).append(System.lineSeparator());
    for (String[] line : text) {
      for (int c = 0; c < n; c++) {
        b.append(c == 0 ? "" : "  ").append(String.format("%-" + width[c] + "s", line[c]));
      }
      b.append(System.lineSeparator());
    }
    return b.toString().stripTrailing();
  }

  /** Adds rows, then builds the table. */
  public static final class Builder {
    private final String title;
    private final List<String> columnNames;
    private final List<List<Object>> rows = new ArrayList<>();

    private Builder(String title, List<String> columnNames) {
      this.title = title;
      this.columnNames = List.copyOf(columnNames);
    }

    /** Adds a row: one cell per column, in column order. */
    public Builder row(Object... cells) {
      rows.add(Arrays.asList(cells));
      return this;
    }

    /** Adds a row from a list of cells. */
    public Builder row(List<Object> cells) {
      rows.add(new ArrayList<>(cells));
      return this;
    }

    public StudyTable build() {
      return new StudyTable(title, columnNames, rows);
    }
  }
}
