package org.structlearn.missing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.data.Dataset;

/**
 * The rows of an all-continuous data set grouped by which cells are missing (their pattern), in
 * order of first appearance, so that each pattern's conditional normal is factorised once per
 * E-step.
 */
final class GaussianRows {
  final int columns;
  final int rows;
  final int completeRows;
  final int missingCells;
  final List<Pattern> patterns;

  /**
   * One pattern of missing cells.
   *
   * @param observed the observed columns, ascending
   * @param missing the missing columns, ascending
   * @param values per row of the pattern, its values (NaN where missing)
   */
  record Pattern(int[] observed, int[] missing, double[][] values) {}

  private GaussianRows(int columns, int rows, int missingCells, List<Pattern> patterns) {
    this.columns = columns;
    this.rows = rows;
    this.missingCells = missingCells;
    this.patterns = List.copyOf(patterns);
    int c = 0;
    for (Pattern p : patterns) {
      c += p.missing().length == 0 ? p.values().length : 0;
    }
    this.completeRows = c;
  }

  static GaussianRows of(Dataset data) {
    int p = data.columns();
    double[][] cols = new double[p][];
    for (int c = 0; c < p; c++) {
      cols[c] = data.valuesWithMissing(c);
    }
    Map<String, List<double[]>> groups = new LinkedHashMap<>();
    for (int r = 0; r < data.rows(); r++) {
      double[] row = new double[p];
      char[] key = new char[p];
      for (int c = 0; c < p; c++) {
        row[c] = cols[c][r];
        key[c] = Double.isNaN(row[c]) ? '1' : '0';
      }
      groups.computeIfAbsent(new String(key), k -> new ArrayList<>()).add(row);
    }
    List<Pattern> patterns = new ArrayList<>();
    for (Map.Entry<String, List<double[]>> g : groups.entrySet()) {
      String key = g.getKey();
      int[] missing =
          java.util.stream.IntStream.range(0, p).filter(c -> key.charAt(c) == '1').toArray();
      int[] observed =
          java.util.stream.IntStream.range(0, p).filter(c -> key.charAt(c) == '0').toArray();
      patterns.add(new Pattern(observed, missing, g.getValue().toArray(new double[0][])));
    }
    return new GaussianRows(p, data.rows(), data.missing().total(), patterns);
  }

  /** The number of patterns with a missing cell. */
  int incompletePatterns() {
    return (int) patterns.stream().filter(q -> q.missing().length > 0).count();
  }
}
