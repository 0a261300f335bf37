package org.structlearn.data;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The row draws of {@link Dataset#bootstrap} and {@link Dataset#folds}: seeded, package-private.
 */
final class Resampling {
  private Resampling() {}

  /** {@code rows} indices drawn uniformly with replacement. */
  static int[] bootstrap(int rows, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int[] idx = new int[rows];
    for (int i = 0; i < rows; i++) {
      idx[i] = rnd.nextInt(rows);
    }
    return idx;
  }

  /** {@code k} folds after a seeded shuffle; sizes differ by at most one. */
  static List<Dataset.Fold> folds(Dataset data, int k, long seed) {
    int rows = data.rows();
    if (k < 2 || k > rows) {
      throw new DataException(
          "folds must be between 2 and the number of rows (" + rows + "), was " + k);
    }
    int[] perm = new int[rows];
    Arrays.setAll(perm, i -> i);
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = rows - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      int t = perm[i];
      perm[i] = perm[j];
      perm[j] = t;
    }
    List<Dataset.Fold> folds = new ArrayList<>(k);
    for (int f = 0; f < k; f++) {
      int from = (int) ((long) rows * f / k);
      int to = (int) ((long) rows * (f + 1) / k);
      int[] test = Arrays.copyOfRange(perm, from, to);
      int[] train = new int[rows - test.length];
      System.arraycopy(perm, 0, train, 0, from);
      System.arraycopy(perm, to, train, from, rows - to);
      Arrays.sort(test);
      Arrays.sort(train);
      folds.add(new Dataset.Fold(f, train, test, data.rows(train), data.rows(test)));
    }
    return List.copyOf(folds);
  }
}
