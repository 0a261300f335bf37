package org.structlearn.graph;

import java.util.List;

/**
 * Thrown when arcs that should form a DAG contain a directed cycle; the message lists one cycle.
 */
public class CyclicGraphException extends GraphException {
  private final List<String> cycle;

  public CyclicGraphException(List<String> cycle) {
    this(cycle, "");
  }

  /** The same, its message starting with where the arcs come from (e.g. {@code "asia.bif: "}). */
  public CyclicGraphException(List<String> cycle, String where) {
    super(
        where
            + "the arcs contain a directed cycle "
            + String.join(" -> ", cycle)
            + " -> "
            + cycle.get(0)
            + "; a Bayesian network must be acyclic: remove or reverse one of these arcs");
    this.cycle = List.copyOf(cycle);
  }

  /** The nodes of one cycle, in arc order. */
  public List<String> cycle() {
    return cycle;
  }
}
