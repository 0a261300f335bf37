package org.structlearn.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.structlearn.BnlearnData;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.score.CachedLocalScore;
import org.structlearn.score.DiscreteScore;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.DiscreteScoreType;
import org.structlearn.score.DiscreteStatisticsScore;
import org.structlearn.stats.DiscreteStatistics;
import org.structlearn.stats.Family;
import org.structlearn.stats.FamilyCounts;
import org.structlearn.stats.InMemoryStatistics;
import org.structlearn.stats.PassLog;

/**
 * The batch contract between the search and a statistics source: hill climbing and tabu search on a
 * {@link DiscreteStatisticsScore} learn what they learn from the data set, in one batch per step
 * (no family counted alone), and every score type equals {@link DiscreteScore} on the same counts.
 */
class BatchedStatisticsSearchTest {
  private static Dataset alarm() {
    return BnlearnData.data("alarm", 5000);
  }

  @ParameterizedTest(name = "tabu {0}")
  @ValueSource(booleans = {false, true})
  void searchOnStatisticsEqualsSearchOnData(boolean tabu) {
    Dataset data = alarm();
    SearchOptions o = SearchOptions.builder().threads(2).build();
    LearnResult memory = tabu ? new TabuSearch(o).learn(data) : new HillClimbing(o).learn(data);
    Recording stats = new Recording(new InMemoryStatistics(data));
    DiscreteStatisticsScore score = DiscreteScoreSpec.bic().bind(stats);
    LearnResult batched =
        tabu
            ? new TabuSearch(o).learn(score, SearchListener.none())
            : new HillClimbing(o).learn(score, SearchListener.none());
    assertEquals(memory.graph(), batched.graph());
    assertEquals(memory.score(), batched.score(), 0.0);
    assertEquals(memory.iterations(), batched.iterations());
    assertEquals("bic", batched.scoreName());
    assertEquals(0, score.lonePasses(), "every family was prefetched");
    // one batch to start, one per step (the start graph's families and all pairs in the first)
    assertTrue(stats.batches.size() <= batched.iterations() + 1, stats.batches.size() + " batches");
    assertEquals(37 + 37 * 36 / 2, stats.batches.get(0), "node families and half the pairs");
    // no family is counted twice: the cache in front forwards only those it lacks
    assertEquals(batched.counters().evaluations(), stats.passes().families());
  }

  @ParameterizedTest
  @EnumSource(DiscreteScoreType.class)
  void statisticsScoreEqualsDiscreteScore(DiscreteScoreType type) {
    Dataset data = alarm();
    DiscreteScore memory = new DiscreteScore(data, type, 2);
    DiscreteStatisticsScore batched =
        new DiscreteScoreSpec(type, 2).bind(new InMemoryStatistics(data));
    List<Family> families = List.of(Family.of(0), Family.of(3, 1, 2), Family.of(36, 0, 5, 9));
    batched.prefetch(families);
    for (Family f : families) {
      assertEquals(memory.local(f.child(), f.parents()), batched.local(f.child(), f.parents()));
    }
    assertEquals(0, batched.lonePasses());
    // a family not prefetched (or already scored) is counted alone
    assertEquals(memory.local(3, new int[] {1, 2}), batched.local(3, new int[] {1, 2}));
    assertEquals(1, batched.lonePasses());
  }

  @ParameterizedTest(name = "candidates {0}")
  @ValueSource(ints = {3})
  void candidatesNeedTheRows(int k) {
    SearchOptions o = SearchOptions.builder().candidates(k).build();
    DiscreteStatisticsScore score = DiscreteScoreSpec.bic().bind(new InMemoryStatistics(alarm()));
    StructlearnException e =
        assertThrows(
            StructlearnException.class,
            () -> new HillClimbing(o).learn(new CachedLocalScore(score), SearchListener.none()));
    assertTrue(e.getMessage().contains("candidates"), e.getMessage());
  }

  /** A source that records the size of every batch it is asked for. */
  private static final class Recording implements DiscreteStatistics {
    private final DiscreteStatistics inner;
    final List<Integer> batches = new ArrayList<>();

    Recording(DiscreteStatistics inner) {
      this.inner = inner;
    }

    @Override
    public List<Variable> variables() {
      return inner.variables();
    }

    @Override
    public int rows() {
      return inner.rows();
    }

    @Override
    public synchronized List<FamilyCounts> count(List<Family> batch) {
      batches.add(batch.size());
      return inner.count(batch);
    }

    @Override
    public PassLog passes() {
      return inner.passes();
    }
  }
}
