package org.structlearn.io;

import java.io.StringReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.structlearn.data.DataException;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;
import tech.tablesaw.io.csv.CsvReadOptions;

/**
 * Reads level lists: a CSV with columns {@code variable,index,level} (one row per level, {@code
 * index} from 1 giving the order), as bnlearn's {@code <name>.levels.csv} files. Extra columns are
 * ignored.
 */
public final class LevelFiles {
  private LevelFiles() {}

  /**
   * The level lists by variable, in the order the variables first appear, each list ordered by
   * index.
   *
   * @throws DataException if a column is missing, an index is not a positive integer, or the
   *     indices of a variable are not 1..k without gaps or repeats, a variable lists a level twice,
   *     or the file is not valid CSV, naming the file and line
   * @throws EncodingException if the file is not valid UTF-8, naming the line and byte offset
   */
  public static Map<String, List<String>> read(Path path) {
    return read(path, StandardCharsets.UTF_8);
  }

  /** As {@link #read(Path)}, decoding the file strictly in the given encoding. */
  public static Map<String, List<String>> read(Path path, Charset encoding) {
    String text = TextFiles.read(path, encoding);
    if (text.isBlank()) {
      throw new DataException(
          "level file "
              + path
              + " is empty; it needs a header variable,index,level and a row per level");
    }
    Table t;
    try {
      t =
          Table.read()
              .usingOptions(
                  CsvReadOptions.builder(new StringReader(text))
                      .columnTypes(name -> ColumnType.STRING)
                      .missingValueIndicator("\u0000") // a level may be called NA
                      .tableName(path.getFileName().toString()));
    } catch (RuntimeException e) { // tablesaw's parse errors, e.g. a row longer than the header
      throw new DataException("cannot parse level file " + path + " as CSV: " + e.getMessage(), e);
    }
    for (String col : List.of("variable", "index", "level")) {
      if (!t.columnNames().contains(col)) {
        throw new DataException(
            "level file "
                + path
                + " has no column '"
                + col
                + "'; it needs columns variable,index,level "
                + "(it has "
                + t.columnNames()
                + ")");
      }
    }
    Map<String, TreeMap<Integer, String>> byVar = new LinkedHashMap<>();
    for (int r = 0; r < t.rowCount(); r++) {
      String var = t.stringColumn("variable").get(r);
      String idx = t.stringColumn("index").get(r);
      int index;
      try {
        index = Integer.parseInt(idx.trim());
      } catch (NumberFormatException e) {
        throw new DataException(
            "level file "
                + path
                + " line "
                + (r + 2)
                + ": index '"
                + idx
                + "' is not a whole number");
      }
      String prev =
          byVar
              .computeIfAbsent(var, k -> new TreeMap<>())
              .put(index, t.stringColumn("level").get(r));
      if (prev != null) {
        throw new DataException(
            "level file "
                + path
                + " line "
                + (r + 2)
                + ": variable '"
                + var
                + "' has index "
                + index
                + " twice");
      }
    }
    Map<String, List<String>> out = new LinkedHashMap<>();
    byVar.forEach(
        (var, levels) -> {
          if (levels.firstKey() != 1 || levels.lastKey() != levels.size()) {
            throw new DataException(
                "level file "
                    + path
                    + ": the indices of variable '"
                    + var
                    + "' must run 1.."
                    + levels.size()
                    + ", they are "
                    + levels.keySet());
          }
          List<String> list = new ArrayList<>(levels.values());
          if (new HashSet<>(list).size() != list.size()) {
            throw new DataException(
                "level file "
                    + path
                    + ": variable '"
                    + var
                    + "' lists a level twice: "
                    + list
                    + "; list each level once");
          }
          out.put(var, list);
        });
    return out;
  }
}
