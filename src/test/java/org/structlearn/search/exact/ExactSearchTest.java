package org.structlearn.search.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.Cancellations;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.DiscreteScoreType;
import org.structlearn.score.LocalScore;
import org.structlearn.score.ScoreSpec;
import org.structlearn.search.ExhaustiveSearch;
import org.structlearn.search.SearchOptions;

/**
 * Exact search against enumeration: on at most five variables {@link ExhaustiveSearch} scores every
 * DAG, so the optimum must be the same (BIC, BDeu and the non-score-equivalent K2, with in-degree
 * bounds and knowledge); on 9 to 12 variables the pruned parent sets must give the same optimum as
 * every parent set unpruned; the result honours knowledge, does not depend on the thread count,
 * refuses what does not fit its memory limit and stops on interrupt.
 */
class ExactSearchTest {
  private static ExactResult exact(Dataset d, ScoreSpec s, int maxParents, Knowledge k) {
    return new ExactSearch(
            ExactOptions.builder().score(s).maxParents(maxParents).knowledge(k).threads(2).build())
        .learn(d);
  }

  @Test
  void equalsExhaustiveEnumerationOnFiveVariables() {
    List<Dataset> data = new ArrayList<>();
    data.add(BnlearnData.data("asia").select(List.of("S", "L", "B", "E", "D")));
    data.add(BnlearnData.data("learning.test").select(List.of("A", "B", "C", "D", "F")));
    data.add(BnlearnData.random(5, 300, 7));
    Knowledge k =
        new Knowledge(Set.of(), Set.of(List.of("X1", "X0")), List.of(List.of("X4"), List.of()));
    for (Dataset d : data) {
      for (DiscreteScoreType t :
          List.of(DiscreteScoreType.BIC, DiscreteScoreType.BDEU, DiscreteScoreType.K2)) {
        for (int maxParents : new int[] {1, 2, Integer.MAX_VALUE}) {
          ScoreSpec s = DiscreteScoreSpec.of(t);
          Knowledge kn = d.names().contains("X0") ? k : Knowledge.none();
          double enumerated =
              new ExhaustiveSearch(
                      SearchOptions.builder().score(s).maxParents(maxParents).knowledge(kn).build())
                  .learn(d)
                  .score();
          ExactResult r = exact(d, s, maxParents, kn);
          assertEquals(enumerated, r.score(), 1e-9, d.names() + " " + t + " " + maxParents);
          assertEquals(
              BnlearnData.networkScore(s.bind(d), d, r.graph()), r.score(), 1e-9, t.toString());
        }
      }
    }
  }

  @Test
  void pruningKeepsTheOptimum() {
    Dataset alarm = BnlearnData.data("alarm", 3000);
    for (int cols : new int[] {9, 12}) {
      Dataset d = alarm.select(alarm.names().subList(10, 10 + cols));
      for (ScoreSpec s :
          List.of(DiscreteScoreSpec.bic(), DiscreteScoreSpec.of(DiscreteScoreType.BDEU))) {
        ExactResult pruned = exact(d, s, 3, Knowledge.none());
        double all = unprunedOptimum(s.bind(d), cols, 3);
        assertEquals(all, pruned.score(), 1e-9, cols + " " + s.name());
        assertTrue(pruned.parentSetsKept() < pruned.parentSetsScored());
      }
    }
  }

  /** The optimum with every parent set up to {@code maxParents} kept (no pruning, no bound). */
  private static double unprunedOptimum(LocalScore score, int n, int maxParents) {
    ParentSets[] sets = new ParentSets[n];
    for (int v = 0; v < n; v++) {
      List<Integer> masks = new ArrayList<>();
      for (int m = 0; m < 1 << n; m++) {
        if ((m & (1 << v)) == 0 && Integer.bitCount(m) <= maxParents) {
          masks.add(m);
        }
      }
      java.util.Map<Integer, Double> local = new java.util.HashMap<>();
      for (int m : masks) {
        local.put(m, score.local(v, ParentSets.members(m)));
      }
      masks.sort(
          (a, b) -> {
            int c = Double.compare(local.get(b), local.get(a));
            return c != 0 ? c : Integer.compare(a, b);
          });
      int[] m = masks.stream().mapToInt(Integer::intValue).toArray();
      double[] s = new double[m.length];
      for (int i = 0; i < m.length; i++) {
        s[i] = local.get(m[i]);
      }
      sets[v] = new ParentSets(m, s, m.length);
    }
    return new OrderDp(sets).run(null, Thread.currentThread(), () -> "", g -> {});
  }

  @Test
  void honoursKnowledgeAndIgnoresTheThreadCount() {
    Dataset d = BnlearnData.data("asia");
    Knowledge k =
        new Knowledge(
            Set.of(List.of("S", "A"), List.of("X", "D")),
            Set.of(List.of("S", "L"), List.of("E", "X")),
            List.of(List.of("A", "S"), List.of("T", "L", "B")));
    ExactResult r = exact(d, DiscreteScoreSpec.bic(), Integer.MAX_VALUE, k);
    Knowledge.Resolved kr = k.resolve(d.names());
    for (Arc a : kr.required()) {
      assertTrue(r.graph().hasArc(a.from(), a.to()), a.toString());
    }
    for (Arc a : r.graph().arcs()) {
      assertFalse(kr.isForbidden(a.from(), a.to()), a.toString());
    }
    Dataset alarm = BnlearnData.data("alarm", 2000);
    Dataset sub = alarm.select(alarm.names().subList(0, 16));
    ExactOptions o = ExactOptions.builder().maxParents(2).build();
    ExactResult one = new ExactSearch(o.toBuilder().threads(1).build()).learn(sub);
    ExactResult two = new ExactSearch(o.toBuilder().threads(2).build()).learn(sub);
    assertEquals(one.graph(), two.graph());
    assertEquals(one.score(), two.score(), 0.0);
  }

  @Test
  void refusesWhatDoesNotFitAndNamesTheEstimate() {
    Dataset d = BnlearnData.data("alarm", 500);
    ExactSearch tiny = new ExactSearch(ExactOptions.builder().maxMemoryBytes(1 << 20).build());
    StructlearnException e =
        assertThrows(
            StructlearnException.class, () -> tiny.learn(d.select(d.names().subList(0, 20))));
    assertTrue(e.getMessage().contains("8.0 MB (8 bytes x 2^20 subsets)"), e.getMessage());
    assertTrue(e.getMessage().contains("-Xmx"), e.getMessage());
    StructlearnException wide =
        assertThrows(
            StructlearnException.class, () -> new ExactSearch(ExactOptions.defaults()).learn(d));
    assertTrue(wide.getMessage().contains("at most 30 variables"), wide.getMessage());
  }

  @Test
  void stopsOnInterrupt() throws Exception {
    Dataset d = BnlearnData.data("alarm", 2000);
    Dataset sub = d.select(d.names().subList(0, 24));
    CountDownLatch started = new CountDownLatch(1);
    ExactSearch s = new ExactSearch(ExactOptions.builder().maxParents(3).threads(2).build());
    Cancellations.Outcome out =
        Cancellations.interruptAfter(
            started, 50, () -> s.learn(sub, (done, total) -> started.countDown()));
    Cancellations.assertStopped(out, "exact search interrupted while");
  }
}
