package org.structlearn.spark;

import org.structlearn.StructlearnException;

/**
 * Whether Apache Spark is on the class path. Spark is a {@code provided} dependency: {@code
 * target/structlearn.jar} does not hold it, so code that may run without it asks here first, before
 * it touches a class of this package that uses Spark. This class itself uses no Spark class.
 */
public final class SparkAvailability {
  /** How to run with Spark, for error messages and help. */
  public static final String HOW_TO_RUN =
      "run it with spark-submit (spark-submit --master 'local[2]' --class org.structlearn.cli.Main "
          + "target/structlearn.jar ...), or put Spark's jars on the class path: java "
          + "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED (and the other flags the README lists) "
          + "-cp \"target/structlearn.jar:$SPARK_HOME/jars/*\" org.structlearn.cli.Main ...";

  private SparkAvailability() {}

  /** True if a path names Parquet data: a name ending in {@code .parquet}. */
  public static boolean isParquet(String path) {
    String p = path.toLowerCase(java.util.Locale.ROOT);
    return p.endsWith(".parquet") || p.endsWith(".parquet/");
  }

  /** True if Spark SQL and the Parquet library it brings can be loaded. */
  public static boolean available() {
    ClassLoader loader = SparkAvailability.class.getClassLoader();
    try {
      Class.forName("org.apache.spark.sql.SparkSession", false, loader);
      Class.forName("org.apache.parquet.hadoop.ParquetWriter", false, loader);
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  /**
   * Throws unless Spark is on the class path.
   *
   * @param what what needs Spark, e.g. "--spark" or "writing Parquet (--out x.parquet)"
   * @throws StructlearnException saying how to run with Spark
   */
  public static void require(String what) {
    if (!available()) {
      throw new StructlearnException(
          what
              + " needs Apache Spark 4 (spark-sql_2.13) on the class path, which "
              + "structlearn.jar does not include; "
              + HOW_TO_RUN);
    }
  }
}
