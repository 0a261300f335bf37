package org.structlearn.stats;

import java.util.List;
import org.structlearn.data.Variable;

/**
 * A source of the sufficient statistics of discrete families: it answers a <em>batch</em> of
 * families at once, so a source whose data are far away (Spark: one job over the cached partitions)
 * reads the data once per batch instead of once per family. A search asks for the families one step
 * needs in one call.
 *
 * <p>Every answer is a dense {@link FamilyCounts} in the layout of {@link
 * FamilyCounter#countDense}: one row per parent configuration (the mixed-radix index over the
 * parents in the order the {@link Family} gives them, first parent fastest, levels that never occur
 * included), {@code counts[j * r + k]} for configuration {@code j} and child level {@code k}. So
 * the answer depends only on the data, never on the source.
 *
 * <p>Implementations: {@link InMemoryStatistics} (a {@link FamilyCounter} over a {@code Dataset})
 * and {@code org.structlearn.spark.SparkStatistics}.
 */
public interface DiscreteStatistics {

  /** The variables, in column order; family indices refer to it. */
  List<Variable> variables();

  /** The number of data rows every count adds up to. */
  int rows();

  /**
   * The counts of every family of the batch, in the batch's order.
   *
   * @throws org.structlearn.data.DataException if a column is continuous or a table would have 2^31
   *     cells or more
   */
  List<FamilyCounts> count(List<Family> batch);

  /** The counts of one family: a batch of one. */
  default FamilyCounts count(Family family) {
    return count(List.of(family)).get(0);
  }

  /** The passes this source has made so far and their time. */
  PassLog passes();
}
