package org.structlearn.cli.bench;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.DoubleSupplier;
import org.structlearn.io.DataLocation;

/**
 * Warm medians for the bench tables (timed runs after untimed ones, so that the JIT is done) and
 * the peers' recorded figures they print beside them.
 */
final class BenchTiming {
  private BenchTiming() {}

  /**
   * The median of {@code repeat} timed runs after untimed warm-up runs adding up to two seconds (as
   * {@code run} measures them; at most 2,000 runs): a query of a few milliseconds is not compiled
   * after one run, and after half a second pathfinder's exact query still ran 3.3-6.3 ms against
   * 2.9 ms once compiled; a conditional Gaussian search on clgaussian's 5,000 rows took 6.4 ms
   * three runs into a JVM against 0.24 ms compiled.
   */
  static double warmMedian(int repeat, DoubleSupplier run) {
    double spent = 0;
    for (int i = 0; i < 2_000 && spent < 2.0; i++) {
      spent += run.getAsDouble();
    }
    return median(repeat, run);
  }

  /** The median of {@code repeat} timed runs after one untimed warm-up run. */
  static double median(int repeat, DoubleSupplier run) {
    run.getAsDouble();
    double[] s = new double[Math.max(1, repeat)];
    for (int i = 0; i < s.length; i++) {
      s[i] = run.getAsDouble();
    }
    Arrays.sort(s);
    return s[s.length / 2];
  }

  /**
   * A peer's recorded figure for a case: column {@code column} (0-based) of the row whose first
   * field is {@code name} in the CSV {@code file} of the data folders, if both are there.
   */
  static Optional<Double> recorded(String file, String name, int column) {
    return DataLocation.find(file)
        .flatMap(
            p ->
                DataLocation.readString(file)
                    .lines()
                    .map(l -> l.split(","))
                    .filter(f -> f[0].equals(name))
                    .map(f -> Double.parseDouble(f[column]))
                    .findFirst());
  }
}
