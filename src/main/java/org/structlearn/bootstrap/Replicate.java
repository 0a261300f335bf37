package org.structlearn.bootstrap;

import java.util.List;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Edge;

/**
 * The trace of one bootstrap replicate: what its search found and what it cost.
 *
 * @param index the replicate, from 0; its resampling and search seed depend only on this and the
 *     run's seed
 * @param arcs the directed arcs counted (compelled arcs of the CPDAG, or every arc of the DAG when
 *     CPDAGs are off), by column index of the original data
 * @param edges the undirected edges counted (each one half per direction)
 * @param score the network score the search ended on, on the replicate's rows
 * @param iterations the moves the search took
 * @param evaluations the local-score evaluations it computed (cache misses)
 * @param nanos the replicate's wall time: resampling, search and CPDAG
 */
public record Replicate(
    int index,
    List<Arc> arcs,
    List<Edge> edges,
    double score,
    int iterations,
    long evaluations,
    long nanos) {

  public Replicate {
    arcs = List.copyOf(arcs);
    edges = List.copyOf(edges);
  }

  /** Links of the replicate's graph, directed or not. */
  public int links() {
    return arcs.size() + edges.size();
  }
}
