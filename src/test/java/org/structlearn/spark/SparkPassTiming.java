package org.structlearn.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.structlearn.io.CsvOptions;
import org.structlearn.stats.Family;

/**
 * Not a test: times the Spark statistics on a large file (the numbers in the README). Arguments:
 * master, path. Prints the time to read, encode and cache, then the seconds of one pass for 74
 * families (each variable alone and with one parent) and of one pass for all ordered pairs.
 */
public final class SparkPassTiming {
  private SparkPassTiming() {}

  public static void main(String[] args) {
    try (SparkStatistics s = SparkStatistics.open(args[0], args[1], CsvOptions.defaults())) {
      int n = s.variables().size();
      report("read+encode+cache", s.encodeSeconds(), s);
      List<Family> step = new ArrayList<>();
      for (int c = 0; c < n; c++) {
        step.add(Family.of(c));
        step.add(Family.of(c, (c + 1) % n));
      }
      List<Family> pairs = new ArrayList<>();
      for (int c = 0; c < n; c++) {
        for (int p = 0; p < n; p++) {
          if (p != c) {
            pairs.add(Family.of(c, p));
          }
        }
      }
      for (int rep = 0; rep < 2; rep++) {
        s.count(step);
        report(step.size() + " families", s.passes().lastSeconds(), s);
        s.count(pairs);
        report(pairs.size() + " pairs", s.passes().lastSeconds(), s);
      }
    }
  }

  private static void report(String what, double seconds, SparkStatistics s) {
    System.out.printf(Locale.ROOT, "%-20s %8.2f s   (%s)%n", what, seconds, s);
  }
}
