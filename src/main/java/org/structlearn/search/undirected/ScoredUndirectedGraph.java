package org.structlearn.search.undirected;

import java.util.Objects;
import org.structlearn.graph.UndirectedGraph;

/**
 * An undirected graph with its score.
 *
 * @param graph the graph, over the data's columns in column order
 * @param score its score (Σ of the blanket scores in node order), larger is better
 */
public record ScoredUndirectedGraph(UndirectedGraph graph, double score) {
  public ScoredUndirectedGraph {
    Objects.requireNonNull(graph, "graph");
  }

  @Override
  public String toString() {
    return score + " " + graph;
  }
}
