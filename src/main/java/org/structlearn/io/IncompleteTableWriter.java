package org.structlearn.io;

import java.nio.file.Path;
import org.structlearn.data.IncompleteDataset;

/**
 * Writes a table that may have missing cells as CSV: a header, one line per row, a discrete cell as
 * its level name and a continuous one as the shortest decimal that reads back to the same double, a
 * missing cell as an empty field (which the readers take as missing by default). Fields holding the
 * delimiter, a quote or a line break are quoted. Atomic ({@link OutputFiles}), gzip for a name
 * ending in {@code .gz}.
 */
public final class IncompleteTableWriter {
  private IncompleteTableWriter() {}

  /**
   * Writes the table to {@code path}.
   *
   * @throws org.structlearn.StructlearnException if the file cannot be written
   */
  public static void write(Path path, IncompleteDataset table) {
    OutputFiles.writeText(
        path,
        w -> {
          StringBuilder line = new StringBuilder();
          for (int c = 0; c < table.columns(); c++) {
            line.append(c == 0 ? "" : ",").append(quote(table.variable(c).name()));
          }
          w.write(line.append('\n').toString());
          for (int r = 0; r < table.rows(); r++) {
            line.setLength(0);
            for (int c = 0; c < table.columns(); c++) {
              if (c > 0) {
                line.append(',');
              }
              if (table.isMissing(c, r)) {
                continue;
              }
              line.append(
                  table.isDiscrete(c)
                      ? quote(table.variable(c).levels().get(table.code(c, r)))
                      : Double.toString(table.value(c, r)));
            }
            w.write(line.append('\n').toString());
          }
        });
  }

  private static String quote(String s) {
    if (s.isEmpty()
        || s.contains(",")
        || s.contains("\"")
        || s.contains("\n")
        || s.contains("\r")) {
      return "\"" + s.replace("\"", "\"\"") + "\"";
    }
    return s;
  }
}
