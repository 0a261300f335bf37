package org.structlearn.search.undirected;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.InterruptedRunException;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Edge;
import org.structlearn.graph.IrregularGraphs;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.graph.UndirectedGraphs;
import org.structlearn.io.DataLocation;
import org.structlearn.score.undirected.BlanketScore;
import org.structlearn.score.undirected.MplScore;
import org.structlearn.score.undirected.MplScoreSpec;

/**
 * Exhaustive search over undirected graphs: BDgraph's exhaustive MPL ranking on coronary (reference
 * from {@code data/bdgraph/mpl.R}, BDgraph 2.72), thread-count independence, the n·2^(n−1) local
 * scores, an oracle score, the node limit, cancellation.
 */
class UndirectedExhaustiveSearchTest {
  private static final double REL = 1e-9;

  private static UndirectedExhaustiveSearch search(int k, int threads) {
    return new UndirectedExhaustiveSearch(
        UndirectedSearchOptions.builder()
            .score(new MplScoreSpec(0.5))
            .kBest(k)
            .threads(threads)
            .build());
  }

  @Test
  void coronaryMapAndTopTenEqualBdgraph() {
    Dataset data = BnlearnData.data("coronary");
    UndirectedSearchResult r = search(10, 1).learn(data);
    List<String> names = data.names();
    String[] lines =
        DataLocation.readString("bdgraph/coronary-mpl-exhaustive-top10.csv").split("\\R");
    assertEquals("rank,total_logmpl,n_edges,edges", lines[0]);
    assertEquals(10, r.best().size());
    for (int i = 1; i <= 10; i++) {
      String[] f = lines[i].split(",", 4);
      assertEquals(i, Integer.parseInt(f[0]));
      ScoredUndirectedGraph ours = r.best().get(i - 1);
      assertEquals(graph(names, f[3]), ours.graph(), "graph of rank " + i);
      double expected = Double.parseDouble(f[1]);
      assertEquals(expected, ours.score(), REL * Math.abs(expected), "score of rank " + i);
    }
    assertEquals(r.best().get(0).graph(), r.graph());
    assertEquals(r.best().get(0).score(), r.score());
    assertEquals(new MplScore(data, 0.5).total(r.graph()), r.score(), 1e-9 * Math.abs(r.score()));
    assertEquals(32_768, r.graphsScored());
    assertEquals("mpl(alpha=0.5)", r.scoreName());
    String text = r.toString();
    assertTrue(text.contains("mpl(alpha=0.5)") && text.contains("32,768 graphs"), text);
  }

  @Test
  void sameAnswerForAnyThreadCountAndK() {
    Dataset data = BnlearnData.data("coronary");
    List<ScoredUndirectedGraph> one = search(50, 1).learn(data).best();
    assertEquals(one, search(50, 2).learn(data).best());
    assertEquals(one, search(50, 3).learn(data).best());
    assertEquals(one.subList(0, 10), search(10, 2).learn(data).best());
    UndirectedSearchResult map = search(1, 2).learn(data);
    assertEquals(List.of(one.get(0)), map.best());
    for (int i = 1; i < one.size(); i++) {
      assertTrue(one.get(i - 1).score() >= one.get(i).score(), "ranked by score at " + i);
    }
  }

  @Test
  void scoresEveryBlanketOnceAndEveryGraph() {
    Dataset data = BnlearnData.data("coronary");
    AtomicLong calls = new AtomicLong();
    MplScore mpl = new MplScore(data, 0.5);
    BlanketScore counting =
        new Oracle(mpl.names(), null) {
          @Override
          public double local(int node, int[] blanket) {
            calls.incrementAndGet();
            return mpl.local(node, blanket);
          }
        };
    UndirectedSearchResult r = search(1, 2).search(counting);
    assertEquals(6 * 32, calls.get());
    assertEquals(6 * 32, r.localScoreCalls());
    assertEquals(1 << 15, r.graphsScored());
    assertEquals(search(1, 1).learn(data).graph(), r.graph());
  }

