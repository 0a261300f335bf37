package org.structlearn.score.undirected;

import org.structlearn.data.Dataset;

/**
 * A data-free description of a {@link BlanketScore} (type and hyper-parameters); searches over
 * undirected graphs hold specs and bind them to the data they are given.
 */
public interface BlanketScoreSpec extends UndirectedGraphScoreSpec {
  /** The score bound to a data set. */
  @Override
  BlanketScore bind(Dataset data);
}
