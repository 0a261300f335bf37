package org.structlearn.search;

import java.util.Objects;
import org.structlearn.graph.Dag;

/**
 * A DAG with its network score (the sum of its local scores in node order).
 *
 * @param graph the DAG, over the data's columns in column order
 * @param score its network score, larger is better
 */
public record ScoredDag(Dag graph, double score) {
  public ScoredDag {
    Objects.requireNonNull(graph, "graph");
  }

  @Override
  public String toString() {
    return score + " " + graph;
  }
}
