package org.structlearn.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.DataLocation;
import org.structlearn.score.undirected.CachedBlanketScore;
import org.structlearn.score.undirected.MplScore;
import org.structlearn.score.undirected.MplScoreSpec;

/**
 * Reference values of the MPL score from R's BDgraph 2.72 ({@code bdgraph.mpl}, method {@code
 * "dgm-binary"}) on bnlearn's {@code coronary}, computed by {@code data/bdgraph/mpl.R}: every local
 * score, the totals of three graphs, and the ten best graphs of the exhaustive search.
 */
class MplReferenceTest {
  private static final double REL = 1e-9;

  private static Dataset coronary() {
    return BnlearnData.data("coronary");
  }

  private static void assertRel(double expected, double actual, String what) {
    assertEquals(expected, actual, REL * Math.abs(expected), what);
  }

  @Test
  void everyLocalScoreMatchesBdgraph() {
    Dataset data = coronary();
    MplScore half = new MplScore(data, 0.5);
    MplScore one = new MplScore(data, 1.0);
    String[] lines = DataLocation.readString("bdgraph/coronary-mpl-local.csv").split("\\R");
    assertEquals("node,blanket,alpha,logmpl", lines[0]);
    int checked = 0;
    for (int i = 1; i < lines.length; i++) {
      if (lines[i].isBlank()) {
        continue;
      }
      String[] f = lines[i].split(",", -1);
      int node = data.require(f[0]);
      int[] blanket =
          f[1].isEmpty()
              ? new int[0]
              : Arrays.stream(f[1].split("\\|")).mapToInt(data::require).sorted().toArray();
      double alpha = Double.parseDouble(f[2]);
      MplScore s = alpha == 0.5 ? half : one;
      assertEquals(alpha == 0.5 ? 0.5 : 1.0, alpha, "alpha of line " + (i + 1));
      assertRel(
          Double.parseDouble(f[3]), s.local(node, blanket), "line " + (i + 1) + ": " + lines[i]);
      checked++;
    }
    assertEquals(384, checked);
  }

  @Test
  void totalsMatchBdgraph() {
    Dataset data = coronary();
    MplScore s = new MplScoreSpec(0.5).bind(data);
    List<String> names = data.names();
    assertRel(-7063.0696865501, s.total(UndirectedGraph.of(names, List.of())), "empty graph");
    String learned =
        "Family--M. Work;M. Work--P. Work;M. Work--Pressure;M. Work--Proteins;M. Work--Smoking;"
            + "P. Work--Pressure;P. Work--Proteins;P. Work--Smoking;Pressure--Proteins;"
            + "Pressure--Smoking;Proteins--Smoking";
    assertRel(-6278.78023386917, s.total(graph(names, learned)), "learned graph");
    List<Edge> ug = new ArrayList<>();
    String[] lines = DataLocation.readString("bnlearn/coronary.ug.edges.csv").split("\\R");
    for (int i = 1; i < lines.length; i++) {
      if (!lines[i].isBlank()) {
        String[] f = lines[i].split(",");
        ug.add(new Edge(names.indexOf(f[0]), names.indexOf(f[1])));
      }
    }
    UndirectedGraph g = UndirectedGraph.of(names, ug);
    assertEquals(9, g.edgeCount());
    assertRel(-6335.8212373951, s.total(g), "coronary.ug.edges.csv");
  }

  @Test
  void exhaustiveTopTenMatchesBdgraph() {
    Dataset data = coronary();
    List<String> names = data.names();
    CachedBlanketScore s = new CachedBlanketScore(new MplScore(data, 0.5));
    List<Edge> pairs = new ArrayList<>();
    for (int a = 0; a < names.size(); a++) {
      for (int b = a + 1; b < names.size(); b++) {
        pairs.add(new Edge(a, b));
      }
    }
    record Scored(UndirectedGraph graph, double total) {}
    List<Scored> all = new ArrayList<>();
    for (int mask = 0; mask < 1 << pairs.size(); mask++) {
      List<Edge> edges = new ArrayList<>();
      for (int e = 0; e < pairs.size(); e++) {
        if ((mask >> e & 1) != 0) {
          edges.add(pairs.get(e));
        }
      }
      UndirectedGraph g = UndirectedGraph.of(names, edges);
      all.add(new Scored(g, s.total(g)));
    }
    assertEquals(32768, all.size());
    // 6 nodes × 2^5 blankets each: every other lookup is a cache hit
    assertEquals(6 * 32, s.evaluations());
    all.sort(Comparator.comparingDouble(Scored::total).reversed());
    String[] lines =
        DataLocation.readString("bdgraph/coronary-mpl-exhaustive-top10.csv").split("\\R");
    assertEquals("rank,total_logmpl,n_edges,edges", lines[0]);
    int ranks = 0;
    for (int i = 1; i < lines.length; i++) {
      if (lines[i].isBlank()) {
        continue;
      }
      String[] f = lines[i].split(",", 4);
      int rank = Integer.parseInt(f[0]);
      assertEquals(i, rank, "ranks in order");
      Scored ours = all.get(rank - 1);
      UndirectedGraph theirs = graph(names, f[3]);
      assertEquals(Integer.parseInt(f[2]), theirs.edgeCount(), "edge count of rank " + rank);
      assertEquals(theirs, ours.graph(), "graph of rank " + rank);
      assertRel(Double.parseDouble(f[1]), ours.total(), "total of rank " + rank);
      ranks++;
    }
    assertEquals(10, ranks);
    assertTrue(all.get(9).total() > all.get(10).total(), "rank 10 is not tied with rank 11");
  }

  /** A graph from edges written {@code a--b;c--d}. */
  static UndirectedGraph graph(List<String> names, String edges) {
    List<Edge> out = new ArrayList<>();
    for (String e : edges.split(";")) {
      String[] ab = e.split("--");
      assertTrue(names.contains(ab[0]) && names.contains(ab[1]), e);
      out.add(new Edge(names.indexOf(ab[0]), names.indexOf(ab[1])));
    }
    return UndirectedGraph.of(names, out);
  }
}
