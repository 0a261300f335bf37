package org.structlearn.score.undirected;

import java.util.List;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiTest;

/** Shared set-up of the scores built on CI tests (IB-score, BJP): the cache and name checks. */
final class CiScores {
  private CiScores() {}

  /** {@code test} itself if it is already cached, else a new cache around it. */
  static CachedCiTest cached(CiTest test, List<String> names) {
    if (test.variables() != names.size()) {
      throw new IllegalArgumentException(
          "the test has "
              + test.variables()
              + " variables but "
              + names.size()
              + " names were given; bind the test and the score to the same columns");
    }
    return test instanceof CachedCiTest c ? c : new CachedCiTest(test);
  }

  /**
   * The log posterior of the blanket-closure assertion about x and y, the term both scores sum: x
   * not⊥ y | blanket ∖ {y} if they are adjacent, x ⊥ y | blanket if not ({@code blanket} sorted,
   * x's).
   */
  static double assertion(CachedCiTest tests, int x, int y, int[] blanket, boolean adjacent) {
    return adjacent
        ? tests.test(x, y, without(blanket, y)).logPosteriorDependence()
        : tests.test(x, y, blanket).logPosteriorIndependence();
  }

  /** {@code blanket} without {@code y} (which it contains). */
  static int[] without(int[] blanket, int y) {
    int[] out = new int[blanket.length - 1];
    int k = 0;
    for (int b : blanket) {
      if (b != y) {
        out[k++] = b;
      }
    }
    return out;
  }

  /** Whether the sorted array contains {@code y}. */
  static boolean contains(int[] sorted, int y) {
    return java.util.Arrays.binarySearch(sorted, y) >= 0;
  }
}
