package org.structlearn.stats;

import java.util.Arrays;

/**
 * The sets W(s, b) of a child y and a parent set M: for each non-empty configuration s of M, the
 * rows at s with y at level b, with their sizes, their span of non-zero words and s's mixed-radix
 * index (first parent of M fastest). {@link FamilyPlanes} keeps the last ones of each thread and
 * counts every candidate parent x against them.
 */
final class FamilyStrata {
  final int node;
  final int[] given; // M
  final int[] config; // per stratum, M's configuration index
  final long[][] w; // [s * r + b]
  final int[] size;
  final int[] lo;
  final int[] hi;
  final int[] rowsFrom; // [s * r + b]: where W(s, b)'s rows start in rowBuffer, or -1 if unlisted
  int[] rowBuffer; // the listed sets' rows, each set's in order (the sets are disjoint)
  int rowsListed;
  final SpareArrays spare; // arrays this thread may reuse once these strata are replaced
  int[] previous; // the family last counted with these strata

  private FamilyStrata(
      int node,
      int[] given,
      int[] config,
      long[][] w,
      int[] size,
      int[] lo,
      int[] hi,
      SpareArrays spare) {
    this.node = node;
    this.given = given;
    this.config = config;
    this.w = w;
    this.size = size;
    this.lo = lo;
    this.hi = hi;
    this.spare = spare;
    this.rowBuffer = spare.takeRows();
    this.rowsFrom = new int[w.length];
    Arrays.fill(rowsFrom, -1);
  }

  /**
   * Hands back every array these strata made (their sets W and row buffer; the column planes they
   * share are not theirs), for the next strata of the same thread: they must not be used
   * afterwards.
   */
  SpareArrays release() {
    if (given.length > 0) {
      for (long[] set : w) {
        spare.giveWords(set);
      }
    }
    spare.giveRows(rowBuffer);
    return spare;
  }

  /** Whether {@code parents} without position k is M, in order. */
  boolean isWithout(int[] parents, int k) {
    return isWithout(parents, k, given);
  }

  /** Whether {@code parents} without position k is {@code given}, in order. */
  static boolean isWithout(int[] parents, int k, int[] given) {
    if (parents.length != given.length + 1) {
      return false;
    }
    for (int i = 0, j = 0; i < parents.length; i++) {
      if (i != k && parents[i] != given[j++]) {
        return false;
      }
    }
    return true;
  }

  /**
   * The strata of y = {@code node} given M = {@code given}: M's configurations are crossed one
   * parent at a time, keeping only the non-empty ones (plain arrays, no boxed indices).
   */
  static FamilyStrata of(BitPlanes planes, int[] cards, int node, int[] given, SpareArrays spare) {
    long[][] y = planes.planes(node);
    int r = y.length;
    long[][] sets; // the non-empty configurations of M, as bit sets over the rows
    int[] configs; // their mixed-radix indices
    if (given.length == 0) {
      sets = null;
      configs = new int[] {0};
    } else {
      sets = planes.planes(given[0]); // shared planes: never written
      configs = new int[sets.length];
      Arrays.setAll(configs, l -> l);
      int stride = cards[given[0]];
      for (int g = 1; g < given.length; g++) {
        long[][] p = planes.planes(given[g]);
        long[][] next = new long[configs.length * p.length][];
        int[] nextConfigs = new int[next.length];
        int count = cross(sets, configs, p, stride, next, nextConfigs, spare);
        if (g > 1) {
          giveBack(sets, spare); // an intermediate level, made here
        }
        sets = Arrays.copyOf(next, count);
        configs = Arrays.copyOf(nextConfigs, count);
        stride *= cards[given[g]];
      }
    }
    int strata = configs.length;
    long[][] w = new long[strata * r][];
    int[] size = new int[w.length];
    int[] lo = new int[w.length];
    int[] hi = new int[w.length];
    for (int s = 0; s < strata; s++) {
      for (int b = 0; b < r; b++) {
        long[] set = sets == null ? y[b] : and(sets[s], y[b], spare);
        int at = s * r + b;
        w[at] = set == null ? EMPTY : set;
        bound(w[at], at, size, lo, hi);
      }
    }
    if (given.length > 1) {
      giveBack(sets, spare); // the last level of M, made here
    }
    return new FamilyStrata(node, given, configs, w, size, lo, hi, spare);
  }

  private static final long[] EMPTY = new long[0];

