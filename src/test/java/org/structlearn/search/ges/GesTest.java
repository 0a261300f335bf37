package org.structlearn.search.ges;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Cpdags;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.score.CachedLocalScore;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.DiscreteScoreType;
import org.structlearn.score.LocalScore;
import org.structlearn.score.ScoreSpec;
import org.structlearn.search.SearchListener;
import org.structlearn.search.SearchStep;

/**
 * Seeded invariants of GES: the cached, parallel search takes the same path as the naive one (every
 * operator of every pair rescored at each step), for any thread count; the forward and backward
 * phases only raise the score; the result is a CPDAG, its DAG is in the class and the reported
 * score is that DAG's; knowledge is honoured.
 */
class GesTest {
  private static GesResult ges(Dataset d, ScoreSpec s, int threads) {
    return new Ges(GesOptions.builder().score(s).threads(threads).build()).learn(d);
  }

  /** Chickering's two phases once, as {@link NaiveGes} runs them. */
  private static GesResult twoPhase(Dataset d, ScoreSpec s, int threads) {
    return new Ges(
            GesOptions.builder().score(s).threads(threads).turning(false).iterate(false).build())
        .learn(d);
  }

  @Test
  void cachedSearchEqualsTheNaiveOne() {
    for (long seed = 1; seed <= 8; seed++) {
      Dataset d = BnlearnData.random(6 + (int) (seed % 3), 400 + 150 * (int) seed, seed);
      for (DiscreteScoreType t : List.of(DiscreteScoreType.BIC, DiscreteScoreType.BDEU)) {
        ScoreSpec s = DiscreteScoreSpec.of(t);
        GesResult r = twoPhase(d, s, 1);
        NaiveGes naive =
            new NaiveGes(new CachedLocalScore(s.bind(d)), r.options().minImprovement());
        naive.run();
        assertEquals(naive.graph.toPdag(d.names()), r.graph(), "seed " + seed + " " + t);
        assertEquals(naive.steps, r.steps().size(), "seed " + seed + " " + t);
      }
    }
    Dataset asia = BnlearnData.data("asia");
    GesResult r = twoPhase(asia, DiscreteScoreSpec.bic(), 2);
    NaiveGes naive = new NaiveGes(DiscreteScoreSpec.bic().bind(asia), r.options().minImprovement());
    naive.run();
    assertEquals(naive.graph.toPdag(asia.names()), r.graph());
  }

  @Test
  void resultDoesNotDependOnTheThreadCount() {
    Dataset d = BnlearnData.data("alarm", 1000);
    GesResult one = ges(d, DiscreteScoreSpec.bic(), 1);
    for (int threads : new int[] {2, 3}) {
      GesResult r = ges(d, DiscreteScoreSpec.bic(), threads);
      assertEquals(one.graph(), r.graph());
      assertEquals(one.score(), r.score(), 0.0);
      assertEquals(
          one.steps().stream().map(SearchStep::move).toList(),
          r.steps().stream().map(SearchStep::move).toList());
    }
  }

  @Test
  void phasesRaiseTheScoreAndTheResultIsAConsistentCpdag() {
    Dataset d = BnlearnData.data("insurance", 3000);
    LocalScore score = DiscreteScoreSpec.bic().bind(d);
    GesResult r = ges(d, DiscreteScoreSpec.bic(), 2);
    double previous =
        BnlearnData.networkScore(score, d, org.structlearn.graph.Dag.empty(d.names()));
    for (int i = 0; i < r.steps().size(); i++) {
      SearchStep s = r.steps().get(i);
      assertTrue(s.delta() > 0, s.move());
      assertEquals(previous + s.delta(), s.total(), 1e-6);
      assertEquals(i < r.forwardSteps(), s.move().startsWith("insert"), s.move());
      previous = s.total();
    }
    assertTrue(r.forwardSteps() > 0);
    assertTrue(Cpdags.isCpdag(r.graph()));
    assertEquals(r.graph(), Cpdags.of(r.dag()));
    assertEquals(BnlearnData.networkScore(score, d, r.dag()), r.score(), 1e-6);
    assertEquals(r.steps().get(r.steps().size() - 1).total(), r.score(), 1e-6);
  }

  @Test
  void knowledgeIsHonoured() {
    Dataset d = BnlearnData.data("asia");
    Knowledge k =
        new Knowledge(
            Set.of(List.of("S", "A"), List.of("X", "E")),
            Set.of(List.of("S", "L"), List.of("T", "E")),
            List.of(List.of("A", "S"), List.of("T", "L", "B"), List.of("E", "X", "D")));
    GesResult r =
        new Ges(GesOptions.builder().knowledge(k).threads(1).build())
            .learn(d, SearchListener.none());
    Knowledge.Resolved kr = k.resolve(d.names());
    for (Arc a : kr.required()) {
      assertTrue(r.dag().hasArc(a.from(), a.to()), a.toString());
      assertTrue(r.graph().hasArc(a.from(), a.to()), a.toString());
    }
    for (Arc a : r.dag().arcs()) {
      assertFalse(kr.isForbidden(a.from(), a.to()), a.toString());
    }
    assertEquals(
        BnlearnData.networkScore(DiscreteScoreSpec.bic().bind(d), d, r.dag()), r.score(), 1e-6);
  }
}
