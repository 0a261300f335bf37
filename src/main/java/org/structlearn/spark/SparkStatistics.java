package org.structlearn.spark;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import org.apache.spark.HashPartitioner;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.io.CsvOptions;
import org.structlearn.stats.CovarianceStatistics;
import org.structlearn.stats.DiscreteStatistics;
import org.structlearn.stats.Family;
import org.structlearn.stats.FamilyCounts;
import org.structlearn.stats.PassLog;

/**
 * Sufficient statistics from data in Apache Spark: the counts of batches of discrete families, and
 * for all-continuous data the means and scatter matrix, each batch in one pass over the data.
 *
 * <p>Opening reads the source once: each partition codes its columns against a dictionary of its
 * own; the driver merges the dictionaries into levels exactly as {@code io.DatasetReader} chooses
 * them under the same {@link CsvOptions} (types inferred or given, level lists, missing values),
 * and the rows are recoded in memory into blocks of at most 2^20 rows (one byte per discrete cell,
 * a {@code double} per continuous one), cached in Spark as long as this object is open. Then {@link
 * #count(List)} answers a batch of families in one job (every partition counts all of them into
 * dense tables, added up by a tree reduce) and {@link #covariance()} computes the moments in one
 * job. Integer counts are exact; the moments are merged in block order, so every answer is the same
 * on every run, whatever the number of executors.
 *
 * <p>Counting a batch of m families with k parents on n rows costs O(n · m · (k + 1)) work spread
 * over the executors, plus shipping the tables (four bytes per cell per partition). A batch whose
 * tables hold more than 2^24 cells is split into several passes.
 *
 * <p>Not thread-safe: one search at a time. Close it to release the cached blocks (and the session
 * if {@link #open} started it).
 */
public final class SparkStatistics implements DiscreteStatistics, AutoCloseable {
  /** The most table cells one pass counts; a larger batch takes several passes. */
  static final long MAX_CELLS_PER_PASS = 1L << 24;

  private final SparkSession session;
  private final boolean ownsSession;
  private final JavaRDD<EncodedBlock> blocks;
  private final Broadcast<Encoding> encoding;
  private final List<Variable> variables;
  private final int rows;
  private final int blockCount;
  private final double encodeSeconds;
  private PassLog log = PassLog.NONE;
  private CovarianceStatistics covariance;

  private SparkStatistics(
      SparkSession session,
      boolean owns,
      JavaRDD<EncodedBlock> blocks,
      Broadcast<Encoding> encoding,
      Encoding e,
      double secs) {
    this.session = session;
    this.encoding = encoding;
    this.ownsSession = owns;
    this.blocks = blocks;
    this.variables = e.variables();
    this.rows = e.rows();
    this.blockCount = e.blocks();
    this.encodeSeconds = secs;
  }

  /**
   * Starts a Spark session on {@code master} ({@code local[2]}, {@code spark://host:7077}, {@code
   * yarn}, ...) and reads {@code path} (CSV with a header line, plain or {@code .gz}; or Parquet,
   * by the name's ending {@code .parquet}); closing the statistics stops the session.
   *
   * @param columns the columns to use, in this order; empty for all
   * @throws org.structlearn.StructlearnException if the data cannot be read or encoded, naming the
   *     path and the column
   */
  public static SparkStatistics open(
      String master, String path, CsvOptions options, List<String> columns) {
    SparkSession session = SparkReading.session(master);
    try {
      return read(session, true, path, options, columns);
    } catch (RuntimeException e) {
      session.stop();
      throw e;
    }
  }

  /** As {@link #open(String, String, CsvOptions, List)} with all columns. */
  public static SparkStatistics open(String master, String path, CsvOptions options) {
    return open(master, path, options, List.of());
  }

  /** Reads {@code path} in an existing session, which closing the statistics leaves running. */
  public static SparkStatistics open(SparkSession session, String path, CsvOptions options) {
    return read(session, false, path, options, List.of());
  }

  private static SparkStatistics read(
      SparkSession session, boolean owns, String path, CsvOptions options, List<String> columns) {
    org.apache.spark.sql.Dataset<Row> frame = SparkReading.read(session, path, options);
    if (!columns.isEmpty()) {
      frame = Selection.select(frame, columns, path);
    }
    return encode(session, owns, frame, options, path);
  }

  /**
   * Statistics of a Spark data frame: its columns (of any type: each is read as the text Spark
   * casts it to) become variables as the CSV reader would make them under {@code options}.
   */
  public static SparkStatistics of(org.apache.spark.sql.Dataset<Row> frame, CsvOptions options) {
    return encode(frame.sparkSession(), false, frame, options, "the Spark data frame");
  }

