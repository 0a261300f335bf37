package org.structlearn.search.undirected;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.score.undirected.BjpScore;
import org.structlearn.score.undirected.BjpScoreSpec;
import org.structlearn.score.undirected.IbScoreSpec;
import org.structlearn.score.undirected.UndirectedGraphScoreSpec;

/**
 * The exhaustive search takes any of the three scores through its options: IB (node-local, so
 * tabulated) and BJP (whole-graph, called once per graph), with the same answer for any thread
 * count, and the MAP graph's score equal to the score of that graph rescored.
 */
class UndirectedSearchScoresTest {
  private static final Dataset CORONARY = BnlearnData.data("coronary");

  private static UndirectedSearchResult run(UndirectedGraphScoreSpec spec, int threads) {
    return new UndirectedExhaustiveSearch(
            UndirectedSearchOptions.builder().score(spec).kBest(5).threads(threads).build())
        .learn(CORONARY);
  }

  @Test
  void bjpAndIbSearchesAgreeAcrossThreadsAndRescore() {
    for (UndirectedGraphScoreSpec spec :
        new UndirectedGraphScoreSpec[] {BjpScoreSpec.defaults(), IbScoreSpec.defaults()}) {
      UndirectedSearchResult one = run(spec, 1);
      UndirectedSearchResult two = run(spec, 2);
      assertEquals(one.best(), two.best(), spec.name());
      assertEquals(32_768, one.graphsScored(), spec.name());
      assertEquals(one.score(), spec.bind(CORONARY).score(one.graph()), 1e-9, spec.name());
      assertTrue(one.best().get(0).score() >= one.best().get(4).score(), spec.name());
    }
  }

  @Test
  void aBoundWholeGraphScoreIsSearchedDirectly() {
    BjpScore bjp = BjpScoreSpec.defaults().bind(CORONARY);
    UndirectedSearchResult bound =
        new UndirectedExhaustiveSearch(UndirectedSearchOptions.defaults()).search(bjp);
    assertEquals(run(BjpScoreSpec.defaults(), 1).graph(), bound.graph());
  }
}
