package org.structlearn.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;

/** The warm-up runs, stops when asked, and changes no search that runs beside it. */
class WarmupTest {

  @Test
  void runsRoundsAndStopsWhenAsked() {
    assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () -> {
          Warmup w = Warmup.start();
          while (w.rounds() < 2) {
            Thread.sleep(5);
          }
          w.stop();
          w.join();
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
          while (w.rounds() < 2) {
            Thread.sleep(5);
          }
          w.stop();
          w.join();
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
}
