package org.structlearn.constraint;

import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The canonical order of variables by name, which makes constraint-based results independent of the
 * column order.
 */
final class NameOrder {
  private NameOrder() {}

  /** {@code rank[i]} is the position of {@code names.get(i)} in sorted name order. */
  static int[] ranks(List<String> names) {
    int n = names.size();
    int[] byName =
        IntStream.range(0, n)
            .boxed()
            .sorted(Comparator.comparing(names::get))
            .mapToInt(Integer::intValue)
            .toArray();
    int[] rank = new int[n];
    for (int r = 0; r < n; r++) {
      rank[byName[r]] = r;
    }
    return rank;
  }

  /** The members of {@code set} sorted by rank. */
  static int[] sorted(BitSet set, int[] rank) {
    return set.stream()
        .boxed()
        .sorted(Comparator.comparingInt(v -> rank[v]))
        .mapToInt(Integer::intValue)
        .toArray();
  }
}
