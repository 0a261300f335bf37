package org.structlearn.citest;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Pdags;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.DataLocation;
import org.structlearn.io.graph.GraphFiles;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.MarkovNetworks;
import org.structlearn.model.RandomPotentialOptions;
import org.structlearn.sim.GibbsOptions;
import org.structlearn.sim.GibbsSampler;
import org.structlearn.stats.FamilyCounter;

/**
 * Not a test: times the Bayesian test on 5,000 Gibbs-sampled rows of a random binary Markov network
 * on the dolphins graph, before (the three-pass formula, {@link LegacyBayesian}) and after (strata,
 * tabulated ln Γ, batches grouped by Z), on 1 and 2 threads; and the heap per cache entry. Run with
 * {@code java -cp target/classes:target/test-classes:<deps>
 * org.structlearn.citest.CiEngineBenchmark [profile]}; prints a table (with {@code profile}: only
 * the batched conditional tests, ten times, to attach a profiler).
 */
final class CiEngineBenchmark {
  private CiEngineBenchmark() {}

  public static void main(String[] args) {
    UndirectedGraph g =
        Pdags.skeleton(GraphFiles.load(DataLocation.resolve("networks/dolphins.mtx")).graph());
    MarkovNetwork net = MarkovNetworks.random(g, 2, RandomPotentialOptions.defaults(), 1);
    Dataset data = GibbsSampler.sample(net, GibbsOptions.defaults(), 5000, 1, 2);
    int n = data.columns();
    List<CiQuery> marginal = new ArrayList<>();
    for (int x = 0; x < n; x++) {
      for (int y = x + 1; y < n; y++) {
        marginal.add(new CiQuery(x, y, new int[0]));
      }
    }
    List<CiQuery> blankets = blanketQueries(n, 20_000, new Random(7));
    BayesianCiTestOptions o = BayesianCiTestOptions.defaults();
    if (args.length > 0 && args[0].equals("profile")) {
      BayesianCiTest test = new BayesianCiTest(data, o);
      for (int round = 0; round < 10; round++) {
        time(
            "  after: testAll, 1 thread",
            () -> sum(new CachedCiTest(test).testAll(blankets, null)));
      }
      return;
    }
    for (int round = 0; round < 3; round++) {
      System.out.printf(
          "round %d (%d marginal, %d conditional)%n", round, marginal.size(), blankets.size());
      for (List<CiQuery> qs : List.of(marginal, blankets)) {
        LegacyBayesian legacy = new LegacyBayesian(new FamilyCounter(data), o);
        time(
            "  before: three passes, lgamma per cell",
            () -> {
              double s = 0;
              for (CiQuery q : qs) {
                s += legacy.test(q.x(), q.y(), q.given()).logBayesFactor();
              }
              return s;
            });
        BayesianCiTest test = new BayesianCiTest(data, o);
        time(
            "  after: test() one by one",
            () -> {
              double s = 0;
              for (CiQuery q : qs) {
                s += test.test(q.x(), q.y(), q.given()).logBayesFactor();
              }
              return s;
            });
        time("  after: testAll, 1 thread", () -> sum(new CachedCiTest(test).testAll(qs, null)));
        try (WorkerPool pool = WorkerPool.forkJoin("bench", 2)) {
          time("  after: testAll, 2 threads", () -> sum(new CachedCiTest(test).testAll(qs, pool)));
        }
      }
    }
    entryBytes();
  }

  /** Groups x ⊥ y | Z for every y outside Z ∪ {x}, |Z| in 3..12, until {@code count} queries. */
  private static List<CiQuery> blanketQueries(int n, int count, Random rnd) {
    List<CiQuery> out = new ArrayList<>();
    while (out.size() < count) {
      int x = rnd.nextInt(n);
      List<Integer> others = new ArrayList<>();
      for (int v = 0; v < n; v++) {
        if (v != x) {
          others.add(v);
        }
      }
      Collections.shuffle(others, rnd);
      int size = 3 + rnd.nextInt(10);
      int[] z = others.subList(0, size).stream().mapToInt(Integer::intValue).toArray();
      for (int y : others.subList(size, others.size())) {
        if (out.size() < count) {
          out.add(new CiQuery(x, y, z));
        }
      }
    }
    return out;
  }

  private static double sum(CiResult[] rs) {
    double s = 0;
    for (CiResult r : rs) {
      s += r.logBayesFactor();
    }
    return s;
  }

  private static void time(String what, Supplier<Double> work) {
    long t0 = System.nanoTime();
    double check = work.get();
    System.out.printf("%-45s %8.1f ms  (sum %.6f)%n", what, (System.nanoTime() - t0) / 1e6, check);
  }

  /** Heap held by a full default-size cache of |Z| = 8 queries, per entry. */
  private static void entryBytes() {
    CiTest constant =
        new CiTest() {
          @Override
          public CiResult test(int x, int y, int[] given) {
            return CiResult.bayesian(x - y, 0);
          }

          @Override
          public int variables() {
            return 1_000_000;
          }
        };
    CachedCiTest cache = new CachedCiTest(constant);
    long before = used();
    int entries = CachedCiTest.DEFAULT_MAX_ENTRIES - 2;
    for (int i = 0; i < entries; i++) {
      cache.test(
          i % 1000, 1000 + i / 1000, new int[] {2000, 2001, 2002, 2003, 2004, 2005, 2006, i});
    }
    long after = used();
    System.out.printf(
        "cache: %d entries held, %.1f MB, %.0f bytes per entry (|Z| = 8)%n",
        cache.size(), (after - before) / 1e6, (after - before) / (double) cache.size());
  }

  private static long used() {
    Runtime rt = Runtime.getRuntime();
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return rt.totalMemory() - rt.freeMemory();
  }
}
