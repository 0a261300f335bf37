package org.structlearn.mixed;

/**
 * Where a {@link Configurations} gets the statistics it does not have yet: from the rows ({@link
 * RowMoments}) or by merging those of a finer grouping ({@link AtomMoments}).
 */
interface Moments {
  /** The mean of continuous column {@code i} in each observed configuration. */
  double[] means(int i);

  /**
   * Σ (x_i − m_i)(x_j − m_j) in each observed configuration, given the means {@code mi} and {@code
   * mj} of the two columns (weighted if the rows are).
   */
  double[] cross(int i, int j, double[] mi, double[] mj);
}
