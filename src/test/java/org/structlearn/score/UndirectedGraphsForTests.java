package org.structlearn.score;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

/** Small undirected graphs for the Markov-network score tests. */
final class UndirectedGraphsForTests {
  private UndirectedGraphsForTests() {}

  /** The pairs (a, b), a &lt; b, in lexicographic order: bit i of a mask is pair i. */
  static List<Edge> pairs(int n) {
    List<Edge> out = new ArrayList<>();
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        out.add(new Edge(a, b));
      }
    }
    return out;
  }

  /** The graph whose edges are the pairs selected by {@code mask}. */
  static UndirectedGraph ofMask(List<String> names, long mask) {
    List<Edge> pairs = pairs(names.size());
    List<Edge> edges = new ArrayList<>();
    for (int i = 0; i < pairs.size(); i++) {
      if ((mask >> i & 1) == 1) {
        edges.add(pairs.get(i));
      }
    }
    return UndirectedGraph.of(names, edges);
  }

  /** All 2^(n(n−1)/2) graphs on {@code names}. */
  static List<UndirectedGraph> all(List<String> names) {
    int m = names.size() * (names.size() - 1) / 2;
    List<UndirectedGraph> out = new ArrayList<>();
    for (long mask = 0; mask < 1L << m; mask++) {
      out.add(ofMask(names, mask));
    }
    return out;
  }

  static UndirectedGraph complete(List<String> names) {
    return UndirectedGraph.of(names, pairs(names.size()));
  }

  /** {@code g} with its nodes listed in the order of {@code permuted} (same names, same edges). */
  static UndirectedGraph relisted(UndirectedGraph g, List<String> permuted) {
    List<Edge> edges = new ArrayList<>();
    for (Edge e : g.edges()) {
      edges.add(new Edge(permuted.indexOf(g.name(e.a())), permuted.indexOf(g.name(e.b()))));
    }
    return UndirectedGraph.of(permuted, edges);
  }
}
