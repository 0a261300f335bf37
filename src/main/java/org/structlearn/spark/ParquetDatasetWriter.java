package org.structlearn.spark;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.PositionOutputStream;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Types;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.io.DatasetWriter;
import org.structlearn.io.OutputFiles;

/**
 * Writes a {@link Dataset} as a Parquet file: a discrete column as text (its level names,
 * dictionary-encoded by Parquet, so a cell costs a few bits), a continuous one as a double; every
 * column required (a data set has no missing values); Snappy-compressed, in row groups of 8 MiB so
 * that Spark can split even a small file over its cores. Spark reads it back (with {@link
 * SparkStatistics}) into the same variables, except that levels that never occur are not stored.
 *
 * <p>The file is written atomically ({@link OutputFiles}). Uses the Parquet library Spark brings (a
 * {@code provided} dependency): Spark's jars must be on the class path.
 */
public final class ParquetDatasetWriter {
  /** The row group size: small enough that Spark splits a file of a few tens of MiB. */
  static final int ROW_GROUP_BYTES = 8 << 20;

  private ParquetDatasetWriter() {}

  /** Writes the data set to {@code target}. */
  public static void write(Dataset data, Path target) {
    write(data.variables(), List.of(data), target);
  }

  /**
   * Writes the rows of several data sets with the given variables, one after another, to {@code
   * target}: a sample written in pieces as it is drawn.
   */
  public static void write(List<Variable> variables, Iterable<Dataset> pieces, Path target) {
    write(variables, sink -> pieces.forEach(sink), target);
  }

  /**
   * Writes rows that arrive in blocks (as {@link DatasetWriter#write(Path, char, List,
   * DatasetWriter.Rows)} takes them) to {@code target}: only one block need be in memory.
   */
  public static void write(List<Variable> variables, DatasetWriter.Rows rows, Path target) {
    OutputFiles.write(
        target,
        out -> {
          try (ParquetWriter<Row> w = new Builder(new StreamFile(out), variables).build()) {
            rows.produce(d -> writePiece(w, variables, d));
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        });
  }

  private static void writePiece(ParquetWriter<Row> w, List<Variable> variables, Dataset d) {
    if (!d.variables().equals(variables)) {
      throw new IllegalArgumentException(
          "a piece has the variables " + d.variables() + ", not " + variables);
    }
    try {
      for (int r = 0; r < d.rows(); r++) {
        w.write(new Row(d, r));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The Parquet schema of the variables: text for discrete, double for continuous columns. */
  static MessageType schema(List<Variable> variables) {
    Types.MessageTypeBuilder b = Types.buildMessage();
    for (Variable v : variables) {
      if (v.isDiscrete()) {
        b.required(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named(v.name());
      } else {
        b.required(PrimitiveTypeName.DOUBLE).named(v.name());
      }
    }
    return b.named("structlearn");
  }

  private record Row(Dataset data, int row) {}

  private static final class Builder extends ParquetWriter.Builder<Row, Builder> {
    private final List<Variable> variables;

    Builder(OutputFile file, List<Variable> variables) {
      super(file);
      this.variables = variables;
      withConf(new Configuration(false));
      withCompressionCodec(CompressionCodecName.SNAPPY);
      withRowGroupSize((long) ROW_GROUP_BYTES);
      withWriteMode(ParquetFileWriter.Mode.OVERWRITE);
    }

    @Override
    protected Builder self() {
      return this;
    }

    @Override
    protected WriteSupport<Row> getWriteSupport(Configuration conf) {
      return new RowWriteSupport(variables);
    }
  }

  /** Writes one row as one record: each level's text is made once per variable. */
  private static final class RowWriteSupport extends WriteSupport<Row> {
    private final List<Variable> variables;
    private final Binary[][] levels;
    private RecordConsumer consumer;

    RowWriteSupport(List<Variable> variables) {
      this.variables = variables;
      this.levels = new Binary[variables.size()][];
      for (int c = 0; c < levels.length; c++) {
        List<String> l = variables.get(c).levels();
        levels[c] = new Binary[l.size()];
        for (int k = 0; k < l.size(); k++) {
          levels[c][k] =
              Binary.fromConstantByteArray(
                  l.get(k).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
      }
    }

    @Override
    public WriteContext init(Configuration configuration) {
      return new WriteContext(schema(variables), new HashMap<>());
    }

    @Override
    public void prepareForWrite(RecordConsumer recordConsumer) {
      this.consumer = recordConsumer;
    }

    @Override
    public void write(Row row) {
      consumer.startMessage();
      for (int c = 0; c < levels.length; c++) {
        String name = variables.get(c).name();
        consumer.startField(name, c);
        if (variables.get(c).isDiscrete()) {
          consumer.addBinary(levels[c][row.data().code(c, row.row())]);
        } else {
          consumer.addDouble(row.data().value(c, row.row()));
        }
        consumer.endField(name, c);
      }
      consumer.endMessage();
    }
  }

  /** A Parquet output file over the stream {@link OutputFiles} gives: written once, in order. */
  private record StreamFile(OutputStream out) implements OutputFile {
    @Override
    public PositionOutputStream create(long blockSizeHint) {
      return new PositionOutputStream() {
        private long pos;

        @Override
        public long getPos() {
          return pos;
        }

        @Override
        public void write(int b) throws IOException {
          out.write(b);
          pos++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
          out.write(b, off, len);
          pos += len;
        }

        @Override
        public void flush() throws IOException {
          out.flush();
        }

        @Override
        public void close() throws IOException {
          out.flush(); // OutputFiles closes and commits the file
        }
      };
    }

    @Override
    public PositionOutputStream createOrOverwrite(long blockSizeHint) {
      return create(blockSizeHint);
    }

    @Override
    public boolean supportsBlockSize() {
      return false;
    }

    @Override
    public long defaultBlockSize() {
      return 0;
    }
  }
}
