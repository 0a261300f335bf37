package org.structlearn.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.score.DiscreteScore;
import org.structlearn.score.DiscreteScoreType;
import org.structlearn.score.LocalScore;

/**
 * Oracle test of the bounded deltas ({@link LocalScore#gainBound}): hill climbing and tabu search
 * that keep a bound in place of a move's delta while the move cannot be best take exactly the
 * moves, in the same order with bitwise the same scores, as the same searches scoring every move
 * (the same score behind a wrapper without bounds), with one thread and with two; and on data whose
 * columns have many levels they count fewer families.
 */
class BoundedDeltasTest {

  /** Forwards scores; {@code bounds} false hides the wrapped score's bound (every move scored). */
  private static final class Forwarding implements LocalScore {
    private final LocalScore inner;
    private final boolean bounds;
    final LongAdder calls = new LongAdder();

    Forwarding(LocalScore inner, boolean bounds) {
      this.inner = inner;
      this.bounds = bounds;
    }

    @Override
    public double local(int node, int[] parents) {
      calls.increment();
      return inner.local(node, parents);
    }

    @Override
    public double gainBound(int node, int[] parents, int added, double current) {
      return bounds
          ? inner.gainBound(node, parents, added, current)
          : LocalScore.super.gainBound(node, parents, added, current);
    }

    @Override
    public boolean isScoreEquivalent() {
      return inner.isScoreEquivalent();
    }

    @Override
    public int nodes() {
      return inner.nodes();
    }

    @Override
    public List<String> names() {
      return inner.names();
    }
  }

  record Case(String label, Dataset data, DiscreteScoreType type) {
    @Override
    public String toString() {
      return label + " " + type;
    }
  }

  /** Columns of 2 to 100 levels, 4,096 rows: families of a few parents outgrow the data. */
  static Dataset manyLevels() {
    return WarmupData.chain(new int[] {30, 4, 50, 7, 90, 3, 20, 100, 5, 9, 60, 2, 12, 40}, 4096);
  }

  static Stream<Case> cases() {
    return Stream.of(
        new Case("many levels", manyLevels(), DiscreteScoreType.BIC),
        new Case("many levels", manyLevels(), DiscreteScoreType.AIC),
        new Case("alarm, 2,000 rows", BnlearnData.data("alarm", 2000), DiscreteScoreType.BIC),
        new Case("random(8), 500 rows", BnlearnData.random(8, 500, 3), DiscreteScoreType.BIC));
  }

  private static LearnResult run(Case c, boolean bounds, boolean tabu, int threads) {
    Forwarding score = new Forwarding(new DiscreteScore(c.data(), c.type(), 1), bounds);
    SearchOptions o = SearchOptions.builder().threads(threads).build();
    return tabu
        ? new TabuSearch(o).learn(score, SearchListener.none())
        : new HillClimbing(o).learn(score, SearchListener.none());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void boundsChangeNoMove(Case c) {
    for (boolean tabu : new boolean[] {false, true}) {
      LearnResult exact = run(c, false, tabu, 1);
      for (int threads : new int[] {1, 2}) {
        LearnResult bounded = run(c, true, tabu, threads);
        String what = (tabu ? "tabu" : "hc") + ", " + threads + " thread(s)";
        assertEquals(exact.dag(), bounded.dag(), what);
        assertEquals(exact.score(), bounded.score(), 0.0, what);
        assertEquals(exact.steps().size(), bounded.steps().size(), what);
        for (int s = 0; s < exact.steps().size(); s++) {
          assertEquals(exact.steps().get(s).move(), bounded.steps().get(s).move(), what);
          assertEquals(exact.steps().get(s).total(), bounded.steps().get(s).total(), 0.0, what);
        }
      }
    }
  }

  @org.junit.jupiter.api.Test
  void manyLevelsCountFewerFamilies() {
    Dataset d = manyLevels();
    Forwarding exact = new Forwarding(new DiscreteScore(d, DiscreteScoreType.BIC, 1), false);
    Forwarding bounded = new Forwarding(new DiscreteScore(d, DiscreteScoreType.BIC, 1), true);
    SearchOptions o = SearchOptions.builder().threads(1).build();
    new HillClimbing(o).learn(exact, SearchListener.none());
    new HillClimbing(o).learn(bounded, SearchListener.none());
    assertTrue(
        bounded.calls.sum() < 0.9 * exact.calls.sum(),
        bounded.calls.sum() + " families with bounds, " + exact.calls.sum() + " without");
  }
}
