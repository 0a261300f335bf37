package org.structlearn.search.undirected;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.InterruptedRunException;
import org.structlearn.data.Dataset;
import org.structlearn.data.VariableType;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.graph.UndirectedGraphs;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.model.LogFactor;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.MarkovNetworks;
import org.structlearn.model.RandomPotentialOptions;
import org.structlearn.score.undirected.MplScore;
import org.structlearn.search.SearchStep;
import org.structlearn.search.StopReason;
import org.structlearn.sim.GibbsOptions;
import org.structlearn.sim.GibbsSampler;

/**
 * MPL hill climbing: BDgraph 2.72's graphs on coronary with OR and AND (reference from {@code
 * data/bdgraph/mpl.R}) and on held-out dolphins samples ({@code mpl-dolphins.R}), its per-node
 * blankets, thread-count independence, a Gibbs sample of a chain giving back the chain, options,
 * cancellation.
 */
class MplHillClimbingTest {
  private static MplHillClimbingResult learn(
      Dataset data, MplHillClimbingOptions.Merge merge, int threads) {
    return new MplHillClimbing(
            MplHillClimbingOptions.builder().alpha(0.5).merge(merge).threads(threads).build())
        .learn(data);
  }

  @Test
  void coronaryGraphsEqualBdgraphs() {
    Dataset data = BnlearnData.data("coronary");
    String[] lines = DataLocation.readString("bdgraph/coronary-mpl-learned.csv").split("\\R");
    assertEquals("operator,from,to", lines[0]);
    for (MplHillClimbingOptions.Merge merge : MplHillClimbingOptions.Merge.values()) {
      List<Edge> expected = new ArrayList<>();
      for (int i = 1; i < lines.length; i++) {
        String[] f = lines[i].split(",");
        if (f[0].equalsIgnoreCase(merge.name())) {
          expected.add(new Edge(data.names().indexOf(f[1]), data.names().indexOf(f[2])));
        }
      }
      assertEquals(11, expected.size());
      MplHillClimbingResult r = learn(data, merge, 1);
      assertEquals(UndirectedGraph.of(data.names(), expected), r.graph(), merge.name());
      // summary: total log MPL -6278.78023386917 for both operators
      assertEquals(-6278.78023386917, r.score(), 1e-9 * 6278.8);
      assertEquals(new MplScore(data, 0.5).total(r.graph()), r.score(), 1e-9);
      assertEquals(StopReason.LOCAL_OPTIMUM, r.stopReason());
      assertEquals(11, r.flips(), "eleven additions from the empty graph, no removal");
      assertTrue(r.scoreEvaluations() <= r.localScoreCalls());
    }
  }

  /** {@code bdgraph/dolphins-gibbs-<rows>.csv}, every column discrete. */
  static Dataset dolphins(int rows) {
    return DatasetReader.read(
        DataLocation.resolve("bdgraph/dolphins-gibbs-" + rows + ".csv"),
        CsvOptions.builder().defaultType(VariableType.DISCRETE).build());
  }

  /**
   * The graph BDgraph learned with {@code operator}, from {@code bdgraph/<name>-mpl-learned.csv}.
   */
  static UndirectedGraph bdgraphGraph(String name, Dataset data, String operator) {
    String[] lines = DataLocation.readString("bdgraph/" + name + "-mpl-learned.csv").split("\\R");
    assertEquals("operator,from,to", lines[0]);
    List<Edge> edges = new ArrayList<>();
    for (int i = 1; i < lines.length; i++) {
      String[] f = lines[i].split(",");
      if (f[0].equals(operator)) {
        edges.add(new Edge(data.names().indexOf(f[1]), data.names().indexOf(f[2])));
      }
    }
    return UndirectedGraph.of(data.names(), edges);
  }

