package org.structlearn.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.structlearn.study.MnHillClimbingStudy.Learner;

/**
 * Seed 000's high-dimensional study without running it: the twelve graphs are what the javadoc
 * says, options are validated, derived seeds are pinned, and a hand-made result gives the
 * documented cells, table, JSON and claims. {@link MnHillClimbingStudyRunTest} runs a tiny
 * configuration.
 */
class MnHillClimbingStudyTest {
  @Test
  void theTwelveGraphsAreTheDocumentedOnes() {
    List<TargetStructure> t = MnHillClimbingStudy.targets();
    assertEquals(12, t.size());
    assertEquals(
        List.of(
            "hub 1",
            "hub 2",
            "hub 3",
            "hub 4",
            "scale-free 1",
            "scale-free 2",
            "scale-free 3",
            "scale-free 4",
            "karate",
            "curtis54",
            "will57",
            "dolphins"),
        t.stream().map(TargetStructure::name).toList());
    int[] n = t.stream().mapToInt(s -> s.graph().size()).toArray();
    assertEquals(List.of(10, 20, 30, 40, 10, 20, 30, 40, 34, 54, 57, 62), box(n));
    // two stars of n/2 nodes: n - 2 edges, irregularity 2 (n/2 - 1)(n/2 - 2)
    assertEquals(
        List.of(24, 144, 364, 684),
        box(t.subList(0, 4).stream().mapToInt(TargetStructure::irregularity).toArray()));
    assertEquals(
        List.of(8, 18, 28, 38),
        box(t.subList(0, 4).stream().mapToInt(s -> s.graph().edgeCount()).toArray()));
    // Barabási–Albert, m0 = 3, m = 2: 3 + 2 (n - 3) edges
    assertEquals(
        List.of(17, 37, 57, 77),
        box(t.subList(4, 8).stream().mapToInt(s -> s.graph().edgeCount()).toArray()));
    assertEquals(78, t.get(8).graph().edgeCount()); // karate, as in the SuiteSparse file
    assertEquals(159, t.get(11).graph().edgeCount()); // dolphins
    assertEquals(t, MnHillClimbingStudy.targets()); // fixed, whatever the study's seed
  }

  private static List<Integer> box(int[] a) {
    List<Integer> out = new ArrayList<>();
    for (int v : a) {
      out.add(v);
    }
    return out;
  }

