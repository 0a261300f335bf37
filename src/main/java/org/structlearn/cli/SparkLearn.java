package org.structlearn.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.structlearn.data.Dataset;
import org.structlearn.spark.SparkStatistics;

/**
 * {@code learn --spark MASTER}: the data of {@code --data} (CSV or Parquet) read, encoded and
 * cached in Spark. Only loaded after {@link org.structlearn.spark.SparkAvailability#require} has
 * found Spark on the class path.
 */
final class SparkLearn {
  private SparkLearn() {}

  /** Opens the statistics of {@code --data} on {@code master}, as the data options say. */
  static SparkStatistics open(String master, DataOptions data) {
    return SparkStatistics.open(master, data.data.toString(), data.csvOptions(), data.columnList());
  }

  /**
   * The data set the search learns from. Until the searches ask a {@code DiscreteStatistics} for
   * their counts, the encoded blocks are brought to the driver: the result is the one the Spark
   * statistics give, but the counting runs in this process.
   */
  static Dataset dataset(SparkStatistics statistics) {
    return statistics.toDataset();
  }

  /** One line on the Spark side of a run: rows, blocks, encoding time, passes. */
  static void report(SparkStatistics statistics, PrintWriter err) {
    err.println(
        String.format(
            Locale.ROOT,
            "spark: %d rows x %d columns in %d blocks, read and encoded in %.1f s; %s",
            statistics.rows(),
            statistics.variables().size(),
            statistics.blocks(),
            statistics.encodeSeconds(),
            statistics.passes()));
  }
}
