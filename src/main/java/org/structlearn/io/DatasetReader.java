package org.structlearn.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.Interrupts;
import org.structlearn.StructlearnException;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.IncompleteDataset;
import org.structlearn.data.VariableType;

/**
 * Reads a {@link Dataset} from a CSV file, plain or gzip-compressed (detected by its magic bytes),
 * in one streaming pass. The first line is the header. The delimiter is detected from the first
 * lines unless given; column types and level orders follow {@link CsvOptions}. Conversion of an
 * in-memory tablesaw {@link tech.tablesaw.api.Table} is {@link TableConversion#toDataset(
 * tech.tablesaw.api.Table, CsvOptions)}.
 *
 * <p><b>Streaming.</b> The bytes are decompressed and decoded strictly block by block ({@link
 * DecodingReader}), univocity-parsers splits the records (with the settings tablesaw gave it when
 * this reader went through tablesaw, so every file reads as before), and each cell goes straight
 * into its column: one byte per cell for a discrete column (an {@code int} past 256 levels), a
 * {@code double} for a continuous one, in chunks that are concatenated once at the end and handed
 * to the data set without a copy ({@link Dataset#adopt}). Neither the text nor a table of strings
 * is ever held. Only the first 64 KiB of text are looked at twice (delimiter and header).
 *
 * <p><b>Types and levels in one pass.</b> A discrete column keeps a dictionary of its distinct
 * texts (provisional codes in order of appearance; after the pass they are renumbered in place into
 * the level order {@link CsvOptions} describes, so levels and codes are exactly what reading the
 * whole file first gave). A column whose type is inferred is read the same way and is continuous at
 * the end if every distinct text it held is a number; it is stored as numbers as soon as it has
 * more than {@value CsvColumn#NUMERIC_SWITCH} distinct numbers, so a real-valued column never keeps
 * a dictionary as long as itself. Should such a column then hold a text that is not a number, it is
 * discrete after all, and a file is read a second time with that column declared discrete (a stream
 * cannot be; that is a {@link DataException} saying to declare the type).
 *
 * <p><b>Memory.</b> The heap needed is the cells plus about 10 MB: 1 byte per discrete cell (4 past
 * 256 levels), 8 per continuous cell, plus the largest column once more while the chunks are
 * concatenated. Measured on alarm samples (37 discrete columns, OpenJDK 17, G1): 1,000,000 rows (37
 * million cells, 200 MB of text) read with {@code -Xmx48m} (peak RSS 95 MB); 10,000,000 rows (370
 * million cells, 1.9 GB of text) with {@code -Xmx448m} (peak RSS 519 MB). Learning from them takes
 * more: see the README's table.
 *
 * <p>Errors are {@link DataException}s naming the file and the column, row or line: an empty file,
 * a header without rows, duplicate or empty column names, a record with more or fewer fields than
 * the header, missing values (unless {@link CsvOptions.MissingValues#DROP_ROWS} drops their rows or
 * {@link CsvOptions.MissingValues#KEEP} keeps them as the data set's missing cells), a non-numeric
 * value in a continuous column, a data level absent from an explicit level list, a delimiter that
 * leaves a single column although the header holds another candidate delimiter. Missing values are
 * reported first (the first column that has one, at its first row), then bad cells column by
 * column, as the whole-file reader did; the file is read to its end before they are.
 */
