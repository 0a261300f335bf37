package org.structlearn.latent;

import java.util.Arrays;

/**
 * The distinct rows of a naive Bayes model's observed columns, with their multiplicities: EM's
 * sufficient statistics. Seed 004's NBMs (5 children of 3 levels) have at most 3⁵ = 243 distinct
 * rows however many rows the data have, so an E-step over patterns costs 243 instead of 10,000 row
 * visits. Rows are keyed by their mixed-radix configuration index and sorted (so patterns come in a
 * fixed order); when that index would not fit a {@code long} every row is its own pattern.
 *
 * @param codes one code array per child, indexed by pattern
 * @param weights how many rows each pattern stands for
 * @param rowPattern the pattern of each row
 */
record NbmPatterns(int[][] codes, double[] weights, int[] rowPattern) {

  /** The number of distinct patterns. */
  int count() {
    return weights.length;
  }

  /** Groups the rows of the given column codes. */
  static NbmPatterns of(int[][] codes, int rows, int[] levels) {
    long radix = 1;
    for (int l : levels) {
      if (radix > Long.MAX_VALUE / Math.max(l, 1)) {
        return identity(codes, rows);
      }
      radix *= Math.max(l, 1);
    }
    long[] keys = new long[rows];
    for (int j = 0; j < codes.length; j++) {
      int l = Math.max(levels[j], 1);
      int[] col = codes[j];
      for (int r = 0; r < rows; r++) {
        keys[r] = keys[r] * l + col[r];
      }
    }
    long[] sorted = keys.clone();
    Arrays.sort(sorted);
    int distinct = 0;
    for (int i = 0; i < rows; i++) {
      if (i == 0 || sorted[i] != sorted[i - 1]) {
        sorted[distinct++] = sorted[i];
      }
    }
    long[] unique = Arrays.copyOf(sorted, distinct);
    int[] rowPattern = new int[rows];
    double[] weights = new double[distinct];
    int[][] out = new int[codes.length][distinct];
    for (int r = 0; r < rows; r++) {
      int p = Arrays.binarySearch(unique, keys[r]);
      rowPattern[r] = p;
      if (weights[p]++ == 0) {
        for (int j = 0; j < codes.length; j++) {
          out[j][p] = codes[j][r];
        }
      }
    }
    return new NbmPatterns(out, weights, rowPattern);
  }

  private static NbmPatterns identity(int[][] codes, int rows) {
    int[] rowPattern = new int[rows];
    Arrays.setAll(rowPattern, r -> r);
    double[] weights = new double[rows];
    Arrays.fill(weights, 1);
    return new NbmPatterns(codes, weights, rowPattern);
  }
}
