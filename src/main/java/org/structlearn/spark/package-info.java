/**
 * Sufficient statistics from data in Apache Spark, the only package that imports Spark (a {@code
 * provided} dependency: check {@link org.structlearn.spark.SparkAvailability} before using the
 * rest). {@link org.structlearn.spark.SparkStatistics} reads a CSV or Parquet path or a data frame
 * once, encodes it into cached byte blocks with the levels the CSV reader gives, and answers a
 * batch of discrete families ({@link org.structlearn.stats.DiscreteStatistics}) or the Gaussian
 * moments in one pass each; {@link org.structlearn.spark.ParquetDatasetWriter} writes a data set as
 * Parquet.
 */
package org.structlearn.spark;
