package org.structlearn.study;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import org.structlearn.Interrupts;
import org.structlearn.ProgressListener;
import org.structlearn.WorkerPool;
import org.structlearn.citest.BayesianCiTest;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Edge;
import org.structlearn.graph.GraphGenerators;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.graph.UndirectedGraphs;
import org.structlearn.metrics.UndirectedComparison;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.MarkovNetworks;
import org.structlearn.score.undirected.BjpScore;
import org.structlearn.score.undirected.IbScore;
import org.structlearn.score.undirected.MplScore;
import org.structlearn.search.undirected.UndirectedExhaustiveSearch;
import org.structlearn.search.undirected.UndirectedSearchOptions;
import org.structlearn.sim.GibbsSampler;

/**
 * The BJP paper's low-dimensional experiment (Schlüter, Strappa, Milone and Bromberg, the Blankets
 * Joint Posterior paper): how many samples do BJP, the IB-score and MPL need before exhaustive
 * search over all 32,768 undirected graphs on six binary variables returns exactly the true
 * structure?
 *
 * <p><b>Procedure</b> (the seed's, with the reconstructions said below). For each of the six {@link
 * #structures()} and each of {@code distributions} random distributions (clique potentials drawn
 * independently and uniformly, {@link MarkovNetworks#random}), {@code seedsPerDistribution} data
 * sets are drawn by Gibbs sampling (100 burn-in sweeps, then one row per sweep, 1000 rows per
 * chain, as the seed's Libra runs). For every sample size N each data set's first N rows are
 * searched exhaustively with each score; the <i>success rate</i> of a score at (structure, N) is
 * the fraction of the data sets on which its best graph is the true graph (exact recovery). The
 * mean edge Hamming distance of the best graph is kept too.
 *
 * <p><b>Reconstructed</b> (garbled or unstated in our copy of the seed):
 *
 * <ul>
 *   <li>The six structures. The seed says: model 1 regular (irregularity 0), model 2 a little
 *       irregular, models 3 and 4 irregular hubs, models 5 and 6 the maximum irregularity for six
 *       variables; the figure and the numbers are lost. Enumeration ({@link
 *       org.structlearn.graph.IrregularGraphs}) shows that only one graph on six nodes, up to
 *       relabelling, has the maximum irregularity 24 (two adjacent hubs each joined to the four
 *       other nodes), so models 5 and 6 here are that graph in two labellings with independent
 *       distributions: model 6 is a replicate of model 5, and their difference shows how much the
 *       rates move between two runs of the same experiment.
 *   <li>The interval of the uniform potentials: [0, 1) by default ({@link
 *       org.structlearn.model.RandomPotentialOptions}).
 *   <li>The sample sizes: {@link MnExhaustiveOptions#FULL_SIZES}, from the seed's "tens" to 20,000
 *       rows, past its "thousands", to show where the rates go.
 *   <li>Nested data sets: the data set of size N is the first N rows of one sample of the largest
 *       size (chains of 1000 rows, so sizes above 1000 span several independent chains). The seed
 *       does not say whether its sizes were sampled separately; nesting compares the sizes on
 *       common data, so a rate's change with N is not blurred by new data at every size.
 * </ul>
 *
 * <p><b>Seeds.</b> Distribution d of structure s is drawn with seed {@code derive(seed, s, d)}, its
 * data set r with {@code derive(seed, s, d, r)} (SplitMix64 mixing); each data set is one task,
 * tasks run on {@code threads} workers and their outcomes are put back in task order, so the result
 * is the same for any thread count. BJP and the IB-score share one cached Bayesian CI test per data
 * set (the same 240 tests on six variables); each search is single-threaded.
 */
public final class MnExhaustiveStudy {
  /** The scores compared, in the seed's order. */
  public enum Score {
    BJP,
    IB,
    MPL
  }

  private static final int NODES = 6;

  private MnExhaustiveStudy() {}

  /**
   * The six target structures on X1..X6 (see the class comment): 1 ring (irregularity 0), 2 path
   * (2), 3 hub with a tail (12), 4 star (20), 5 two hubs (24), 6 two hubs relabelled (24).
   */
  public static List<TargetStructure> structures() {
    List<TargetStructure> out = new ArrayList<>();
    out.add(
        new TargetStructure(
            "1 ring", "cycle X1-X2-...-X6-X1: every degree 2, regular", GraphGenerators.ring(6)));
    out.add(
        new TargetStructure(
            "2 path",
            "chain X1-X2-...-X6: only the two ends differ",
            graph("1-2", "2-3", "3-4", "4-5", "5-6")));
    out.add(
        new TargetStructure(
            "3 hub+tail",
            "X1 joined to X2..X5, and X5-X6: one hub of degree 4",
            graph("1-2", "1-3", "1-4", "1-5", "5-6")));
    out.add(
        new TargetStructure(
            "4 star",
            "X1 joined to every other node: one hub of degree 5",
            GraphGenerators.star(6)));
    out.add(
        new TargetStructure(
            "5 two hubs",
            "X1-X2, both joined to X3..X6: the maximum irregularity for six nodes",
            graph("1-2", "1-3", "1-4", "1-5", "1-6", "2-3", "2-4", "2-5", "2-6")));
    out.add(
        new TargetStructure(
            "6 two hubs'",
            "model 5 relabelled (hubs X5-X6): the only graph with the maximum, a replicate",
            graph("5-6", "5-1", "5-2", "5-3", "5-4", "6-1", "6-2", "6-3", "6-4")));
    return List.copyOf(out);
  }

