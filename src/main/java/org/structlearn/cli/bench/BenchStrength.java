package org.structlearn.cli.bench;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.structlearn.StructlearnException;
import org.structlearn.bootstrap.ArcStrengths;
import org.structlearn.bootstrap.BootstrapOptions;
import org.structlearn.bootstrap.BootstrapStrength;
import org.structlearn.cli.bench.BenchCases.Case;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.DataLocation;
import org.structlearn.io.graph.GraphFiles;
import org.structlearn.metrics.StructureComparison;

/**
 * The bootstrap cases of {@code bench}: {@code strength} with 200 replicates of hill climbing (BIC)
 * on a benchmark data set, run once (a whole bootstrap is long enough that the JIT warm-up is a
 * small part of it), beside an <em>estimate</em> of bnlearn's {@code boot.strength(R = 200,
 * algorithm = "hc")}: 200 times bnlearn's measured {@code hc()} seconds on the same rows (bnlearn
 * could not be run here; its per-replicate overhead, resampling a data frame and the CPDAG, is left
 * out, so the estimate flatters bnlearn). The averaged network is compared with the true network's
 * skeleton (Hamming distance) and CPDAG (SHD).
 */
final class BenchStrength {
  private BenchStrength() {}

  /** Replicates of every bootstrap case, bnlearn's default R. */
  static final int REPLICATES = 200;

  /** A bootstrap case: its name and the data case (rows, files, bnlearn's hc figure) it runs on. */
  record StrengthCase(String name, String dataCase) {}

  static final List<StrengthCase> CASES =
      List.of(new StrengthCase("strength-alarm-5000", "alarm-5000"));

  /** True if the name is a bootstrap case. */
  static boolean isCase(String name) {
    return CASES.stream().anyMatch(c -> c.name().equals(name));
  }

  /** Runs the named bootstrap cases ({@code null}: all of them) and prints their table. */
  static void run(PrintWriter out, List<String> names, int threads, BenchBaseline bnlearn) {
    List<StrengthCase> chosen =
        CASES.stream().filter(c -> names == null || names.contains(c.name())).toList();
    if (chosen.isEmpty()) {
      return;
    }
    out.printf(
        Locale.ROOT,
        "%-20s %6s %5s %7s %8s %5s %4s %4s | %9s %s%n",
        "bootstrap case",
        "rows",
        "reps",
        "threads",
        "seconds",
        "arcs",
        "Ham",
        "SHD",
        "bnl.est",
        "speedup (bnl.est = 200 x bnlearn's hc seconds, an estimate, not measured)");
    for (StrengthCase sc : chosen) {
      Case c =
          BenchCases.CASES.stream()
              .filter(x -> x.name().equals(sc.dataCase()))
              .findFirst()
              .orElseThrow(() -> new StructlearnException("no data case " + sc.dataCase()));
      List<String> missing = c.missingFiles();
      if (!missing.isEmpty()) {
        out.printf(
            Locale.ROOT,
            "%-20s skipped: %s not found in the data folders %s%n",
            sc.name(),
            String.join(", ", missing),
            DataLocation.roots());
        continue;
      }
      Dataset data = BenchCases.load(c);
      Dag truth = GraphFiles.readDag(DataLocation.resolve(c.truth()));
      BootstrapOptions o =
          BootstrapOptions.builder().replicates(REPLICATES).seed(1).threads(threads).build();
      ArcStrengths r = new BootstrapStrength(o).run(data);
      double seconds = r.elapsed().toNanos() / 1e9;
      StructureComparison cmp = StructureComparison.of(truth, r.averaged());
      Object[] b = bnlearn.row(c, "hc");
      double estimate = b == null ? Double.NaN : REPLICATES * (double) b[0];
      out.printf(
          Locale.ROOT,
          "%-20s %6d %5d %7d %8.3f %5d %4d %4d | %9s %s%n",
          sc.name(),
          data.rows(),
          REPLICATES,
          threads,
          seconds,
          r.averaged().arcCount(),
          cmp.hamming(),
          cmp.shd(),
          b == null ? "-" : String.format(Locale.ROOT, "%.1f", estimate),
          b == null ? "-" : String.format(Locale.ROOT, "%.1fx", estimate / seconds));
      out.flush();
    }
  }
}
