package org.structlearn.citest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.structlearn.InterruptedRunException;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

/**
 * {@link CachedCiTest#testAll}: answers equal to single queries for pool sizes 1 and 2 (fork-join
 * and fixed) and any query order, counters and cache contents independent of the pool, the
 * plain-{@link CiTest} path (an oracle), interrupts; and the bounded cache: a tiny bound changes
 * counters only, never answers, and the size never passes the bound.
 */
class CachedCiTestBatchTest {
  private static final int N = 9;
  private final Dataset data = BayesianCiTestTest.random(800, 21, 2, 3, 2, 2, 3, 2, 4, 2, 2);
  private final BayesianCiTest plain = new BayesianCiTest(data, BayesianCiTestOptions.defaults());

  /** Blanket-style queries: for several x, x ⊥ y | Z_x for every y outside Z_x, with repeats. */
  private static List<CiQuery> queries(long seed) {
    Random rnd = new Random(seed);
    List<CiQuery> out = new ArrayList<>();
    for (int round = 0; round < 12; round++) {
      int x = rnd.nextInt(N);
      List<Integer> others = new ArrayList<>();
      for (int v = 0; v < N; v++) {
        if (v != x) {
          others.add(v);
        }
      }
      Collections.shuffle(others, rnd);
      int size = rnd.nextInt(5);
      int[] z = others.subList(0, size).stream().mapToInt(Integer::intValue).toArray();
      for (int y : others.subList(size, others.size())) {
        // swapped and permuted repeats of the same question
        out.add(rnd.nextBoolean() ? new CiQuery(x, y, z) : new CiQuery(y, x, reversed(z)));
      }
    }
    for (int i = 0; i < 10; i++) { // repeats of earlier questions, asked the other way round
      CiQuery q = out.get(rnd.nextInt(out.size()));
      out.add(new CiQuery(q.y(), q.x(), reversed(q.given())));
    }
    return out;
  }

  private static int[] reversed(int[] a) {
    int[] r = new int[a.length];
    for (int i = 0; i < a.length; i++) {
      r[i] = a[a.length - 1 - i];
    }
    return r;
  }

  /** The batch in three rounds (so later rounds hit), with counters and size after each. */
  private static List<Object> run(CachedCiTest cached, List<CiQuery> qs, WorkerPool pool) {
    List<Object> trace = new ArrayList<>();
    for (int from = 0; from < qs.size(); from += qs.size() / 3 + 1) {
      List<CiQuery> part = qs.subList(0, Math.min(qs.size(), from + qs.size() / 3 + 1));
      trace.add(List.of(cached.testAll(part, pool)));
      trace.add(List.of(cached.testsRun(), cached.reused(), cached.size()));
    }
    return trace;
  }

  @Test
  @Timeout(60)
  void batchEqualsSingleQueriesForAnyPoolAndOrder() {
    List<CiQuery> qs = queries(1);
    List<Object> reference = run(new CachedCiTest(plain), qs, null);
    List<IntFunction<WorkerPool>> pools =
        List.of(t -> WorkerPool.forkJoin("citest", t), t -> WorkerPool.fixed("citest", t));
    for (IntFunction<WorkerPool> make : pools) {
      for (int threads = 1; threads <= 2; threads++) {
        try (WorkerPool pool = make.apply(threads)) {
          assertEquals(reference, run(new CachedCiTest(plain), qs, pool), threads + " threads");
        }
      }
    }
    CiResult[] batch = new CachedCiTest(plain).testAll(qs, null);
    for (int i = 0; i < qs.size(); i++) {
      CiQuery q = qs.get(i);
      assertEquals(plain.test(q.x(), q.y(), q.given()), batch[i], q.toString());
    }
    // shuffled: each query still gets its own answer
    List<CiQuery> shuffled = new ArrayList<>(qs);
    Collections.shuffle(shuffled, new Random(2));
    try (WorkerPool pool = WorkerPool.forkJoin("citest", 2)) {
      CiResult[] s = new CachedCiTest(plain).testAll(shuffled, pool);
      for (int i = 0; i < s.length; i++) {
        assertEquals(batch[qs.indexOf(shuffled.get(i))], s[i]);
      }
    }
  }

  @Test
  void eachDistinctQueryRunsOnceAndRepeatsCountAsReused() {
    List<CiQuery> qs = queries(3);
    long distinct = qs.stream().map(CiQuery::canonical).distinct().count();
    assertTrue(distinct < qs.size(), "the batch must repeat queries");
    CachedCiTest cached = new CachedCiTest(plain);
    cached.testAll(qs, null);
    assertEquals(distinct, cached.testsRun());
    assertEquals(qs.size() - distinct, cached.reused());
    cached.testAll(qs, null);
    assertEquals(distinct, cached.testsRun());
    assertEquals(2L * qs.size() - distinct, cached.reused());
    // the single-query path sees the batch's answers
    CiQuery q = qs.get(0);
    assertEquals(plain.test(q.x(), q.y(), q.given()), cached.test(q.y(), q.x(), q.given()));
    assertEquals(distinct, cached.testsRun());
  }

  @Test
  void plainTestsRunQueryByQuery() {
    List<Edge> chain = new ArrayList<>();
    for (int v = 0; v + 1 < N; v++) {
      chain.add(new Edge(v, v + 1));
    }
    OracleCiTest oracle = OracleCiTest.separation(UndirectedGraph.of(data.names(), chain));
    List<CiQuery> qs = queries(4);
    try (WorkerPool pool = WorkerPool.fixed("citest", 2)) {
      CiResult[] r = new CachedCiTest(oracle).testAll(qs, pool);
      for (int i = 0; i < qs.size(); i++) {
        CiQuery q = qs.get(i);
        assertEquals(oracle.test(q.x(), q.y(), q.given()), r[i]);
      }
    }
  }

