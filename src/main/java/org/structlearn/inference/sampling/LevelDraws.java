package org.structlearn.inference.sampling;

/**
 * The draw of one node's level for a column of draws from 53-bit uniforms (see {@link
 * ColumnDraws}): a binary node compares with its level-0 probability as a 53-bit threshold; a node
 * of more levels uses Walker's (1977) alias method as built by Vose (1991). Branch-free loops on
 * primitive arrays.
 */
final class LevelDraws {
  private static final double UNIT = 0x1p-53;
  private static final long MASK = (1L << 53) - 1;

  private LevelDraws() {}

  /** Level 1 where the 53 bits reach the threshold p0, else level 0. */
  static void binary(long[] bits, long p0, int[] out, int m) {
    for (int d = 0; d < m; d++) {
      out[d] = (int) ((p0 - 1 - bits[d]) >>> 63);
    }
  }

  /** As below, the configuration offset + col * stride (one drawn parent) made in the same pass. */
  static void binary(long[] bits, long[] p0, int offset, int[] col, int stride, int[] out, int m) {
    for (int d = 0; d < m; d++) {
      out[d] = (int) ((p0[offset + col[d] * stride] - 1 - bits[d]) >>> 63);
    }
  }

  /** Level 0 where the 53 bits are below the configuration's threshold, else level 1. */
  static void binary(long[] bits, long[] p0, int[] cfg, int[] out, int m) {
    for (int d = 0; d < m; d++) {
      out[d] = (int) ((p0[cfg[d]] - 1 - bits[d]) >>> 63); // branch-free: 1 when bits >= p0
    }
  }

  /**
   * The alias method, branch-free, on integers: with x = bits * r (below 2^64 for r < 2^11), column
   * k = x / 2^53 is kept when its fraction x mod 2^53 is below ceil(cut * 2^53), else its alias is
   * drawn. This is the comparison u * r - k < cut with u = bits / 2^53 computed exactly (a double
   * would round u * r, which changes a draw with probability about 2^-47).
   */
  static void alias(
      long[] bits, long[] keepBelow, int[] alias, int r, int[] cfg, int[] out, int m) {
    for (int d = 0; d < m; d++) {
      long x = bits[d] * r;
      int k = (int) (x >>> 53);
      int c = cfg[d] * r + k;
      int other = alias[c];
      int keep = (int) (((x & MASK) - keepBelow[c]) >> 63); // -1 keeps k
      out[d] = other + ((k - other) & keep);
    }
  }

  /** The alias method in doubles, for nodes of 2^11 levels or more. */
  static void aliasWide(
      long[] bits, double[] cut, int[] alias, int r, int[] cfg, int[] out, int m) {
    for (int d = 0; d < m; d++) {
      double t = bits[d] * UNIT * r;
      int k = (int) t;
      int c = cfg[d] * r + k;
      int other = alias[c];
      int keep = (int) (Double.doubleToRawLongBits((t - k) - cut[c]) >> 63); // -1 keeps k
      out[d] = other + ((k - other) & keep);
    }
  }
}
