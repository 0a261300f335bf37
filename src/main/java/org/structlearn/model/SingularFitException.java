package org.structlearn.model;

import org.structlearn.data.DataException;

/**
 * A node's regression on its parents cannot be fitted from the data: too few rows, a constant
 * column, parents that are collinear, or a child that is an exact linear function of its parents
 * (zero residual variance). The message names the node, and the parent where one is to blame.
 */
public class SingularFitException extends DataException {
  private final String node;

  /**
   * @param node the node whose regression failed
   * @param message what is wrong and what to do about it
   */
  public SingularFitException(String node, String message) {
    super(message);
    this.node = node;
  }

  /** The name of the node whose regression failed. */
  public String node() {
    return node;
  }
}
