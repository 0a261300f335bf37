package org.structlearn.search.exact;

import java.util.Locale;

/**
 * The memory an exact search plans to use, estimated before it allocates anything.
 *
 * @param variables the number of variables n
 * @param candidateSets parent sets the first stage may score at most, over all nodes (before
 *     pruning; {@code Long.MAX_VALUE} if that overflows)
 * @param dpBytes the dynamic programme's table: one double per subset of the variables, 8·2ⁿ
 * @param parentSetBytes the largest working set of the parent-set stage (one level of candidate
 *     sets of every node at once, about 128 bytes each), an upper bound
 * @param limitBytes what the search may use: the option, or the heap free at the start
 */
public record MemoryEstimate(
    int variables, long candidateSets, long dpBytes, long parentSetBytes, long limitBytes) {

  /** The planned peak: the larger of the two stages (the first is freed before the second). */
  public long peakBytes() {
    return Math.max(dpBytes, parentSetBytes);
  }

  public boolean fits() {
    return peakBytes() <= limitBytes;
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "%d variables: dynamic programme %s (8 bytes x 2^%d subsets), parent-set stage up to %s"
            + " (%s candidate sets); limit %s",
        variables,
        mb(dpBytes),
        variables,
        mb(parentSetBytes),
        candidateSets == Long.MAX_VALUE ? "more than 9.2e18" : String.format("%,d", candidateSets),
        mb(limitBytes));
  }

  static String mb(long bytes) {
    if (bytes >= 1L << 30) {
      return String.format(Locale.ROOT, "%.2f GB", bytes / (double) (1L << 30));
    }
    return String.format(Locale.ROOT, "%.1f MB", bytes / (double) (1L << 20));
  }
}
