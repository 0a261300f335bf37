package org.structlearn.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntPredicate;
import org.structlearn.study.Claim.Verdict;
import org.structlearn.study.TopologyStudy.Learner;
import org.structlearn.study.TopologyStudyResult.Cell;

/**
 * What Rajala's thesis (2009, §8.3) says about its methods, each sentence quoted and turned into a
 * comparison of a {@link TopologyStudyResult}'s numbers. Only statements the section makes are
 * here: its own experiments (§8.6) are not part of the text we follow. "More accurate" is a lower
 * mean edge Hamming distance, strictly; "the largest N" and "the smallest N" are the run's.
 */
final class TopologyClaims {
  private final TopologyStudyResult r;
  private final List<Integer> sizes;
  private final int largest;
  private final int smallest;
  private final int networks;

  TopologyClaims(TopologyStudyResult r) {
    this.r = r;
    this.sizes = r.options().sampleSizes();
    this.largest = r.options().largestSize();
    this.smallest = sizes.get(0);
    this.networks = r.targets().size();
  }

  List<Claim> all() {
    return List.of(
        thresholdingCannotTell(),
        mgmnOnSpatialNetworks(),
        thresholdingOnOtherNetworks(),
        mgmnLessSensitive(),
        sgsCostsMore(),
        sgsMoreAccurateThanPc(),
        gsmnFewerTestsThanSgs(),
        gsimnFewerTests(),
        gsimnAccuracy());
  }

  private String name(int g) {
    return r.targets().get(g).name();
  }

  /** Whether a network has a spatial layout (the lattice and the geometric graph; not ALARM). */
  private boolean spatial(int g) {
    return !name(g).equals(r.targets().get(TopologyStudy.ALARM).name());
  }

  private String sgs() {
    return "SGS (sets ≤ " + r.options().sgsMaxConditioning() + ")";
  }

  private Claim thresholdingCannotTell() {
    List<String> cases = new ArrayList<>();
    int agree = 0;
    for (int g = 0; g < networks; g++) {
      Cell c = r.cell(g, largest, Learner.MI_THRESHOLD);
      agree += c.meanFalseEdges() > c.meanMissingEdges() ? 1 : 0;
      cases.add(
          String.format(
              Locale.ROOT,
              "%s %.1f false, %.1f missing",
              name(g),
              c.meanFalseEdges(),
              c.meanMissingEdges()));
    }
    return new Claim(
        "When the information about all other unconditional node dependencies is ignored, it is"
            + " impossible to decide whether the two nodes, in fact, are neighbours or only"
            + " connected via other nodes.",
        "MI thresholding's errors at N = " + largest + " are mostly false edges",
        Verdict.of(agree, networks),
        String.format(Locale.ROOT, "false > missing on %d of %d networks: ", agree, networks)
            + String.join("; ", cases));
  }

  private Claim mgmnOnSpatialNetworks() {
    return pairwise(
        "In MTNs, estimating first the spatial node configuration adds information about"
            + " two-dimensionality to the node relations.",
        "on the two spatial networks (lattice, geometric graph) MGMN has a lower Hamming distance"
            + " than MI thresholding",
        this::spatial,
        Learner.MGMN,
        Learner.MI_THRESHOLD);
  }

  private Claim thresholdingOnOtherNetworks() {
    return pairwise(
        "If, in contrast, the underlying networked system does not assume such a spatial"
            + " configuration, it seems more reasonable directly to threshold the 1-dimensional"
            + " similarity values to define the graph structure.",
        "on ALARM, which has no spatial layout, MI thresholding has a lower Hamming distance than"
            + " MGMN",
        g -> !spatial(g),
        Learner.MI_THRESHOLD,
        Learner.MGMN);
  }

  /**
   * In every cell of the selected networks, {@code better}'s mean Hamming is below {@code other}'s.
   */
  private Claim pairwise(
      String quote, String claim, IntPredicate networksChecked, Learner better, Learner other) {
    List<String> cases = new ArrayList<>();
    int agree = 0;
    for (int g = 0; g < networks; g++) {
      if (!networksChecked.test(g)) {
        continue;
      }
      for (int n : sizes) {
        double b = r.cell(g, n, better).meanHamming();
        double o = r.cell(g, n, other).meanHamming();
        agree += b < o ? 1 : 0;
        cases.add(
            String.format(
                Locale.ROOT,
                "%s N=%d: %s %.1f, %s %.1f",
                name(g),
                n,
                better.label(),
                b,
                other.label(),
                o));
      }
    }
    return new Claim(
        quote,
        claim,
        Verdict.of(agree, cases.size()),
        String.format(Locale.ROOT, "in %d of %d cells: ", agree, cases.size())
            + String.join("; ", cases));
  }

