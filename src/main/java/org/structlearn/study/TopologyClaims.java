package org.structlearn.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.structlearn.study.TopologyStudy.Learner;
import org.structlearn.study.TopologyStudyResult.Cell;

/**
 * Seed 003's points about topology identification, each turned into a check on a {@link
 * TopologyStudyResult}. Lower mean Hamming distance is "more accurate", strictly; "the largest N"
 * is the largest sample size of the run. Nothing is tuned: the checks were written from the seed's
 * text and the issue before the study was run.
 */
final class TopologyClaims {
  private final TopologyStudyResult r;
  private final List<Integer> sizes;
  private final int largest;

  TopologyClaims(TopologyStudyResult r) {
    this.r = r;
    this.sizes = r.options().sampleSizes();
    this.largest = r.options().largestSize();
  }

  List<Claim> all() {
    return List.of(
        mgmnBeatsThresholding(),
        thresholdingAddsNeighboursOfNeighbours(),
        constraintBasedAccurate(),
        constraintBasedCostly(),
        sgsCostsMoreThanPc(),
        gsimnSaves());
  }

  private String name(int g) {
    return r.targets().get(g).name();
  }

  /** MGMN's mean Hamming is below MI thresholding's in every cell. */
  private Claim mgmnBeatsThresholding() {
    List<String> exceptions = new ArrayList<>();
    int cases = 0;
    for (int g = 0; g < r.targets().size(); g++) {
      for (int n : sizes) {
        cases++;
        double mgmn = r.cell(g, n, Learner.MGMN).meanHamming();
        double mi = r.cell(g, n, Learner.MI_THRESHOLD).meanHamming();
        if (!(mgmn < mi)) {
          exceptions.add(
              String.format(Locale.ROOT, "%s N=%d: MGMN %.1f, MI %.1f", name(g), n, mgmn, mi));
        }
      }
    }
    return verdict(
        "MGMN identifies the topology more accurately than thresholding MI directly",
        cases,
        exceptions,
        "MGMN has the lower mean Hamming");
  }

  /** At the largest N, thresholding's false edges outnumber its missing ones on every network. */
  private Claim thresholdingAddsNeighboursOfNeighbours() {
    List<String> exceptions = new ArrayList<>();
    StringBuilder all = new StringBuilder();
    for (int g = 0; g < r.targets().size(); g++) {
      Cell c = r.cell(g, largest, Learner.MI_THRESHOLD);
      String s =
          String.format(
              Locale.ROOT,
              "%s: %.1f false, %.1f missing",
              name(g),
              c.meanFalseEdges(),
              c.meanMissingEdges());
      all.append(g == 0 ? "" : "; ").append(s);
      if (!(c.meanFalseEdges() > c.meanMissingEdges())) {
        exceptions.add(s);
      }
    }
    return new Claim(
        "a single unconditional value cannot tell neighbours from neighbours-of-neighbours:"
            + " thresholding's errors at the largest N are mostly false edges",
        exceptions.isEmpty(),
        "MI thresholding at N=" + largest + ": " + all);
  }

  /** At the largest N every constraint-based learner beats both MI thresholding and MGMN. */
  private Claim constraintBasedAccurate() {
    List<String> exceptions = new ArrayList<>();
    int cases = 0;
    for (int g = 0; g < r.targets().size(); g++) {
      double best =
          Math.min(
              r.cell(g, largest, Learner.MI_THRESHOLD).meanHamming(),
              r.cell(g, largest, Learner.MGMN).meanHamming());
      for (Learner l : Learner.values()) {
        if (l.constraintBased()) {
          cases++;
          double h = r.cell(g, largest, l).meanHamming();
          if (!(h < best)) {
            exceptions.add(
                String.format(
                    Locale.ROOT,
                    "%s: %s %.1f vs the better of MI and MGMN %.1f",
                    name(g),
                    l.label(),
                    h,
                    best));
          }
        }
      }
    }
    return verdict(
        "on these sparse graphs the constraint-based methods (SGS, PC, GSMN, GSIMN) are more"
            + " accurate than MI thresholding and MGMN at the largest N",
        cases,
        exceptions,
        "the constraint-based learner has a lower mean Hamming than both");
  }

  /** Every constraint-based learner runs more tests than MGMN's n(n − 1)/2 in every cell. */
  private Claim constraintBasedCostly() {
    List<String> exceptions = new ArrayList<>();
    int cases = 0;
    for (int g = 0; g < r.targets().size(); g++) {
      for (int n : sizes) {
        double pairs = r.cell(g, n, Learner.MGMN).meanTests();
        for (Learner l : Learner.values()) {
          if (l.constraintBased()) {
            cases++;
            double t = r.cell(g, n, l).meanTests();
            if (!(t > pairs)) {
              exceptions.add(
                  String.format(
                      Locale.ROOT, "%s N=%d: %s %.0f vs %.0f", name(g), n, l.label(), t, pairs));
            }
          }
        }
      }
    }
    return verdict(
        "the constraint-based methods cost many tests: more than the n(n-1)/2 pairwise tests"
            + " of MGMN",
        cases,
        exceptions,
        "the constraint-based learner ran more tests than MGMN");
  }

  /** SGS runs more tests than PC in every cell. */
  private Claim sgsCostsMoreThanPc() {
    List<String> exceptions = new ArrayList<>();
    int cases = 0;
    for (int g = 0; g < r.targets().size(); g++) {
      for (int n : sizes) {
        cases++;
        double sgs = r.cell(g, n, Learner.SGS).meanTests();
        double pc = r.cell(g, n, Learner.PC).meanTests();
        if (!(sgs > pc)) {
          exceptions.add(
              String.format(Locale.ROOT, "%s N=%d: SGS %.0f, PC %.0f", name(g), n, sgs, pc));
        }
      }
    }
    return verdict(
        "SGS (conditioning sets up to "
            + r.options().sgsMaxConditioning()
            + ") runs more tests than PC, which conditions on current neighbours only",
        cases,
        exceptions,
        "SGS ran more tests");
  }

  /** GSIMN's tests ≤ 0.7 × GSMN's on every network, at a mean Hamming no worse. */
  private Claim gsimnSaves() {
    boolean holds = true;
    StringBuilder ev = new StringBuilder("GSIMN/GSMN tests (all sizes), Hamming GSIMN vs GSMN:");
    for (int g = 0; g < r.targets().size(); g++) {
      double ratio = r.gsimnRatio(g);
      double hi = r.meanHammingOverSizes(g, Learner.GSIMN);
      double hm = r.meanHammingOverSizes(g, Learner.GSMN);
      holds &= ratio <= TopologyStudyResult.SAVING_BAR && hi <= hm;
      ev.append(
          String.format(
              Locale.ROOT, "%s %s %.2f, %.1f vs %.1f", g == 0 ? "" : ";", name(g), ratio, hi, hm));
    }
    return new Claim(
        "GSIMN runs at least 30% fewer tests than GSMN at the same or better Hamming distance,"
            + " on every network",
        holds, ev.toString());
  }

  private static Claim verdict(String claim, int cases, List<String> exceptions, String what) {
    String ev =
        String.format(Locale.ROOT, "%s in %d of %d cases", what, cases - exceptions.size(), cases);
    if (!exceptions.isEmpty()) {
      ev += "; not in: " + String.join("; ", exceptions);
    }
    return new Claim(claim, exceptions.isEmpty(), ev);
  }
}
