package org.structlearn.citest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;
import org.structlearn.WorkerPool;

/**
 * A decorator that runs each distinct test once: results are kept by (min(x, y), max(x, y), sorted
 * Z), so the Markov-network scores and constraint-based learners that ask the same question again
 * (an exhaustive search asks the same few hundred questions of 32,768 graphs) read it back. The
 * wrapped test is called with the query in that canonical order. Counts tests run and answers
 * reused. Thread-safe.
 *
 * <p><b>Bounded.</b> At most {@link #maxEntries()} results are held (default {@value
 * #DEFAULT_MAX_ENTRIES}), evicted by two generations: when the young generation holds half the
 * bound the old one is dropped and the young one becomes old, and a hit in the old generation is
 * copied back into the young one. An entry holds the key (an object of two ints and the sorted Z,
 * 16 + 4|Z| bytes rounded up to 8), the {@link CiResult} (6 doubles, 64 bytes) and a hash-map node
 * and slot (about 40 bytes): about 150 + 4|Z| bytes, under 200 bytes for |Z| ≤ 12, so the default
 * bound keeps the cache under about 60 MB (measured with CiEngineBenchmark: 300,000 entries with
 * |Z| = 8 take 55 MB, 184 bytes each). Eviction never changes an answer, only the counters: an
 * evicted query runs again when next asked. Each distinct query runs once while its answer is held
 * (also when threads ask it together).
 *
 * <p><b>Batches.</b> {@link #testAll} decides hits and misses in query order before running
 * anything, groups the misses by conditioning set and, when the wrapped test is a {@link
 * BatchCiTest}, prepares each conditioning set once; the misses run in parallel on the given pool.
 * Answers, counters and cache contents are then the same for any pool size.
 */
public final class CachedCiTest implements CiTest {
  /** The default bound on entries held (about 60 MB; see the class comment). */
  public static final int DEFAULT_MAX_ENTRIES = 300_000;

  /**
   * Queries of one conditioning set run as one task (prepare, then test each pair) up to this many;
   * a larger group is prepared once, before the others, and its queries split into tasks of this
   * size.
   */
  private static final int TASK_SIZE = 512;

  /** Large groups prepared at once in a batch, bounding the prepared sets held. */
  private static final int LARGE_PER_WAVE = 16;

  private final CiTest inner;
  private final Generations<Query, CiResult> cache;
  private final LongAdder calls = new LongAdder();
  private final LongAdder run = new LongAdder();

  /** A cache of at most {@value #DEFAULT_MAX_ENTRIES} results. */
  public CachedCiTest(CiTest inner) {
    this(inner, DEFAULT_MAX_ENTRIES);
  }

  /**
   * A cache of at most {@code maxEntries} results; 0 holds none, so that the decorator only
   * batches, groups by conditioning set and counts, for a search that never asks a question twice
   * (PC-stable and SGS: each pair meets each conditioning set once), where storing every answer
   * would cost time and memory for nothing.
   *
   * @throws IllegalArgumentException if {@code maxEntries} is 1 or negative
   */
  public CachedCiTest(CiTest inner, int maxEntries) {
    this.inner = inner;
    this.cache = new Generations<>(maxEntries);
  }

  @Override
  public CiResult test(int x, int y, int[] given) {
    Query key = Query.of(x, y, given);
    calls.increment();
    return cache.computeIfAbsent(
        key,
        k -> {
          run.increment();
          return inner.test(k.x, k.y, k.given);
        });
  }

  /**
   * Answers a batch of queries, results in the order of {@code queries}, each equal to what {@link
   * #test} gives. Hits and misses are decided in query order first (a query repeated in the batch
   * runs once and counts as reused); the misses are grouped by conditioning set, run (in parallel
   * on {@code pool}), and stored in the order of their first occurrence. So answers, {@link
   * #testsRun()}, {@link #reused()} and the cache's contents do not depend on the pool size. If a
   * query fails (or the calling thread is interrupted) nothing is stored or counted.
   *
   * <p>Call it from the thread that owns {@code pool} or from one of a fork-join pool's own
   * workers, not from a worker of a fixed pool (it would wait for its own pool).
   *
   * @param pool workers to run the batch's tests on, or null to run them on the calling thread
   * @throws CiQueryException if a query is malformed (the first one in query order when run on the
   *     calling thread)
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted
   */
  public CiResult[] testAll(List<CiQuery> queries, WorkerPool pool) {
    int m = queries.size();
    CiResult[] out = new CiResult[m];
    int[] missOf = new int[m];
    Map<Query, Integer> missIndex = new HashMap<>();
    List<Query> misses = new ArrayList<>();
    for (int i = 0; i < m; i++) {
      CiQuery q = queries.get(i);
      Query key = Query.of(q.x(), q.y(), q.given());
      CiResult hit = cache.get(key);
      if (hit != null) {
        out[i] = hit;
        missOf[i] = -1;
      } else {
        Integer at = missIndex.putIfAbsent(key, misses.size());
        if (at == null) {
          at = misses.size();
          misses.add(key);
        }
        missOf[i] = at;
      }
    }
    CiResult[] fresh = run(misses, pool);
    for (int j = 0; j < fresh.length; j++) {
      cache.put(misses.get(j), fresh[j]);
    }
    for (int i = 0; i < m; i++) {
      if (missOf[i] >= 0) {
        out[i] = fresh[missOf[i]];
      }
    }
    calls.add(m);
    run.add(misses.size());
    return out;
  }

