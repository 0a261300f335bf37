package org.structlearn.citest;

/**
 * A test of conditional independence bound to one data set: does the data support {@code X ⊥ Y |
 * Z}? Implementations are symmetric in {@code x} and {@code y}, do not depend on the order of
 * {@code given}, and are thread-safe; wrap one in {@link CachedCiTest} to compute each distinct
 * query once.
 */
public interface CiTest {
  /**
   * Tests {@code x ⊥ y | given}.
   *
   * @param x a column index
   * @param y another column index
   * @param given the conditioning set Z, column indices distinct from each other and from x and y
   *     (any order; empty for the marginal test)
   * @throws CiQueryException if an index is out of range, x equals y, x or y is in Z, Z repeats a
   *     variable, or a column cannot be tested (e.g. a continuous column in a discrete test)
   */
  CiResult test(int x, int y, int[] given);

  /** The number of variables (columns) the test is bound to. */
  int variables();

  /** The test's short name, as the command line writes it, e.g. {@code mi} or {@code cor}. */
  default String name() {
    return toString();
  }
}
