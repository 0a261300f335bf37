package org.structlearn.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.structlearn.BnlearnData;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.DiscreteScoreType;
import org.structlearn.score.LocalScore;

/** Exhaustive search: the enumeration, the ranking, knowledge, and the result it returns. */
class ExhaustiveSearchTest {
  private static final ExhaustiveSearch BIC = new ExhaustiveSearch(SearchOptions.defaults());

  private static Dataset learningTest5() {
    return BnlearnData.data("learning.test").select(List.of("A", "B", "C", "D", "E"));
  }

  /** Labelled DAGs on n nodes: Robinson (1973), OEIS A003024: 1, 3, 25, 543, 29281. */
  @ParameterizedTest(name = "{0} variables: {1} DAGs")
  @CsvSource({"1, 1", "2, 3", "3, 25", "4, 543", "5, 29281"})
  void enumeratesEveryDagExactlyOnce(int vars, int dags) {
    Dataset data = BnlearnData.random(vars, 200, 7);
    List<ScoredDag> all = BIC.best(data, Integer.MAX_VALUE);
    assertEquals(dags, all.size());
    assertEquals(dags, new HashSet<>(all.stream().map(ScoredDag::graph).toList()).size());
    LearnResult r = BIC.learn(data);
    assertEquals(dags, r.counters().movesConsidered());
    assertEquals(vars * (1L << (vars - 1)), r.counters().evaluations(), "families scored");
  }

  @Test
  void refusesMoreThanFiveVariablesNamingTheLimit() {
    Dataset six = BnlearnData.data("learning.test");
    assertEquals(6, six.columns());
    StructlearnException e = assertThrows(StructlearnException.class, () -> BIC.learn(six));
    assertTrue(e.getMessage().contains("limited to 5 variables"), e.getMessage());
    assertTrue(e.getMessage().contains("have 6"), e.getMessage());
    assertThrows(StructlearnException.class, () -> BIC.best(six, 3));
  }

  @Test
  void everyScoreIsTheSumOfTheLocalScoresOfItsDag() {
    Dataset data = learningTest5();
    LocalScore fresh = DiscreteScoreSpec.bic().bind(data);
    for (ScoredDag s : BIC.best(data, Integer.MAX_VALUE)) {
      double rescored = BnlearnData.networkScore(fresh, data, s.graph());
      assertEquals(rescored, s.score(), 1e-9 * Math.abs(rescored), s.graph().toString());
    }
  }

  @Test
  void kBestAreNonIncreasingAndStartWithTheOptimum() {
    Dataset data = learningTest5();
    LearnResult r = BIC.learn(data);
    List<ScoredDag> top = BIC.best(data, 50);
    assertEquals(50, top.size());
    for (int i = 1; i < top.size(); i++) {
      assertTrue(top.get(i).score() <= top.get(i - 1).score(), "rank " + i);
    }
    assertEquals(r.graph(), top.get(0).graph());
    assertEquals(r.score(), top.get(0).score());
    // the k best are a prefix of the full ranking
    List<ScoredDag> all = BIC.best(data, Integer.MAX_VALUE);
    assertEquals(top, all.subList(0, 50));
    assertEquals(StopReason.EXHAUSTED, r.stopReason());
  }

  @Test
  void traceRecordsEachImprovementOfTheIncumbentAndEndsAtTheOptimum() {
    LearnResult r = BIC.learn(learningTest5());
    List<SearchStep> steps = r.steps();
    assertFalse(steps.isEmpty());
    assertTrue(Double.isNaN(steps.get(0).delta()));
    assertTrue(steps.get(0).move().startsWith("incumbent ["), steps.get(0).move());
    for (int i = 1; i < steps.size(); i++) {
      assertTrue(steps.get(i).delta() > 0, "step " + (i + 1));
      assertEquals(
          steps.get(i - 1).total() + steps.get(i).delta(), steps.get(i).total(), 1e-6, "delta");
    }
    assertEquals(r.score(), steps.get(steps.size() - 1).total());
    assertEquals("incumbent " + r.graph(), steps.get(steps.size() - 1).move());
  }