  /** Runs distinct canonical queries, grouped by conditioning set when the test can share it. */
  private CiResult[] run(List<Query> misses, WorkerPool pool) {
    int n = misses.size();
    CiResult[] fresh = new CiResult[n];
    String what = "conditional independence tests interrupted (batch of " + n + ")";
    if (!(inner instanceof BatchCiTest batch) || n <= 1) {
      ParallelRuns.forEach(
          pool,
          n,
          j -> {
            Query k = misses.get(j);
            fresh[j] = inner.test(k.x, k.y, k.given);
          },
          () -> what);
      return fresh;
    }
    Map<Given, List<Integer>> byGiven = new LinkedHashMap<>();
    for (int j = 0; j < n; j++) {
      byGiven.computeIfAbsent(new Given(misses.get(j).given), g -> new ArrayList<>()).add(j);
    }
    // waves of groups, each holding at most LARGE_PER_WAVE large groups: a small group is one task
    // (prepared, tested, dropped: at most one prepared set per thread); a large one is prepared
    // first, then its queries run as several tasks
    List<Map.Entry<Given, List<Integer>>> wave = new ArrayList<>();
    int large = 0;
    for (Map.Entry<Given, List<Integer>> e : byGiven.entrySet()) {
      wave.add(e);
      if (e.getValue().size() > TASK_SIZE) {
        large++;
      }
      if (large == LARGE_PER_WAVE) {
        runWave(batch, wave, misses, fresh, pool, what);
        wave.clear();
        large = 0;
      }
    }
    runWave(batch, wave, misses, fresh, pool, what);
    return fresh;
  }

  private static void runWave(
      BatchCiTest batch,
      List<Map.Entry<Given, List<Integer>>> wave,
      List<Query> misses,
      CiResult[] fresh,
      WorkerPool pool,
      String what) {
    List<Map.Entry<Given, List<Integer>>> largeGroups = new ArrayList<>();
    for (Map.Entry<Given, List<Integer>> e : wave) {
      if (e.getValue().size() > TASK_SIZE) {
        largeGroups.add(e);
      }
    }
    BatchCiTest.Conditioned[] prepared = new BatchCiTest.Conditioned[largeGroups.size()];
    ParallelRuns.forEach(
        pool,
        prepared.length,
        g -> prepared[g] = batch.conditionOn(largeGroups.get(g).getKey().z),
        () -> what);
    // a task: (group in wave, first query, end); prepared index or -1 for a small group
    List<int[]> tasks = new ArrayList<>();
    int largeIndex = 0;
    for (int g = 0; g < wave.size(); g++) {
      int size = wave.get(g).getValue().size();
      if (size > TASK_SIZE) {
        for (int from = 0; from < size; from += TASK_SIZE) {
          tasks.add(new int[] {g, from, Math.min(size, from + TASK_SIZE), largeIndex});
        }
        largeIndex++;
      } else {
        tasks.add(new int[] {g, 0, size, -1});
      }
    }
    ParallelRuns.forEach(
        pool,
        tasks.size(),
        t -> {
          int[] task = tasks.get(t);
          Map.Entry<Given, List<Integer>> group = wave.get(task[0]);
          BatchCiTest.Conditioned c =
              task[3] >= 0 ? prepared[task[3]] : batch.conditionOn(group.getKey().z);
          List<Integer> queries = group.getValue();
          for (int i = task[1]; i < task[2]; i++) {
            int j = queries.get(i);
            Query k = misses.get(j);
            fresh[j] = c.test(k.x, k.y);
          }
        },
        () -> what);
  }

  /** Calls that ran the wrapped test (distinct queries, again after an eviction). */
  public long testsRun() {
    return run.sum();
  }

  /** Calls answered from the cache (or, in a batch, by another query of the same batch). */
  public long reused() {
    return calls.sum() - run.sum();
  }

  /** Results held now, at most {@link #maxEntries()}. */
  public int size() {
    return cache.size();
  }

  /** The bound on results held. */
  public int maxEntries() {
    return cache.maxEntries();
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
  public String name() {
    return inner.name();
  }

  @Override
  public String toString() {
    return inner + " (cached: " + testsRun() + " run, " + reused() + " reused)";
  }

  /** A conditioning set as a map key, by content. */
  private record Given(int[] z) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Given g && Arrays.equals(g.z, z);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(z);
    }
  }

  private record Query(int x, int y, int[] given) {
    static Query of(int x, int y, int[] given) {
      int[] z = given.clone();
      Arrays.sort(z);
      return new Query(Math.min(x, y), Math.max(x, y), z);
    }

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