  private Claim mgmnLessSensitive() {
    List<String> cases = new ArrayList<>();
    int agree = 0;
    for (int g = 0; g < networks; g++) {
      double m = r.cell(g, smallest, Learner.MGMN).sdHamming();
      double t = r.cell(g, smallest, Learner.MI_THRESHOLD).sdHamming();
      agree += m < t ? 1 : 0;
      cases.add(String.format(Locale.ROOT, "%s: MGMN %.1f, MI thresholding %.1f", name(g), m, t));
    }
    return new Claim(
        "But when all dependency values are used at once with the MGMN method, the topology may"
            + " become less sensitive to random fluctuations in some dissimilarity values.",
        "at the smallest N ("
            + smallest
            + ") MGMN's Hamming distance varies less from data set to data set (standard deviation)"
            + " than MI thresholding's",
        Verdict.of(agree, networks),
        String.format(Locale.ROOT, "on %d of %d networks: ", agree, networks)
            + String.join("; ", cases));
  }

  private Claim sgsCostsMore() {
    return tests(
        "The problem with the SGS algorithm is that its computation time grows exponentially as a"
            + " function of the number of nodes, and thus does not scale for large systems.",
        sgs() + " runs more tests than PC",
        Learner.PC,
        Learner.SGS);
  }

  private Claim gsmnFewerTestsThanSgs() {
    return tests(
        "Although the GSMN algorithm somewhat alleviates these problems by reducing the number of"
            + " tests conducted, it is still inefficient for obtaining dense graphs",
        "GSMN runs fewer tests than " + sgs(),
        Learner.GSMN,
        Learner.SGS);
  }

  /** In every cell, {@code fewer} runs fewer tests than {@code more}. */
  private Claim tests(String quote, String claim, Learner fewer, Learner more) {
    List<String> cases = new ArrayList<>();
    int agree = 0;
    for (int g = 0; g < networks; g++) {
      for (int n : sizes) {
        double f = r.cell(g, n, fewer).meanTests();
        double m = r.cell(g, n, more).meanTests();
        agree += f < m ? 1 : 0;
        cases.add(
            String.format(
                Locale.ROOT,
                "%s N=%d: %s %,.0f, %s %,.0f",
                name(g),
                n,
                fewer.label(),
                f,
                more.label(),
                m));
      }
    }
    return new Claim(
        quote,
        claim,
        Verdict.of(agree, cases.size()),
        String.format(Locale.ROOT, "in %d of %d cells: ", agree, cases.size())
            + String.join("; ", cases));
  }

  private Claim sgsMoreAccurateThanPc() {
    return pairwise(
        "Though less accurate than the SGS algorithm, the PC algorithm scales as the network"
            + " size to the power of maximum subset size and thus suits also for large systems"
            + " containing some hundreds of nodes.",
        sgs() + " has a lower Hamming distance than PC",
        g -> true,
        Learner.SGS,
        Learner.PC);
  }

  private Claim gsimnFewerTests() {
    List<String> cases = new ArrayList<>();
    int agree = 0;
    for (int g = 0; g < networks; g++) {
      double ratio = r.gsimnRatio(g);
      agree += ratio < 1 ? 1 : 0;
      cases.add(
          String.format(
              Locale.ROOT,
              "%s %,.0f of %,.0f (%.2f)",
              name(g),
              r.testsOverSizes(g, Learner.GSIMN),
              r.testsOverSizes(g, Learner.GSMN),
              ratio));
    }
    return new Claim(
        "However, the two, more developed versions of this algorithm introduced in [23] and [54],"
            + " the GSIMN and DGSIMN algorithms, ease these problems slightly by reducing the"
            + " number of tests to run.",
        "GSIMN runs fewer tests than GSMN on every network (all sample sizes together)",
        Verdict.of(agree, networks),
        "GSIMN's tests of GSMN's: " + String.join("; ", cases));
  }

  private Claim gsimnAccuracy() {
    return pairwise(
        "Though the two also boast other improvements on accuracy, only the GSMN algorithm is"
            + " discussed here in detail because of its simplicity, and because computational"
            + " efficiency is not crucial here.",
        "GSIMN has a lower Hamming distance than GSMN",
        g -> true,
        Learner.GSIMN,
        Learner.GSMN);
  }
}
