package org.structlearn.bench;

import org.structlearn.data.Dataset;
import org.structlearn.io.DataLocation;
import org.structlearn.io.network.BifReader;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.sim.ForwardSampler;

/**
 * Rows per second of {@link ForwardSampler} on ALARM (37 nodes, 46 arcs) at one million rows, with
 * 1 and 2 threads: three warm-up runs, then five timed repetitions (median and best reported). Run
 * with {@code STRUCTLEARN_DATA} set, e.g. {@code java -cp target/classes:target/test-classes
 * org.structlearn.bench.SamplingBenchmark}. A main, not a test.
 */
public final class SamplingBenchmark {
  private SamplingBenchmark() {}

  public static void main(String[] args) {
    int rows = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
    BayesianNetwork alarm = BifReader.read(DataLocation.resolve("bif/alarm.bif.gz"));
    for (int threads : new int[] {1, 2}) {
      long checksum = 0;
      for (int i = 0; i < 3; i++) {
        checksum += ForwardSampler.sample(alarm, rows, i, threads).code(0, rows - 1);
      }
      double[] seconds = new double[5];
      for (int i = 0; i < seconds.length; i++) {
        long t0 = System.nanoTime();
        Dataset d = ForwardSampler.sample(alarm, rows, 100 + i, threads);
        seconds[i] = (System.nanoTime() - t0) / 1e9;
        checksum += d.code(0, rows - 1);
      }
      java.util.Arrays.sort(seconds);
      System.out.printf(
          "ALARM %,d rows, %d thread(s): median %.3f s (%,.0f rows/s), best %.3f s (%,.0f rows/s)"
              + " [checksum %d]%n",
          rows, threads, seconds[2], rows / seconds[2], seconds[0], rows / seconds[0], checksum);
    }
  }
}