  /**
   * The non-empty sets {@code sets[s] ∧ p[l]} into {@code next}, with their indices {@code
   * configs[s] + l · stride}; returns how many.
   */
  private static int cross(
      long[][] sets,
      int[] configs,
      long[][] p,
      int stride,
      long[][] next,
      int[] nextConfigs,
      SpareArrays spare) {
    int count = 0;
    for (int s = 0; s < sets.length; s++) {
      for (int l = 0; l < p.length; l++) {
        long[] t = and(sets[s], p[l], spare);
        if (t != null) {
          next[count] = t;
          nextConfigs[count++] = configs[s] + l * stride;
        }
      }
    }
    return count;
  }

  private static void giveBack(long[][] sets, SpareArrays spare) {
    for (long[] set : sets) {
      spare.giveWords(set);
    }
  }

  /** The span of non-zero words of {@code set} and its number of rows, at {@code at}. */
  private static void bound(long[] set, int at, int[] size, int[] lo, int[] hi) {
    int from = 0;
    int to = set.length;
    while (from < to && set[from] == 0) {
      from++;
    }
    while (to > from && set[to - 1] == 0) {
      to--;
    }
    lo[at] = from;
    hi[at] = to;
    size[at] = FamilyPlanes.andCount(set, set, from, to);
  }

  /** a ∧ b in a spare array, or null (the array given back) when it is empty. */
  private static long[] and(long[] a, long[] b, SpareArrays spare) {
    long[] t = spare.takeWords();
    long any = 0;
    for (int i = 0; i < a.length; i++) {
      t[i] = a[i] & b[i];
      any |= t[i];
    }
    if (any == 0) {
      spare.giveWords(t);
      return null;
    }
    return t;
  }

  /**
   * The dense table of the family M with x inserted at position {@code split}: configuration index
   * over the parents in the order given, first fastest, times r plus y's level; into {@code table}
   * (q · r zeros).
   */
  int[] count(long[][] x, byte[] codes, int split, int[] parents, int[] cards, int r, int[] table) {
    int rx = x.length;
    int low = 1; // stride of x in the family: the product of the cards before it
    for (int k = 0; k < split; k++) {
      low *= cards[parents[k]];
    }
    int[] rowOf = new int[rx];
    int[] tally = new int[rx];
    for (int s = 0; s < config.length; s++) {
      int below = config[s] % low;
      int above = config[s] / low * low * rx;
      for (int a = 0; a < rx; a++) {
        rowOf[a] = (below + a * low + above) * r;
      }
      for (int b = 0; b < r; b++) {
        int at = s * r + b;
        int rest = size[at];
        if (rest == 0) {
          continue;
        }
        int from;
        if ((long) rest * FamilyPlanes.ROW_WORDS < (long) (rx - 1) * (hi[at] - lo[at])
            && (from = rowsFrom(at)) >= 0) {
          Arrays.fill(tally, 0);
          for (int k = from, end = from + size[at]; k < end; k++) {
            tally[codes[rowBuffer[k]] & 0xFF]++;
          }
          for (int a = 0; a < rx; a++) {
            table[rowOf[a] + b] = tally[a];
          }
          continue;
        }
        for (int a = 0; a < rx - 1; a++) {
          int c = FamilyPlanes.andCount(w[at], x[a], lo[at], hi[at]);
          table[rowOf[a] + b] = c;
          rest -= c;
        }
        table[rowOf[rx - 1] + b] = rest;
      }
    }
    return table;
  }

  /**
   * Where the rows of W(at) start in {@link #rowBuffer} ({@code size[at]} of them, in order),
   * listed from its set bits the first time they are asked for; -1 if listing them would pass
   * {@link SpareArrays#maxListedRows()}.
   */
  int rowsFrom(int at) {
    if (rowsFrom[at] < 0) {
      long need = (long) rowsListed + size[at];
      int max = spare.maxListedRows();
      if (need > max) {
        return -1;
      }
      if (need > rowBuffer.length) {
        rowBuffer =
            Arrays.copyOf(rowBuffer, (int) Math.min(max, Math.max(need, 2L * rowBuffer.length)));
      }
      long[] set = w[at];
      int k = rowsListed;
      for (int word = lo[at]; word < hi[at]; word++) {
        for (long v = set[word]; v != 0; v &= v - 1) {
          rowBuffer[k++] = (word << 6) + Long.numberOfTrailingZeros(v);
        }
      }
      rowsFrom[at] = rowsListed;
      rowsListed = k;
    }
    return rowsFrom[at];
  }
}
