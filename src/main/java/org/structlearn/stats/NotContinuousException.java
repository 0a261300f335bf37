package org.structlearn.stats;

import org.structlearn.data.DataException;

/**
 * A Gaussian statistic was asked of a data set with a discrete column. The message names the column
 * and says what to do (drop it, read it as continuous, or use a discrete score).
 */
public class NotContinuousException extends DataException {
  private final String column;

  public NotContinuousException(String column) {
    super(
        "column '"
            + column
            + "' is discrete, but Gaussian scores need every column continuous; drop the column,"
            + " read it as continuous (CsvOptions types), or use a discrete score");
    this.column = column;
  }

  /** The name of the discrete column. */
  public String column() {
    return column;
  }
}
