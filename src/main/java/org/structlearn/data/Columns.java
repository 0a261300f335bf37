package org.structlearn.data;

/**
 * Column storage of a {@link Dataset}: checking and packing codes (one byte per cell up to 256
 * levels), and gathering rows. Package-private helpers; a column is a {@code byte[]}, an {@code
 * int[]} or a {@code double[]}.
 */
final class Columns {
  private Columns() {}

  static Object copyChecked(Variable v, Object col) {
    Object checked = checked(v, col);
    return checked == col ? cloneOf(col) : checked;
  }

  private static Object cloneOf(Object col) {
    if (col instanceof byte[] b) {
      return b.clone();
    }
    if (col instanceof int[] a) {
      return a.clone();
    }
    return ((double[]) col).clone();
  }

  /**
   * The column checked against its variable: the array itself when it is stored as it is, or a new
   * packed array (int codes of at most 256 levels become bytes, bytes of more levels become ints).
   */
  static Object checked(Variable v, Object col) {
    if (v.isDiscrete()) {
      int k = v.cardinality();
      int[] codes;
      if (col instanceof byte[] b && k <= 256) {
        for (int i = 0; i < b.length; i++) {
          if ((b[i] & 0xFF) >= k) {
            throw new DataException(
                "column '"
                    + v.name()
                    + "' row "
                    + (i + 1)
                    + ": code "
                    + (b[i] & 0xFF)
                    + " is not in 0.."
                    + (k - 1)
                    + " (the variable has "
                    + k
                    + " levels)");
          }
        }
        return b;
      }
      if (col instanceof byte[] b) {
        codes = new int[b.length];
        for (int i = 0; i < b.length; i++) {
          codes[i] = b[i] & 0xFF;
        }
      } else if (col instanceof int[] a) {
        codes = a;
      } else {
        throw new DataException(
            "discrete column '"
                + v.name()
                + "' must be byte[] or int[] codes, was "
                + typeName(col));
      }
      for (int i = 0; i < codes.length; i++) {
        if (codes[i] < 0 || codes[i] >= k) {
          throw new DataException(
              "column '"
                  + v.name()
                  + "' row "
                  + (i + 1)
                  + ": code "
                  + codes[i]
                  + " is not in 0.."
                  + (k - 1)
                  + " (the variable has "
                  + k
                  + " levels)");
        }
      }
      return k > 256 && codes == col ? codes : pack(codes, k);
    }
    if (!(col instanceof double[] d)) {
      throw new DataException(
          "continuous column '" + v.name() + "' must be double[], was " + typeName(col));
    }
    for (int i = 0; i < d.length; i++) {
      if (!Double.isFinite(d[i])) {
        throw new DataException(
            "column '"
                + v.name()
                + "' row "
                + (i + 1)
                + ": value "
                + d[i]
                + " is not a finite number; remove or impute it");
      }
    }
    return d;
  }

  static Object pack(int[] codes, int levels) {
    if (levels > 256) {
      return codes.clone();
    }
    byte[] b = new byte[codes.length];
    for (int i = 0; i < codes.length; i++) {
      b[i] = (byte) codes[i];
    }
    return b;
  }

  static String typeName(Object o) {
    return o.getClass().getSimpleName();
  }

  static int length(Object col) {
    if (col instanceof byte[] b) {
      return b.length;
    }
    if (col instanceof int[] a) {
      return a.length;
    }
    return ((double[]) col).length;
  }

  static Object gather(Object col, int[] idx) {
    if (col instanceof byte[] b) {
      byte[] o = new byte[idx.length];
      for (int i = 0; i < idx.length; i++) {
        o[i] = b[idx[i]];
      }
      return o;
    }
    if (col instanceof int[] a) {
      int[] o = new int[idx.length];
      for (int i = 0; i < idx.length; i++) {
        o[i] = a[idx[i]];
      }
      return o;
    }
    double[] d = (double[]) col;
    double[] o = new double[idx.length];
    for (int i = 0; i < idx.length; i++) {
      o[i] = d[idx[i]];
    }
    return o;
  }

  /**
   * The row indices of k folds after a seeded shuffle (Fisher–Yates), fold sizes differing by at
   * most one: for each fold its training rows and its held-out rows, each ascending.
   */
  static java.util.List<int[][]> folds(int rows, int k, long seed) {
    int[] perm = new int[rows];
    java.util.Arrays.setAll(perm, i -> i);
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
    for (int i = rows - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      int t = perm[i];
      perm[i] = perm[j];
      perm[j] = t;
    }
    java.util.List<int[][]> out = new java.util.ArrayList<>(k);
    for (int f = 0; f < k; f++) {
      int from = (int) ((long) rows * f / k);
      int to = (int) ((long) rows * (f + 1) / k);
      int[] test = java.util.Arrays.copyOfRange(perm, from, to);
      int[] train = new int[rows - test.length];
      System.arraycopy(perm, 0, train, 0, from);
      System.arraycopy(perm, to, train, from, rows - to);
      java.util.Arrays.sort(test);
      java.util.Arrays.sort(train);
      out.add(new int[][] {train, test});
    }
    return out;
  }

  /**
   * A discrete column's codes under the variable's new level list, which must hold every old level.
   *
   * @throws DataException naming a level of the data missing from the new list
   */
  static int[] recoded(Variable old, Variable now, int[] codes) {
    int[] map = new int[old.cardinality()];
    for (int i = 0; i < map.length; i++) {
      map[i] = now.codeOf(old.levels().get(i));
      if (map[i] < 0) {
        throw new DataException(
            "column '"
                + old.name()
                + "' has level '"
                + old.levels().get(i)
                + "' which is not in the given "
                + "level list "
                + now.levels()
                + "; add it to the list");
      }
    }
    for (int r = 0; r < codes.length; r++) {
      codes[r] = map[codes[r]];
    }
    return codes;
  }

  /** {@code rows} row indices drawn uniformly with replacement, seeded. */
  static int[] bootstrap(int rows, long seed) {
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
    int[] idx = new int[rows];
    for (int i = 0; i < rows; i++) {
      idx[i] = rnd.nextInt(rows);
    }
    return idx;
  }
}
