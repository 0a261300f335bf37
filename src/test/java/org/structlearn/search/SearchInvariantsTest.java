package org.structlearn.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.knowledge.Knowledge;

/**
 * Seeded invariants of hill climbing and tabu search on ALARM (first 5000 rows, 37 variables) and
 * learning.test: the trace is consistent with the returned graph, knowledge and limits are
 * honoured, and results do not depend on threads or on the optimizations of seed 002.
 */
class SearchInvariantsTest {
  private static final List<List<String>> ALARM_TIERS =
      List.of(List.of("MVS", "VMCH"), List.of("VTUB", "DISC"));
  private static final List<List<String>> LT_TIERS = List.of(List.of("C"), List.of("D", "E"));

  static Dataset alarm() {
    return BnlearnData.data("alarm", 5000);
  }

  static Stream<Arguments> dataAndAlgorithm() {
    List<Arguments> out = new ArrayList<>();
    for (String name : List.of("alarm", "learning.test")) {
      for (boolean tabu : List.of(false, true)) {
        out.add(Arguments.of(name, tabu));
      }
    }
    return out.stream();
  }

  static Dataset data(String name) {
    return name.equals("alarm") ? alarm() : BnlearnData.data(name);
  }

  static LearnResult run(boolean tabu, SearchOptions o, Dataset data) {
    return tabu ? new TabuSearch(o).learn(data) : new HillClimbing(o).learn(data);
  }

  static void assertRescores(LearnResult r, Dataset data) {
    double fresh = BnlearnData.networkScore(r.options().score().bind(data), data, r.graph());
    assertEquals(fresh, r.score(), 1e-9 * Math.abs(fresh), "rescored graph");
  }

  @ParameterizedTest(name = "{0}, tabu {1}")
  @MethodSource("dataAndAlgorithm")
  void traceIsConsistentWithTheReturnedGraph(String name, boolean tabu) {
    Dataset data = data(name);
    LearnResult r = run(tabu, SearchOptions.defaults(), data);
    List<SearchStep> steps = r.steps();
    assertFalse(steps.isEmpty());
    double previous = steps.get(0).total() - steps.get(0).delta();
    for (SearchStep s : steps) {
      assertEquals(previous + s.delta(), s.total(), 1e-6, "step " + s.iteration() + " delta");
      if (!tabu) {
        assertTrue(s.delta() > 0, "hill climbing step " + s.iteration() + " lowers the score");
      }
      previous = s.total();
    }
    double best = steps.stream().mapToDouble(SearchStep::total).max().orElseThrow();
    assertEquals(best, r.score(), 1e-9 * Math.abs(best), "the best total is the result's score");
    if (!tabu) {
      assertEquals(r.score(), steps.get(steps.size() - 1).total(), "last step is the result");
      assertEquals(StopReason.LOCAL_OPTIMUM, r.stopReason());
    }
    assertRescores(r, data);
    assertEquals(r.graph().size(), r.graph().topologicalOrder().length, "acyclic");
  }

  @ParameterizedTest(name = "{0}, tabu {1}")
  @MethodSource("dataAndAlgorithm")
  void restartsKeepClimbsMonotoneAndReturnTheBestGraph(String name, boolean tabu) {
    Dataset data = data(name);
    SearchOptions o = SearchOptions.builder().restarts(3).perturb(2).seed(5).build();
    LearnResult r = run(tabu, o, data);
    assertEquals(3, r.steps().get(r.steps().size() - 1).restart());
    double best = Double.NEGATIVE_INFINITY;
    for (SearchStep s : r.steps()) {
      boolean perturbation = s.move().startsWith("restart ");
      assertEquals(perturbation, Double.isNaN(s.delta()), s.move());
      if (!perturbation && !tabu) {
        assertTrue(s.delta() > 0, "climbing step " + s.iteration() + " lowers the score");
      }
      best = Math.max(best, s.total());
    }
    assertTrue(r.score() >= best - 1e-9 * Math.abs(best), "a better graph was seen than returned");
    LearnResult plain = run(tabu, SearchOptions.defaults(), data);
    assertTrue(r.score() >= plain.score() - 1e-9 * Math.abs(plain.score()));
    assertRescores(r, data);
  }

  @ParameterizedTest(name = "{0}, tabu {1}")
  @MethodSource("dataAndAlgorithm")
  void knowledgeAndMaxParentsAreHonoured(String name, boolean tabu) {
    Dataset data = data(name);
    boolean alarm = name.equals("alarm");
    List<List<String>> tiers = alarm ? ALARM_TIERS : LT_TIERS;
    List<String> required = alarm ? List.of("ANES", "HR") : List.of("F", "A");
    List<List<String>> forbidden =
        alarm
            ? List.of(List.of("LVV", "CVP"), List.of("CVP", "LVV"))
            : List.of(List.of("A", "B"), List.of("B", "A"));
    int maxParents = alarm ? 2 : 1;
    Knowledge.Builder kb = Knowledge.builder().require(required.get(0), required.get(1));
    forbidden.forEach(f -> kb.forbid(f.get(0), f.get(1)));
    tiers.forEach(kb::tier);
    SearchOptions o =
        SearchOptions.builder()
            .knowledge(kb.build())
            .maxParents(maxParents)
            .restarts(2)
            .seed(3)
            .build();
    LearnResult r = run(tabu, o, data);
    Dag g = r.graph();
    assertTrue(g.hasArc(g.indexOf(required.get(0)), g.indexOf(required.get(1))), "required");
    for (List<String> f : forbidden) {
      assertFalse(g.hasArc(g.indexOf(f.get(0)), g.indexOf(f.get(1))), "forbidden " + f);
    }
    for (Arc a : g.arcs()) {
      int from = tierOf(tiers, g.name(a.from()));
      int to = tierOf(tiers, g.name(a.to()));
      assertFalse(from >= 0 && to >= 0 && from > to, "arc against the tiers: " + a);
    }
    for (int v = 0; v < g.size(); v++) {
      assertTrue(g.parentCount(v) <= maxParents, g.name(v) + " has too many parents");
    }
    assertRescores(r, data);
  }

