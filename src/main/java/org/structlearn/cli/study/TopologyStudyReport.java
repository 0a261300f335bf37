package org.structlearn.cli.study;

import java.io.PrintWriter;
import java.util.Locale;
import org.structlearn.learn.Reports;
import org.structlearn.study.Claim;
import org.structlearn.study.TargetStructure;
import org.structlearn.study.TopologyStudy.Learner;
import org.structlearn.study.TopologyStudyOptions;
import org.structlearn.study.TopologyStudyResult;

/**
 * The text output of {@code study topology}: per network and sample size each learner's mean ± sd
 * Hamming distance, mean tests run and seconds; GSIMN's saving against GSMN per network; the seed's
 * claims.
 */
final class TopologyStudyReport {
  private TopologyStudyReport() {}

  static void print(PrintWriter out, TopologyStudyResult r, boolean quick) {
    TopologyStudyOptions o = r.options();
    out.printf(
        Locale.ROOT,
        "study topology (%s): %d data sets per cell, test %s, alpha %s, SGS conditioning <= %d,"
            + " seed %d, %d thread(s), %s s%n",
        quick ? "quick" : "full",
        o.dataSets(),
        o.test().cliName(),
        o.alpha(),
        o.sgsMaxConditioning(),
        o.seed(),
        o.threads(),
        Reports.seconds(r.elapsed().toMillis() / 1000.0));
    for (int g = 0; g < r.targets().size(); g++) {
      TargetStructure t = r.targets().get(g);
      out.printf(
          Locale.ROOT,
          "%n%s (%d nodes, %d edges): %s%n",
          t.name(),
          t.graph().size(),
          t.graph().edgeCount(),
          t.description());
      out.printf(
          Locale.ROOT,
          "%6s  %-16s %13s %10s %10s %9s%n",
          "N",
          "learner",
          "Hamming",
          "tests",
          "inferred",
          "seconds");
      for (int n : o.sampleSizes()) {
        for (Learner l : Learner.values()) {
          TopologyStudyResult.Cell c = r.cell(g, n, l);
          out.printf(
              Locale.ROOT,
              "%6d  %-16s %13s %10.0f %10s %9.3f%n",
              n,
              l.label(),
              String.format(Locale.ROOT, "%.1f ± %.1f", c.meanHamming(), c.sdHamming()),
              c.meanTests(),
              l == Learner.GSIMN ? String.format(Locale.ROOT, "%.0f", c.meanInferred()) : "-",
              c.meanSeconds());
        }
      }
    }
    out.println();
    out.printf(
        Locale.ROOT,
        "GSIMN's tests / GSMN's (all sizes; GSIMN should need <= %.1f of GSMN's tests on every network):%n",
        TopologyStudyResult.SAVING_BAR);
    for (int g = 0; g < r.targets().size(); g++) {
      out.printf(
          Locale.ROOT,
          "  %-14s %.3f (%.0f / %.0f)%n",
          r.targets().get(g).name(),
          r.gsimnRatio(g),
          r.testsOverSizes(g, Learner.GSIMN),
          r.testsOverSizes(g, Learner.GSMN));
    }
    out.println();
    out.println("the paper's claims:");
    for (Claim c : r.claims()) {
      out.println("  " + c);
    }
  }
}
