package org.structlearn.spark;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.structlearn.StructlearnException;
import org.structlearn.io.CsvOptions;

/** Reading a path into a Spark data frame, and Spark's failures as our exceptions. */
final class SparkReading {
  private SparkReading() {}

  /** A session on {@code master} (e.g. {@code local[2]}); without a web UI in local mode. */
  static SparkSession session(String master) {
    SparkSession.Builder b =
        SparkSession.builder()
            .master(master)
            .appName("structlearn")
            .config("spark.ui.showConsoleProgress", "false");
    if (master.startsWith("local")) {
      b.config("spark.ui.enabled", "false")
          .config("spark.driver.host", "127.0.0.1")
          .config("spark.driver.bindAddress", "127.0.0.1");
    }
    return b.getOrCreate();
  }

  /**
   * The data at {@code path}: Parquet when the name ends in {@code .parquet}, else CSV with a
   * header line (gzip-compressed when the name ends in {@code .gz}), every column read as text,
   * fields trimmed as the CSV reader trims them, the delimiter and encoding of {@code options} (the
   * delimiter defaults to a comma: Spark does not detect it).
   */
  static Dataset<Row> read(SparkSession session, String path, CsvOptions options) {
    checkLocal(path);
    try {
      if (SparkAvailability.isParquet(path)) {
        return session.read().parquet(path);
      }
      DataFrameReader r =
          session
              .read()
              .option("header", "true")
              .option("inferSchema", "false")
              .option("mode", "FAILFAST")
              .option("ignoreLeadingWhiteSpace", "true")
              .option("ignoreTrailingWhiteSpace", "true")
              .option("encoding", options.encoding().name())
              .option(
                  "sep", String.valueOf(options.delimiter() == null ? ',' : options.delimiter()));
      return r.csv(path);
    } catch (Exception e) { // Scala code throws checked exceptions undeclared
      throw failure("cannot read " + path, e);
    }
  }

  /** A local path (no URI scheme) that does not exist is named before Spark is asked. */
  private static void checkLocal(String path) {
    if (path.matches("^[A-Za-z][A-Za-z0-9+.-]+:.*")) {
      return; // hdfs:, s3a:, file: ... : Spark decides
    }
    if (!Files.exists(Path.of(path))) {
      throw new StructlearnException(
          "cannot read " + path + ": no such file or directory; give a CSV file or a Parquet file");
    }
  }

  /** Every column of a frame as text (Spark's cast; a null stays null). */
  static Dataset<Row> asText(Dataset<Row> frame) {
    List<Column> cols = new ArrayList<>();
    for (String name : frame.columns()) {
      cols.add(functions.col("`" + name.replace("`", "``") + "`").cast("string").as(name));
    }
    return frame.select(cols.toArray(new Column[0]));
  }

  /**
   * A Spark failure as our exception: a {@link StructlearnException} thrown inside a task (a bad
   * level, a missing cell) is rethrown as it is; anything else is wrapped with {@code what}.
   */
  static RuntimeException failure(String what, Exception e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof StructlearnException s) {
        return s;
      }
    }
    String reason = e.getMessage() == null ? e.toString() : e.getMessage();
    if (reason.length() > 400) {
      reason = reason.lines().findFirst().orElse(reason);
    }
    return new StructlearnException(what + ": " + reason, e);
  }
}
