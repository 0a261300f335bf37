package org.structlearn.citest;

import org.structlearn.data.Dataset;

/** Checks of CI queries shared by the tests: ranges, distinctness, column types. */
final class CiQueries {
  private CiQueries() {}

  /**
   * Throws {@link CiQueryException} naming the variable if the query is malformed.
   *
   * @param discrete whether every column must be discrete
   */
  static void check(Dataset data, int x, int y, int[] given, boolean discrete) {
    check(data, x, y, given, discrete, true);
  }

  /**
   * Checks a pair against a conditioning set already checked with {@link #checkGiven}: ranges, x ≠
   * y, neither in {@code sortedGiven} (ascending), and the pair's column types.
   */
  static void checkPair(Dataset data, int x, int y, int[] sortedGiven, boolean discrete) {
    pair(data, x, y);
    outside(data, x, sortedGiven, discrete);
    outside(data, y, sortedGiven, discrete);
  }

  private static void outside(Dataset data, int v, int[] sortedGiven, boolean discrete) {
    if (java.util.Arrays.binarySearch(sortedGiven, v) >= 0) {
      throw new CiQueryException(
          name(data, v),
          "'"
              + name(data, v)
              + "' is tested and also in the conditioning set; remove it from the set");
    }
    if (discrete) {
      discrete(data, v);
    }
  }

  /** Checks a conditioning set on its own (range, repeats, column types), before any pair. */
  static void checkGiven(Dataset data, int[] given, boolean discrete) {
    check(data, -1, -1, given, discrete, false);
  }

  private static void check(
      Dataset data, int x, int y, int[] given, boolean discrete, boolean pair) {
    if (given == null) {
      throw new IllegalArgumentException("given must not be null; pass an empty array");
    }
    if (pair) {
      pair(data, x, y);
    }
    for (int i = 0; i < given.length; i++) {
      int z = given[i];
      inRange(data, z, "a conditioning variable");
      if (pair && (z == x || z == y)) {
        throw new CiQueryException(
            name(data, z),
            "'"
                + name(data, z)
                + "' is tested and also in the conditioning set; remove it from the set");
      }
      for (int j = 0; j < i; j++) {
        if (given[j] == z) {
          throw new CiQueryException(
              name(data, z),
              "'" + name(data, z) + "' appears twice in the conditioning set; list it once");
        }
      }
    }
    if (discrete) {
      if (pair) {
        discrete(data, x);
        discrete(data, y);
      }
      for (int z : given) {
        discrete(data, z);
      }
    }
  }

  private static void pair(Dataset data, int x, int y) {
    inRange(data, x, "x");
    inRange(data, y, "y");
    if (x == y) {
      throw new CiQueryException(
          name(data, x),
          "x and y are the same variable '"
              + name(data, x)
              + "'; a variable is not tested against itself");
    }
  }

  private static void inRange(Dataset data, int index, String role) {
    if (index < 0 || index >= data.columns()) {
      throw new CiQueryException(
          Integer.toString(index),
          role
              + " is column "
              + index
              + ", out of range: the data has columns 0 to "
              + (data.columns() - 1));
    }
  }

  private static void discrete(Dataset data, int c) {
    if (!data.isDiscrete(c)) {
      throw new CiQueryException(
          name(data, c),
          org.structlearn.data.DataException.continuousColumn(name(data, c), "this test"));
    }
  }

  private static String name(Dataset data, int c) {
    return data.variable(c).name();
  }
}
