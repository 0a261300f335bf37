package org.structlearn.citest;

import java.util.Arrays;

/**
 * One question for a {@link CiTest}: is {@code x ⊥ y | given}? Used to hand a batch of queries to
 * {@link CachedCiTest#testAll}. Equality and hash compare the arrays' contents, so two queries with
 * the same variables in the same order are equal; {@link #canonical()} puts a query in the order
 * the cache keys by.
 *
 * @param x a column index
 * @param y another column index
 * @param given the conditioning set Z (column indices); not copied, do not modify
 */
public record CiQuery(int x, int y, int[] given) {
  /** The same query with {@code x < y} and Z sorted ascending. */
  public CiQuery canonical() {
    int[] z = given.clone();
    Arrays.sort(z);
    return new CiQuery(Math.min(x, y), Math.max(x, y), z);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CiQuery q && q.x == x && q.y == y && Arrays.equals(q.given, given);
  }

  @Override
  public int hashCode() {
    return (x * 31 + y) * 0x9E3779B9 + Arrays.hashCode(given);
  }

  @Override
  public String toString() {
    return x + " ⊥ " + y + " | " + Arrays.toString(given);
  }
}
