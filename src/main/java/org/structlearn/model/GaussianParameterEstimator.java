package org.structlearn.model;

import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;

/**
 * Fits the linear Gaussian distributions of a given DAG to continuous data: the continuous
 * counterpart of {@link ParameterEstimator}. Implementations hold their options, never data, so one
 * estimator can be reused on many data sets.
 */
public interface GaussianParameterEstimator {
  /**
   * A network with the DAG's structure and parameters estimated from the data. Columns are matched
   * to nodes by name (other columns are ignored, order does not matter).
   *
   * @throws org.structlearn.data.DataException if a node has no column or a discrete one
   * @throws SingularFitException if a node's regression has no unique solution or a zero residual
   *     variance (naming the node)
   */
  GaussianNetwork fit(Dag dag, Dataset data);
}
