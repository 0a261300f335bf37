package org.structlearn.io;

import java.io.InputStream;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.Interrupts;
import org.structlearn.StructlearnException;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;
import tech.tablesaw.io.csv.CsvReadOptions;

/**
 * Reads a {@link Dataset} from a CSV file, plain or gzip-compressed (detected by its magic bytes),
 * through tablesaw. The first line is the header. The delimiter is detected from the first lines
 * unless given; column types and level orders follow {@link CsvOptions}. Conversion of an in-memory
 * tablesaw {@link Table} is {@link TableConversion#toDataset(Table, CsvOptions)}.
 *
 * <p>Errors are {@link DataException}s naming the file and the column, row or line: an empty file,
 * a header without rows, duplicate or empty column names, missing values (unless {@link
 * CsvOptions.MissingValues#DROP_ROWS}), a non-numeric value in a continuous column, a data level
 * absent from an explicit level list, a delimiter that leaves a single column although the header
 * holds another candidate delimiter.
 */
public final class DatasetReader {
  private static final char[] CANDIDATES = {',', ';', '\t', '|'};
  private static final int SNIFF_LINES = 20;

  private DatasetReader() {}

  /** Reads a CSV file with default options (delimiter detected, types inferred). */
  public static Dataset read(Path path) {
    return read(path, CsvOptions.defaults());
  }

  /**
   * Reads a CSV file, plain or gzip-compressed, decoded strictly in {@link CsvOptions#encoding()}.
   *
   * @throws DataException on bad data, naming the file
   * @throws EncodingException on a byte sequence not valid in the encoding, naming the file, line
   *     and byte offset
   * @throws StructlearnException if the file cannot be read or is a truncated gzip file
   */
  public static Dataset read(Path path, CsvOptions options) {
    return parse(TextFiles.read(path, options.encoding()), path.toString(), options);
  }

  /**
   * Reads CSV text from a stream (gzip-compressed or not), which is read to its end, not closed.
   *
   * @param sourceName the name used in error messages, e.g. the file name
   */
  public static Dataset read(InputStream in, String sourceName, CsvOptions options) {
    return parse(TextFiles.read(in, sourceName, options.encoding()), sourceName, options);
  }

  private static Dataset parse(String text, String sourceName, CsvOptions options) {
    String head = text.length() <= 1 << 16 ? text : text.substring(0, 1 << 16);
    List<String> lines = firstLines(head);
    if (lines.isEmpty()) {
      throw new DataException(
          sourceName
              + " is empty; a CSV file needs a header line naming the columns and one line per row");
    }
    char delimiter = options.delimiter() != null ? options.delimiter() : detectDelimiter(lines);
    List<String> header = splitLine(lines.get(0), delimiter);
    checkHeader(header, sourceName, delimiter, options.delimiter() != null);
    if (lines.size() < 2) {
      throw new DataException(sourceName + " has a header but no data rows");
    }
    Table table;
    try {
      table =
          Table.read()
              .usingOptions(
                  CsvReadOptions.builder(new StringReader(text))
                      .separator(delimiter)
                      .header(true)
                      .columnTypes(name -> ColumnType.STRING)
                      // tablesaw falls back to its own tokens (NA, ...) when given none: give one
                      // that never occurs; missing tokens are decided per column in TableConversion
                      .missingValueIndicator("\u0000")
                      .maxCharsPerColumn(1 << 16)
                      .tableName(sourceName));
    } catch (RuntimeException e) {
      checkNotInterrupted(sourceName, e); // the parser stops mid-row when interrupted
      int[] ragged = firstRaggedRecord(text, delimiter, header.size());
      if (ragged != null) {
        throw new DataException(
            sourceName
                + ", line "
                + ragged[0]
                + ": "
                + ragged[1]
                + (ragged[1] == 1 ? " field" : " fields")
                + ", but the header has "
                + header.size()
                + " (delimiter "
                + describe(delimiter)
                + "); give every row one field per column, and quote fields that contain the "
                + "delimiter",
            e);
      }
      throw new DataException("cannot parse " + sourceName + " as CSV: " + e.getMessage(), e);
    }
    checkNotInterrupted(sourceName, null); // a parse cut short on a row boundary looks complete
    return TableConversion.toDataset(table, options, sourceName);
  }

