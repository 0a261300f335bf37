package org.structlearn.io;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.StructlearnException;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;
import tech.tablesaw.io.csv.CsvReadOptions;

/**
 * A small CSV file with a header line as records: one map per row from column name to the cell's
 * text, in column order (reference figures, level files of a few rows). Read whole into memory; for
 * data sets use {@link DatasetReader}.
 */
public final class CsvRecords {
  private CsvRecords() {}

  /**
   * The rows of a CSV file (plain or gzip), every cell as text.
   *
   * @throws StructlearnException naming the file if it cannot be read or parsed
   */
  public static List<Map<String, String>> read(Path file) {
    Table t;
    try {
      t =
          Table.read()
              .usingOptions(
                  CsvReadOptions.builder(new StringReader(TextFiles.read(file)))
                      .columnTypes(n -> ColumnType.STRING));
    } catch (RuntimeException e) {
      throw new StructlearnException("cannot read " + file + ": " + e.getMessage(), e);
    }
    List<Map<String, String>> out = new ArrayList<>();
    for (int r = 0; r < t.rowCount(); r++) {
      Map<String, String> row = new LinkedHashMap<>();
      for (String c : t.columnNames()) {
        row.put(c, t.stringColumn(c).get(r));
      }
      out.add(row);
    }
    return out;
  }
}
