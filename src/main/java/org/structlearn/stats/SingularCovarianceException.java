package org.structlearn.stats;

import java.util.List;
import org.structlearn.data.DataException;

/**
 * The covariance matrix of a family (a node and its parents) is singular, or numerically so: some
 * of its columns are perfectly collinear (one is an affine function of the others), so the
 * regression of the node on its parents is not identified or fits exactly, and a Gaussian score is
 * infinite. The message names the node and the parents and suggests the ridge option.
 */
public class SingularCovarianceException extends DataException {
  private final String node;
  private final List<String> parents;

  public SingularCovarianceException(String node, List<String> parents, String column) {
    super(
        "the covariance matrix of node '"
            + node
            + "' with parents "
            + parents
            + " is singular: column '"
            + column
            + "' is (numerically) an affine function of "
            + (column.equals(node) ? "the parents" : "the columns before it")
            + "; drop or merge the collinear columns, or set the score's ridge option (e.g."
            + " 1e-6 times a typical variance) to add a small value to the covariance diagonal");
    this.node = node;
    this.parents = List.copyOf(parents);
  }

  /** The child of the family. */
  public String node() {
    return node;
  }

  /** The parents of the family, in the order given. */
  public List<String> parents() {
    return parents;
  }
}
