package org.structlearn.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.structlearn.ProgressListener;
import org.structlearn.study.MnHillClimbingResult.Cell;

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
}