  private static SparkStatistics encode(
      SparkSession session,
      boolean owns,
      org.apache.spark.sql.Dataset<Row> frame,
      CsvOptions options,
      String source) {
    long t0 = System.nanoTime();
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(session.sparkContext());
    ReadSpec spec = ReadSpec.of(source, List.of(frame.columns()), options);
    JavaRDD<Row> rows = SparkReading.asText(frame).javaRDD();
    int width = spec.names().size();
    JavaRDD<LocalBlock> local =
        rows.mapPartitionsWithIndex(
                (partition, it) -> {
                  LocalBlock b = new LocalBlock(spec, partition);
                  String[] cells = new String[width];
                  while (it.hasNext()) {
                    Row r = it.next();
                    for (int c = 0; c < width; c++) {
                      cells[c] = r.getString(c);
                    }
                    b.add(cells);
                  }
                  return List.of(b).iterator();
                },
                true)
            .persist(StorageLevel.MEMORY_ONLY());
    try {
      List<LocalBlock.Summary> parts;
      try {
        parts = new ArrayList<>(local.map(LocalBlock::summary).collect());
      } catch (Exception e) { // Scala code throws checked exceptions undeclared
        throw SparkReading.failure("cannot read " + source, e);
      }
      parts.sort(Comparator.comparingInt(LocalBlock.Summary::partition));
      int parallelism = jsc.defaultParallelism();
      Encoding encoding = Encoding.decide(spec, parts, parallelism);
      Broadcast<Encoding> shared = jsc.broadcast(encoding);
      JavaRDD<EncodedBlock> encoded =
          local.flatMap(
              b -> {
                Encoding e = shared.value();
                return b.encode(e, e.firstBlock(b.partition()), e.blockRows()).iterator();
              });
      if (rows.getNumPartitions() < parallelism) {
        // a gzip CSV or a small Parquet file is one partition: spread its blocks over the cores
        encoded =
            encoded
                .keyBy(EncodedBlock::index)
                .partitionBy(new HashPartitioner(parallelism))
                .values();
      }
      encoded.persist(StorageLevel.MEMORY_ONLY());
      encoded.count();
      double seconds = (System.nanoTime() - t0) / 1e9;
      // the blocks' lineage refers to the broadcast (a lost block is recomputed through it): it
      // lives as long as the blocks
      return new SparkStatistics(session, owns, encoded, shared, encoding, seconds);
    } finally {
      local.unpersist(false);
    }
  }

  @Override
  public List<Variable> variables() {
    return variables;
  }

  @Override
  public int rows() {
    return rows;
  }

  /** The encoded blocks the data are cached as. */
  public int blocks() {
    return blockCount;
  }

  /** Seconds spent reading the source, encoding it and caching the blocks. */
  public double encodeSeconds() {
    return encodeSeconds;
  }

  /** The Spark session the data are cached in. */
  public SparkSession session() {
    return session;
  }

  /**
   * The counts of every family of the batch, in the batch's order, in the dense layout of {@code
   * FamilyCounter#countDense}: one pass over the cached blocks (more for a batch whose tables hold
   * over 2^24 cells).
   */
  @Override
  public List<FamilyCounts> count(List<Family> batch) {
    List<FamilyCounts> out = new ArrayList<>(batch.size());
    int from = 0;
    while (from < batch.size()) {
      int to = from;
      long cells = 0;
      while (to < batch.size()) {
        long c = new BlockCounter(variables, List.of(batch.get(to))).totalCells();
        if (to > from && cells + c > MAX_CELLS_PER_PASS) {
          break;
        }
        cells += c;
        to++;
      }
      out.addAll(countPass(batch.subList(from, to)));
      from = to;
    }
    return out;
  }

  private List<FamilyCounts> countPass(List<Family> batch) {
    BlockCounter counter = new BlockCounter(variables, List.copyOf(batch));
    long t0 = System.nanoTime();
    int[][] tables;
    try {
      tables =
          blocks
              .mapPartitions(it -> Collections.singletonList(counter.count(it)).iterator())
              .treeReduce(BlockCounter::add);
    } catch (Exception e) {
      throw SparkReading.failure("counting " + batch.size() + " families in Spark failed", e);
    }
    log = log.plus(batch.size(), (System.nanoTime() - t0) / 1e9);
    List<FamilyCounts> out = new ArrayList<>(batch.size());
    for (int f = 0; f < batch.size(); f++) {
      int r = counter.levels(f);
      int q = tables[f].length / r;
      out.add(new FamilyCounts(r, q, q, tables[f], rows));
    }
    return out;
  }

  /**
   * The Gaussian sufficient statistics of all-continuous data, equal (to rounding) to {@link
   * CovarianceStatistics#of} on the same rows: one pass the first time, remembered after.
   *
   * @throws org.structlearn.stats.NotContinuousException naming the first discrete column
   */
  public CovarianceStatistics covariance() {
    if (covariance == null) {
      Moments.requireContinuous(variables);
      long t0 = System.nanoTime();
      List<Moments> parts;
      try {
        parts = new ArrayList<>(blocks.map(Moments::of).collect());
      } catch (Exception e) {
        throw SparkReading.failure("computing the covariance statistics in Spark failed", e);
      }
      parts.sort(Comparator.comparingInt(m -> m.index));
      List<String> names = variables.stream().map(Variable::name).toList();
      covariance = Moments.mergeAll(parts, 0, parts.size()).toStatistics(names);
      log = log.plus(0, (System.nanoTime() - t0) / 1e9);
    }
    return covariance;
  }

  /**
   * The encoded data brought to the driver as an in-memory data set, rows in source order: for data
   * that fit in one process (tests, comparisons with the in-memory path).
   */
  public Dataset toDataset() {
    List<EncodedBlock> all = new ArrayList<>(blocks.collect());
    all.sort(Comparator.comparingInt(EncodedBlock::index));
    List<Object> columns = new ArrayList<>();
    for (int c = 0; c < variables.size(); c++) {
      columns.add(Concatenation.column(all, c, rows));
    }
    return Dataset.of(variables, columns);
  }

  @Override
  public PassLog passes() {
    return log;
  }

  /** Releases the cached blocks; stops the session if {@link #open} started it. */
  @Override
  public void close() {
    blocks.unpersist(false);
    encoding.destroy();
    if (ownsSession) {
      session.stop();
    }
  }

  @Override
  public String toString() {
    return "SparkStatistics: "
        + rows
        + " rows x "
        + variables.size()
        + " columns in "
        + blockCount
        + " blocks on "
        + session.sparkContext().master()
        + "; encoded in "
        + String.format(java.util.Locale.ROOT, "%.3f s", encodeSeconds)
        + "; "
        + log;
  }
}
