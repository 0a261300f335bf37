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
 * each learner's Hamming distance and runtime, then the paper's claims.
 */
final class HillClimbingStudyReport {
  private HillClimbingStudyReport() {}

  private static String shortName(Learner l) {
    return l == Learner.NEIGHBOURHOOD ? "L1" : l.name();
  }

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
            + " hill climbing"
            + (o.learners().contains(Learner.NEIGHBOURHOOD)
                ? "; L1 = l1 neighbourhood selection, EBIC, AND)"
                : ")"));
    out.printf(Locale.ROOT, "%-13s %3s %5s %5s %6s", "graph", "n", "edges", "irr", "N");
    for (Learner l : o.learners()) {
      out.printf(Locale.ROOT, " %13s", shortName(l));
    }
    for (Learner l : o.learners()) {
      out.printf(Locale.ROOT, " %9s", shortName(l) + " s");
    }
    out.println();
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
        for (Learner l : o.learners()) {
          MnHillClimbingResult.Cell c = r.cell(g, n, l);
          out.printf(
              Locale.ROOT,
              " %13s",
              String.format(Locale.ROOT, "%.1f ± %.1f", c.meanHamming(), c.sdHamming()));
        }
        for (Learner l : o.learners()) {
          out.printf(Locale.ROOT, " %9.3f", r.cell(g, n, l).meanSeconds());
        }
        out.println();
      }
    }
    out.println();
    out.println("the paper's claims (about BJP, IB and MPL):");
    for (Claim c : r.claims()) {
      out.println("  " + c);
    }
  }
}
