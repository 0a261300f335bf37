package org.structlearn.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.structlearn.InterruptedRunException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.search.SearchOptions;

class BootstrapStrengthTest {
  private static Dataset learningTest;

  @BeforeAll
  static void load() {
    learningTest =
        DatasetReader.read(
            DataLocation.resolve("bnlearn/learning.test.csv"), CsvOptions.builder().build());
  }

  private static BootstrapOptions.Builder small() {
    return BootstrapOptions.builder().replicates(12).sampleSize(300).seed(7);
  }

  private static ArcStrengths run(BootstrapOptions o) {
    return new BootstrapStrength(o).run(learningTest);
  }

  @Test
  void strengthsAndDirectionsAreProbabilitiesThatAddUp() {
    ArcStrengths r = run(small().build());
    assertEquals(12, r.replicates().size());
    double sum = 0;
    for (ArcStrength a : r.arcs()) {
      assertTrue(a.strength() > 0 && a.strength() <= 1, a.toString());
      assertTrue(a.direction() >= 0 && a.direction() <= 1, a.toString());
      assertEquals(a.strength(), r.strength(a.to(), a.from()), 0);
      assertEquals(1, a.direction() + r.direction(a.to(), a.from()), 1e-12, a.toString());
      sum += a.strength();
    }
    // each pair is listed twice; a pair's strength is the share of replicates linking it
    double meanLinks = r.replicates().stream().mapToInt(Replicate::links).average().orElseThrow();
    assertEquals(meanLinks, sum / 2, 1e-9);
    assertEquals(r.names().size() * (r.names().size() - 1), r.allStrengths().length);
  }

  @Test
  void sameResultForAnyThreadCountAndSeedAndDifferentForAnotherSeed() {
    ArcStrengths one = run(small().threads(1).build());
    ArcStrengths two = run(small().threads(2).build());
    ArcStrengths again = run(small().threads(1).build());
    ArcStrengths other = run(small().seed(8).build());
    assertEquals(one.arcs(), two.arcs());
    assertEquals(one.arcs(), again.arcs());
    assertEquals(scores(one), scores(two));
    assertEquals(one.averaged(), two.averaged());
    assertEquals(one.threshold(), two.threshold());
    assertNotEquals(scores(one), scores(other));
  }

  private static List<Double> scores(ArcStrengths r) {
    List<Double> out = new ArrayList<>();
    r.replicates().forEach(rep -> out.add(rep.score()));
    return out;
  }

  @Test
  void averagedNetworkKeepsStrongArcsInTheirLikelierDirectionWithoutCycles() {
    ArcStrengths r = run(small().replicates(20).sampleSize(0).build());
    for (double t : new double[] {r.threshold(), 0, 0.3, 1}) {
      Dag g = r.averaged(t);
      assertEquals(g.size(), g.topologicalOrder().length);
      for (Arc a : g.arcs()) {
        String f = g.name(a.from());
        String to = g.name(a.to());
        double s = r.strength(f, to);
        assertTrue(s > t || s == 1, f + " -> " + to + " strength " + s + " threshold " + t);
        assertTrue(r.direction(f, to) >= 0.5);
      }
    }
    // with 5000 rows learning.test's six true links are found in every replicate
    Dag g = r.averaged();
    for (String[] pair : new String[][] {{"A", "B"}, {"A", "D"}, {"C", "D"}, {"B", "E"}}) {
      assertEquals(1, r.strength(pair[0], pair[1]), 0, pair[0] + "-" + pair[1]);
      assertTrue(g.isAdjacent(g.indexOf(pair[0]), g.indexOf(pair[1])));
    }
    // A -> D <- C is a v-structure, compelled in the CPDAGs that have it
    assertTrue(r.direction("A", "D") > 0.5 && r.direction("C", "D") > 0.5);
    assertThrows(IllegalArgumentException.class, () -> r.averaged(1.5));
  }

  @Test
  void knowledgeFixesTheDirectionOfARequiredArc() {
    SearchOptions s =
        SearchOptions.builder().knowledge(Knowledge.builder().require("B", "A").build()).build();
    ArcStrengths r = run(small().search(s).build());
    assertEquals(1, r.strength("A", "B"), 0);
    assertEquals(1, r.direction("B", "A"), 0);
  }

  @Test
  void withoutCpdagsEachArcCountsAsLearned() {
    ArcStrengths r = run(small().cpdag(false).shuffle(false).build());
    for (Replicate rep : r.replicates()) {
      assertTrue(rep.edges().isEmpty());
    }
    for (ArcStrength a : r.arcs()) {
      double halves = a.direction() * r.replicates().size() * a.strength();
      assertEquals(Math.rint(halves), halves, 1e-9, "whole replicates per direction");
    }
  }

  @Test
  void reportsProgressAndStopsWhenInterrupted() {
    AtomicLong last = new AtomicLong();
    new BootstrapStrength(small().replicates(5).build())
        .run(learningTest, (done, total) -> last.set(done * 100 + total));
    assertEquals(505, last.get());
    Thread.currentThread().interrupt();
    try {
      InterruptedRunException e =
          assertThrows(InterruptedRunException.class, () -> run(small().build()));
      assertTrue(e.getMessage().contains("0 of 12"), e.getMessage());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void optionsRefuseBadValuesByName() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> BootstrapOptions.builder().replicates(0).build());
    assertTrue(e.getMessage().contains("replicates"));
    assertThrows(
        IllegalArgumentException.class, () -> BootstrapOptions.builder().threads(0).build());
    assertThrows(
        IllegalArgumentException.class, () -> BootstrapOptions.builder().sampleSize(-1).build());
  }

  @Test
  void resamplingDrawsMRowsInAscendingOrder() {
    int[] idx = BootstrapStrength.resample(new java.util.SplittableRandom(1), 10, 25);
    assertEquals(25, idx.length);
    for (int i = 1; i < idx.length; i++) {
      assertTrue(idx[i - 1] <= idx[i] && idx[i] < 10);
    }
  }
}
