package org.structlearn.study;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.ProgressListener;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.study.MnExhaustiveStudy.Score;

/**
 * Seed 000's small-domain study: the six structures are what the javadoc says, a small run is the
 * same for one and two threads, every cell is a proportion of the data sets, and the result's table
 * and claims cover every structure and score.
 */
class MnExhaustiveStudyTest {
  private static final MnExhaustiveOptions SMALL =
      MnExhaustiveOptions.builder()
          .distributions(1)
          .seedsPerDistribution(2)
          .sampleSizes(List.of(30, 3000))
          .seed(5)
          .build();

  @Test
  void theSixStructuresHaveTheDocumentedIrregularities() {
    List<TargetStructure> s = MnExhaustiveStudy.structures();
    assertEquals(6, s.size());
    assertArrayEquals(
        new int[] {0, 2, 12, 20, 24, 24},
        s.stream().mapToInt(TargetStructure::irregularity).toArray());
    for (TargetStructure t : s) {
      assertEquals(List.of("X1", "X2", "X3", "X4", "X5", "X6"), t.graph().names());
    }
    assertEquals(degrees(s.get(4).graph()), degrees(s.get(5).graph())); // a relabelled copy
    assertTrue(!s.get(4).graph().equals(s.get(5).graph()));
  }

  private static List<Integer> degrees(UndirectedGraph g) {
    List<Integer> d = new ArrayList<>();
    for (int v = 0; v < g.size(); v++) {
      d.add(g.degree(v));
    }
    d.sort(null);
    return d;
  }

  @Test
  void aSmallRunIsTheSameForOneAndTwoThreadsAndCountsEveryDataSet() {
    List<long[]> seen = new ArrayList<>();
    ProgressListener progress =
        (done, total) -> {
          synchronized (seen) {
            seen.add(new long[] {done, total});
          }
        };
    MnExhaustiveResult one = MnExhaustiveStudy.run(SMALL, progress);
    MnExhaustiveResult two =
        MnExhaustiveStudy.run(SMALL.toBuilder().threads(2).build(), ProgressListener.none());
    assertEquals(one.cells(), two.cells());
    assertEquals(6 * 2 * 3, one.cells().size());
    for (MnExhaustiveResult.Cell c : one.cells()) {
      assertEquals(2, c.dataSets());
      assertTrue(c.rate() >= 0 && c.rate() <= 1, c.toString());
      assertTrue(c.meanHamming() >= 0 && c.meanHamming() <= 15, c.toString());
      assertEquals(c.successes() == c.dataSets(), c.meanHamming() == 0, c.toString());
    }
    assertEquals(12, seen.size());
    assertTrue(seen.stream().anyMatch(p -> p[0] == 12 && p[1] == 12));
    assertEquals(12, one.table().rowCount());
    assertEquals(
        List.of("structure", "irregularity", "N", "BJP", "IB", "MPL"), one.table().columnNames());
    assertEquals(6, one.claims().size());
    assertEquals(Arrays.asList(Score.values()).size(), one.rates(0, Score.BJP).length + 1);
  }

  @Test
  void anotherSeedGivesOtherData() {
    MnExhaustiveResult a =
        MnExhaustiveStudy.run(
            SMALL.toBuilder().sampleSizes(List.of(200)).build(), ProgressListener.none());
    MnExhaustiveResult b =
        MnExhaustiveStudy.run(
            SMALL.toBuilder().sampleSizes(List.of(200)).seed(6).build(), ProgressListener.none());
    double ha = a.cells().stream().mapToDouble(MnExhaustiveResult.Cell::meanHamming).sum();
    double hb = b.cells().stream().mapToDouble(MnExhaustiveResult.Cell::meanHamming).sum();
    assertTrue(ha != hb, "seeds 5 and 6 gave the same Hamming distances");
  }

  @Test
  void derivedSeedsAreStable() {
    // documented as stable across versions: studies rerun with a seed give the same data sets
    assertEquals(MnExhaustiveStudy.derive(1, 0, 0), MnExhaustiveStudy.derive(1, 0, 0));
    assertTrue(MnExhaustiveStudy.derive(1, 0, 1) != MnExhaustiveStudy.derive(1, 1, 0));
    assertEquals(-911336902767618001L, MnExhaustiveStudy.derive(1, 2, 3));
  }

  @Test
  void badOptionsAreNamed() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> MnExhaustiveOptions.builder().sampleSizes(List.of(100, 50)).build());
    assertEquals("sampleSizes must be >= 1 and strictly ascending, was [100, 50]", e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class, () -> MnExhaustiveOptions.builder().threads(0).build());
    assertTrue(e.getMessage().startsWith("threads must be in 1.."), e.getMessage());
    assertTrue(e.getMessage().endsWith(", was 0"), e.getMessage());
    assertEquals(100, MnExhaustiveOptions.full().dataSets());
    assertEquals(10, MnExhaustiveOptions.quick().dataSets());
  }
}
