package org.structlearn.io;

import com.univocity.parsers.common.TextParsingException;
import com.univocity.parsers.csv.CsvParser;
import com.univocity.parsers.csv.CsvParserSettings;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.structlearn.Interrupts;
import org.structlearn.StructlearnException;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * The one streaming pass of {@link DatasetReader}: univocity-parsers splits the text into records
 * with the settings tablesaw used to give it (so fields, quotes, blank lines, {@code #} comment
 * lines and surrounding white space are read exactly as before), and each record's cells go
 * straight into one {@link CsvColumn} per column. Nothing but the columns' cells and their
 * dictionaries of distinct texts is kept.
 */
final class StreamingCsv {
  /** Records between checks of the thread's interrupt flag. */
  private static final int CHECK_EVERY = 1 << 12;

  private StreamingCsv() {}

  /** Signals that an inferred column stored as numbers turned out to be discrete. */
  static final class RereadAsDiscrete extends RuntimeException {
    final List<String> columns;

    RereadAsDiscrete(List<String> columns) {
      super(null, null, false, false);
      this.columns = columns;
    }
  }

  /** Signals a record whose number of fields differs from the header's. */
  static final class RaggedRecord extends RuntimeException {
    final int fields;
    final int expected;
    final long line;

    RaggedRecord(int fields, int expected, long line) {
      super(null, null, false, false);
      this.fields = fields;
      this.expected = expected;
      this.line = line;
    }
  }

  /**
   * Reads the records after the header into a data set.
   *
   * @throws RaggedRecord at the first record with a wrong number of fields
   * @throws RereadAsDiscrete if a column must be read again as discrete
   * @throws DataException for missing values and bad cells, as {@link TableConversion} words them
   */
  static Dataset read(Reader text, String source, char delimiter, CsvOptions options) {
    CsvParser parser = new CsvParser(settings(delimiter));
    try {
      parser.beginParsing(text);
      String[] header = parser.parseNext();
      if (header == null) {
        throw new DataException(source + " has a header but no data rows");
      }
      List<CsvColumn> columns = new ArrayList<>();
      List<String> names = new ArrayList<>();
      for (String name : header) {
        names.add(name == null ? "" : name.trim());
      }
      if (!names.isEmpty()) {
        names.set(0, DatasetReader.firstName(names));
      }
      for (String name : names) {
        columns.add(new CsvColumn(name, options));
      }
      options.requireColumns(columns.stream().map(c -> c.name).toList(), source);
      int[] rows = rows(parser, columns, options, source);
      return finish(columns, rows[0], rows[1], options, source);
    } finally {
      parser.stopParsing();
    }
  }

  /** The settings tablesaw 0.44 gives univocity, but the input is read on this thread. */
  static CsvParserSettings settings(char delimiter) {
    CsvParserSettings s = new CsvParserSettings();
    s.setLineSeparatorDetectionEnabled(true);
    s.getFormat().setDelimiter(delimiter);
    s.setMaxCharsPerColumn(1 << 16);
    s.setMaxColumns(10_000);
    s.setReadInputOnSeparateThread(false);
    return s;
  }

  /** Reads every record; returns the number of data rows and of those kept. */
  private static int[] rows(
      CsvParser parser, List<CsvColumn> columns, CsvOptions options, String source) {
    int n = columns.size();
    boolean drop = options.missing() == CsvOptions.MissingValues.DROP_ROWS;
    boolean keep = options.missing() == CsvOptions.MissingValues.KEEP;
    boolean comma = options.decimal() != null && options.decimal() == ',';
    int row = 0;
    int kept = 0;
    String[] record;
    while ((record = next(parser, row, source)) != null) {
      if (record.length < n && record.length == 1 && (record[0] == null || record[0].isEmpty())) {
        continue; // a line of white space only: tablesaw skipped it
      }
      if (record.length != n) {
        throw new RaggedRecord(record.length, n, parser.getContext().currentLine());
      }
      if (comma) {
        pointed(record);
      }
      boolean missing = false;
      for (int c = 0; c < n; c++) {
        missing |= columns.get(c).missing(cell(record, c), row);
      }
      if (missing && keep) {
        for (int c = 0; c < n; c++) {
          columns.get(c).addOrMissing(cell(record, c), row);
        }
        kept++;
      } else if (missing) {
        if (drop) {
          for (int c = 0; c < n; c++) {
            columns.get(c).dropped(cell(record, c));
          }
        }
      } else {
        for (int c = 0; c < n; c++) {
          columns.get(c).add(cell(record, c), row);
        }
        kept++;
      }
      row++;
    }
    return new int[] {row, kept};
  }

  private static String cell(String[] record, int c) {
    String s = record[c];
    return s == null ? "" : s;
  }

  /** Makes the decimal commas of the record's numbers points, in place. */
  private static void pointed(String[] record) {
    for (int c = 0; c < record.length; c++) {
      if (record[c] != null) {
        record[c] = CellTexts.pointed(record[c]);
      }
    }
  }

  private static String[] next(CsvParser parser, int row, String source) {
    if ((row & (CHECK_EVERY - 1)) == 0) {
      Interrupts.check(() -> "reading " + source + " interrupted");
    }
    try {
      return parser.parseNext();
    } catch (TextParsingException e) {
      throw unwrap(e, source);
    }
  }

  /**
   * The reader's own failure (I/O, encoding) inside univocity's wrapper, or the wrapper; an {@link
   * OutOfMemoryError} inside it is thrown as it is.
   */
  static RuntimeException unwrap(RuntimeException e, String source) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof OutOfMemoryError oom) {
        throw oom; // the heap ran out inside the parser: not a CSV problem (the CLI explains it)
      }
      if (t instanceof StructlearnException s) {
        return s;
      }
      if (t instanceof UncheckedIOException u) {
        return TextFiles.readError(source, u.getCause());
      }
      if (t instanceof IOException io) {
        return TextFiles.readError(source, io);
      }
    }
    return new DataException("cannot parse " + source + " as CSV: " + e.getMessage(), e);
  }

  private static Dataset finish(
      List<CsvColumn> columns, int rows, int kept, CsvOptions options, String source) {
    if (options.missing() == CsvOptions.MissingValues.FAIL) {
      for (CsvColumn c : columns) {
        if (c.firstMissing() >= 0) {
          throw new DataException(
              source
                  + ": column '"
                  + c.name
                  + "' row "
                  + (c.firstMissing() + 1)
                  + " (counting data rows from 1) is missing; drop incomplete rows"
                  + " (MissingValues.DROP_ROWS, CLI --drop-missing), or keep missing cells for"
                  + " structural EM (MissingValues.KEEP, learn --algorithm structural-em)");
        }
      }
    }
    if (kept == 0) {
      throw new DataException(
          source
              + ": every one of the "
              + rows
              + " rows has a missing value; nothing is left to learn from");
    }
    List<String> reread =
        columns.stream().filter(CsvColumn::needsDiscreteReread).map(c -> c.name).toList();
    if (!reread.isEmpty()) {
      throw new RereadAsDiscrete(reread);
    }
    List<Variable> variables = new ArrayList<>();
    List<Object> cells = new ArrayList<>();
    List<boolean[]> masks = new ArrayList<>();
    for (CsvColumn c : columns) {
      Map.Entry<Variable, Object> e = c.finish(source, kept);
      variables.add(e.getKey());
      cells.add(e.getValue());
      masks.add(c.missingMask(kept));
    }
    return Dataset.adopt(variables, cells, masks);
  }
}
