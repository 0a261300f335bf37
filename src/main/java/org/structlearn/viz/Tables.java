package org.structlearn.viz;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.structlearn.data.Dataset;
import org.structlearn.io.TableConversion;
import org.structlearn.study.Claim;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Data sets and tablesaw tables as HTML for a notebook: the first rows, then one line per column
 * with its type, its levels and their counts (discrete) or its range and mean (continuous), and its
 * missing values. Returns strings; the notebook displays them as HTML.
 */
public final class Tables {
  private static final int MAX_LEVELS_SHOWN = 8;

  private Tables() {}

  /** The data set as a tablesaw table (discrete columns as text, continuous as doubles). */
  public static Table table(Dataset data) {
    return TableConversion.toTable(data, "data");
  }

  /** The first {@code rows} rows and a per-column summary of a data set, as HTML. */
  public static String html(Dataset data, int rows) {
    return html(table(data.head(rows)), rows, data.rows())
        .replace("<!--summary-->", summary(table(data)));
  }

  /** The first {@code rows} rows and a per-column summary of a tablesaw table, as HTML. */
  public static String html(Table table, int rows) {
    return html(table.first(rows), rows, table.rowCount())
        .replace("<!--summary-->", summary(table));
  }

  private static String html(Table head, int rows, int totalRows) {
    StringBuilder sb = new StringBuilder();
    sb.append("<div class=\"structlearn-table\"><p><b>")
        .append(String.format(Locale.ROOT, "%,d rows × %d columns", totalRows, head.columnCount()))
        .append("</b>")
        .append(totalRows > rows ? String.format(Locale.ROOT, " (first %d shown)", rows) : "")
        .append("</p>\n<table><thead><tr>");
    for (String name : head.columnNames()) {
      sb.append("<th>").append(escape(name)).append("</th>");
    }
    sb.append("</tr></thead><tbody>\n");
    for (int r = 0; r < head.rowCount(); r++) {
      sb.append("<tr>");
      for (Column<?> c : head.columns()) {
        sb.append("<td>").append(escape(c.getString(r))).append("</td>");
      }
      sb.append("</tr>\n");
    }
    sb.append("</tbody></table>\n<!--summary--></div>");
    return sb.toString();
  }

  /**
   * Every row of a (small, e.g. results) table as HTML, without a summary: numbers right-aligned,
   * doubles with two decimals from 1,000 up and four significant digits below, grouped digits.
   */
  public static String rows(Table table) {
    StringBuilder sb = new StringBuilder("<table><thead><tr>");
    for (String name : table.columnNames()) {
      sb.append("<th>").append(escape(name)).append("</th>");
    }
    sb.append("</tr></thead><tbody>\n");
    for (int r = 0; r < table.rowCount(); r++) {
      sb.append("<tr>");
      for (Column<?> c : table.columns()) {
        boolean numeric = c instanceof NumericColumn<?>;
        sb.append(numeric ? "<td style=\"text-align:right\">" : "<td>")
            .append(escape(cell(c, r)))
            .append("</td>");
      }
      sb.append("</tr>\n");
    }
    return sb.append("</tbody></table>").toString();
  }

  private static String cell(Column<?> c, int r) {
    if (c.isMissing(r)) {
      return "";
    }
    Object v = c.get(r);
    if (v instanceof Double d) {
      return Math.abs(d) >= 1000
          ? String.format(Locale.ROOT, "%,.2f", d)
          : String.format(Locale.ROOT, "%.4g", d);
    }
    if (v instanceof Integer || v instanceof Long) {
      return String.format(Locale.ROOT, "%,d", v);
    }
    return c.getString(r);
  }

  /** One row per column: name, type, levels with counts or range, missing values. */
  public static String summary(Table table) {
    StringBuilder sb = new StringBuilder();
    sb.append("<table><thead><tr><th>column</th><th>type</th><th>levels (count) or range</th>")
        .append("<th>missing</th></tr></thead><tbody>\n");
    for (Column<?> c : table.columns()) {
      sb.append("<tr><td>")
          .append(escape(c.name()))
          .append("</td><td>")
          .append(c instanceof NumericColumn<?> ? "continuous" : "discrete")
          .append("</td><td>")
          .append(escape(describe(c)))
          .append("</td><td>")
          .append(c.countMissing())
          .append("</td></tr>\n");
    }
    return sb.append("</tbody></table>").toString();
  }

  private static String describe(Column<?> c) {
    if (c instanceof NumericColumn<?> n) {
      if (n.size() == n.countMissing()) {
        return "no values";
      }
      return String.format(Locale.ROOT, "%.4g … %.4g, mean %.4g", n.min(), n.max(), n.mean());
    }
    Map<String, Integer> counts = new TreeMap<>();
    for (int r = 0; r < c.size(); r++) {
      if (!c.isMissing(r)) {
        counts.merge(c.getString(r), 1, Integer::sum);
      }
    }
    StringBuilder sb = new StringBuilder(counts.size() + " levels: ");
    int shown = 0;
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      if (shown++ == MAX_LEVELS_SHOWN) {
        sb.append(", …");
        break;
      }
      sb.append(shown > 1 ? ", " : "")
          .append(e.getKey())
          .append(" (")
          .append(e.getValue())
          .append(')');
    }
    return sb.toString();
  }

  /**
   * A paper's claims checked against a study ({@link Claim}), one row each: the paper's sentence in
   * quotes, what we compared, the verdict (agrees, partly, differs) and the numbers it rests on.
   *
   * @param paper how the first column's heading names the paper, e.g. {@code "Rajala (2009)"}
   */
  public static String claims(String paper, List<Claim> claims) {
    StringBuilder sb = new StringBuilder("<table><thead><tr><th style=\"text-align:left\">");
    sb.append(escape(paper))
        .append(" writes</th><th style=\"text-align:left\">what we compare</th>")
        .append("<th>verdict</th><th style=\"text-align:left\">our numbers</th></tr></thead>")
        .append("<tbody>\n");
    for (Claim c : claims) {
      sb.append("<tr><td style=\"text-align:left\">")
          .append(c.quote().isEmpty() ? "" : "<i>“" + escape(c.quote()) + "”</i>")
          .append("</td><td style=\"text-align:left\">")
          .append(escape(c.claim()))
          .append("</td><td><b>")
          .append(c.verdict().label())
          .append("</b></td><td style=\"text-align:left\">")
          .append(escape(c.evidence()))
          .append("</td></tr>\n");
    }
    return sb.append("</tbody></table>").toString();
  }

  /** Escapes text for HTML. */
  static String escape(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (char ch : s.toCharArray()) {
      switch (ch) {
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '&' -> sb.append("&amp;");
        case '"' -> sb.append("&quot;");
        default -> sb.append(ch);
      }
    }
    return sb.toString();
  }
}
