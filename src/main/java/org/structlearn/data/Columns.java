package org.structlearn.data;

import java.util.List;

/**
 * Column storage of a {@link Dataset}: checking and packing codes (one byte per cell up to 256
 * levels), and gathering rows. Package-private helpers; a column is a {@code byte[]}, an {@code
 * int[]} or a {@code double[]}.
 */
final class Columns {
  private Columns() {}

  /**
   * Replaces column {@code c} of the list by a copy with placeholders where it holds a sentinel
   * ({@code -1} in an {@code int[]}, {@code NaN} in a {@code double[]}); returns the mask, or null
   * if it holds none.
   */
  static boolean[] takeSentinels(List<Object> cells, int c) {
    Object col = cells.get(c);
    boolean[] mask = null;
    if (col instanceof int[] a) {
      for (int r = 0; r < a.length; r++) {
        if (a[r] == Dataset.MISSING_CODE) {
          mask = mask == null ? new boolean[a.length] : mask;
          mask[r] = true;
        }
      }
    } else if (col instanceof double[] d) {
      for (int r = 0; r < d.length; r++) {
        if (Double.isNaN(d[r])) {
          mask = mask == null ? new boolean[d.length] : mask;
          mask[r] = true;
        }
      }
    }
    if (mask != null) {
      cells.set(c, placeheld(col, mask, null, true));
    }
    return mask;
  }

  /** The column with the placeholder (code 0, value 0.0) under the mask; a copy if asked. */
  static Object placeheld(Object col, boolean[] mask, Variable v, boolean copy) {
    if (mask.length != length(col)) {
      throw new DataException(
          "the missing-cell mask of column '"
              + (v == null ? "?" : v.name())
              + "' has "
              + mask.length
              + " rows, the column "
              + length(col));
    }
    Object out = copy ? cloneOf(col) : col;
    for (int r = 0; r < mask.length; r++) {
      if (mask[r]) {
        if (out instanceof byte[] b) {
          b[r] = 0;
        } else if (out instanceof int[] a) {
          a[r] = 0;
        } else {
          ((double[]) out)[r] = 0;
        }
      }
    }
    return out;
  }

  /** The codes with {@link Dataset#MISSING_CODE} under the mask (in place). */
  static int[] withSentinels(int[] codes, boolean[] mask) {
    for (int r = 0; mask != null && r < codes.length; r++) {
      if (mask[r]) {
        codes[r] = Dataset.MISSING_CODE;
      }
    }
    return codes;
  }

  /** The values with {@code NaN} under the mask (in place). */
  static double[] withSentinels(double[] values, boolean[] mask) {
    for (int r = 0; mask != null && r < values.length; r++) {
      if (mask[r]) {
        values[r] = Double.NaN;
      }
    }
    return values;
  }

  /** The variable of a discrete column with new levels; refuses a continuous column. */
  static Variable releveled(Variable old, List<String> levels) {
    if (!old.isDiscrete()) {
      throw new DataException(
          "column '"
              + old.name()
              + "' is continuous; levels can only be given for a discrete column");
    }
    return Variable.discrete(old.name(), levels);
  }

  /**
   * The codes of {@code old} renumbered into the levels of {@code nv}, packed, placeholders kept.
   *
   * @throws DataException naming a level of {@code old} that {@code nv} lacks
   */
  static Object recoded(int[] codes, Variable old, Variable nv, boolean[] mask) {
    int[] map = new int[old.cardinality()];
    for (int i = 0; i < map.length; i++) {
      map[i] = nv.codeOf(old.levels().get(i));
      if (map[i] < 0) {
        throw new DataException(
            "column '"
                + old.name()
                + "' has level '"
                + old.levels().get(i)
                + "' which is not in the given level list "
                + nv.levels()
                + "; add it to the list");
      }
    }
    for (int r = 0; r < codes.length; r++) {
      codes[r] = mask != null && mask[r] ? 0 : map[codes[r]];
    }
    return pack(codes, nv.cardinality());
  }

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

  /** The code of a discrete cell. */
  static int code(Object col, int row, Variable v) {
    if (col instanceof byte[] b) {
      return b[row] & 0xFF;
    }
    if (col instanceof int[] a) {
      return a[row];
    }
    throw notDiscrete(v);
  }

  /** A discrete column of at most 256 levels as stored. */
  static byte[] bytes(Object col, Variable v) {
    if (col instanceof byte[] b) {
      return b;
    }
    if (col instanceof int[]) {
      throw new DataException("column '" + v.name() + "' has more than 256 levels; use codesOf()");
    }
    throw notDiscrete(v);
  }

  /** A discrete column's codes as a new {@code int[]}. */
  static int[] intCodes(Object col, Variable v) {
    if (col instanceof int[] a) {
      return a.clone();
    }
    if (!(col instanceof byte[] b)) {
      throw notDiscrete(v);
    }
    int[] out = new int[b.length];
    for (int i = 0; i < b.length; i++) {
      out[i] = b[i] & 0xFF;
    }
    return out;
  }

  /** A continuous column as stored. */
  static double[] values(Object col, Variable v) {
    if (col instanceof double[] d) {
      return d;
    }
    throw new DataException("column '" + v.name() + "' is not continuous");
  }

  private static DataException notDiscrete(Variable v) {
    return new DataException("column '" + v.name() + "' is not discrete");
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
}