  /**
   * With a score-equivalent score the optimum's whole Markov equivalence class ties, and (no other
   * class tying with it on these data) fills the top of the ranking.
   */
  @ParameterizedTest
  @CsvSource({"learning.test, BIC", "learning.test, BDEU", "asia, BIC", "asia, AIC"})
  void optimumsEquivalenceClassTies(String name, DiscreteScoreType type) {
    Dataset full = BnlearnData.data(name);
    Dataset data = full.select(full.names().subList(0, 5));
    ExhaustiveSearch search =
        new ExhaustiveSearch(SearchOptions.builder().score(DiscreteScoreSpec.of(type)).build());
    List<ScoredDag> all = search.best(data, Integer.MAX_VALUE);
    Pdag optimum = Cpdags.of(all.get(0).graph());
    List<ScoredDag> members =
        all.stream().filter(s -> Cpdags.of(s.graph()).equals(optimum)).toList();
    assertTrue(members.size() >= 1);
    for (ScoredDag m : members) {
      assertEquals(all.get(0).score(), m.score(), 1e-9, m.graph().toString());
    }
    assertEquals(members, all.subList(0, members.size()));
  }

  @Test
  void knowledgeAndMaxParentsRestrictTheEnumerationToTheLegalDags() {
    Dataset data = learningTest5();
    Knowledge k =
        Knowledge.builder()
            .require("B", "E")
            .forbid("A", "D")
            .tier(List.of("C"))
            .tier(List.of("A", "D"))
            .build();
    SearchOptions o = SearchOptions.builder().knowledge(k).maxParents(2).build();
    Predicate<Dag> legal =
        g -> {
          if (!g.hasArc(g.indexOf("B"), g.indexOf("E"))
              || g.hasArc(g.indexOf("A"), g.indexOf("D"))) {
            return false;
          }
          if (g.hasArc(g.indexOf("A"), g.indexOf("C"))
              || g.hasArc(g.indexOf("D"), g.indexOf("C"))) {
            return false; // tier 2 -> tier 1
          }
          for (int v = 0; v < g.size(); v++) {
            if (g.parentCount(v) > 2) {
              return false;
            }
          }
          return true;
        };
    List<ScoredDag> unconstrained = BIC.best(data, Integer.MAX_VALUE);
    List<ScoredDag> filtered = unconstrained.stream().filter(s -> legal.test(s.graph())).toList();
    ExhaustiveSearch constrained = new ExhaustiveSearch(o);
    List<ScoredDag> all = constrained.best(data, Integer.MAX_VALUE);
    assertTrue(all.size() < unconstrained.size());
    assertEquals(filtered, all, "the constrained ranking is the unconstrained one, filtered");
    LearnResult r = constrained.learn(data);
    assertTrue(legal.test(r.graph()));
    assertEquals(filtered.get(0).graph(), r.graph());
    assertEquals(all.size(), r.counters().movesConsidered());
  }

  @Test
  void requiredParentsBeyondMaxParentsAreRejected() {
    Knowledge k = Knowledge.builder().require("A", "E").require("B", "E").build();
    ExhaustiveSearch s =
        new ExhaustiveSearch(SearchOptions.builder().knowledge(k).maxParents(1).build());
    StructlearnException e =
        assertThrows(StructlearnException.class, () -> s.learn(learningTest5()));
    assertTrue(e.getMessage().contains("maxParents"), e.getMessage());
  }

  @Test
  void kBelowOneIsRejected() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> BIC.best(learningTest5(), 0));
    assertTrue(e.getMessage().contains("k must be >= 1"), e.getMessage());
  }

  @Test
  void exactTiesGoToTheFirstDagEnumerated() {
    // two identical columns: with loglik, X0 -> Y and Y -> X0 both score exactly 2 H, bit for bit
    Dataset base = BnlearnData.random(1, 100, 3);
    int[] codes = base.codesOf(0);
    Dataset twins =
        Dataset.of(
            List.of(base.variable(0), Variable.discrete("Y", base.variable(0).levels())),
            List.of(codes, codes));
    ExhaustiveSearch loglik =
        new ExhaustiveSearch(
            SearchOptions.builder().score(DiscreteScoreSpec.of(DiscreteScoreType.LOGLIK)).build());
    List<ScoredDag> all = loglik.best(twins, Integer.MAX_VALUE);
    assertEquals(all.get(0).score(), all.get(1).score());
    // enumeration order: node 0's parent mask first, so [X0][Y|X0] (X0 has none) comes first
    assertEquals("[X0][Y|X0]", all.get(0).graph().toString());
    assertEquals("[Y][X0|Y]", all.get(1).graph().toString());
    assertEquals(all.get(0).graph(), loglik.learn(twins).graph());
  }

  @Test
  void toStringShowsTheOptions() {
    assertTrue(BIC.toString().startsWith("ExhaustiveSearch(score=bic"), BIC.toString());
  }
}
