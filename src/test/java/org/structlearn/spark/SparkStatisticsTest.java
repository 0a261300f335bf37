package org.structlearn.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.LevelFiles;
import org.structlearn.stats.CovarianceStatistics;
import org.structlearn.stats.Family;
import org.structlearn.stats.FamilyCounter;
import org.structlearn.stats.FamilyCounts;
import org.structlearn.stats.InMemoryStatistics;
import org.structlearn.stats.NotContinuousException;

/** The Spark statistics on {@code local[2]} give the in-memory reader's data and counts. */
@Timeout(300)
class SparkStatisticsTest {
  private static SparkSession spark;
  private static SparkStatistics alarm;
  private static Dataset alarmMemory;

  @TempDir static Path dir;

  @BeforeAll
  static void start() {
    spark = SparkReading.session("local[2]");
    Path csv = DataLocation.resolve("bnlearn/alarm.csv");
    CsvOptions options =
        CsvOptions.builder()
            .levels(LevelFiles.read(DataLocation.resolve("bnlearn/alarm.levels.csv")))
            .build();
    alarm = SparkStatistics.open(spark, csv.toString(), options);
    alarmMemory = DatasetReader.read(csv, options);
  }

  @AfterAll
  static void stop() {
    alarm.close();
    spark.stop();
  }

  @Test
  void encodedAlarmIsTheReadersDataSet() {
    assertEquals(alarmMemory.variables(), alarm.variables());
    assertEquals(alarmMemory.rows(), alarm.rows());
    assertEquals(alarmMemory, alarm.toDataset());
  }

  @Test
  void aBatchOfRandomFamiliesCountsAsFamilyCounterInOnePass() {
    FamilyCounter counter = new FamilyCounter(alarmMemory);
    SplittableRandom rnd = new SplittableRandom(7);
    int n = alarmMemory.columns();
    List<Family> batch = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      int child = rnd.nextInt(n);
      int k = rnd.nextInt(4);
      List<Integer> parents = new ArrayList<>();
      while (parents.size() < k) {
        int p = rnd.nextInt(n);
        if (p != child && !parents.contains(p)) {
          parents.add(p);
        }
      }
      batch.add(new Family(child, parents.stream().mapToInt(Integer::intValue).toArray()));
    }
    long before = alarm.passes().passes();
    List<FamilyCounts> counts = alarm.count(batch);
    assertEquals(before + 1, alarm.passes().passes());
    List<FamilyCounts> memory = new InMemoryStatistics(counter).count(batch);
    for (int f = 0; f < batch.size(); f++) {
      FamilyCounts want = counter.countDense(batch.get(f).child(), batch.get(f).parents());
      FamilyCounts got = counts.get(f);
      assertEquals(want.levels(), got.levels(), batch.get(f).toString());
      assertEquals(want.configurations(), got.configurations(), batch.get(f).toString());
      assertEquals(want.rowsStored(), got.rowsStored(), batch.get(f).toString());
      assertEquals(want.total(), got.total());
      assertArrayEquals(want.counts(), got.counts(), batch.get(f).toString());
      assertArrayEquals(want.counts(), memory.get(f).counts());
    }
  }

  @Test
  void aContinuousColumnOrABadIndexIsRefused() {
    assertThrows(StructlearnException.class, () -> alarm.count(Family.of(99, 0)));
    assertThrows(NotContinuousException.class, alarm::covariance);
  }

  @Test
  void gaussianMomentsEqualTheTwoPassStatistics() {
    Path csv = DataLocation.resolve("bnlearn/gaussian.test.csv");
    CovarianceStatistics want = CovarianceStatistics.of(DatasetReader.read(csv));
    try (SparkStatistics s = SparkStatistics.open(spark, csv.toString(), CsvOptions.defaults())) {
      CovarianceStatistics got = s.covariance();
      assertEquals(want.names(), got.names());
      assertEquals(want.rows(), got.rows());
      for (int i = 0; i < want.columns(); i++) {
        assertEquals(want.mean(i), got.mean(i), 1e-9 * Math.abs(want.mean(i)));
        for (int j = 0; j < want.columns(); j++) {
          double scale = Math.sqrt(want.scatter(i, i) * want.scatter(j, j));
          assertEquals(want.scatter(i, j), got.scatter(i, j), 1e-9 * scale, i + "," + j);
        }
      }
      assertEquals(1, s.passes().passes());
      s.covariance();
      assertEquals(1, s.passes().passes(), "the statistics are remembered");
    }
  }

  @Test
  void levelsTypesAndMissingRowsFollowTheCsvReader() throws Exception {
    Path csv = dir.resolve("small.csv");
    Files.writeString(
        csv,
        "a,b,c,d\n"
            + "x,2,1.5,NA\n"
            + "y,10,2.5,u\n"
            + "NA,1,3.5,v\n"
            + "x,2,,u\n"
            + "z,1,0.5,NA\n");
    CsvOptions options =
        CsvOptions.builder()
            .levels(Map.of("a", List.of("z", "y", "x", "w"), "d", List.of("v", "u", "NA")))
            .types(Map.of("b", org.structlearn.data.VariableType.DISCRETE))
            .missing(CsvOptions.MissingValues.DROP_ROWS)
            .build();
    Dataset want = DatasetReader.read(csv, options);
    try (SparkStatistics s = SparkStatistics.open(spark, csv.toString(), options)) {
      assertEquals(want.variables(), s.variables());
      assertEquals(want, s.toDataset());
    }
    CsvOptions strict = options.toBuilder().levels(Map.of("a", List.of("x", "z"))).build();
    StructlearnException e =
        assertThrows(
            StructlearnException.class,
            () -> SparkStatistics.open(spark, csv.toString(), strict).close());
    assertTrue(e.getMessage().contains("column 'a'"), e.getMessage());
  }

  @Test
  void parquetRoundTripGivesTheSameDataSet() {
    Path parquet = dir.resolve("alarm.parquet");
    ParquetDatasetWriter.write(alarmMemory, parquet);
    CsvOptions options =
        CsvOptions.builder()
            .levels(LevelFiles.read(DataLocation.resolve("bnlearn/alarm.levels.csv")))
            .build();
    try (SparkStatistics s = SparkStatistics.open(spark, parquet.toString(), options)) {
      assertEquals(alarmMemory, s.toDataset());
    }
    // as many partitions as cores or more: the blocks stay where they were read (no shuffle)
    try (SparkStatistics s =
        SparkStatistics.of(spark.read().parquet(parquet.toString()).repartition(3), options)) {
      FamilyCounts want = new FamilyCounter(alarmMemory).countDense(5, new int[] {0, 3});
      assertArrayEquals(want.counts(), s.count(Family.of(5, 0, 3)).counts());
      assertArrayEquals(want.counts(), s.count(Family.of(5, 0, 3)).counts(), "a second pass");
    }
    Dataset gaussian = DatasetReader.read(DataLocation.resolve("bnlearn/gaussian.test.csv"));
    Path g = dir.resolve("gaussian.parquet");
    ParquetDatasetWriter.write(gaussian, g);
    try (SparkStatistics s = SparkStatistics.open(spark, g.toString(), CsvOptions.defaults())) {
      assertEquals(gaussian, s.toDataset());
    }
  }
}
