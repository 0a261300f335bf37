package org.structlearn.graph;

/**
 * How {@link Triangulations} picks the next node to eliminate (Koller and Friedman 2009, sec.
 * 9.4.3.2; Kjærulff 1990). Each heuristic scores every remaining node by the elimination it would
 * cause; the node with the lowest score goes next; ties go to the smaller clique table (the product
 * of the weights of the node and its remaining neighbours), then to the lower node index, so every
 * order is deterministic.
 */
public enum EliminationHeuristic {
  /** Fewest fill-in edges (the default): good orders on sparse networks at almost no cost. */
  MIN_FILL,
  /**
   * Smallest total weight of the fill-in edges, an edge between u and v weighing {@code w(u) *
   * w(v)} (Kjærulff 1990): like min-fill, but an edge between two many-state variables counts for
   * more, which matters when the cardinalities differ widely.
   */
  WEIGHTED_MIN_FILL,
  /** Smallest clique table: the product of the weights of the node and its remaining neighbours. */
  MIN_WEIGHT,
  /** Fewest remaining neighbours (min-degree, Rose 1970). */
  MIN_NEIGHBOURS
}