  /**
   * Held-out data (not coronary, which the search was developed on): Gibbs samples on the dolphins
   * graph, 62 binary variables; BDgraph 2.72's graphs and totals from {@code
   * data/bdgraph/mpl-dolphins.R} ({@code dolphins-gibbs-<rows>-mpl-summary.txt}).
   */
  @Test
  void heldOutDolphinsGraphsEqualBdgraphs() {
    Object[][] cases = {
      {1000, "or", 82, -25230.6551255524},
      {1000, "and", 60, -25800.1092205732},
      {5000, "or", 111, -122242.350137623},
      {5000, "and", 89, -123368.83160861}
    };
    for (Object[] c : cases) {
      int rows = (Integer) c[0];
      String op = (String) c[1];
      Dataset data = dolphins(rows);
      UndirectedGraph expected = bdgraphGraph("dolphins-gibbs-" + rows, data, op);
      assertEquals((Integer) c[2], expected.edgeCount(), rows + " " + op);
      MplHillClimbingOptions.Merge merge =
          MplHillClimbingOptions.Merge.valueOf(op.toUpperCase(java.util.Locale.ROOT));
      MplHillClimbingResult r = learn(data, merge, 2);
      assertEquals(expected, r.graph(), rows + " " + op);
      double total = (Double) c[3];
      assertEquals(total, r.score(), 1e-9 * Math.abs(total), rows + " " + op);
    }
  }

  @Test
  void coronaryBlanketsEqualBdgraphsFirstPhase() {
    Dataset data = BnlearnData.data("coronary");
    MplHillClimbingResult r = learn(data, MplHillClimbingOptions.Merge.OR, 1);
    // coronary-mpl-summary.txt, "PART 1 local Markov blankets"
    List<List<String>> expected =
        List.of(
            List.of("M. Work", "P. Work", "Pressure", "Proteins", "Family"),
            List.of("Smoking", "P. Work", "Pressure", "Proteins", "Family"),
            List.of("Smoking", "M. Work", "Pressure", "Proteins"),
            List.of("Smoking", "M. Work", "P. Work", "Proteins"),
            List.of("Smoking", "M. Work", "P. Work", "Pressure"),
            List.of("M. Work"));
    assertEquals(
        List.of("Smoking", "M. Work", "P. Work", "Pressure", "Proteins", "Family"), data.names());
    for (int v = 0; v < expected.size(); v++) {
      assertEquals(expected.get(v), r.blankets().get(v), data.names().get(v));
    }
  }

  @Test
  void resultDoesNotDependOnThreads() {
    Dataset data = GibbsSampler.sample(chain(8), GibbsOptions.defaults(), 3000, 5, 1);
    for (MplHillClimbingOptions.Merge merge : MplHillClimbingOptions.Merge.values()) {
      MplHillClimbingResult one = learn(data, merge, 1);
      MplHillClimbingResult three = learn(data, merge, 3);
      assertEquals(one.graph(), three.graph());
      assertEquals(one.score(), three.score());
      assertEquals(one.blankets(), three.blankets());
      assertEquals(one.localScoreCalls(), three.localScoreCalls());
      assertEquals(one.flips(), three.flips());
    }
  }

  @Test
  void largeGibbsSampleOfAChainGivesTheChain() {
    MarkovNetwork chain = chain(6);
    Dataset data = GibbsSampler.sample(chain, GibbsOptions.defaults(), 20_000, 3, 2);
    for (MplHillClimbingOptions.Merge merge : MplHillClimbingOptions.Merge.values()) {
      assertEquals(chain.graph(), learn(data, merge, 2).graph(), merge.name());
    }
  }

