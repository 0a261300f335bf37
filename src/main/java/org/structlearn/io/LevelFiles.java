package org.structlearn.io;

import com.univocity.parsers.common.TextParsingException;
import com.univocity.parsers.csv.CsvParser;
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

/**
 * Reads level lists: a CSV with columns {@code variable,index,level} (one row per level, {@code
 * index} from 1 giving the order), as bnlearn's {@code <name>.levels.csv} files. Extra columns are
 * ignored.
 *
 * <p>The records are split by univocity-parsers with {@link DatasetReader}'s settings (those
 * tablesaw gives it), not through a tablesaw {@code Table}: the first use of {@code Table} in a
 * process scans the class path for readers, about 0.4 s on a 2-core machine, which every {@code
 * learn --levels} paid before its data were read.
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
    Map<String, TreeMap<Integer, String>> byVar = new LinkedHashMap<>();
    CsvParser parser = new CsvParser(StreamingCsv.settings(','));
    try {
      parser.beginParsing(new StringReader(text));
      String[] header = next(parser, path);
      int variable = column(header, "variable", path);
      int index = column(header, "index", path);
      int level = column(header, "level", path);
      String[] row;
      while ((row = next(parser, path)) != null) {
        if (row.length == 1 && (row[0] == null || row[0].isEmpty())) {
          continue; // a blank line
        }
        long line = parser.getContext().currentLine();
        if (row.length != header.length) {
          throw new DataException(
              "level file "
                  + path
                  + " line "
                  + line
                  + ": "
                  + row.length
                  + " fields, but the header has "
                  + header.length
                  + "; give every row one field per column");
        }
        put(byVar, cell(row, variable), cell(row, index), cell(row, level), path, line);
      }
    } finally {
      parser.stopParsing();
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

  /** The next record, univocity's parse errors as a {@link DataException} naming the file. */
  private static String[] next(CsvParser parser, Path path) {
    try {
      return parser.parseNext();
    } catch (TextParsingException e) {
      throw StreamingCsv.unwrap(e, "level file " + path);
    }
  }

  private static int column(String[] header, String name, Path path) {
    List<String> names = new ArrayList<>();
    for (String h : header == null ? new String[0] : header) {
      names.add(h == null ? "" : h.trim());
    }
    int at = names.indexOf(name);
    if (at < 0) {
      throw new DataException(
          "level file "
              + path
              + " has no column '"
              + name
              + "'; it needs columns variable,index,level (it has "
              + names
              + ")");
    }
    return at;
  }

  private static String cell(String[] row, int c) {
    return row[c] == null ? "" : row[c];
  }

  private static void put(
      Map<String, TreeMap<Integer, String>> byVar,
      String var,
      String idx,
      String level,
      Path path,
      long line) {
    int index;
    try {
      index = Integer.parseInt(idx.trim());
    } catch (NumberFormatException e) {
      throw new DataException(
          "level file " + path + " line " + line + ": index '" + idx + "' is not a whole number");
    }
    String prev = byVar.computeIfAbsent(var, k -> new TreeMap<>()).put(index, level);
    if (prev != null) {
      throw new DataException(
          "level file "
              + path
              + " line "
              + line
              + ": variable '"
              + var
              + "' has index "
              + index
              + " twice");
    }
  }
}
