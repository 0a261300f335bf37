package org.structlearn.spark;

import java.util.List;

/** Joins a column's pieces from blocks in block order into one array. */
final class Concatenation {
  private Concatenation() {}

  /** Column {@code c} of the blocks (in the order given), {@code rows} entries in all. */
  static Object column(List<EncodedBlock> blocks, int c, int rows) {
    Object first = blocks.get(0).columns()[c];
    Object out =
        first instanceof byte[]
            ? new byte[rows]
            : first instanceof int[] ? (Object) new int[rows] : new double[rows];
    int at = 0;
    for (EncodedBlock b : blocks) {
      System.arraycopy(b.columns()[c], 0, out, at, b.rows());
      at += b.rows();
    }
    return out;
  }
}
