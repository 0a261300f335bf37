package org.structlearn.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.score.undirected.CachedBlanketScore;
import org.structlearn.score.undirected.MplScore;
import org.structlearn.score.undirected.MplScoreSpec;

/** Contract of {@link BlanketScore} on the MPL score: finiteness, node order, bad input. */
class MplScoreContractTest {

  private static UndirectedGraph complete(List<String> names) {
    List<Edge> edges = new ArrayList<>();
    for (int a = 0; a < names.size(); a++) {
      for (int b = a + 1; b < names.size(); b++) {
        edges.add(new Edge(a, b));
      }
    }
    return UndirectedGraph.of(names, edges);
  }

  @Test
  void emptyAndCompleteGraphsScoreFinitely() {
    for (Dataset data : List.of(BnlearnData.data("coronary"), BnlearnData.random(7, 300, 3))) {
      MplScore s = MplScoreSpec.defaults().bind(data);
      double empty = s.total(UndirectedGraph.of(data.names(), List.of()));
      double full = s.total(complete(data.names()));
      assertTrue(Double.isFinite(empty) && empty < 0, "empty " + empty);
      assertTrue(Double.isFinite(full) && full < 0, "complete " + full);
    }
  }

  @Test
  void scoreDependsOnlyOnTheGraphNotOnNodeOrder() {
    // 2 or 3 levels per column: the formula's r is each variable's own level count
    Dataset data = BnlearnData.random(6, 500, 11);
    List<String> names = data.names();
    SplittableRandom rnd = new SplittableRandom(5);
    List<Edge> edges = new ArrayList<>();
    for (int a = 0; a < names.size(); a++) {
      for (int b = a + 1; b < names.size(); b++) {
        if (rnd.nextBoolean()) {
          edges.add(new Edge(a, b));
        }
      }
    }
    UndirectedGraph g = UndirectedGraph.of(names, edges);
    double expected = new MplScore(data, 0.5).total(g);
    List<String> permuted = new ArrayList<>(names);
    Collections.shuffle(permuted, new java.util.Random(9));
    Dataset pData = data.select(permuted);
    List<Edge> pEdges = new ArrayList<>();
    for (Edge e : edges) {
      pEdges.add(new Edge(permuted.indexOf(names.get(e.a())), permuted.indexOf(names.get(e.b()))));
    }
    UndirectedGraph pGraph = UndirectedGraph.of(permuted, pEdges);
    MplScore pScore = new MplScore(pData, 0.5);
    assertEquals(expected, pScore.total(pGraph), 1e-9 * Math.abs(expected));
    // the graph's own node order need not be the data's: nodes are matched by name
    assertEquals(expected, pScore.total(g), 1e-9 * Math.abs(expected));
    assertEquals(expected, new CachedBlanketScore(pScore).total(g), 1e-9 * Math.abs(expected));
  }

  @Test
  void alphaIsValidated() {
    Dataset data = BnlearnData.data("coronary");
    for (double bad : new double[] {0, -1, Double.NaN, Double.POSITIVE_INFINITY, 1e300, 1e-101}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> new MplScoreSpec(bad));
      assertEquals(
          "alpha (mpl's Dirichlet parameter) must be a number in [1e-100, 1e100] (a Dirichlet"
              + " hyperparameter), was "
              + bad,
          e.getMessage());
      assertThrows(IllegalArgumentException.class, () -> new MplScore(data, bad));
    }
    assertEquals("mpl(alpha=0.5)", MplScoreSpec.defaults().name());
  }

  @Test
  void graphWhoseNodesAreNotTheColumnsIsRefused() {
    Dataset data = BnlearnData.data("coronary");
    List<String> names = new ArrayList<>(data.names());
    names.set(0, "Smokin");
    UndirectedGraph g = UndirectedGraph.of(names, List.of());
    StructlearnException e =
        assertThrows(StructlearnException.class, () -> new MplScore(data, 0.5).total(g));
    assertTrue(e.getMessage().contains("nodes that are not columns: [Smokin]"), e.getMessage());
    assertTrue(e.getMessage().contains("columns that are not nodes: [Smoking]"), e.getMessage());
  }

  @Test
  void cacheCountsHitsAndEvaluations() {
    CachedBlanketScore s = new CachedBlanketScore(new MplScore(BnlearnData.data("coronary"), 1));
    double a = s.local(0, new int[] {1, 3});
    double b = s.local(0, new int[] {1, 3});
    assertEquals(a, b);
    assertEquals(1, s.evaluations());
    assertEquals(1, s.hits());
  }
}
