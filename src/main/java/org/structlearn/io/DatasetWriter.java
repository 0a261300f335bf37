package org.structlearn.io;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
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

  /** Writes the data set to a file with the given delimiter. */
  public static void write(Dataset data, Path path, char delimiter) {
    try (OutputStream out = Compression.create(path)) {
      write(data, new OutputStreamWriter(out, StandardCharsets.UTF_8), delimiter);
    } catch (IOException e) {
      throw new StructlearnException("cannot write " + path + ": " + e.getMessage(), e);
    }
  }

  /** Writes the data set to a file, comma-separated. */
  public static void write(Dataset data, Path path) {
    write(data, path, ',');
  }

  /** Writes the data set as CSV text; the writer is flushed, not closed. */
  public static void write(Dataset data, Writer writer, char delimiter) {
    try {
      new CsvWriter()
          .write(
              TableConversion.toTable(data, "data"),
              CsvWriteOptions.builder(writer).separator(delimiter).header(true).build());
      writer.flush();
    } catch (IOException e) {
      throw new StructlearnException("cannot write CSV: " + e.getMessage(), e);
    }
  }
}
