package org.structlearn.stats;

import org.structlearn.data.DataException;

/**
 * A continuous column has the same value in every row: its variance is zero, so its Gaussian
 * log-likelihood is unbounded. The message names the column and says what to do.
 */
public class ConstantColumnException extends DataException {
  private final String column;

  public ConstantColumnException(String column, double value) {
    super(
        "column '"
            + column
            + "' is constant (every value is "
            + value
            + "), so its variance is zero and a Gaussian score is infinite; drop the column"
            + " (it carries no information about the structure), or set the score's ridge option"
            + " to a small positive value");
    this.column = column;
  }

  /** The name of the constant column. */
  public String column() {
    return column;
  }
}
