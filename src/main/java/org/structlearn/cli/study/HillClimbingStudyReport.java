package org.structlearn.cli.study;

import java.io.PrintWriter;
import java.util.Locale;
import org.structlearn.learn.Reports;
import org.structlearn.study.Claim;
import org.structlearn.study.MnHillClimbingOptions;
import org.structlearn.study.MnHillClimbingResult;
import org.structlearn.study.MnHillClimbingStudy.Learner;
import org.structlearn.study.TargetStructure;

/**
 * The text output of {@code study mn-hill-climbing}: per graph and sample size the mean ± sd of
 * each learner's Hamming distance and runtime, then the seed's claims.
 */
final class HillClimbingStudyReport {
  private HillClimbingStudyReport() {}

  static void print(PrintWriter out, MnHillClimbingResult r, boolean quick) {
    MnHillClimbingOptions o = r.options();
    out.printf(
        Locale.ROOT,
        "study mn-hill-climbing (%s): %d data sets per cell (%d distributions x %d seeds), seed"
            + " %d, %d thread(s), %s s%n",
        quick ? "quick" : "full",
        o.dataSets(),
        o.distributions(),
        o.seedsPerDistribution(),
        o.seed(),
        o.threads(),
        Reports.seconds(r.elapsed().toMillis() / 1000.0));
    out.println(
        "edge Hamming distance to the true graph, mean ± sd (BJP and IB with IBMAP-HC, MPL with its"
            + " hill climbing)");
    out.printf(
        Locale.ROOT,
        "%-13s %3s %5s %5s %6s %13s %13s %13s %9s %9s %9s%n",
        "graph",
        "n",
        "edges",
        "irr",
        "N",
        "BJP",
        "IB",
        "MPL",
        "BJP s",
        "IB s",
        "MPL s");
    for (int g = 0; g < r.targets().size(); g++) {
      TargetStructure t = r.targets().get(g);
      for (int n : o.sampleSizes()) {
        out.printf(
            Locale.ROOT,
            "%-13s %3d %5d %5d %6d",
            t.name(),
            t.graph().size(),
            t.graph().edgeCount(),
            t.irregularity(),
            n);
        for (Learner l : Learner.values()) {
          MnHillClimbingResult.Cell c = r.cell(g, n, l);
          out.printf(
              Locale.ROOT,
              " %13s",
              String.format(Locale.ROOT, "%.1f ± %.1f", c.meanHamming(), c.sdHamming()));
        }
        for (Learner l : Learner.values()) {
          out.printf(Locale.ROOT, " %9.3f", r.cell(g, n, l).meanSeconds());
        }
        out.println();
      }
    }
    out.println();
    out.println("the seed's claims:");
    for (Claim c : r.claims()) {
      out.println("  " + c);
    }
  }
}
