package org.structlearn.graph;

import java.util.List;

/**
 * What every graph over named nodes offers: a {@link Dag}, a {@link Pdag} (a CPDAG) or an {@link
 * UndirectedGraph}. Nodes are numbered 0..size-1 in the order of {@link #names()}, which is the
 * data's column order for a learned graph. The kind-specific views (arcs, edges, parents) are on
 * the three classes; this interface is what a learner's result ({@code learn.LearnedStructure})
 * hands out when it may be any of them.
 */
public interface Graph {
  /** The number of nodes. */
  int size();

  /** The node names, in index order. */
  List<String> names();

  /** The name of node {@code node}. */
  String name(int node);

  /** The index of the node with this name, or -1. */
  int indexOf(String name);

  /** True if the two nodes are linked, by an arc either way or an undirected edge. */
  boolean isAdjacent(int a, int b);
}
