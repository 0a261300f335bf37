package org.structlearn.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.structlearn.ProgressListener;
import org.structlearn.data.Dataset;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.metrics.UndirectedComparison;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.MarkovNetworks;
import org.structlearn.search.neighbourhood.NeighbourhoodOptions;
import org.structlearn.search.neighbourhood.NeighbourhoodSelection;
import org.structlearn.sim.GibbsSampler;
import org.structlearn.study.MnHillClimbingResult.Cell;
import org.structlearn.study.MnHillClimbingStudy.Learner;

/**
 * A tiny run of seed 000's high-dimensional study (two data sets per graph, sizes 100 and 300): the
 * Hamming distances are the same for one and two threads, every cell is in range and progress
 * counts every data set.
 */
class MnHillClimbingStudyRunTest {
  private static final MnHillClimbingOptions TINY =
      MnHillClimbingOptions.builder()
          .distributions(2)
          .seedsPerDistribution(1)
          .sampleSizes(List.of(100, 300))
          .seed(5)
          .build();

  @Test
  @Timeout(600)
  void hammingDistancesDoNotDependOnTheThreadCount() {
    List<long[]> seen = new ArrayList<>();
    ProgressListener progress =
        (done, total) -> {
          synchronized (seen) {
            seen.add(new long[] {done, total});
          }
        };
    MnHillClimbingResult one = MnHillClimbingStudy.run(TINY, progress);
    MnHillClimbingResult two =
        MnHillClimbingStudy.run(TINY.toBuilder().threads(2).build(), ProgressListener.none());
    assertEquals(12 * 2 * 3, one.cells().size());
    for (int i = 0; i < one.cells().size(); i++) {
      Cell a = one.cells().get(i);
      Cell b = two.cells().get(i);
      assertEquals(a.meanHamming(), b.meanHamming(), a + " vs " + b);
      assertEquals(a.sdHamming(), b.sdHamming(), a + " vs " + b);
      assertEquals(a.meanFalseEdges(), b.meanFalseEdges(), a + " vs " + b);
      int n = one.targets().get(a.graph()).graph().size();
      int edges = one.targets().get(a.graph()).graph().edgeCount();
      assertEquals(2, a.dataSets());
      assertTrue(a.meanHamming() >= 0 && a.meanHamming() <= n * (n - 1) / 2.0, a.toString());
      assertTrue(a.meanMissingEdges() <= edges, a.toString());
      assertEquals(a.meanHamming(), a.meanFalseEdges() + a.meanMissingEdges(), 1e-9);
      assertTrue(a.meanSeconds() >= 0 && a.sdSeconds() >= 0, a.toString());
    }
    assertEquals(24, seen.size());
    assertTrue(seen.stream().anyMatch(p -> p[0] == 24 && p[1] == 24));
    assertEquals(8, one.claims().size());
  }

  /**
   * The ℓ1 baseline as a fourth learner: it sees the very data sets the paper's three see (their
   * cells do not move), its cell on hub 1 is what {@link NeighbourhoodSelection} gives on that data
   * set when run by hand, and the paper's claims are still made about the three alone.
   */
  @Test
  @Timeout(600)
  void neighbourhoodSelectionIsAFourthLearnerOnTheSameData() {
    MnHillClimbingOptions three =
        TINY.toBuilder().distributions(1).sampleSizes(List.of(300)).build();
    MnHillClimbingOptions four = three.withNeighbourhoodSelection();
    assertEquals(
        List.of(Learner.BJP, Learner.IB, Learner.MPL, Learner.NEIGHBOURHOOD), four.learners());
    assertEquals(four, four.withNeighbourhoodSelection());
    MnHillClimbingResult a = MnHillClimbingStudy.run(three, ProgressListener.none());
    MnHillClimbingResult b = MnHillClimbingStudy.run(four, ProgressListener.none());
    assertEquals(12 * 3, a.cells().size());
    assertEquals(12 * 4, b.cells().size());
    for (int g = 0; g < 12; g++) {
      for (Learner l : MnHillClimbingOptions.SEED_LEARNERS) {
        assertEquals(a.cell(g, 300, l).meanHamming(), b.cell(g, 300, l).meanHamming());
      }
    }
    assertEquals(
        a.claims().stream().map(Claim::verdict).toList(),
        b.claims().stream().map(Claim::verdict).toList());
    UndirectedGraph truth = MnHillClimbingStudy.targets().get(0).graph();
    MarkovNetwork network =
        MarkovNetworks.random(
            truth, 2, four.potentials(), MnHillClimbingStudy.distributionSeed(four, 0, 0));
    Dataset data =
        GibbsSampler.sample(
                network, four.gibbs(), 300, MnHillClimbingStudy.sampleSeed(four, 0, 0, 0), 1)
            .head(300);
    UndirectedGraph learned =
        new NeighbourhoodSelection(NeighbourhoodOptions.defaults()).learn(data).skeleton();
    assertEquals(
        UndirectedComparison.of(truth, learned).hamming(),
        b.cell(0, 300, Learner.NEIGHBOURHOOD).meanHamming());
    assertTrue(b.table().columnNames().contains("NEIGHBOURHOOD Hamming"), b.table().toString());
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> three.toBuilder().learners(List.of(Learner.MPL, Learner.MPL)).build());
    assertEquals("learners must not repeat a learner, was [MPL, MPL]", e.getMessage());
    assertTrue(
        MnHillClimbingStudy.run(
                three.toBuilder().learners(List.of(Learner.NEIGHBOURHOOD)).build(),
                ProgressListener.none())
            .claims()
            .isEmpty());
  }
}