public final class DatasetReader {
  private static final char[] CANDIDATES = {',', ';', '\t', '|'};
  private static final int SNIFF_LINES = 20;
  private static final int HEAD = 1 << 16;

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
    return read(path.toString(), options, () -> Compression.open(path), true);
  }

  /**
   * Reads a CSV file as {@link #read(Path, CsvOptions)} does, but keeps its missing cells (the
   * options' missing-value tokens) as the data set's missing cells ({@link
   * CsvOptions.MissingValues#KEEP}, whatever {@link CsvOptions#missing()} says), seen through the
   * {@link IncompleteDataset} view.
   *
   * @throws DataException on bad data, naming the file
   */
  public static IncompleteDataset readIncomplete(Path path, CsvOptions options) {
    return IncompleteDataset.of(
        read(path, options.toBuilder().missing(CsvOptions.MissingValues.KEEP).build()));
  }

  /**
   * Reads CSV text from a stream (gzip-compressed or not), which is read to its end, not closed. A
   * stream cannot be read twice: see the class comment for the one case where a file would be.
   *
   * @param sourceName the name used in error messages, e.g. the file name
   */
  public static Dataset read(InputStream in, String sourceName, CsvOptions options) {
    InputStream once;
    try {
      once = Compression.decompressIfGzip(in);
    } catch (IOException e) {
      throw TextFiles.readError(sourceName, e);
    }
    InputStream keepOpen =
        new java.io.FilterInputStream(once) {
          @Override
          public void close() {
            // the caller's stream: read to its end, left open
          }
        };
    return read(sourceName, options, () -> keepOpen, false);
  }

  /** Opens the (decompressed) bytes of the input. */
  private interface Opener {
    InputStream open() throws IOException;
  }

  private static Dataset read(String source, CsvOptions options, Opener opener, boolean again) {
    try {
      return parse(source, options, opener, again);
    } catch (StreamingCsv.RereadAsDiscrete e) {
      if (!again) {
        throw new DataException(
            source
                + ": column"
                + (e.columns.size() == 1 ? " " : "s ")
                + e.columns
                + " held more than "
                + CsvColumn.NUMERIC_SWITCH
                + " distinct numbers, so were kept as numbers, and then a text that is not a"
                + " number; a stream cannot be read again to keep them as texts: declare them"
                + " discrete (CsvOptions.types or defaultType DISCRETE, CLI --discrete), or read a"
                + " file");
      }
      Map<String, VariableType> types = new HashMap<>(options.types());
      e.columns.forEach(c -> types.put(c, VariableType.DISCRETE));
      return parse(source, options.toBuilder().types(types).build(), opener, true);
    }
  }

  private static Dataset parse(String source, CsvOptions options, Opener opener, boolean again) {
    Interrupts.check(() -> "reading " + source + " interrupted");
    try (InputStream in = opener.open();
        PushbackReader text =
            new PushbackReader(new DecodingReader(in, source, options.encoding()), HEAD + 1)) {
      String head = head(text);
      text.unread(head.toCharArray());
      List<String> lines = firstLines(head);
      if (lines.isEmpty()) {
        throw new DataException(
            source
                + " is empty; a CSV file needs a header line naming the columns and one line per"
                + " row");
      }
      char delimiter = delimiter(lines, options);
      List<String> header = splitLine(lines.get(0), delimiter);
      checkHeader(header, source, delimiter, options.delimiter() != null);
      if (lines.size() < 2) {
        throw new DataException(source + " has a header but no data rows");
      }
      CsvOptions resolved =
          options.decimal() != null
              ? options
              : options.toBuilder().decimal(detectDecimal(lines, delimiter)).build();
      if (rowNamesFirst(lines, header, delimiter)) {
        nameRowNames(text, delimiter);
        header.add(0, "");
      }
      try {
        return StreamingCsv.read(text, source, delimiter, resolved);
      } catch (StreamingCsv.RaggedRecord e) {
        throw ragged(e, source, delimiter, header.size(), again ? opener : null, options);
      }
    } catch (IOException e) {
      throw TextFiles.readError(source, e);
    }
  }

  /**
   * The error for a record whose number of fields differs from the header's: its line as {@link
   * #firstRaggedRecord} finds it on a second reading of a file, else as the parser counted it.
   */
  private static DataException ragged(
      StreamingCsv.RaggedRecord e,
      String source,
      char delimiter,
      int expected,
      Opener opener,
      CsvOptions options) {
    long[] where = {e.line, e.fields, e.expected};
    if (opener != null) {
      try (InputStream in = opener.open();
          Reader text = new DecodingReader(in, source, options.encoding())) {
        long[] found = firstRaggedRecord(text, delimiter, expected);
        if (found != null) {
          where = new long[] {found[0], found[1], expected};
        }
      } catch (IOException | RuntimeException ignored) {
        // keep the parser's count
      }
    }
    return new DataException(
        source
            + ", line "
            + where[0]
            + ": "
            + where[1]
            + (where[1] == 1 ? " field" : " fields")
            + ", but the header has "
            + where[2]
            + " (delimiter "
            + describe(delimiter)
            + "); give every row one field per column, and quote fields that contain the "
            + "delimiter",
        e);
  }

  static List<String> firstLines(String head) {
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
    try {
      long[] r = firstRaggedRecord(new StringReader(text), delimiter, expected);
      return r == null ? null : new int[] {(int) r[0], (int) r[1]};
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** As {@link #firstRaggedRecord(String, char, int)}, reading the text once. */
  static long[] firstRaggedRecord(Reader text, char delimiter, int expected) throws IOException {
    return RaggedRecords.first(text, delimiter, expected);
  }

  /**
   * Whether the file has R's {@code write.table} layout: a header one field shorter than every
   * sniffed data line, whose first field is then the row's name ({@code read.table} and pandas'
   * {@code read_csv} read it so), and no column already named {@value #ROW_NAMES}.
   */
  static boolean rowNamesFirst(List<String> lines, List<String> header, char delimiter) {
    if (lines.size() < 2 || header.get(0).isEmpty() || header.contains(ROW_NAMES)) {
      return false;
    }
    for (int i = 1; i < lines.size(); i++) {
      if (splitLine(lines.get(i), delimiter).size() != header.size() + 1) {
        return false;
      }
    }
    return true;
  }

  /**
   * Gives the header line a nameless first field, so that the first column is read as {@value
   * #ROW_NAMES} ({@link #firstName}): reads the header line and pushes it back behind a delimiter.
   */
  private static void nameRowNames(PushbackReader text, char delimiter) throws IOException {
    StringBuilder line = new StringBuilder();
    for (int c; (c = text.read()) >= 0; ) {
      line.append((char) c);
      if (c == '\n') {
        break;
      }
    }
    if (line.length() > 0 && line.charAt(0) == '\uFEFF') {
      line.deleteCharAt(0);
    }
    line.insert(0, delimiter);
    char[] chars = line.toString().toCharArray();
    text.unread(chars);
  }

  /** The first {@value #HEAD} characters of the text (fewer if it ends before). */
  private static String head(Reader text) throws IOException {
    char[] buf = new char[HEAD];
    int n = 0;
    for (int k; n < HEAD && (k = text.read(buf, n, HEAD - n)) >= 0; ) {
      n += k;
    }
    return new String(buf, 0, n);
  }

  /** The options' delimiter, or the one detected (never a comma when the decimals are commas). */
  private static char delimiter(List<String> lines, CsvOptions options) {
    if (options.delimiter() != null) {
      return options.delimiter();
    }
    return detectDelimiter(lines, options.decimal() != null && options.decimal() == ',');
  }

  /**
   * The decimal separator {@link #read(Path, CsvOptions)} reads the file's numbers with: the
   * options' if they give one, else the one detected from the first lines (see {@link
   * CsvOptions#decimal()}), so that a caller can say which was used.
   *
   * @throws StructlearnException if the file cannot be read
   */
  public static char decimalSeparator(Path path, CsvOptions options) {
    if (options.decimal() != null) {
      return options.decimal();
    }
    try (InputStream in = Compression.open(path);
        Reader text = new DecodingReader(in, path.toString(), options.encoding())) {
      List<String> lines = firstLines(head(text));
      return lines.size() < 2 ? '.' : detectDecimal(lines, delimiter(lines, options));
    } catch (IOException e) {
      throw TextFiles.readError(path.toString(), e);
    }
  }

  /**
   * A comma when the delimiter is not one and the sniffed data lines hold a number written with a
   * decimal comma and none written with a decimal point; else a point.
   */
  static char detectDecimal(List<String> lines, char delimiter) {
    if (delimiter == ',') {
      return '.';
    }
    boolean comma = false;
    for (int i = 1; i < lines.size(); i++) {
      for (String cell : splitLine(lines.get(i), delimiter)) {
        if (CellTexts.isCommaNumber(cell)) {
          comma = true;
        } else if (cell.indexOf('.') >= 0 && CellTexts.isNumber(cell)) {
          return '.';
        }
      }
    }
    return comma ? ',' : '.';
  }

  /**
   * The candidate that occurs the same positive number of times on every sniffed line, most often
   * on the header; failing that, the one most frequent on the header; failing that, a comma.
   */
  static char detectDelimiter(List<String> lines) {
    return detectDelimiter(lines, false);
  }

  private static char detectDelimiter(List<String> lines, boolean notComma) {
    char best = 0;
    int bestCount = 0;
    char fallback = notComma ? ';' : ',';
    int fallbackCount = 0;
    for (char c : CANDIDATES) {
      if (notComma && c == ',') {
        continue;
      }
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

  static void checkHeader(
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
      String name = i == 0 ? firstName(header) : header.get(i);
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

  /**
   * The name the first column is read under: its header, or {@value #ROW_NAMES} when it has none
   * and others do (the row names R's {@code write.csv} and pandas' {@code to_csv} write first).
   */
  static String firstName(List<String> header) {
    String name = header.get(0);
    return name.isEmpty() && header.size() > 1 && !header.get(1).isEmpty() ? ROW_NAMES : name;
  }

  /** The name of a nameless first column of row names. */
  static final String ROW_NAMES = "row.names";

  private static String describe(char c) {
    return c == '\t' ? "TAB" : "'" + c + "'";
  }
}