  @Test
  void badOptionsAreNamed() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> MnHillClimbingOptions.builder().sampleSizes(List.of(500, 500)).build());
    assertEquals("sampleSizes must be >= 1 and strictly ascending, was [500, 500]", e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> MnHillClimbingOptions.builder().distributions(0).build());
    assertEquals("distributions must be >= 1, was 0", e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> MnHillClimbingOptions.builder().seedsPerDistribution(-1).build());
    assertEquals("seedsPerDistribution must be >= 1, was -1", e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> MnHillClimbingOptions.builder().threads(0).build());
    assertTrue(e.getMessage().startsWith("threads must be in 1.."), e.getMessage());
    assertTrue(e.getMessage().endsWith(", was 0"), e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> MnHillClimbingOptions.builder().sampleSizes(List.of()).build());
    assertEquals("sampleSizes must name at least one size", e.getMessage());
    assertEquals(100, MnHillClimbingOptions.full().dataSets());
    assertEquals(4, MnHillClimbingOptions.quick().dataSets());
    assertEquals(5000, MnHillClimbingOptions.full().largestSize());
    assertEquals(MnHillClimbingOptions.quick(), MnHillClimbingOptions.quick().toBuilder().build());
  }

  @Test
  void derivedSeedsArePinned() {
    // documented as stable: a study rerun with a seed draws the same distributions and data sets
    MnHillClimbingOptions o = MnHillClimbingOptions.full();
    assertEquals(
        MnExhaustiveStudy.derive(1, 11, 3), MnHillClimbingStudy.distributionSeed(o, 11, 3));
    assertEquals(-911336902767618001L, MnHillClimbingStudy.distributionSeed(o, 2, 3));
    assertEquals(MnExhaustiveStudy.derive(1, 2, 3, 4), MnHillClimbingStudy.sampleSeed(o, 2, 3, 4));
    assertTrue(
        MnHillClimbingStudy.sampleSeed(o, 0, 0, 1) != MnHillClimbingStudy.sampleSeed(o, 0, 1, 0));
    MnHillClimbingOptions other = o.toBuilder().seed(2).build();
    assertTrue(
        MnHillClimbingStudy.distributionSeed(o, 0, 0)
            != MnHillClimbingStudy.distributionSeed(other, 0, 0));
  }

  /** Sizes 100 and 1000, two data sets per cell. */
  static final MnHillClimbingOptions TWO =
      MnHillClimbingOptions.builder()
          .distributions(1)
          .seedsPerDistribution(2)
          .sampleSizes(List.of(100, 1000))
          .build();

  /**
   * A result whose data set r (0 or 1) of graph g has, at size index i, Hamming distances BJP 10 +
   * g − i, IB 12 + 2g − i, MPL 20 + 3g − i, each ∓ 1 for r = 0 / 1 (so means are those and sd √2),
   * and runtimes BJP 1 s, IB 1.5 s, MPL 0.8 s (sd 0); {@code dolphinsBjp} replaces BJP's value on
   * dolphins at N = 1000.
   */
  static MnHillClimbingResult handMade(int dolphinsBjp) {
    List<MnHillClimbingStudy.Outcome> outcomes = new ArrayList<>();
    for (int g = 0; g < 12; g++) {
      for (int r = 0; r < 2; r++) {
        int[][] h = new int[2][3];
        int[][] fp = new int[2][3];
        int[][] fn = new int[2][3];
        double[][] s = new double[2][3];
        for (int i = 0; i < 2; i++) {
          int delta = r == 0 ? -1 : 1;
          h[i][0] = (g == 11 && i == 1 ? dolphinsBjp : 10 + g - i) + delta;
          h[i][1] = 12 + 2 * g - i + delta;
          h[i][2] = 20 + 3 * g - i + delta;
          for (int k = 0; k < 3; k++) {
            fp[i][k] = r; // false edges 0 and 1: mean 0.5
            fn[i][k] = h[i][k] - r;
          }
          s[i] = new double[] {1.0, 1.5, 0.8};
        }
        outcomes.add(new MnHillClimbingStudy.Outcome(g, h, fp, fn, s));
      }
    }
    return MnHillClimbingResult.of(
        TWO, MnHillClimbingStudy.targets(), outcomes, Duration.ofSeconds(3));
  }

  @Test
  void aHandMadeResultHasTheDocumentedCellsTableAndJson() {
    MnHillClimbingResult r = handMade(10 + 11 - 1);
    assertEquals(12 * 2 * 3, r.cells().size());
    MnHillClimbingResult.Cell c = r.cell(5, 1000, Learner.IB);
    assertEquals(12 + 10 - 1, c.meanHamming(), 1e-12);
    assertEquals(Math.sqrt(2), c.sdHamming(), 1e-12);
    assertEquals(0.5, c.meanFalseEdges(), 1e-12);
    assertEquals(c.meanHamming() - 0.5, c.meanMissingEdges(), 1e-12);
    assertEquals(1.5, c.meanSeconds(), 1e-12);
    assertEquals(0, c.sdSeconds(), 1e-12);
    assertEquals(2, c.dataSets());

    assertEquals(24, r.table().rowCount());
    assertEquals(
        List.of(
            "graph",
            "nodes",
            "edges",
            "irregularity",
            "N",
            "BJP Hamming",
            "BJP sd",
            "BJP s",
            "BJP s sd",
            "IB Hamming",
            "IB sd",
            "IB s",
            "IB s sd",
            "MPL Hamming",
            "MPL sd",
            "MPL s",
            "MPL s sd"),
        r.table().columnNames());
    assertEquals("dolphins", r.table().stringColumn("graph").get(23));
    assertEquals(12, r.graphTable().rowCount());

    Map<String, Object> m = r.toMap();
    assertEquals("mn-hill-climbing", m.get("study"));
    assertEquals(12, ((List<?>) m.get("graphs")).size());
    assertEquals(72, ((List<?>) m.get("cells")).size());
    Map<?, ?> dolphins = (Map<?, ?>) m.get("dolphinsLargest");
    assertEquals("dolphins", dolphins.get("graph"));
    assertEquals(1000, dolphins.get("N"));
    assertEquals(20.0, (Double) ((Map<?, ?>) dolphins.get("BJP")).get("meanHamming"), 1e-12);
    assertEquals(33.0, (Double) ((Map<?, ?>) dolphins.get("IB")).get("meanHamming"), 1e-12);
    assertEquals(52.0, (Double) ((Map<?, ?>) dolphins.get("MPL")).get("meanHamming"), 1e-12);
    assertEquals(3.0, m.get("seconds"));
  }

  @Test
  void claimsAreComputedFromTheCells() {
    List<Claim> all = handMade(10 + 11 - 1).claims();
    assertEquals(8, all.size());
    for (Claim c : all) {
      assertTrue(c.holds(), c.toString());
    }
    assertEquals(
        "IB minus BJP, mean Hamming over the sizes, hub 1 to 4: 2.00 3.00 4.00 5.00 (rises in 3 of"
            + " 3 steps)",
        all.get(2).evidence());

    // BJP worse than the IB-score on dolphins at N = 1000 (40 vs 33): the dolphins claim fails,
    // naming the cell; the other per-cell claims do not look there
    List<Claim> worse = handMade(40).claims();
    Claim dolphins = worse.get(4);
    assertFalse(dolphins.holds());
    assertEquals(
        "BJP has the lowest mean Hamming in 1 of 2 cells; not in: dolphins N=1000: BJP 40.0, IB"
            + " 33.0, MPL 52.0",
        dolphins.evidence());
    assertTrue(worse.get(1).holds() && worse.get(5).holds(), worse.toString());
  }
}
