package org.structlearn.citest;

/**
 * A {@link CiTest} that can prepare a conditioning set once and then answer many pairs given it
 * more cheaply than one query at a time (e.g. {@link BayesianCiTest} computes the strata of Z
 * once). {@link CachedCiTest#testAll} groups a batch's queries by conditioning set and uses this
 * when the wrapped test offers it; other tests are called query by query.
 */
public interface BatchCiTest extends CiTest {
  /**
   * Prepares the conditioning set {@code given} (any order). The returned value is immutable and
   * thread-safe: several threads may test pairs given it at once.
   *
   * @throws CiQueryException if a column of {@code given} is out of range, repeated or cannot be
   *     tested
   */
  Conditioned conditionOn(int[] given);

  /** A test with its conditioning set fixed. */
  interface Conditioned {
    /** The conditioning set, sorted ascending. */
    int[] given();

    /**
     * Tests {@code x ⊥ y | given()}: exactly the result of {@code test(x, y, given())} on the test
     * this came from (equal, not merely close).
     *
     * @throws CiQueryException as {@link CiTest#test} does
     */
    CiResult test(int x, int y);
  }
}
