package org.structlearn.viz;

import java.util.List;
import org.structlearn.study.StudyTable;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * A study's table ({@link StudyTable}) for a notebook: as a tablesaw table, or as HTML the way
 * {@link Tables} shows tablesaw tables. Integer columns become {@link IntColumn}s, other numbers
 * {@link DoubleColumn}s, the rest {@link StringColumn}s; a null cell is a missing value.
 */
public final class StudyTables {
  private StudyTables() {}

  /** The study's table as a tablesaw table, named after its title. */
  public static Table table(StudyTable t) {
    Table out = Table.create(t.title());
    for (String name : t.columnNames()) {
      out.addColumns(column(name, t.column(name)));
    }
    return out;
  }

  /** The first {@code rows} rows and a per-column summary, as HTML ({@link Tables#html}). */
  public static String html(StudyTable t, int rows) {
    return Tables.html(table(t), rows);
  }

  /** Every row, numbers right-aligned, as HTML ({@link Tables#rows}). */
  public static String rows(StudyTable t) {
    return Tables.rows(table(t));
  }

  private static Column<?> column(String name, List<Object> cells) {
    Object first = cells.stream().filter(v -> v != null).findFirst().orElse("");
    if (first instanceof Integer) {
      IntColumn c = IntColumn.create(name);
      cells.forEach(v -> append(c, v));
      return c;
    }
    if (first instanceof Number) {
      DoubleColumn c = DoubleColumn.create(name);
      cells.forEach(v -> append(c, v));
      return c;
    }
    StringColumn c = StringColumn.create(name);
    cells.forEach(v -> c.append(v == null ? null : v.toString()));
    return c;
  }

  private static void append(IntColumn c, Object v) {
    if (v == null) {
      c.appendMissing();
    } else {
      c.append(((Number) v).intValue());
    }
  }

  private static void append(DoubleColumn c, Object v) {
    if (v == null) {
      c.appendMissing();
    } else {
      c.append(((Number) v).doubleValue());
    }
  }
}
