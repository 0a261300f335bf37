package org.structlearn.constraint;

/**
 * The subsets of size k of a pool, in lexicographic order of positions in the pool. Start with
 * {@link #advance()}; {@link #current()} is then the first subset.
 */
final class Combinations {
  private final int[] pool;
  private final int[] idx;
  private final int[] current;
  private boolean started;

  Combinations(int[] pool, int k) {
    this.pool = pool;
    this.idx = new int[k];
    this.current = new int[k];
  }

  int size() {
    return idx.length;
  }

  /** The current subset (the same array each time; copy it to keep it). */
  int[] current() {
    return current;
  }

  /** Moves to the next subset; false when there is none. */
  boolean advance() {
    int k = idx.length;
    int m = pool.length;
    if (!started) {
      started = true;
      if (k > m) {
        return false;
      }
      for (int i = 0; i < k; i++) {
        idx[i] = i;
      }
    } else {
      int i = k - 1;
      while (i >= 0 && idx[i] == m - k + i) {
        i--;
      }
      if (i < 0) {
        return false;
      }
      idx[i]++;
      for (int j = i + 1; j < k; j++) {
        idx[j] = idx[j - 1] + 1;
      }
    }
    for (int i = 0; i < k; i++) {
      current[i] = pool[idx[i]];
    }
    return true;
  }
}