  @Test
  void aTinyBoundChangesCountersNeverAnswers() {
    List<CiQuery> qs = queries(5);
    CachedCiTest unbounded = new CachedCiTest(plain);
    CachedCiTest tiny = new CachedCiTest(plain, 4);
    assertEquals(4, tiny.maxEntries());
    List<CiResult> a = new ArrayList<>();
    List<CiResult> b = new ArrayList<>();
    for (int round = 0; round < 2; round++) {
      for (CiQuery q : qs) {
        a.add(unbounded.test(q.x(), q.y(), q.given()));
        b.add(tiny.test(q.x(), q.y(), q.given()));
        assertTrue(tiny.size() <= 4, "size " + tiny.size());
      }
      for (int from = 0; from < qs.size(); from += 7) {
        List<CiQuery> part = qs.subList(from, Math.min(qs.size(), from + 7));
        a.addAll(List.of(unbounded.testAll(part, null)));
        b.addAll(List.of(tiny.testAll(part, null)));
        assertTrue(tiny.size() <= 4, "size " + tiny.size());
      }
    }
    assertEquals(a, b);
    assertTrue(tiny.testsRun() > unbounded.testsRun(), "evicted queries run again");
    assertEquals(unbounded.testsRun() + unbounded.reused(), tiny.testsRun() + tiny.reused());
    assertThrows(IllegalArgumentException.class, () -> new CachedCiTest(plain, 1));
  }

  @Test
  void aBoundOfZeroHoldsNothingAndLargeGroupsSplitAlike() {
    // 40 columns: 780 pairs given the empty set, a group larger than one task
    int[] levels = new int[40];
    java.util.Arrays.fill(levels, 2);
    levels[3] = 3;
    DiscreteCiTest discrete =
        new DiscreteCiTest(BayesianCiTestTest.random(300, 8, levels), CiTestType.MI);
    List<CiQuery> qs = new ArrayList<>();
    for (int x = 0; x < 40; x++) {
      for (int y = x + 1; y < 40; y++) {
        qs.add(new CiQuery(x, y, new int[0]));
        if (x > 1 && y > 1 && (x + y) % 3 == 0) {
          qs.add(new CiQuery(y, x, new int[] {1, 0}));
        }
      }
    }
    qs.add(qs.get(5)); // a repeat within the batch
    List<CiResult> expected = new ArrayList<>();
    for (CiQuery q : qs) {
      expected.add(discrete.test(q.x(), q.y(), q.given()));
    }
    for (int threads : new int[] {1, 2}) {
      for (IntFunction<WorkerPool> make :
          List.<IntFunction<WorkerPool>>of(
              t -> WorkerPool.forkJoin("citest", t), t -> WorkerPool.fixed("citest", t))) {
        CachedCiTest none = new CachedCiTest(discrete, 0);
        try (WorkerPool pool = make.apply(threads)) {
          assertEquals(expected, List.of(none.testAll(qs, pool)));
          assertEquals(expected, List.of(none.testAll(qs, pool)));
        }
        assertEquals(0, none.size());
        assertEquals(2L * (qs.size() - 1), none.testsRun(), "every distinct query runs each time");
        assertEquals(2, none.reused(), "the repeat within a batch is reused");
      }
    }
    CachedCiTest none = new CachedCiTest(discrete, 0);
    assertEquals(expected.get(0), none.test(0, 1, new int[0]));
    assertEquals(expected.get(0), none.test(1, 0, new int[0]));
    assertEquals(2, none.testsRun());
    assertThrows(IllegalArgumentException.class, () -> new CachedCiTest(plain, -1));
  }

  @Test
  void aRecentHitSurvivesTheNextGeneration() {
    CachedCiTest cached = new CachedCiTest(plain, 4); // generations of 2
    cached.test(0, 1, new int[0]);
    cached.test(0, 2, new int[0]); // young full: becomes old
    cached.test(0, 1, new int[0]); // hit in old: promoted
    cached.test(0, 3, new int[0]); // young full again: old {01, 02} dropped, young {01, 03} kept
    long run = cached.testsRun();
    cached.test(0, 1, new int[0]);
    assertEquals(run, cached.testsRun());
    cached.test(0, 2, new int[0]);
    assertEquals(run + 1, cached.testsRun());
  }

  @Test
  @Timeout(60)
  void interruptStopsTheBatchAndStoresNothing() {
    CachedCiTest cached = new CachedCiTest(plain);
    Thread.currentThread().interrupt();
    try (WorkerPool pool = WorkerPool.forkJoin("citest", 2)) {
      assertThrows(InterruptedRunException.class, () -> cached.testAll(queries(6), pool));
    } finally {
      Thread.interrupted();
    }
    assertEquals(0, cached.size());
    assertEquals(0, cached.testsRun() + cached.reused());
  }

  @Test
  void malformedQueriesThrowAndCountNothing() {
    CachedCiTest cached = new CachedCiTest(plain);
    List<CiQuery> qs = List.of(new CiQuery(0, 1, new int[0]), new CiQuery(2, 3, new int[] {3}));
    CiQueryException e = assertThrows(CiQueryException.class, () -> cached.testAll(qs, null));
    assertEquals("v3", e.variable());
    assertEquals(0, cached.testsRun() + cached.reused());
    assertArrayEquals(new long[] {0, 0}, new long[] {cached.size(), cached.testsRun()});
  }
}