  /**
   * Tablesaw's parser (univocity) reads its input on a thread of its own: interrupted, it stops
   * mid-file and fails with its own wrapped {@link InterruptedException}, clearing the thread's
   * flag. Such a failure, or a set flag, is an interrupt, not a parse error: the flag is set again
   * and {@link org.structlearn.InterruptedRunException} thrown.
   */
  private static void checkNotInterrupted(String sourceName, RuntimeException failure) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof InterruptedException) {
        Thread.currentThread().interrupt();
      }
    }
    Interrupts.check(() -> "reading " + sourceName + " interrupted");
  }

  private static List<String> firstLines(String head) {
    List<String> lines = new ArrayList<>();
    for (String line : head.split("\r?\n", -1)) {
      if (!line.isBlank()) {
        lines.add(line.startsWith("\uFEFF") ? line.substring(1) : line);
      }
      if (lines.size() >= SNIFF_LINES) {
        break;
      }
    }
    // the last piece of a 64 KiB window may be a cut line: drop it when there are others
    if (lines.size() > 2 && !head.endsWith("\n") && lines.size() < SNIFF_LINES) {
      lines.remove(lines.size() - 1);
    }
    return lines;
  }

  /**
   * The first record (after the header) whose number of fields differs from the header's, as {line
   * where it starts, fields}, or null; blank lines are skipped, as the parser skips them, and
   * quoted fields may span lines.
   */
  static int[] firstRaggedRecord(String text, char delimiter, int expected) {
    int line = 1;
    int recordLine = 1;
    int fields = 1;
    boolean quoted = false;
    boolean blank = true;
    boolean header = true;
    for (int i = 0; i <= text.length(); i++) {
      char ch = i < text.length() ? text.charAt(i) : '\n';
      if (ch == '"') {
        quoted = !quoted;
        blank = false;
      } else if (ch == '\n' && !quoted) {
        if (!blank && !header && fields != expected) {
          return new int[] {recordLine, fields};
        }
        header &= blank;
        line++;
        recordLine = line;
        fields = 1;
        blank = true;
      } else if (ch == '\n') {
        line++;
      } else if (ch == delimiter && !quoted) {
        fields++;
        blank = false;
      } else if (!Character.isWhitespace(ch)) {
        blank = false;
      }
    }
    return null;
  }

  /**
   * The candidate that occurs the same positive number of times on every sniffed line, most often
   * on the header; failing that, the one most frequent on the header; failing that, a comma.
   */
  static char detectDelimiter(List<String> lines) {
    char best = 0;
    int bestCount = 0;
    char fallback = ',';
    int fallbackCount = 0;
    for (char c : CANDIDATES) {
      int h = countOutsideQuotes(lines.get(0), c);
      boolean consistent = h > 0;
      for (int i = 1; i < lines.size() && consistent; i++) {
        consistent = countOutsideQuotes(lines.get(i), c) == h;
      }
      if (consistent && h > bestCount) {
        best = c;
        bestCount = h;
      }
      if (h > fallbackCount) {
        fallback = c;
        fallbackCount = h;
      }
    }
    return bestCount > 0 ? best : fallback;
  }

  private static int countOutsideQuotes(String line, char c) {
    int n = 0;
    boolean quoted = false;
    boolean fieldStart = true; // RFC 4180: a quote opens a quoted field only at its start
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (quoted && ch == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
        i++; // a doubled quote inside a quoted field
      } else if (ch == '"' && (quoted || fieldStart)) {
        quoted = !quoted;
      } else if (ch == c && !quoted) {
        n++;
        fieldStart = true;
        continue;
      }
      fieldStart = fieldStart && !quoted && Character.isWhitespace(ch);
    }
    return n;
  }

  /** Splits one line on the delimiter, honouring double quotes ("" inside quotes is a quote). */
  static List<String> splitLine(String line, char delimiter) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (ch == '"' && (quoted || cur.toString().isBlank())) {
        // a quote opens a quoted field only at its start (RFC 4180), as tablesaw reads it
        if (quoted && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          cur.append('"');
          i++;
        } else {
          quoted = !quoted;
        }
      } else if (ch == delimiter && !quoted) {
        out.add(cur.toString().trim());
        cur.setLength(0);
      } else {
        cur.append(ch);
      }
    }
    out.add(cur.toString().trim());
    return out;
  }

  private static void checkHeader(
      List<String> header, String source, char delimiter, boolean delimiterGiven) {
    if (header.size() == 1) {
      for (char c : CANDIDATES) {
        if (c != delimiter && header.get(0).indexOf(c) >= 0) {
          throw new DataException(
              source
                  + ": with the delimiter "
                  + describe(delimiter)
                  + " the header is a single column '"
                  + header.get(0)
                  + "', but it contains "
                  + describe(c)
                  + "; "
                  + (delimiterGiven ? "the delimiter given looks wrong: " : "")
                  + "give the delimiter "
                  + describe(c));
        }
      }
    }
    Map<String, Integer> seen = new HashMap<>();
    for (int i = 0; i < header.size(); i++) {
      String name = header.get(i);
      if (name.isEmpty()) {
        throw new DataException(
            source + ": column " + (i + 1) + " of the header has no name; name every column");
      }
      Integer prev = seen.put(name, i);
      if (prev != null) {
        throw new DataException(
            source
                + ": duplicate column name '"
                + name
                + "' (columns "
                + (prev + 1)
                + " and "
                + (i + 1)
                + "); rename one of them");
      }
    }
  }

  private static String describe(char c) {
    return c == '\t' ? "TAB" : "'" + c + "'";
  }
}
