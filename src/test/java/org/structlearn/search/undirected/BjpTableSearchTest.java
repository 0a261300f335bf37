package org.structlearn.search.undirected;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.score.undirected.BjpScore;
import org.structlearn.score.undirected.BjpScoreSpec;
import org.structlearn.score.undirected.BjpTable;

/**
 * The tabulated BJP ({@link BjpTable}) is the same function as {@link BjpScore#score}, bit for bit,
 * so the exhaustive search through it ranks the graphs exactly as calling the score per graph does.
 */
class BjpTableSearchTest {
  private static final Dataset CORONARY = BnlearnData.data("coronary");

  @Test
  void tableEqualsTheScoreOnRandomGraphsBitForBit() {
    BjpScore score = BjpScoreSpec.defaults().bind(CORONARY);
    BjpTable table = new BjpTable(score, BjpTable.TaskRunner.sequential());
    assertEquals(6 * 5 * 16, table.queries());
    int n = score.nodes();
    SplittableRandom random = new SplittableRandom(11);
    for (int trial = 0; trial < 500; trial++) {
      long mask = random.nextLong(1L << UndirectedExhaustiveSearch.pairs(n));
      UndirectedGraph g = UndirectedExhaustiveSearch.graphOf(score.names(), mask);
      int[] adjacency = new int[n];
      for (int v = 0; v < n; v++) {
        for (int w : g.neighbours(v)) {
          adjacency[v] |= 1 << w;
        }
      }
      assertEquals(
          Double.doubleToLongBits(score.score(g)),
          Double.doubleToLongBits(table.score(adjacency)),
          "mask " + mask);
    }
  }

  @Test
  void tabulatedSearchRanksAsTheWholeGraphSearch() {
    BjpScore score = BjpScoreSpec.defaults().bind(CORONARY);
    UndirectedExhaustiveSearch search =
        new UndirectedExhaustiveSearch(UndirectedSearchOptions.builder().kBest(20).build());
    UndirectedSearchResult fast = search.search(score);
    UndirectedSearchResult slow = search.searchWholeGraph(score.names(), score::score, "bjp");
    assertEquals(slow.best(), fast.best());
    assertEquals(480, fast.localScoreCalls());
  }

  @Test
  void moreThanEightVariablesAreRefusedByName() {
    BjpScore eight = BjpScoreSpec.defaults().bind(BnlearnData.data("asia", 1000));
    assertEquals(8, new BjpTable(eight, BjpTable.TaskRunner.sequential()).nodes());
    Dataset full = BnlearnData.data("alarm", 1000);
    Dataset alarm = full.select(full.names().subList(0, 9));
    StructlearnException e =
        assertThrows(
            StructlearnException.class,
            () ->
                new BjpTable(
                    BjpScoreSpec.defaults().bind(alarm), BjpTable.TaskRunner.sequential()));
    assertEquals("BJP is tabulated for at most 8 variables, the score has 9", e.getMessage());
  }
}
