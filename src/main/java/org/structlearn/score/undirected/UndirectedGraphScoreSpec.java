package org.structlearn.score.undirected;

import org.structlearn.data.Dataset;

/**
 * A data-free description of an {@link UndirectedGraphScore} (type and hyper-parameters); searches
 * over undirected graphs hold specs and bind them to the data they are given. {@link
 * BlanketScoreSpec} is the node-local special case.
 */
public interface UndirectedGraphScoreSpec {
  /** The score bound to a data set. */
  UndirectedGraphScore bind(Dataset data);

  /** A short name, e.g. {@code bjp(priorIndependence=0.5, ...)}. */
  String name();
}
