package org.structlearn.citest;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * A decorator that runs each distinct test once: results are kept by (min(x, y), max(x, y), sorted
 * Z), so the Markov-network scores and constraint-based learners that ask the same question again
 * (an exhaustive search asks the same few hundred questions of 32,768 graphs) read it back. The
 * wrapped test is called with the query in that canonical order. Thread-safe: each distinct query
 * runs exactly once even when threads ask it together; counts tests run and answers reused.
 */
public final class CachedCiTest implements CiTest {
  private final CiTest inner;
  private final ConcurrentHashMap<Query, CiResult> cache = new ConcurrentHashMap<>();
  private final LongAdder calls = new LongAdder();
  private final LongAdder run = new LongAdder();

  public CachedCiTest(CiTest inner) {
    this.inner = inner;
  }

  @Override
  public CiResult test(int x, int y, int[] given) {
    int[] z = given.clone();
    Arrays.sort(z);
    Query key = new Query(Math.min(x, y), Math.max(x, y), z);
    calls.increment();
    CiResult hit = cache.get(key);
    if (hit != null) {
      return hit;
    }
    return cache.computeIfAbsent(
        key,
        k -> {
          run.increment();
          return inner.test(k.x, k.y, k.given);
        });
  }

  /**
   * Answers a batch of queries, results in the order of {@code queries}. Each distinct query runs
   * at most once, as with {@link #test}; the answers are those {@link #test} would give, whatever
   * the pool.
   *
   * @param pool workers to run the batch's tests on, or null to run them on the calling thread
   */
  public CiResult[] testAll(java.util.List<CiQuery> queries, org.structlearn.WorkerPool pool) {
    CiResult[] out = new CiResult[queries.size()];
    for (int i = 0; i < out.length; i++) {
      CiQuery q = queries.get(i);
      out[i] = test(q.x(), q.y(), q.given());
    }
    return out;
  }

  /** Calls that ran the wrapped test (distinct queries). */
  public long testsRun() {
    return run.sum();
  }

  /** Calls answered from the cache. */
  public long reused() {
    return calls.sum() - run.sum();
  }

  /** The wrapped test. */
  public CiTest inner() {
    return inner;
  }

  @Override
  public int variables() {
    return inner.variables();
  }

  @Override
  public String toString() {
    return inner + " (cached: " + testsRun() + " run, " + reused() + " reused)";
  }

  private record Query(int x, int y, int[] given) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Query q && q.x == x && q.y == y && Arrays.equals(q.given, given);
    }

    @Override
    public int hashCode() {
      return (x * 31 + y) * 0x9E3779B9 + Arrays.hashCode(given);
    }
  }
}
