package org.structlearn.citest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;

/** The cache decorator: counters, equal results, canonical keys, thread safety. */
class CachedCiTestTest {
  private final Dataset data = BayesianCiTestTest.random(200, 3, 2, 3, 2, 2);
  private final BayesianCiTest plain = new BayesianCiTest(data, BayesianCiTestOptions.defaults());

  @Test
  void countsRunsAndReuseAndReturnsEqualResults() {
    CachedCiTest cached = new CachedCiTest(plain);
    CiResult first = cached.test(0, 1, new int[] {3, 2});
    assertEquals(plain.test(0, 1, new int[] {2, 3}), first);
    assertEquals(1, cached.testsRun());
    assertEquals(0, cached.reused());
    // swapped x and y, permuted z: the same query
    assertSame(first, cached.test(1, 0, new int[] {2, 3}));
    assertSame(first, cached.test(0, 1, new int[] {3, 2}));
    assertEquals(1, cached.testsRun());
    assertEquals(2, cached.reused());
    cached.test(0, 1, new int[] {2});
    assertEquals(2, cached.testsRun());
  }

  @Test
  void errorsAreNotCached() {
    CachedCiTest cached = new CachedCiTest(plain);
    assertThrows(CiQueryException.class, () -> cached.test(0, 1, new int[] {1}));
    assertThrows(CiQueryException.class, () -> cached.test(0, 1, new int[] {1}));
    assertEquals(0, cached.reused());
  }

  @Test
  void parallelCallsRunEachDistinctQueryOnce() {
    CachedCiTest cached = new CachedCiTest(plain);
    int[][] pairs = {{0, 1}, {0, 2}, {1, 3}, {2, 3}};
    int calls = 400;
    IntStream.range(0, calls)
        .parallel()
        .forEach(
            i -> {
              int[] p = pairs[i % pairs.length];
              int[] z = i % 8 < 4 ? new int[0] : otherThan(p);
              CiResult r = cached.test(p[i % 3 == 0 ? 1 : 0], p[i % 3 == 0 ? 0 : 1], z);
              assertEquals(plain.test(p[0], p[1], z), r);
            });
    assertEquals(8, cached.testsRun());
    assertEquals(calls - 8, cached.reused());
  }

  private static int[] otherThan(int[] pair) {
    return IntStream.range(0, 4).filter(v -> v != pair[0] && v != pair[1]).toArray();
  }
}
