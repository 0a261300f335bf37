package org.structlearn.learn;

import java.util.Locale;

/**
 * The kind of graph a learner returns; it decides how the graph is written, compared and counted.
 */
public enum GraphKind {
  /**
   * A directed acyclic graph ({@link org.structlearn.graph.Dag}): a Bayesian network's structure.
   */
  DAG,
  /**
   * A completed partially directed acyclic graph ({@link org.structlearn.graph.Pdag}): a Markov
   * equivalence class of DAGs, as constraint-based learners return it.
   */
  CPDAG,
  /**
   * An undirected graph ({@link org.structlearn.graph.UndirectedGraph}): a Markov network's
   * structure, or a skeleton.
   */
  UNDIRECTED;

  /** The lower-case name JSON output uses ({@code dag}, {@code cpdag}, {@code undirected}). */
  public String jsonName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** True for DAGs and CPDAGs, whose arcs have directions. */
  public boolean isDirected() {
    return this != UNDIRECTED;
  }
}
