package org.structlearn.io.graph;

/** The graph file formats {@link GraphFiles} reads, and whether each can list isolated nodes. */
public enum GraphFormat {
  /** A BIF network (its DAG); lists every node. */
  BIF("a BIF network"),
  /** A Gaussian network in bnlearn-style JSON (its DAG); lists every node. */
  GAUSSIAN_JSON("a JSON network"),
  /** A bnlearn model string; lists every node (one bracket each). */
  MODEL_STRING("a model string"),
  /** An arc-list CSV ({@code from,to}); a node without arcs cannot appear. */
  ARC_LIST("an arc list"),
  /** Graphviz DOT; lists every node only if each has a node statement. */
  DOT("a DOT file"),
  /** A Matrix Market coordinate file (an undirected graph); lists every node (its size line). */
  MATRIX_MARKET("a Matrix Market file"),
  /** A GML file (an undirected graph); lists every node. */
  GML("a GML file"),
  /** A Markov network in UAI format (its graph); lists every node. */
  UAI("a UAI Markov network");

  private final String description;

  GraphFormat(String description) {
    this.description = description;
  }

  /** The format with an article, for messages: "an arc list". */
  public String description() {
    return description;
  }
}
