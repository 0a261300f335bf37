package org.structlearn.constraint;

import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The order in which constraint-based searches visit variables ({@link ConstraintOptions.Order}):
 * the columns' own, or the canonical order by name, which makes the results independent of the
 * column order.
 */
final class NameOrder {
  private NameOrder() {}

  /**
   * {@code rank[i]} is the position of variable i in the order: i itself for {@link
   * ConstraintOptions.Order#COLUMNS}, the position of {@code names.get(i)} in sorted name order for
   * {@link ConstraintOptions.Order#NAMES}.
   */
  static int[] ranks(List<String> names, ConstraintOptions.Order order) {
    int n = names.size();
    if (order == ConstraintOptions.Order.COLUMNS) {
      return IntStream.range(0, n).toArray();
    }
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
