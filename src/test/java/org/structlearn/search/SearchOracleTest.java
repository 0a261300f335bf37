package org.structlearn.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.DiscreteScoreType;
import org.structlearn.score.ScoreSpec;

/**
 * Oracle tests: on 4- and 5-variable data the exact optimum is known from {@link ExhaustiveSearch},
 * so hill climbing must never beat it, hill climbing with random restarts (20, perturb 2, seed 42)
 * must reach it for score-equivalent scores (BIC, BDeu), and tabu search must do at least as well
 * as hill climbing. Data: subsets of bnlearn's learning.test and asia, and seeded random data.
 */
class SearchOracleTest {

  record Case(String label, Dataset data, ScoreSpec score) {
    @Override
    public String toString() {
      return label + " " + score.name();
    }
  }

  static Stream<Case> cases() {
    List<Case> out = new ArrayList<>();
    Dataset lt = BnlearnData.data("learning.test");
    Dataset asia = BnlearnData.data("asia");
    List<List<String>> ltSubsets =
        List.of(
            List.of("A", "B", "C", "D"),
            List.of("A", "B", "D", "E", "F"),
            List.of("B", "C", "D", "E", "F"),
            List.of("A", "C", "D", "E"));
    List<List<String>> asiaSubsets =
        List.of(
            List.of("S", "L", "B", "E", "D"),
            List.of("A", "T", "L", "E", "X"),
            List.of("T", "L", "E", "X"),
            List.of("S", "B", "D", "E"));
    for (DiscreteScoreType t :
        List.of(DiscreteScoreType.BIC, DiscreteScoreType.BDEU, DiscreteScoreType.K2)) {
      ScoreSpec s = DiscreteScoreSpec.of(t);
      for (List<String> sub : ltSubsets) {
        out.add(new Case("learning.test" + sub, lt.select(sub), s));
      }
      for (List<String> sub : asiaSubsets) {
        out.add(new Case("asia" + sub, asia.select(sub), s));
      }
      for (long seed = 1; seed <= 4; seed++) {
        int vars = seed % 2 == 0 ? 4 : 5;
        out.add(
            new Case(
                "random(" + vars + ", seed " + seed + ")", BnlearnData.random(vars, 300, seed), s));
      }
    }
    return out.stream();
  }

  private static double tolerance(double score) {
    return 1e-9 * Math.max(1, Math.abs(score));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void heuristicsMeetTheExhaustiveOptimum(Case c) {
    SearchOptions base = SearchOptions.builder().score(c.score()).build();
    LearnResult exact = new ExhaustiveSearch(base).learn(c.data());
    double optimum = exact.score();

    LearnResult hc = new HillClimbing(base).learn(c.data());
    assertTrue(
        hc.score() <= optimum + tolerance(optimum),
        () -> "hill climbing " + hc.score() + " beats the optimum " + optimum);

    SearchOptions restarts = base.toBuilder().restarts(20).perturb(2).seed(42).build();
    LearnResult hcr = new HillClimbing(restarts).learn(c.data());
    assertTrue(hcr.score() >= hc.score() - tolerance(hc.score()), "restarts lost the first climb");
    assertTrue(hcr.score() <= optimum + tolerance(optimum), "restarts beat the optimum");
    if (c.score().bind(c.data()).isScoreEquivalent()) {
      // Reaching the optimum is a heuristic claim, checked here for the score-equivalent scores
      // (all 24 cases reach it). With K2 it fails on asia[S, L, B, E, D] and random(5, seed 3):
      // the traces show restarts working as documented (each climb starts from the best graph
      // perturbed by 2 random moves), but the K2 optimum there lies several deletions away
      // through lower-scoring graphs, out of reach of 2-move perturbations.
      assertEquals(
          optimum,
          hcr.score(),
          tolerance(optimum),
          () -> "restarts reach " + hcr.graph() + ", the optimum is " + exact.graph());
    }

    LearnResult tabu = new TabuSearch(base).learn(c.data());
    assertTrue(
        tabu.score() >= hc.score() - tolerance(hc.score()),
        () -> "tabu " + tabu.score() + " below hill climbing " + hc.score());
    assertTrue(tabu.score() <= optimum + tolerance(optimum), "tabu beats the optimum");
  }
}
