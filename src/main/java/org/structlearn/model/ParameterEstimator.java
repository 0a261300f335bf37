package org.structlearn.model;

import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;

/**
 * Fits the conditional probability tables of a given DAG to discrete data. Implementations hold
 * their options, never data, so one estimator can be reused on many data sets.
 */
public interface ParameterEstimator {
  /**
   * A network with the DAG's structure and tables estimated from the data. Columns are matched to
   * nodes by name (other columns are ignored, order does not matter); each variable keeps the
   * column's levels in the column's order.
   *
   * @throws org.structlearn.data.DataException if a node has no column or a continuous one
   */
  BayesianNetwork fit(Dag dag, Dataset data);
}
