package org.structlearn.io;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.latent.NbmGroups;
import org.structlearn.latent.NbmGroupsException;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;
import tech.tablesaw.io.csv.CsvReadOptions;

/**
 * Reads a {@code groups.csv}: which observed column belongs to which naive Bayes model. A CSV with
 * the header {@code column,group} and one row per observed column, e.g. {@code O1,L1}; groups are
 * ordered by their first row, columns by row order. Extra columns are ignored. Gzip-compressed
 * files are read too ({@link TextFiles}).
 */
public final class GroupFiles {
  private GroupFiles() {}

  /**
   * The groups of a file.
   *
   * @throws NbmGroupsException if the file is empty or not CSV, lacks a {@code column} or {@code
   *     group} column, a row has an empty name, a column is listed twice (naming both lines), or
   *     the groups are invalid (a group with fewer than two columns, ...), always naming the file
   * @throws EncodingException if the file is not valid UTF-8
   */
  public static NbmGroups read(Path path) {
    String text = TextFiles.read(path);
    if (text.isBlank()) {
      throw new NbmGroupsException(
          "groups file " + path + " is empty; it needs a header column,group and a row per column");
    }
    Table t;
    try {
      t =
          Table.read()
              .usingOptions(
                  CsvReadOptions.builder(new StringReader(text))
                      .columnTypes(name -> ColumnType.STRING)
                      .missingValueIndicator("\u0000")
                      .tableName(path.getFileName().toString()));
    } catch (RuntimeException e) { // tablesaw's parse errors, e.g. a row longer than the header
      throw new NbmGroupsException(
          "cannot parse groups file " + path + " as CSV: " + e.getMessage());
    }
    for (String col : List.of("column", "group")) {
      if (!t.columnNames().contains(col)) {
        throw new NbmGroupsException(
            "groups file "
                + path
                + " has no column '"
                + col
                + "'; it needs a header column,group (it has "
                + t.columnNames()
                + ")");
      }
    }
    Map<String, String> groupOf = new LinkedHashMap<>();
    Map<String, Integer> lineOf = new LinkedHashMap<>();
    for (int r = 0; r < t.rowCount(); r++) {
      int line = r + 2;
      String column = t.stringColumn("column").get(r).trim();
      String group = t.stringColumn("group").get(r).trim();
      if (column.isEmpty() || group.isEmpty()) {
        throw new NbmGroupsException(
            "groups file " + path + " line " + line + ": empty column or group name");
      }
      Integer prev = lineOf.put(column, line);
      if (prev != null) {
        throw new NbmGroupsException(
            "groups file "
                + path
                + " line "
                + line
                + ": column '"
                + column
                + "' is already in group '"
                + groupOf.get(column)
                + "' (line "
                + prev
                + "); put each column in exactly one group");
      }
      groupOf.put(column, group);
    }
    try {
      return NbmGroups.fromColumnMap(groupOf);
    } catch (NbmGroupsException e) {
      throw new NbmGroupsException("groups file " + path + ": " + e.getMessage());
    }
  }
}
