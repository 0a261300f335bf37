package org.structlearn.search.undirected;

import java.util.List;
import java.util.function.ToDoubleFunction;
import org.structlearn.graph.UndirectedGraph;

/**
 * A position in one chunk's walk of {@link UndirectedExhaustiveSearch} over edge masks: the current
 * graph and its score. Not thread-safe; one per chunk.
 */
interface MaskCursor {
  void set(long mask);

  void flip(int pair);

  double total();

  /** A cursor over a blanket-score table: each node's blanket index, updated per flipped edge. */
  static MaskCursor table(double[][] table) {
    return new Table(table);
  }

  /** A cursor that builds each graph and calls a whole-graph score on it. */
  static MaskCursor wholeGraph(List<String> names, ToDoubleFunction<UndirectedGraph> score) {
    return new WholeGraph(names, score);
  }

  /** A cursor over a tabulated BJP: each node's adjacency mask, updated per flipped edge. */
  static MaskCursor bjp(org.structlearn.score.undirected.BjpTable table) {
    return new Bjp(table);
  }

  /** BJP cursor: adjacency masks, scored by the table. */
  final class Bjp implements MaskCursor {
    private final org.structlearn.score.undirected.BjpTable table;
    private final int[] adjacency;
    private final int[] keys;
    private final int[] endA;
    private final int[] endB;

    Bjp(org.structlearn.score.undirected.BjpTable table) {
      this.table = table;
      int n = table.nodes();
      this.adjacency = new int[n];
      this.keys = new int[n];
      int p = UndirectedExhaustiveSearch.pairs(n);
      endA = new int[p];
      endB = new int[p];
      int k = 0;
      for (int a = 0; a < n; a++) {
        for (int b = a + 1; b < n; b++, k++) {
          endA[k] = a;
          endB[k] = b;
        }
      }
    }

    @Override
    public void set(long mask) {
      java.util.Arrays.fill(adjacency, 0);
      for (int k = 0; k < endA.length; k++) {
        if ((mask >>> k & 1) != 0) {
          flip(k);
        }
      }
    }

    @Override
    public void flip(int pair) {
      adjacency[endA[pair]] ^= 1 << endB[pair];
      adjacency[endB[pair]] ^= 1 << endA[pair];
    }

    @Override
    public double total() {
      return table.score(adjacency, keys);
    }
  }

  /** Blanket-score cursor: each node's blanket index, updated per flipped edge. */
  final class Table implements MaskCursor {
    private final double[][] table;
    private final int[] index;
    private final int[] endA;
    private final int[] endB;
    private final int[] bitA; // the bit of b in a's blanket index
    private final int[] bitB;

    Table(double[][] table) {
      this.table = table;
      int n = table.length;
      this.index = new int[n];
      int p = UndirectedExhaustiveSearch.pairs(n);
      endA = new int[p];
      endB = new int[p];
      bitA = new int[p];
      bitB = new int[p];
      int k = 0;
      for (int a = 0; a < n; a++) {
        for (int b = a + 1; b < n; b++, k++) {
          endA[k] = a;
          endB[k] = b;
          bitA[k] = 1 << (b - 1); // b > a: position b − 1 among a's others
          bitB[k] = 1 << a; // a < b: position a among b's others
        }
      }
    }

    @Override
    public void set(long mask) {
      java.util.Arrays.fill(index, 0);
      for (int k = 0; k < endA.length; k++) {
        if ((mask >>> k & 1) != 0) {
          flip(k);
        }
      }
    }

    @Override
    public void flip(int pair) {
      index[endA[pair]] ^= bitA[pair];
      index[endB[pair]] ^= bitB[pair];
    }

    @Override
    public double total() {
      double sum = 0;
      for (int v = 0; v < index.length; v++) {
        sum += table[v][index[v]];
      }
      return sum;
    }
  }

  /** Whole-graph cursor: builds the graph and calls the score, once per graph. */
  final class WholeGraph implements MaskCursor {
    private final List<String> names;
    private final ToDoubleFunction<UndirectedGraph> score;
    private long mask;

    WholeGraph(List<String> names, ToDoubleFunction<UndirectedGraph> score) {
      this.names = names;
      this.score = score;
    }

    @Override
    public void set(long mask) {
      this.mask = mask;
    }

    @Override
    public void flip(int pair) {
      mask ^= 1L << pair;
    }

    @Override
    public double total() {
      return score.applyAsDouble(UndirectedExhaustiveSearch.graphOf(names, mask));
    }
  }
}
