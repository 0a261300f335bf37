package org.structlearn.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.structlearn.data.Dataset;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.LevelFiles;

/**
 * Seconds to read {@code bnlearn/alarm.csv} (20000 rows x 37 columns, 4.2 MB) into a {@link
 * Dataset} (median of 7 after 3 warm-ups), and heap bytes per cell of the loaded data set (heap
 * growth after a full GC while holding 20 copies, divided by their cells). A main, not a test:
 * {@code bash scripts/bench.sh dataset}.
 */
public final class DatasetBenchmark {
  private DatasetBenchmark() {}

  public static void main(String[] args) throws InterruptedException {
    CsvOptions opts =
        CsvOptions.builder()
            .levels(LevelFiles.read(DataLocation.resolve("bnlearn/alarm.levels.csv")))
            .build();
    java.nio.file.Path file = DataLocation.resolve("bnlearn/alarm.csv");
    for (int i = 0; i < 3; i++) {
      DatasetReader.read(file, opts);
    }
    double[] seconds = new double[7];
    Dataset d = null;
    for (int i = 0; i < seconds.length; i++) {
      long t0 = System.nanoTime();
      d = DatasetReader.read(file, opts);
      seconds[i] = (System.nanoTime() - t0) / 1e9;
    }
    Arrays.sort(seconds);
    System.out.printf(
        "read bnlearn/alarm.csv (%d rows x %d columns): median %.3f s, best %.3f s%n",
        d.rows(), d.columns(), seconds[3], seconds[0]);

    Runtime rt = Runtime.getRuntime();
    long before = usedAfterGc(rt);
    List<Dataset> keep = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      keep.add(d.bootstrap(i)); // distinct copies with the same shape
    }
    long after = usedAfterGc(rt);
    double cells = 20.0 * d.rows() * d.columns();
    System.out.printf(
        "heap per cell of a loaded discrete Dataset: %.2f bytes (%d copies, %,.0f cells, %,d bytes)%n",
        (after - before) / cells, keep.size(), cells, after - before);
  }

  private static long usedAfterGc(Runtime rt) throws InterruptedException {
    for (int i = 0; i < 4; i++) {
      System.gc();
      Thread.sleep(100);
    }
    return rt.totalMemory() - rt.freeMemory();
  }
}
