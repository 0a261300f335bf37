package org.structlearn.cli.bench;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.LevelFiles;
import org.structlearn.io.graph.ModelStrings;
import org.structlearn.metrics.Shd;
import org.structlearn.missing.Holes;
import org.structlearn.missing.StructuralEm;
import org.structlearn.missing.StructuralEmOptions;
import org.structlearn.missing.StructuralEmResult;
import org.structlearn.search.SearchOptions;

/**
 * The structural EM cases of {@code bench}: bnlearn's algorithm ({@link
 * StructuralEmOptions#bnlearn()}: single imputation, hill climbing from the previous round, 5
 * rounds) on the first rows of a bnlearn data set with a tenth of the cells removed at random
 * ({@link Holes#mcar}, seed 1): 500 rows of clgaussian.test (mixed: likelihood weighting with 500
 * particles) and 2,000 rows of alarm (discrete: exact imputation). Timed as the other cases (the
 * first run, then the median of the timed ones, on the given threads and on one), beside bnlearn
 * 4.9.4's {@code structural.em()} with its defaults on the same cells as {@code
 * scripts/peers/structural-em-bench.sh} measured it on this machine ({@code mixed/em-bnlearn.csv}:
 * the median elapsed seconds of the call in R). It prints; it asserts nothing.
 */
final class BenchEm {
  private BenchEm() {}

  /** A case: the data and level files, the rows kept, the fraction of cells removed, the truth. */
  record EmCase(String name, String data, String levels, int rows, double fraction, String truth) {}

  static final List<EmCase> CASES =
      List.of(
          new EmCase(
              "em-clgaussian-500",
              "bnlearn/clgaussian.test.csv",
              "bnlearn/clgaussian.test.levels.csv",
              500,
              0.1,
              "bnlearn/clgaussian.test.truth.modelstring.txt"),
          new EmCase(
              "em-alarm-2000",
              "bnlearn/alarm.csv",
              "bnlearn/alarm.levels.csv",
              2000,
              0.1,
              "bnlearn/alarm.truth.modelstring.txt"));

  /** True if the name is a structural EM case. */
  static boolean isCase(String name) {
    return CASES.stream().anyMatch(c -> c.name().equals(name));
  }

  /** The data of a case: its first rows with the cells removed. */
  static Dataset data(EmCase c) {
    Dataset all =
        DatasetReader.read(
            DataLocation.resolve(c.data()),
            CsvOptions.builder().levels(LevelFiles.read(DataLocation.resolve(c.levels()))).build());
    return Holes.mcar(all.head(c.rows()), c.fraction(), 1L);
  }

  /** Runs the named cases ({@code null}: all of them) and prints their table. */
  static void run(PrintWriter out, List<String> names, int threads, int repeat) {
    List<EmCase> chosen =
        CASES.stream().filter(c -> names == null || names.contains(c.name())).toList();
    if (chosen.isEmpty()) {
      return;
    }
    out.printf(
        Locale.ROOT,
        "%-19s %6s %7s %7s %8s %8s %5s %4s | %8s %7s%n",
        "EM case (--bnlearn)",
        "rows",
        "missing",
        "first",
        "seconds",
        "1t.sec",
        "arcs",
        "SHD",
        "bnl.sec",
        "warm×");
    for (EmCase c : chosen) {
      Dataset data = data(c);
      Dag truth = ModelStrings.parse(DataLocation.readString(c.truth()).trim());
      StructuralEmResult[] last = new StructuralEmResult[1];
      double first = once(data, threads, last);
      double median = BenchTiming.warmMedian(repeat, () -> once(data, threads, last));
      double one = BenchTiming.warmMedian(repeat, () -> once(data, 1, last));
      Optional<Double> bnlearn = BenchTiming.recorded("mixed/em-bnlearn.csv", c.name(), 3);
      out.printf(
          Locale.ROOT,
          "%-19s %6d %7d %7.3f %8.4f %8.4f %5d %4d | %8s %7s%n",
          c.name(),
          data.rows(),
          data.missing().total(),
          first,
          median,
          one,
          last[0].graph().arcCount(),
          Shd.of(truth, last[0].graph()),
          bnlearn.map(b -> String.format(Locale.ROOT, "%.3f", b)).orElse("-"),
          bnlearn.map(b -> String.format(Locale.ROOT, "%.1fx", b / median)).orElse("-"));
      out.flush();
    }
  }

  private static double once(Dataset data, int threads, StructuralEmResult[] last) {
    StructuralEmOptions o =
        StructuralEmOptions.bnlearn().toBuilder()
            .search(SearchOptions.builder().threads(threads).build())
            .build();
    long t0 = System.nanoTime();
    last[0] = new StructuralEm(o).learn(data);
    return (System.nanoTime() - t0) / 1e9;
  }
}
