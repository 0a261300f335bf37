package org.structlearn.search.ges;

/**
 * Sets of nodes as bit words ({@code long[]}, node i is bit i % 64 of word i / 64), all of one
 * width per graph: the adjacency rows of {@link PdagState} and the operator sets T and H. Every
 * method is O(words).
 */
final class NodeBits {
  private NodeBits() {}

  static int words(int n) {
    return (n + 63) >>> 6;
  }

  static boolean get(long[] s, int i) {
    return (s[i >>> 6] & (1L << i)) != 0;
  }

  static void set(long[] s, int i) {
    s[i >>> 6] |= 1L << i;
  }

  static void clear(long[] s, int i) {
    s[i >>> 6] &= ~(1L << i);
  }

  static boolean isEmpty(long[] s) {
    for (long w : s) {
      if (w != 0) {
        return false;
      }
    }
    return true;
  }

  static int count(long[] s) {
    int c = 0;
    for (long w : s) {
      c += Long.bitCount(w);
    }
    return c;
  }

  /** True if a ⊆ b. */
  static boolean isSubset(long[] a, long[] b) {
    for (int k = 0; k < a.length; k++) {
      if ((a[k] & ~b[k]) != 0) {
        return false;
      }
    }
    return true;
  }

  static boolean intersects(long[] a, long[] b) {
    for (int k = 0; k < a.length; k++) {
      if ((a[k] & b[k]) != 0) {
        return true;
      }
    }
    return false;
  }

  static long[] and(long[] a, long[] b) {
    long[] r = new long[a.length];
    for (int k = 0; k < a.length; k++) {
      r[k] = a[k] & b[k];
    }
    return r;
  }

  static long[] or(long[] a, long[] b) {
    long[] r = new long[a.length];
    for (int k = 0; k < a.length; k++) {
      r[k] = a[k] | b[k];
    }
    return r;
  }

  static long[] andNot(long[] a, long[] b) {
    long[] r = new long[a.length];
    for (int k = 0; k < a.length; k++) {
      r[k] = a[k] & ~b[k];
    }
    return r;
  }

  /** The first member at or after {@code from}, or -1. */
  static int next(long[] s, int from) {
    int k = from >>> 6;
    if (k >= s.length) {
      return -1;
    }
    long w = s[k] & (-1L << from);
    while (true) {
      if (w != 0) {
        return (k << 6) + Long.numberOfTrailingZeros(w);
      }
      if (++k == s.length) {
        return -1;
      }
      w = s[k];
    }
  }

  /** The members, ascending. */
  static int[] members(long[] s) {
    int[] out = new int[count(s)];
    int j = 0;
    for (int i = next(s, 0); i >= 0; i = next(s, i + 1)) {
      out[j++] = i;
    }
    return out;
  }

  static long[] of(int words, int... members) {
    long[] s = new long[words];
    for (int i : members) {
      set(s, i);
    }
    return s;
  }
}
