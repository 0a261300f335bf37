package org.structlearn.io;

import com.univocity.parsers.csv.CsvWriter;
import com.univocity.parsers.csv.CsvWriterSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * Writes a {@link Dataset} as CSV: a header line, discrete cells as level names, continuous cells
 * as Java's shortest round-trip decimal ({@link String#valueOf(double)}); gzip-compressed when the
 * file name ends in .gz. Reading the file back with the same level lists gives an equal data set.
 *
 * <p>Rows go out as they are formatted (univocity-parsers, with the settings tablesaw used to give
 * it, so the bytes are those tablesaw wrote: fields quoted only when they hold the delimiter, a
 * quote, a line break or surrounding white space; the platform's line separator). {@link
 * #write(Path, char, List, Rows)} writes data that arrive in blocks, e.g. from a sampler, so a file
 * far larger than the heap can be written.
 */
public final class DatasetWriter {
  private DatasetWriter() {}

  /** Data that arrive in blocks, handed to a sink in row order. */
  @FunctionalInterface
  public interface Rows {
    /** Hands every block, in order, to the sink. */
    void produce(Consumer<Dataset> sink);
  }

  /**
   * Writes the data set to a file with the given delimiter, atomically ({@link OutputFiles}): an
   * interrupted write leaves the old file as it was.
   *
   * @throws StructlearnException if the file cannot be written, naming it and the reason
   */
  public static void write(Dataset data, Path path, char delimiter) {
    write(path, delimiter, data.variables(), sink -> sink.accept(data));
  }

  /** Writes the data set to a file, comma-separated. */
  public static void write(Dataset data, Path path) {
    write(data, path, ',');
  }

  /**
   * Writes data that arrive in blocks to a file, atomically ({@link OutputFiles}): the header, then
   * each block's rows as it arrives, so only one block need be in memory. Every block must have
   * these variables.
   *
   * @throws StructlearnException if the file cannot be written, naming it and the reason
   */
  public static void write(Path path, char delimiter, List<Variable> variables, Rows rows) {
    OutputFiles.writeText(path, w -> csv(variables, rows, w, delimiter));
  }

  /**
   * Writes the data set as CSV text; the writer is flushed, not closed.
   *
   * @throws StructlearnException if the writer fails
   */
  public static void write(Dataset data, Writer writer, char delimiter) {
    try {
      csv(data.variables(), sink -> sink.accept(data), writer, delimiter);
    } catch (IOException e) {
      throw new StructlearnException("cannot write CSV: " + IoErrors.reason(e), e);
    }
  }

  private static void csv(List<Variable> variables, Rows rows, Writer writer, char delimiter)
      throws IOException {
    CsvWriter csv = new CsvWriter(writer, settings(delimiter));
    try {
      csv.writeHeaders(variables.stream().map(Variable::name).toArray(String[]::new));
      String[] row = new String[variables.size()];
      rows.produce(
          block -> {
            if (!block.variables().equals(variables)) {
              throw new StructlearnException(
                  "a block of rows has the variables " + block.variables() + ", not " + variables);
            }
            for (int r = 0; r < block.rows(); r++) {
              for (int c = 0; c < row.length; c++) {
                row[c] = block.text(c, r);
              }
              csv.writeRow(row);
            }
          });
      csv.flush();
    } catch (com.univocity.parsers.common.TextWritingException e) {
      for (Throwable t = e; t != null; t = t.getCause()) {
        if (t instanceof IOException io) {
          throw io;
        }
      }
      throw e;
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    writer.flush();
  }

  /** The settings tablesaw 0.44's CSV writer gives univocity. */
  private static CsvWriterSettings settings(char delimiter) {
    CsvWriterSettings s = new CsvWriterSettings();
    s.setNullValue("");
    s.getFormat().setDelimiter(delimiter);
    s.getFormat().setLineSeparator(System.lineSeparator());
    s.setIgnoreLeadingWhitespaces(true);
    s.setIgnoreTrailingWhitespaces(true);
    s.setSkipEmptyLines(false);
    s.setQuoteAllFields(false);
    return s;
  }
}