  private static int tierOf(List<List<String>> tiers, String v) {
    for (int t = 0; t < tiers.size(); t++) {
      if (tiers.get(t).contains(v)) {
        return t;
      }
    }
    return -1;
  }

  @ParameterizedTest(name = "{0}, tabu {1}")
  @MethodSource("dataAndAlgorithm")
  void sameSeedSameResultWithOneOrTwoThreads(String name, boolean tabu) {
    Dataset data = data(name);
    SearchOptions one = SearchOptions.builder().restarts(2).perturb(3).seed(77).threads(1).build();
    LearnResult a = run(tabu, one, data);
    LearnResult again = run(tabu, one, data);
    LearnResult b = run(tabu, one.toBuilder().threads(2).build(), data);
    LearnResult c = run(tabu, one.toBuilder().threads(3).build(), data);
    LearnResult byDefault = run(tabu, one.toBuilder().threads(defaultThreads()).build(), data);
    for (LearnResult other : List.of(again, b, c, byDefault)) {
      assertEquals(a.graph(), other.graph());
      assertEquals(a.score(), other.score());
      assertEquals(withoutTimes(a.steps()), withoutTimes(other.steps()));
      assertEquals(a.stopReason(), other.stopReason());
    }
  }

  private static int defaultThreads() {
    return SearchOptions.defaults().threads();
  }

  /** Steps with the time field cleared; NaN deltas compare equal as record components. */
  private static List<SearchStep> withoutTimes(List<SearchStep> steps) {
    return steps.stream()
        .map(s -> new SearchStep(s.iteration(), s.move(), s.delta(), s.total(), 0, s.restart()))
        .toList();
  }

  @Test
  void everyCombinationOfOptimizationsGivesTheSameResultOnAlarm() {
    Dataset data = alarm();
    LearnResult reference = new HillClimbing(SearchOptions.defaults()).learn(data);
    int combos = 0;
    for (int bits = 0; bits < 8; bits++) {
      Optimizations opt = new Optimizations((bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0);
      LearnResult r =
          new HillClimbing(SearchOptions.builder().optimizations(opt).build()).learn(data);
      assertEquals(reference.graph(), r.graph(), opt.toString());
      assertEquals(reference.score(), r.score(), opt.toString());
      assertEquals(withoutTimes(reference.steps()), withoutTimes(r.steps()), opt.toString());
      combos++;
    }
    assertEquals(8, combos);
  }

  @ParameterizedTest(name = "{0}, tabu {1}")
  @MethodSource("dataAndAlgorithm")
  void candidateParentsOnlyProduceArcsBetweenCandidatePairs(String name, boolean tabu) {
    Dataset data = data(name);
    int k = name.equals("alarm") ? 5 : 2;
    boolean[][] allowed = Candidates.topK(data, k, null, () -> "interrupted");
    LearnResult r = run(tabu, SearchOptions.builder().candidates(k).build(), data);
    assertTrue(r.graph().arcCount() > 0);
    for (Arc a : r.graph().arcs()) {
      assertTrue(allowed[a.from()][a.to()], "arc between non-candidates: " + a);
    }
    if (name.equals("alarm")) {
      int pairs = 0;
      for (boolean[] row : allowed) {
        for (boolean b : row) {
          pairs += b ? 1 : 0;
        }
      }
      assertTrue(pairs < data.columns() * (data.columns() - 1), "k = 5 restricts something");
    }
  }

  @ParameterizedTest(name = "{0}, tabu {1}")
  @MethodSource("dataAndAlgorithm")
  void maxIterationsStopsTheSearch(String name, boolean tabu) {
    Dataset data = data(name);
    LearnResult r = run(tabu, SearchOptions.builder().maxIterations(3).build(), data);
    assertEquals(StopReason.MAX_ITERATIONS, r.stopReason());
    assertEquals(3, r.steps().size());
    assertEquals(3, r.graph().arcCount(), "three additions from the empty graph");
  }

  /**
   * The limit counts every move, restart perturbations included, so it holds whatever the limit
   * falls on: inside a climb, or inside the perturbation that starts a restart.
   */
  @ParameterizedTest(name = "{0}, tabu {1}")
  @MethodSource("dataAndAlgorithm")
  void maxIterationsHoldsAcrossRestartPerturbations(String name, boolean tabu) {
    Dataset data = data(name);
    SearchOptions restarts = SearchOptions.builder().restarts(2).perturb(4).seed(8).build();
    int firstClimb = (int) run(tabu, restarts.toBuilder().restarts(0).build(), data).steps().size();
    for (int limit = firstClimb; limit <= firstClimb + 5; limit++) {
      LearnResult r = run(tabu, restarts.toBuilder().maxIterations(limit).build(), data);
      assertTrue(
          r.steps().size() <= limit, "limit " + limit + " but " + r.steps().size() + " steps");
      if (r.steps().size() == limit) {
        assertEquals(StopReason.MAX_ITERATIONS, r.stopReason(), "limit " + limit);
      }
      assertRescores(r, data);
    }
  }
}
