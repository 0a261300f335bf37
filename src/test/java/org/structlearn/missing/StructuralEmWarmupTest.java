package org.structlearn.missing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.Warmup;

/** Structural EM's warm-up: data of each kind with holes, rounds that stop, no effect beside. */
class StructuralEmWarmupTest {

  @Test
  void theWarmupDataHaveHolesInEveryColumnAndTheKindAsked() {
    for (StructuralEmWarmup.Kind kind : StructuralEmWarmup.Kind.values()) {
      Dataset d = StructuralEmWarmup.data(kind, StructuralEmWarmup.ROWS);
      assertEquals(StructuralEmWarmup.ROWS, d.rows(), kind.name());
      assertEquals(kind == StructuralEmWarmup.Kind.DISCRETE, d.isAllDiscrete(), kind.name());
      assertEquals(kind == StructuralEmWarmup.Kind.GAUSSIAN, d.isAllContinuous(), kind.name());
      int total = d.rows() * d.columns();
      assertTrue(d.missing().total() > total / 20 && d.missing().total() < total / 5, kind.name());
      for (int c = 0; c < d.columns(); c++) {
        assertTrue(d.missing().count(c) > 0, kind + " column " + c);
        assertTrue(d.missing().count(c) < d.rows(), kind + " column " + c);
      }
    }
  }

  @Test
  void structuralEmFindsStructureInEachKind() {
    for (StructuralEmWarmup.Kind kind : StructuralEmWarmup.Kind.values()) {
      Dataset d = StructuralEmWarmup.data(kind, StructuralEmWarmup.ROWS);
      StructuralEmResult r =
          new StructuralEm(StructuralEmOptions.bnlearn().toBuilder().search(one()).build())
              .learn(d);
      assertTrue(r.graph().arcCount() >= 2, kind + ": " + r.graph());
      assertEquals(d.missing().total(), r.missingCells(), kind.name());
    }
  }

  @Test
  void roundsOfEveryKindRunAndStopWhenAsked() {
    assertTimeoutPreemptively(
        Duration.ofSeconds(120),
        () -> {
          for (StructuralEmWarmup.Kind kind : StructuralEmWarmup.Kind.values()) {
            for (boolean bnlearn : new boolean[] {true, false}) {
              Warmup w =
                  Warmup.start(
                      Warmup.Workload.STRUCTURAL_EM, StructuralEmWarmup.rounds(kind, bnlearn));
              while (w.rounds() < 2) {
                Thread.sleep(5);
              }
              w.stop();
              Thread.sleep(200); // the interrupted round ends promptly
              int after = w.rounds();
              Thread.sleep(50);
              assertEquals(after, w.rounds(), kind + " bnlearn " + bnlearn);
              assertEquals(Warmup.Workload.STRUCTURAL_EM, w.workload());
            }
          }
        });
  }

  @Test
  void aLearningBesideAWarmupLearnsTheSame() {
    Dataset d =
        Holes.mcar(
            org.structlearn.mixed.CgWarmup.synthetic(4, 0).head(200),
            0.15,
            7L); // not the warm-up's
    StructuralEmOptions o =
        StructuralEmOptions.bnlearn().toBuilder()
            .search(SearchOptions.builder().seed(3).threads(2).build())
            .build();
    StructuralEmResult alone = new StructuralEm(o).learn(d);
    StructuralEmResult beside;
    try (Warmup w =
        Warmup.start(
            Warmup.Workload.STRUCTURAL_EM,
            StructuralEmWarmup.rounds(StructuralEmWarmup.Kind.MIXED, true))) {
      beside = new StructuralEm(o).learn(d);
    }
    assertEquals(alone.graph(), beside.graph());
    assertEquals(alone.score(), beside.score(), 0.0);
  }

  private static SearchOptions one() {
    return SearchOptions.builder().threads(1).seed(1).build();
  }
}
