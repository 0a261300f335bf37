package org.structlearn.score;

import org.structlearn.data.Dataset;

/**
 * A data-free description of a decomposable score (type and hyper-parameters); learners hold specs
 * and bind them to the data they are given.
 */
public interface ScoreSpec {
  /** The score bound to a data set. */
  LocalScore bind(Dataset data);

  /** A short name, e.g. {@code bic} or {@code bdeu(iss=1)}. */
  String name();
}
