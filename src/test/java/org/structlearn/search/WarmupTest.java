package org.structlearn.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.search.ges.Ges;
import org.structlearn.search.ges.GesOptions;
import org.structlearn.search.ges.GesResult;
import org.structlearn.search.ges.GesWarmup;

/** The warm-up runs, stops when asked, and changes no search that runs beside it. */
class WarmupTest {

  /** Waits (on the test's clock) until {@code done}, then stops the warm-up and waits for it. */
  private static void runUntil(Warmup w, java.util.function.BooleanSupplier done)
      throws InterruptedException {
    while (!done.getAsBoolean()) {
      Thread.sleep(5);
    }
    w.stop();
    w.join();
  }

  @Test
  void runsRoundsAndStopsWhenAsked() {
    assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () -> {
          Warmup w = Warmup.start();
          runUntil(w, () -> w.rounds() >= 2);
          int after = w.rounds();
          Thread.sleep(20);
          assertEquals(after, w.rounds());
        });
  }

  @Test
  void theSyntheticDataHaveStructureToFind() {
    LearnResult r =
        new HillClimbing(SearchOptions.builder().threads(1).build()).learn(Warmup.syntheticChain());
    assertTrue(r.graph().arcs().size() >= 10, "arcs: " + r.graph().arcs().size());
  }

  @Test
  void thePcStableWarmupRunsOnDataWithStructureToFind() {
    assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () -> {
          Warmup w = Warmup.start(Warmup.Workload.PC_STABLE);
          assertEquals(Warmup.Workload.PC_STABLE, w.workload());
          runUntil(w, () -> w.rounds() >= 2);
        });
    var r =
        new org.structlearn.constraint.PcStable(
                org.structlearn.constraint.ConstraintOptions.builder().build())
            .learn(
                org.structlearn.citest.CiTestType.MI.bind(Warmup.syntheticNetwork()),
                Warmup.syntheticNetwork().names());
    assertTrue(r.cpdag().arcs().size() + r.cpdag().edges().size() >= 20, r.toString());
  }

  @Test
  void roundsTakeTheCallersShapeWhenGiven() {
    assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () -> {
          Warmup w = Warmup.start();
          w.shapeFrom(() -> new int[] {100, 3, 70, 5, 2, 9});
          runUntil(w, () -> w.shaped() && w.rounds() >= 2);
        });
    Warmup broken = Warmup.start();
    broken.shapeFrom(
        () -> {
          throw new IllegalStateException("no levels");
        });
    int before = broken.rounds();
    assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () -> {
          while (broken.rounds() < before + 2) {
            Thread.sleep(5);
          }
        });
    broken.stop();
    assertEquals(false, broken.shaped(), "a failing shape leaves the synthetic rounds");
  }

  @Test
  void shapesKeepTheirLevelsOrTheirQuantiles() {
    assertArrayEquals(new int[] {100, 3, 70}, WarmupData.shaped(new int[] {100, 3, 70}));
    assertNull(WarmupData.shaped(new int[] {4}));
    assertNull(WarmupData.shaped(new int[] {4, 300}));
    int[] wide = new int[1000];
    java.util.Arrays.setAll(wide, i -> 2 + i % 99);
    int[] s = WarmupData.shaped(wide);
    assertEquals(WarmupData.MAX_SHAPED_COLUMNS, s.length);
    int[] sorted = s.clone();
    java.util.Arrays.sort(sorted);
    assertEquals(2, sorted[0]);
    assertEquals(100, sorted[sorted.length - 1]);
    Dataset d = WarmupData.chain(s);
    assertEquals(WarmupData.CHAIN_ROWS, d.rows());
    for (int c = 0; c < s.length; c++) {
      assertEquals(s[c], d.cardinality(c));
    }
  }

  @Test
  void aSearchBesideAWarmupLearnsWhatItLearnsAlone() {
    Dataset data = BnlearnData.data("alarm", 2000);
    SearchOptions o = SearchOptions.builder().threads(2).build();
    LearnResult alone = new HillClimbing(o).learn(data);
    LearnResult beside;
    try (Warmup w = Warmup.start()) {
      beside = new HillClimbing(o).learn(data);
    }
    assertEquals(alone.graph(), beside.graph());
    assertEquals(alone.score(), beside.score(), 0.0);
  }

  @Test
  void gesRoundsRunOnShapedDiscreteDataAndOnGaussianDataAndStop() {
    assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () -> {
          Warmup d = Warmup.start(Warmup.Workload.GES, GesWarmup.discrete());
          assertEquals(Warmup.Workload.GES, d.workload());
          d.shapeFrom(() -> new int[] {2, 3, 4, 60, 2, 5});
          runUntil(d, () -> d.shaped() && d.rounds() >= 3);
          int after = d.rounds();
          Warmup g = Warmup.start(Warmup.Workload.GES, GesWarmup.gaussian());
          runUntil(g, () -> g.rounds() >= 3);
          Thread.sleep(20);
          assertEquals(after, d.rounds(), "a stopped warm-up runs no more rounds");
        });
  }

  @Test
  void gesFindsStructureInBothWarmupDataSets() {
    GesResult discrete =
        new Ges(GesOptions.builder().threads(1).build()).learn(Warmup.syntheticChain());
    assertTrue(discrete.graph().arcs().size() + discrete.graph().edges().size() >= 10);
    Dataset gaussianData = GesWarmup.gaussianData();
    GesResult gaussian =
        new Ges(
                GesOptions.builder()
                    .threads(2)
                    .score(org.structlearn.score.GaussianScoreSpec.bicG())
                    .build())
            .learn(gaussianData);
    assertEquals(12, gaussianData.columns());
    assertTrue(
        gaussian.graph().arcs().size() + gaussian.graph().edges().size() >= 11,
        gaussian.graph().toString());
  }

  @Test
  void aGesBesideAGesWarmupLearnsWhatItLearnsAlone() {
    Dataset data = BnlearnData.data("alarm", 2000);
    GesOptions o = GesOptions.builder().threads(2).build();
    GesResult alone = new Ges(o).learn(data);
    GesResult beside;
    try (Warmup w = Warmup.start(Warmup.Workload.GES, GesWarmup.discrete())) {
      beside = new Ges(o).learn(data);
    }
    assertEquals(alone.graph(), beside.graph());
    assertEquals(alone.score(), beside.score(), 0.0);
  }
}
