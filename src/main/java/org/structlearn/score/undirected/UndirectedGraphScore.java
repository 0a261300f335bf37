package org.structlearn.score.undirected;

import java.util.List;
import org.structlearn.graph.UndirectedGraph;

/**
 * A score of undirected structure (a Markov network's graph) bound to one data set: log P(G | D) up
 * to a constant, larger is better. The most general contract a search over undirected graphs takes:
 * node-local scores ({@link BlanketScore}: MPL, IB-score) satisfy it through {@link
 * BlanketScore#total}, and scores that are not node-local ({@link BjpScore}) implement it directly.
 * Implementations must be thread-safe and must match the graph's nodes to the data's columns by
 * name, so the score depends only on the graph, not on the order its nodes are listed in.
 */
public interface UndirectedGraphScore {
  /**
   * The score of {@code graph}.
   *
   * @throws org.structlearn.StructlearnException if the graph's nodes are not exactly the data's
   *     columns
   */
  double score(UndirectedGraph graph);

  /** Number of variables (nodes) the score is bound to. */
  int nodes();

  /** Variable names, in column order. */
  List<String> names();
}
