package org.structlearn.missing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.Interrupts;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;

/**
 * The rows of a discrete data set grouped by their values, {@link
 * org.structlearn.data.Dataset#MISSING_CODE} marking a missing cell: each distinct row once with
 * its multiplicity as weight, the complete rows apart from the incomplete ones, in order of first
 * appearance. So an E-step calibrates each distinct incomplete row once.
 */
final class DiscreteRows {
  final int[] cards;
  final int rows;
  final int completeRows;
  final int missingCells;
  final int[][] complete; // [distinct complete row][column]
  final double[] completeWeight;
  final int[][] incomplete; // [distinct incomplete row][column], -1 where missing
  final double[] incompleteWeight;
  final int[][] missingOf; // per distinct incomplete row, its missing columns ascending

  private DiscreteRows(
      int[] cards,
      int rows,
      int missingCells,
      Map<Key, double[]> complete,
      Map<Key, double[]> incomplete) {
    this.cards = cards;
    this.rows = rows;
    this.missingCells = missingCells;
    this.complete = keys(complete);
    this.completeWeight = weights(complete);
    this.incomplete = keys(incomplete);
    this.incompleteWeight = weights(incomplete);
    this.missingOf = new int[this.incomplete.length][];
    int c = 0;
    for (double w : completeWeight) {
      c += (int) w;
    }
    this.completeRows = c;
    for (int i = 0; i < missingOf.length; i++) {
      int[] row = this.incomplete[i];
      missingOf[i] =
          java.util.stream.IntStream.range(0, row.length).filter(v -> row[v] < 0).toArray();
    }
  }

  /**
   * Groups the rows of an all-discrete data set.
   *
   * @throws DataException if a column is continuous
   */
  static DiscreteRows of(Dataset data) {
    int n = data.columns();
    int[] cards = new int[n];
    int[][] columns = new int[n][];
    for (int c = 0; c < n; c++) {
      if (!data.isDiscrete(c)) {
        throw new DataException(
            "column '"
                + data.variable(c).name()
                + "' is continuous; discrete structural EM needs every column discrete (or every"
                + " column continuous for the Gaussian one)");
      }
      cards[c] = data.cardinality(c);
      columns[c] = data.codesWithMissing(c);
    }
    Map<Key, double[]> complete = new LinkedHashMap<>();
    Map<Key, double[]> incomplete = new LinkedHashMap<>();
    for (int r = 0; r < data.rows(); r++) {
      if ((r & 0xFFF) == 0) {
        Interrupts.check(() -> "grouping the rows interrupted");
      }
      int[] row = new int[n];
      boolean missing = false;
      for (int c = 0; c < n; c++) {
        row[c] = columns[c][r];
        missing |= row[c] < 0;
      }
      (missing ? incomplete : complete).computeIfAbsent(new Key(row), k -> new double[1])[0]++;
    }
    return new DiscreteRows(cards, data.rows(), data.missing().total(), complete, incomplete);
  }

  private static int[][] keys(Map<Key, double[]> m) {
    List<int[]> out = new ArrayList<>(m.size());
    for (Key k : m.keySet()) {
      out.add(k.row);
    }
    return out.toArray(new int[0][]);
  }

  private static double[] weights(Map<Key, double[]> m) {
    return m.values().stream().mapToDouble(w -> w[0]).toArray();
  }

  /** A row as a hash key. */
  private record Key(int[] row) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Arrays.equals(row, k.row);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(row);
    }
  }
}
