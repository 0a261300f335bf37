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
import org.structlearn.io.network.CgNetworkJson;
import org.structlearn.metrics.Shd;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.mixed.CgSearch;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchOptions;
import org.structlearn.sim.CgSampler;

/**
 * The conditional Gaussian cases of {@code bench}: hill climbing with bic-cg ({@link CgSearch}) on
 * bnlearn's clgaussian.test, on the 168 complete rows of MASS's survey (a real table: the rows with
 * a missing cell dropped, as bnlearn's side of the comparison drops them) and on 20,000 rows
 * sampled (seed 1) from {@code mixed/cg30.json}, timed as the other cases (one untimed run, then
 * the median of the timed ones, on the given threads and on one), beside bnlearn 4.9.4's {@code
 * hc(score = "bic-cg")} as {@code scripts/peers/cg-speed.sh} measured it on this machine ({@code
 * mixed/cg-bnlearn-hc.csv}: the median elapsed seconds of fresh R processes, data loading
 * excluded). It prints; it asserts nothing.
 */
final class BenchCg {
  private BenchCg() {}

  /** A CG case: the data (a CSV with a level file, or a network to sample), rows and truth. */
  record CgCase(String name, String data, String levels, String network, int rows, String truth) {}

  static final List<CgCase> CASES =
      List.of(
          new CgCase(
              "cg-clgaussian-5000",
              "bnlearn/clgaussian.test.csv",
              "bnlearn/clgaussian.test.levels.csv",
              null,
              5000,
              "[A][B][C][H][D|A:H][F|B:C][E|B:D][G|A:D:E:F]"),
          new CgCase("cg-survey-168", "real/survey.csv", null, null, 168, null),
          new CgCase("cg30-20000", null, null, "mixed/cg30.json", 20000, null));

  /** True if the name is a CG case. */
  static boolean isCase(String name) {
    return CASES.stream().anyMatch(c -> c.name().equals(name));
  }

  /** Runs the named CG cases ({@code null}: all of them) and prints their table. */
  static void run(PrintWriter out, List<String> names, int threads, int repeat) {
    List<CgCase> chosen =
        CASES.stream().filter(c -> names == null || names.contains(c.name())).toList();
    if (chosen.isEmpty()) {
      return;
    }
    out.printf(
        Locale.ROOT,
        "%-19s %6s %7s %8s %8s %6s %14s %4s | %8s %7s%n",
        "CG case (bic-cg)",
        "rows",
        "first",
        "seconds",
        "1t.sec",
        "evals",
        "BIC",
        "SHD",
        "bnl.sec",
        "warm×");
    for (CgCase c : chosen) {
      Dag[] truth = new Dag[1];
      Dataset data = load(c, truth);
      LearnResult[] last = new LearnResult[1];
      double first = once(data, threads, last);
      double median = BenchTiming.warmMedian(repeat, () -> once(data, threads, last));
      double one = BenchTiming.warmMedian(repeat, () -> once(data, 1, last));
      Optional<Double> bnlearn = BenchTiming.recorded("mixed/cg-bnlearn-hc.csv", c.name(), 2);
      out.printf(
          Locale.ROOT,
          "%-19s %6d %7.3f %8.4f %8.4f %6d %14.2f %4s | %8s %7s%n",
          c.name(),
          data.rows(),
          first,
          median,
          one,
          last[0].counters().evaluations(),
          last[0].score(),
          truth[0] == null ? "-" : Integer.toString(Shd.of(truth[0], last[0].graph())),
          bnlearn.map(b -> String.format(Locale.ROOT, "%.3f", b)).orElse("-"),
          bnlearn.map(b -> String.format(Locale.ROOT, "%.1fx", b / median)).orElse("-"));
      out.flush();
    }
  }

  /** The case's data; its true graph, when it has one, into {@code truth[0]}. */
  static Dataset load(CgCase c, Dag[] truth) {
    if (c.network() != null) {
      CgNetwork net = CgNetworkJson.read(DataLocation.resolve(c.network()));
      truth[0] = net.dag();
      return CgSampler.sample(net, c.rows(), 1L, 1);
    }
    if (c.levels() == null) { // a real table, no truth: its complete rows
      return DatasetReader.readIncomplete(DataLocation.resolve(c.data()), CsvOptions.defaults())
          .completeRows();
    }
    truth[0] = ModelStrings.parse(c.truth());
    return DatasetReader.read(
        DataLocation.resolve(c.data()),
        CsvOptions.builder().levels(LevelFiles.read(DataLocation.resolve(c.levels()))).build());
  }

  private static double once(Dataset data, int threads, LearnResult[] last) {
    SearchOptions o = CgSearch.defaults().toBuilder().threads(threads).build();
    last[0] = CgSearch.hillClimbing(o).learn(data);
    return last[0].elapsed().toNanos() / 1e9;
  }
}
