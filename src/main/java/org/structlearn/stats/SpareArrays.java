package org.structlearn.stats;

import java.util.ArrayDeque;

/**
 * One thread's arrays for its next strata: the bit sets and the row buffer (grown as needed, up to
 * {@link #maxListedRows()}) of the strata it replaced. A hill climb builds strata a few hundred
 * times (once per rescored column and per removal), each of up to a thousand sets of n / 64 words;
 * allocating them anew each time is most of the search's garbage, and in a fresh JVM every new page
 * of heap costs a page fault. Only the thread that owns the strata uses it.
 */
final class SpareArrays {
  private final int words;
  private final int maxListedRows;
  private final ArrayDeque<long[]> sets = new ArrayDeque<>();
  private int[] rowBuffer = new int[0];

  SpareArrays(int words, int maxListedRows) {
    this.words = words;
    this.maxListedRows = maxListedRows;
  }

  /** The most rows the strata of this thread list at once (their row buffer's bound). */
  int maxListedRows() {
    return maxListedRows;
  }

  /** A set of {@code words} longs, contents unspecified (callers overwrite every word). */
  long[] takeWords() {
    long[] t = sets.poll();
    return t != null ? t : new long[words];
  }

  void giveWords(long[] set) {
    if (set.length == words) { // not the empty placeholder
      sets.push(set);
    }
  }

  /** The row buffer (grown by the strata as they list rows), empty at first. */
  int[] takeRows() {
    int[] b = rowBuffer;
    rowBuffer = new int[0];
    return b;
  }

  void giveRows(int[] b) {
    rowBuffer = b;
  }
}