  @Test
  void oracleScoreRecoversTheTrueGraph() {
    for (long mask : new long[] {0, 0x7FFF, 0b101_0011_0101_1001L, 0b100_0000_0000_0001L}) {
      UndirectedGraph truth = IrregularGraphs.fromMask(6, mask);
      UndirectedSearchResult r =
          search(20, 2).search(new Oracle(UndirectedGraphs.defaultNames(6), truth));
      assertEquals(truth, r.graph(), "mask " + Long.toBinaryString(mask));
      assertEquals(0.0, r.score());
      // every single-edge change breaks two blankets: ranks 2..16 tie at -2, ordered by mask
      List<ScoredUndirectedGraph> best = r.best();
      long previous = -1;
      for (int i = 1; i <= 15; i++) {
        assertEquals(-2.0, best.get(i).score(), "rank " + (i + 1));
        long m = maskOf(best.get(i).graph());
        assertEquals(1, Long.bitCount(m ^ mask), Long.toBinaryString(mask) + " " + best.get(i));
        assertTrue(m > previous, "ties by mask ascending");
        previous = m;
      }
      assertTrue(best.get(16).score() < -2.0);
    }
  }

  @Test
  void wholeGraphPathAgreesWithTheBlanketTable() {
    UndirectedGraph truth = IrregularGraphs.fromMask(5, 0b10_0110_1001L);
    Oracle oracle = new Oracle(UndirectedGraphs.defaultNames(5), truth);
    UndirectedExhaustiveSearch s = search(30, 2);
    UndirectedSearchResult table = s.search(oracle);
    UndirectedSearchResult whole = s.searchWholeGraph(oracle.names(), oracle::total, "oracle");
    assertEquals(table.best(), whole.best());
    assertEquals(1024, whole.localScoreCalls());
  }

  @Test
  void moreThanEightNodesIsATypedError() {
    Oracle nine = new Oracle(UndirectedGraphs.defaultNames(9), null);
    StructlearnException e =
        assertThrows(StructlearnException.class, () -> search(1, 1).search(nine));
    assertTrue(e.getMessage().contains("limited to 8 variables"), e.getMessage());
    assertTrue(e.getMessage().contains("have 9"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> search(0, 1));
    assertThrows(
        IllegalArgumentException.class, () -> search(UndirectedSearchOptions.MAX_K_BEST + 1, 1));
    assertThrows(IllegalArgumentException.class, () -> search(1, 0));
  }

  @Test
  void interruptedSearchStops() {
    Oracle oracle = new Oracle(UndirectedGraphs.defaultNames(6), IrregularGraphs.fromMask(6, 5));
    for (int threads : new int[] {1, 2}) {
      Thread.currentThread().interrupt();
      try {
        assertThrows(InterruptedRunException.class, () -> search(1, threads).search(oracle));
        assertTrue(Thread.currentThread().isInterrupted(), "flag left set");
      } finally {
        Thread.interrupted();
      }
    }
  }

  /** 0 for a node whose blanket is its true neighbours, −1 otherwise. */
  private static class Oracle implements BlanketScore {
    private final List<String> names;
    private final UndirectedGraph truth;

    Oracle(List<String> names, UndirectedGraph truth) {
      this.names = names;
      this.truth = truth;
    }

    @Override
    public double local(int node, int[] blanket) {
      return Arrays.equals(blanket, truth.neighbours(node)) ? 0.0 : -1.0;
    }

    @Override
    public int nodes() {
      return names.size();
    }

    @Override
    public List<String> names() {
      return names;
    }
  }

  private static long maskOf(UndirectedGraph g) {
    long mask = 0;
    int k = 0;
    for (int a = 0; a < g.size(); a++) {
      for (int b = a + 1; b < g.size(); b++, k++) {
        if (g.isAdjacent(a, b)) {
          mask |= 1L << k;
        }
      }
    }
    return mask;
  }

  private static UndirectedGraph graph(List<String> names, String edges) {
    List<Edge> out = new ArrayList<>();
    for (String e : edges.split(";")) {
      String[] ab = e.split("--");
      out.add(new Edge(names.indexOf(ab[0]), names.indexOf(ab[1])));
    }
    return UndirectedGraph.of(names, out);
  }
}
