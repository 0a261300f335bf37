package org.structlearn.study;

import java.util.Objects;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.graph.UndirectedGraphs;

/**
 * One true structure of a Markov network study: a name, what it is, and the graph.
 *
 * @param name short name, e.g. {@code "1 ring"}
 * @param description one line on the structure and why it is in the study
 * @param graph the undirected graph (the study's ground truth)
 */
public record TargetStructure(String name, String description, UndirectedGraph graph) {
  public TargetStructure {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(graph, "graph");
  }

  /** The seed's irregularity: the sum over edges of |deg(u) − deg(v)|. */
  public int irregularity() {
    return UndirectedGraphs.irregularity(graph);
  }
}
