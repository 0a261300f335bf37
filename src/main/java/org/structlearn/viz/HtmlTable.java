package org.structlearn.viz;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A small results table for a notebook, built row by row and returned as HTML: {@code var t =
 * HtmlTable.of("network", "steps", "BIC"); t.row("alarm", 56, -220761.69); render(t.html(),
 * "text/html")}. Numbers are right-aligned with grouped digits: integers as they are (65,625),
 * doubles with two decimals from 1,000 up (-220,761.69) and four significant digits below (0.2075,
 * 4.649); a {@code String} cell is shown as given (format it yourself for other precisions), a
 * {@code null} or NaN cell is left blank. Text is escaped. Building is O(cells).
 */
public final class HtmlTable {
  private final List<String> header;
  private final List<List<Object>> rows = new ArrayList<>();

  private HtmlTable(List<String> header) {
    this.header = header;
  }

  /**
   * A table with these column titles.
   *
   * @throws IllegalArgumentException if there is no column
   */
  public static HtmlTable of(String... header) {
    if (header.length == 0) {
      throw new IllegalArgumentException("a table needs at least one column");
    }
    return new HtmlTable(List.of(header));
  }

  /**
   * Adds a row, one cell per column.
   *
   * @return this table, for chaining
   * @throws IllegalArgumentException if the row does not have one cell per column
   */
  public HtmlTable row(Object... cells) {
    if (cells.length != header.size()) {
      throw new IllegalArgumentException(
          "a row of this table has " + header.size() + " cells, got " + cells.length);
    }
    rows.add(java.util.Arrays.asList(cells.clone()));
    return this;
  }

  /** The number of rows added. */
  public int rowCount() {
    return rows.size();
  }

  /** The table as an HTML {@code <table>}. */
  public String html() {
    StringBuilder sb = new StringBuilder("<table><thead><tr>");
    for (String h : header) {
      sb.append("<th>").append(Tables.escape(h)).append("</th>");
    }
    sb.append("</tr></thead><tbody>\n");
    for (List<Object> row : rows) {
      sb.append("<tr>");
      for (Object cell : row) {
        sb.append(cell instanceof Number ? "<td style=\"text-align:right\">" : "<td>")
            .append(Tables.escape(text(cell)))
            .append("</td>");
      }
      sb.append("</tr>\n");
    }
    return sb.append("</tbody></table>").toString();
  }

  /** The text of one cell, as {@link #html()} shows it (before escaping). */
  static String text(Object cell) {
    if (cell == null) {
      return "";
    }
    if (cell instanceof Double || cell instanceof Float) {
      double d = ((Number) cell).doubleValue();
      if (Double.isNaN(d)) {
        return "";
      }
      if (Double.isInfinite(d)) {
        return d > 0 ? "∞" : "−∞";
      }
      return Math.abs(d) >= 1000
          ? String.format(Locale.ROOT, "%,.2f", d)
          : String.format(Locale.ROOT, "%.4g", d);
    }
    if (cell instanceof Number n) {
      return String.format(Locale.ROOT, "%,d", n.longValue());
    }
    return cell.toString();
  }

  /** The table as plain text, one tab-separated line per row, the titles first. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(String.join("\t", header));
    for (List<Object> row : rows) {
      sb.append('\n');
      for (int i = 0; i < row.size(); i++) {
        sb.append(i == 0 ? "" : "\t").append(text(row.get(i)));
      }
    }
    return sb.toString();
  }
}
