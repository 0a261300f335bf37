package org.structlearn.score.undirected;

import java.util.Arrays;
import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.graph.UndirectedGraph;

/**
 * A score of undirected structure (a Markov network's graph) bound to one data set, decomposed over
 * Markov blankets: the score of a graph is the sum over its nodes of {@link #local(int, int[])},
 * the score of the node given its neighbours as blanket. Log scale, larger is better; the
 * undirected counterpart of {@link LocalScore}, and the node-local kind of {@link
 * UndirectedGraphScore}. Implementations must be thread-safe.
 */
public interface BlanketScore extends UndirectedGraphScore {
  /**
   * The score of {@code node} given {@code blanket} as its Markov blanket.
   *
   * @param blanket column indices, sorted ascending, not containing {@code node}
   */
  double local(int node, int[] blanket);

  /** The same as {@link #total(UndirectedGraph)}: a blanket score is an undirected-graph score. */
  @Override
  default double score(UndirectedGraph graph) {
    return total(graph);
  }

  /**
   * The score of a graph: Σ over nodes of {@link #local(int, int[])} with the node's neighbours as
   * blanket. The graph's nodes are matched to the data's columns by name, so the graph may list
   * them in any order.
   *
   * @throws StructlearnException if the graph's nodes are not exactly the data's columns
   */
  default double total(UndirectedGraph graph) {
    int[] column = columnsOf(graph, names());
    double sum = 0;
    for (int v = 0; v < graph.size(); v++) {
      int[] nb = graph.neighbours(v);
      int[] blanket = new int[nb.length];
      for (int i = 0; i < nb.length; i++) {
        blanket[i] = column[nb[i]];
      }
      Arrays.sort(blanket);
      sum += local(column[v], blanket);
    }
    return sum;
  }

  /**
   * For each node of {@code graph}, the index of the column of the same name.
   *
   * @throws StructlearnException naming the nodes missing on either side
   */
  static int[] columnsOf(UndirectedGraph graph, List<String> columns) {
    List<String> nodes = graph.names();
    List<String> missing = columns.stream().filter(c -> !nodes.contains(c)).toList();
    List<String> extra = nodes.stream().filter(c -> !columns.contains(c)).toList();
    if (!missing.isEmpty() || !extra.isEmpty()) {
      throw new StructlearnException(
          "the graph's nodes do not match the data's columns"
              + (extra.isEmpty() ? "" : "; nodes that are not columns: " + extra)
              + (missing.isEmpty() ? "" : "; columns that are not nodes: " + missing)
              + "; select the data's columns or rename the graph's nodes");
    }
    int[] out = new int[nodes.size()];
    for (int v = 0; v < out.length; v++) {
      out[v] = columns.indexOf(nodes.get(v));
    }
    return out;
  }
}