  @Test
  void traceIsTheFlipsAndTheListenerSeesThem() {
    Dataset data = dolphins(1000);
    List<SearchStep> seen = new ArrayList<>();
    MplHillClimbingResult r =
        new MplHillClimbing(MplHillClimbingOptions.defaults()).learn(data, seen::add);
    assertEquals(r.trace(), seen);
    assertEquals(r.flips(), r.trace().size());
    MplScore mpl = new MplScore(data, 0.5);
    double total = mpl.total(UndirectedGraph.of(data.names(), List.of()));
    List<Edge> edges = new ArrayList<>();
    for (int i = 0; i < r.trace().size(); i++) {
      SearchStep s = r.trace().get(i);
      assertEquals(i + 1, s.iteration());
      assertTrue(s.delta() > 0, s.move());
      String[] f = s.move().split(" ", 2);
      String[] ends = f[1].split(" - ");
      Edge e = new Edge(data.names().indexOf(ends[0]), data.names().indexOf(ends[1]));
      if (f[0].equals("add")) {
        edges.add(e);
      } else {
        assertEquals("remove", f[0]);
        assertTrue(edges.remove(e), s.move());
      }
      total += s.delta();
      // the step's total is the rescored graph after it
      double rescored = mpl.total(UndirectedGraph.of(data.names(), edges));
      assertEquals(rescored, s.total(), 1e-9 * Math.abs(rescored), s.move());
      assertEquals(rescored, total, 1e-8 * Math.abs(rescored), s.move());
    }
    assertEquals(r.graph(), UndirectedGraph.of(data.names(), edges));
    assertEquals(r.score(), r.trace().get(r.trace().size() - 1).total(), 1e-9);
  }

  @Test
  void listenerCanStopTheSearch() {
    Dataset data = dolphins(1000);
    List<SearchStep> seen = new ArrayList<>();
    try {
      assertThrows(
          InterruptedRunException.class,
          () ->
              new MplHillClimbing(MplHillClimbingOptions.defaults())
                  .learn(
                      data,
                      s -> {
                        seen.add(s);
                        if (s.iteration() == 3) {
                          Thread.currentThread().interrupt();
                        }
                      }));
    } finally {
      Thread.interrupted();
    }
    assertEquals(3, seen.size(), "stopped before the fourth flip");
  }

  @Test
  void optionsAreValidated() {
    assertThrows(
        IllegalArgumentException.class, () -> MplHillClimbingOptions.builder().threads(0).build());
    assertThrows(IllegalArgumentException.class, () -> MplHillClimbingOptions.builder().alpha(0));
    MplHillClimbingOptions d = MplHillClimbingOptions.defaults();
    assertEquals(MplHillClimbingOptions.Merge.OR, d.merge());
    assertEquals(0.5, d.score().alpha());
    assertEquals(d, d.toBuilder().build());
  }

  @Test
  void interruptedSearchStops() {
    Dataset data = BnlearnData.data("coronary");
    for (int threads : new int[] {1, 2}) {
      Thread.currentThread().interrupt();
      try {
        assertThrows(
            InterruptedRunException.class,
            () -> learn(data, MplHillClimbingOptions.Merge.OR, threads));
        assertTrue(Thread.currentThread().isInterrupted(), "flag left set");
      } finally {
        Thread.interrupted();
      }
    }
  }

  /** A chain X1 - ... - Xn of binary variables, each edge's potential (3, 1, 1, 3). */
  static MarkovNetwork chain(int n) {
    List<Edge> edges = new ArrayList<>();
    for (int i = 0; i + 1 < n; i++) {
      edges.add(new Edge(i, i + 1));
    }
    UndirectedGraph g = UndirectedGraph.of(UndirectedGraphs.defaultNames(n), edges);
    MarkovNetwork shape = MarkovNetworks.random(g, 2, RandomPotentialOptions.defaults(), 0);
    List<LogFactor> factors = new ArrayList<>();
    double strong = Math.log(3);
    for (Edge e : edges) {
      factors.add(
          new LogFactor(
              new int[] {e.a(), e.b()}, new int[] {2, 2}, new double[] {strong, 0, 0, strong}));
    }
    return MarkovNetwork.of(g, shape.variables(), factors);
  }
}