  /** The graph on X1..X6 with edges {@code "a-b"} joining Xa and Xb. */
  private static UndirectedGraph graph(String... pairs) {
    List<Edge> edges = new ArrayList<>();
    for (String p : pairs) {
      String[] ab = p.split("-");
      edges.add(new Edge(Integer.parseInt(ab[0]) - 1, Integer.parseInt(ab[1]) - 1));
    }
    return UndirectedGraph.of(UndirectedGraphs.defaultNames(NODES), edges);
  }

  /**
   * Runs the study.
   *
   * @param progress told after each data set (all its sizes and scores) is done; may be called from
   *     worker threads
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted
   */
  public static MnExhaustiveResult run(MnExhaustiveOptions options, ProgressListener progress) {
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(progress, "progress");
    long t0 = System.nanoTime();
    List<TargetStructure> structures = structures();
    int perStructure = options.dataSets();
    int tasks = structures.size() * perStructure;
    AtomicLong done = new AtomicLong();
    Thread owner = Thread.currentThread();
    List<Outcome> outcomes =
        WorkerPool.map(
            "study",
            options.threads(),
            tasks,
            task -> {
              Interrupts.check(owner, () -> "study mn-exhaustive interrupted");
              Outcome o = runTask(options, structures, task);
              progress.progress(done.incrementAndGet(), tasks);
              return o;
            },
            () ->
                "study mn-exhaustive interrupted after "
                    + done.get()
                    + " of "
                    + tasks
                    + " data sets");
    return MnExhaustiveResult.of(
        options, structures, outcomes, Duration.ofNanos(System.nanoTime() - t0));
  }

  /**
   * What one data set gave: for each sample size (in order) and score (in {@link Score} order),
   * whether the search recovered the truth and the Hamming distance of its best graph.
   */
  record Outcome(int structure, boolean[][] exact, int[][] hamming) {}

  private static Outcome runTask(
      MnExhaustiveOptions options, List<TargetStructure> structures, int task) {
    int perStructure = options.dataSets();
    int s = task / perStructure;
    int d = task % perStructure / options.seedsPerDistribution();
    int r = task % options.seedsPerDistribution();
    UndirectedGraph truth = structures.get(s).graph();
    Dataset sample = sample(options, truth, s, d, r);
    List<Integer> sizes = options.sampleSizes();
    boolean[][] exact = new boolean[sizes.size()][Score.values().length];
    int[][] hamming = new int[sizes.size()][Score.values().length];
    UndirectedExhaustiveSearch search =
        new UndirectedExhaustiveSearch(UndirectedSearchOptions.builder().threads(1).build());
    for (int i = 0; i < sizes.size(); i++) {
      Dataset data = sample.head(sizes.get(i));
      CachedCiTest tests = new CachedCiTest(new BayesianCiTest(data, options.ciTest()));
      UndirectedGraph[] best = {
        search.search(new BjpScore(tests, data.names())).graph(),
        search.search(new IbScore(tests, data.names())).graph(),
        search.search(new MplScore(data, options.mplAlpha())).graph()
      };
      for (int k = 0; k < best.length; k++) {
        UndirectedComparison c = UndirectedComparison.of(truth, best[k]);
        exact[i][k] = c.exactRecovery();
        hamming[i][k] = c.hamming();
      }
    }
    return new Outcome(s, exact, hamming);
  }

  /**
   * Data set r of distribution d of structure s (index into {@link #structures()}), at the largest
   * sample size: the very rows the study searches (its smaller sizes are the first N rows).
   */
  static Dataset sample(MnExhaustiveOptions options, UndirectedGraph truth, int s, int d, int r) {
    MarkovNetwork network =
        MarkovNetworks.random(truth, 2, options.potentials(), derive(options.seed(), s, d));
    return GibbsSampler.sample(
        network, options.gibbs(), options.largestSize(), derive(options.seed(), s, d, r), 1);
  }

  /** A seed derived from the parts by SplitMix64 mixing (documented, stable across versions). */
  static long derive(long... parts) {
    long h = 0x9E3779B97F4A7C15L;
    for (long p : parts) {
      h = mix(h + p * 0xBF58476D1CE4E5B9L);
    }
    return h;
  }

  private static long mix(long z) {
    z += 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
