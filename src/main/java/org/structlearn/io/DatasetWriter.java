package org.structlearn.io;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import tech.tablesaw.io.csv.CsvWriteOptions;
import tech.tablesaw.io.csv.CsvWriter;

/**
 * Writes a {@link Dataset} as CSV through tablesaw: a header line, discrete cells as level names,
 * continuous cells as Java's shortest round-trip decimal; gzip-compressed when the file name ends
 * in .gz. Reading the file back with the same level lists gives an equal data set.
 */
public final class DatasetWriter {
  private DatasetWriter() {}

  /**
   * Writes the data set to a file with the given delimiter, atomically ({@link OutputFiles}): an
   * interrupted write leaves the old file as it was.
   *
   * @throws StructlearnException if the file cannot be written, naming it and the reason
   */
  public static void write(Dataset data, Path path, char delimiter) {
    OutputFiles.writeText(path, w -> csv(data, w, delimiter));
  }

  /** Writes the data set to a file, comma-separated. */
  public static void write(Dataset data, Path path) {
    write(data, path, ',');
  }

  /**
   * Writes the data set as CSV text; the writer is flushed, not closed.
   *
   * @throws StructlearnException if the writer fails
   */
  public static void write(Dataset data, Writer writer, char delimiter) {
    try {
      csv(data, writer, delimiter);
    } catch (IOException e) {
      throw new StructlearnException("cannot write CSV: " + IoErrors.reason(e), e);
    }
  }

  private static void csv(Dataset data, Writer writer, char delimiter) throws IOException {
    new CsvWriter()
        .write(
            TableConversion.toTable(data, "data"),
            CsvWriteOptions.builder(writer).separator(delimiter).header(true).build());
    writer.flush();
  }
}
