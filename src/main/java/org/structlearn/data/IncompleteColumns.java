package org.structlearn.data;

/**
 * Column storage of an {@link IncompleteDataset}: checking a column against its variable (codes in
 * range or −1, values finite or NaN), copied or adopted. Package-private.
 */
final class IncompleteColumns {
  private IncompleteColumns() {}

  static int length(Object col) {
    return col instanceof int[] a
        ? a.length
        : col instanceof byte[] b ? b.length : ((double[]) col).length;
  }

  static Object checked(Variable v, Object col, boolean copy) {
    if (v.isDiscrete() && col instanceof byte[] b && !copy && v.cardinality() <= 256) {
      for (int r = 0; r < b.length; r++) {
        if ((b[r] & 0xFF) >= v.cardinality()) {
          throw new DataException(
              "column '"
                  + v.name()
                  + "' row "
                  + (r + 1)
                  + ": code "
                  + (b[r] & 0xFF)
                  + " is not in 0.."
                  + (v.cardinality() - 1));
        }
      }
      return b;
    }
    if (v.isDiscrete()) {
      if (!(col instanceof int[] a)) {
        throw new DataException("discrete column '" + v.name() + "' must be int[] codes");
      }
      for (int r = 0; r < a.length; r++) {
        if (a[r] < IncompleteDataset.MISSING_CODE || a[r] >= v.cardinality()) {
          throw new DataException(
              "column '"
                  + v.name()
                  + "' row "
                  + (r + 1)
                  + ": code "
                  + a[r]
                  + " is not in 0.."
                  + (v.cardinality() - 1)
                  + " or -1 (missing)");
        }
      }
      return copy ? a.clone() : a;
    }
    if (!(col instanceof double[] d)) {
      throw new DataException("continuous column '" + v.name() + "' must be a double[]");
    }
    for (int r = 0; r < d.length; r++) {
      if (Double.isInfinite(d[r])) {
        throw new DataException(
            "column '" + v.name() + "' row " + (r + 1) + " is " + d[r] + "; values must be finite");
      }
    }
    return copy ? d.clone() : d;
  }
}
