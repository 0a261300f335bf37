package org.structlearn.study;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import org.structlearn.Interrupts;
import org.structlearn.ProgressListener;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.graph.GraphGenerators;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.DataLocation;
import org.structlearn.io.graph.MatrixMarketReader;
import org.structlearn.learn.StructureLearner;
import org.structlearn.metrics.UndirectedComparison;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.MarkovNetworks;
import org.structlearn.search.neighbourhood.NeighbourhoodSelection;
import org.structlearn.search.undirected.IbmapHillClimbing;
import org.structlearn.search.undirected.IbmapHillClimbingOptions;
import org.structlearn.search.undirected.MplHillClimbing;
import org.structlearn.sim.GibbsSampler;

/**
 * The BJP paper's high-dimensional experiment (Schlüter, Strappa, Milone and Bromberg, the Blankets
 * Joint Posterior paper): on hub graphs, Barabási–Albert scale-free graphs and four real networks
 * of 10 to 62 binary variables, how far from the truth is the graph that hill climbing finds with
 * each score, as the sample size grows, and how long does the search take?
 *
 * <p><b>Learners</b> ({@link Learner}): BJP with IBMAP-HC and the IB-score with IBMAP-HC (Schlüter,
 * Bromberg and Edera 2014: from the empty graph, flip the edge whose current assertion has the
 * lowest posterior while the score improves), and MPL with its own two-phase hill climbing (Pensar
 * et al. 2017, BDgraph's {@link MplHillClimbing}), each with default options, one thread.
 *
 * <p><b>Procedure</b> (part 1's, {@link MnExhaustiveStudy}). For each of the twelve {@link
 * #targets()} and each of {@code distributions} random distributions (clique potentials uniform,
 * {@link MarkovNetworks#random}, binary variables), {@code seedsPerDistribution} data sets are
 * drawn by Gibbs sampling (100 burn-in sweeps, one row per sweep, chains of 1000 rows). Each data
 * set's first N rows, for every sample size N, are learned by the three learners; a cell (graph, N,
 * learner) reports the mean and standard deviation over the data sets of the edge Hamming distance
 * (false plus missing edges) and of the search's wall-clock seconds (the {@code learn} call alone;
 * sampling excluded).
 *
 * <p><b>Reconstructed</b> (the seed's figures and numbers are lost in our copy, {@code @xmath}):
 *
 * <ul>
 *   <li>The hub graphs: {@link GraphGenerators#hub} with two hubs on n = 10, 20, 30, 40 nodes
 *       (BDgraph's and huge's hub graph: two stars, not joined), so the hubs have degree 4, 9, 14
 *       and 19 and the irregularity grows as 24, 144, 364, 684. The seed says only that its four
 *       hubs grow "both in n and in irregularity" and that real problems have "fewer nodes with
 *       large degrees"; two hubs keep the count of large blankets fixed while their size grows.
 *   <li>The scale-free graphs: {@link GraphGenerators#barabasiAlbert} with m0 = 3, m = 2 on n = 10,
 *       20, 30, 40 nodes (each new node joins two earlier ones by preferential attachment).
 *   <li>The generators' seeds are fixed (hub graphs 1..4, scale-free graphs 11..14), so the twelve
 *       graphs are the same for every study seed, as the seed's figures are.
 *   <li>The sample sizes: {@link MnHillClimbingOptions#FULL_SIZES} (100, 500, 1000 and 5000 rows:
 *       from scarce data, a couple of rows per parameter of a degree-4 blanket, to the 5000 rows of
 *       a speed target of ours), chosen so that the full study (100 data sets per cell, 14,400
 *       searches) fits 30 minutes on two cores: measured 3.0 minutes with {@code --threads 2} on a
 *       two-core machine (6.6 when it was shared with other jobs, 19 before the batched CI-test
 *       engine); most of it is MPL on the real networks at 5000 rows. The quick preset (4 data
 *       sets, 200 and 5000 rows) runs in about 15–25 s.
 *   <li>Nested data sets, as in part 1: the data set of size N is the first N rows of one sample of
 *       the largest size.
 * </ul>
 *
 * <p><b>Seeds.</b> Distribution d of graph g is drawn with seed {@code derive(seed, g, d)}, its
 * data set r with {@code derive(seed, g, d, r)} ({@link MnExhaustiveStudy#derive}, SplitMix64
 * mixing); each data set is one task on {@link WorkerPool#map}, results back in task order, so the
 * Hamming distances are the same for any thread count (runtimes, being measured, are not).
 */
public final class MnHillClimbingStudy {
  /**
   * The score-and-search combinations that can be compared: the BJP paper's three, in its order,
   * and the ℓ1 baseline.
   */
  public enum Learner {
    /** BJP + IBMAP-HC. */
    BJP("BJP + IBMAP-HC"),
    /** IB-score + IBMAP-HC. */
    IB("IB-score + IBMAP-HC"),
    /** MPL + its two-phase hill climbing. */
    MPL("MPL + MPL hill climbing"),
    /**
     * ℓ1-regularised neighbourhood selection (Ravikumar, Wainwright and Lafferty 2010; EBIC choice
     * and AND rule as IsingFit): not in the BJP paper, the standard baseline of the Markov-network
     * literature; compared only when asked ({@link
     * MnHillClimbingOptions#withNeighbourhoodSelection}).
     */
    NEIGHBOURHOOD("ℓ1 neighbourhood selection (EBIC)");

    private final String label;

    Learner(String label) {
      this.label = label;
    }

    /** A readable name, e.g. {@code "BJP + IBMAP-HC"}. */
    public String label() {
      return label;
    }

    /** The learner with the study's options, on one thread (the study runs data sets at once). */
    public StructureLearner learner(MnHillClimbingOptions options) {
      return switch (this) {
        case BJP, IB ->
            new IbmapHillClimbing(
                IbmapHillClimbingOptions.builder()
                    .score(
                        this == BJP
                            ? IbmapHillClimbingOptions.Score.BJP
                            : IbmapHillClimbingOptions.Score.IB)
                    .test(options.ciTest())
                    .threads(1)
                    .build());
        case MPL -> new MplHillClimbing(options.mpl().toBuilder().threads(1).build());
        case NEIGHBOURHOOD ->
            new NeighbourhoodSelection(options.neighbourhood().toBuilder().threads(1).build());
      };
    }
  }

  /** The four real networks, in the seed's order (by size), from {@code data/networks/}. */
  public static final List<String> REAL_NETWORKS =
      List.of("karate", "curtis54", "will57", "dolphins");

  /** Index of the first hub graph, scale-free graph and real network in {@link #targets()}. */
  static final int HUBS = 0;

  static final int SCALE_FREE = 4;
  static final int REAL = 8;

  private MnHillClimbingStudy() {}

  /**
   * The twelve target graphs: {@code hub 1..4}, {@code scale-free 1..4}, then karate, curtis54,
   * will57 and dolphins (see the class comment). Real networks are read from the project's data
   * folder ({@link DataLocation}).
   *
   * @throws org.structlearn.StructlearnException if a network file is missing or unreadable
   */
  public static List<TargetStructure> targets() {
    List<TargetStructure> out = new ArrayList<>();
    int[] sizes = {10, 20, 30, 40};
    for (int i = 0; i < sizes.length; i++) {
      out.add(
          new TargetStructure(
              "hub " + (i + 1),
              "two stars of "
                  + sizes[i] / 2
                  + " nodes each (hubs of degree "
                  + (sizes[i] / 2 - 1)
                  + "), generator seed "
                  + (i + 1),
              GraphGenerators.hub(sizes[i], 2, i + 1)));
    }
    for (int i = 0; i < sizes.length; i++) {
      out.add(
          new TargetStructure(
              "scale-free " + (i + 1),
              "Barabási–Albert, m0 = 3, m = 2, generator seed " + (i + 11),
              GraphGenerators.barabasiAlbert(sizes[i], 3, 2, i + 11)));
    }
    for (String name : REAL_NETWORKS) {
      out.add(
          new TargetStructure(
              name,
              "real network, SuiteSparse collection (data/networks/" + name + ".mtx)",
              MatrixMarketReader.read(DataLocation.resolve("networks/" + name + ".mtx"))));
    }
    return List.copyOf(out);
  }

  /**
   * Runs the study.
   *
   * @param progress told after each data set (all its sizes and learners) is done; may be called
   *     from worker threads
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted
   */
  public static MnHillClimbingResult run(MnHillClimbingOptions options, ProgressListener progress) {
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(progress, "progress");
    long t0 = System.nanoTime();
    List<TargetStructure> targets = targets();
    int tasks = targets.size() * options.dataSets();
    AtomicLong done = new AtomicLong();
    Thread owner = Thread.currentThread();
    List<Outcome> outcomes =
        WorkerPool.map(
            "study",
            options.threads(),
            tasks,
            task -> {
              Interrupts.check(owner, () -> "study mn-hill-climbing interrupted");
              Outcome o = runTask(options, targets, task);
              progress.progress(done.incrementAndGet(), tasks);
              return o;
            },
            () ->
                "study mn-hill-climbing interrupted after "
                    + done.get()
                    + " of "
                    + tasks
                    + " data sets");
    return MnHillClimbingResult.of(
        options, targets, outcomes, Duration.ofNanos(System.nanoTime() - t0));
  }

  /**
   * What one data set gave, per sample size (in order) and learner (in the options' order): the
   * Hamming distance, false and missing edges of the learned graph, and the search's seconds.
   */
  record Outcome(
      int graph, int[][] hamming, int[][] falseEdges, int[][] missing, double[][] seconds) {}

  private static Outcome runTask(
      MnHillClimbingOptions options, List<TargetStructure> targets, int task) {
    int perGraph = options.dataSets();
    int g = task / perGraph;
    int d = task % perGraph / options.seedsPerDistribution();
    int r = task % options.seedsPerDistribution();
    UndirectedGraph truth = targets.get(g).graph();
    MarkovNetwork network =
        MarkovNetworks.random(truth, 2, options.potentials(), distributionSeed(options, g, d));
    Dataset sample =
        GibbsSampler.sample(
            network, options.gibbs(), options.largestSize(), sampleSeed(options, g, d, r), 1);
    Map<Learner, StructureLearner> learners = new EnumMap<>(Learner.class);
    for (Learner l : options.learners()) {
      learners.put(l, l.learner(options));
    }
    List<Integer> sizes = options.sampleSizes();
    int k = options.learners().size();
    int[][] hamming = new int[sizes.size()][k];
    int[][] falseEdges = new int[sizes.size()][k];
    int[][] missing = new int[sizes.size()][k];
    double[][] seconds = new double[sizes.size()][k];
    for (int i = 0; i < sizes.size(); i++) {
      Dataset data = sample.head(sizes.get(i));
      for (int j = 0; j < k; j++) {
        long start = System.nanoTime();
        UndirectedGraph learned = learners.get(options.learners().get(j)).learn(data).skeleton();
        seconds[i][j] = (System.nanoTime() - start) / 1e9;
        UndirectedComparison c = UndirectedComparison.of(truth, learned);
        hamming[i][j] = c.hamming();
        falseEdges[i][j] = c.fp();
        missing[i][j] = c.fn();
      }
    }
    return new Outcome(g, hamming, falseEdges, missing, seconds);
  }

  /** The seed of distribution d of graph g. */
  static long distributionSeed(MnHillClimbingOptions options, int g, int d) {
    return MnExhaustiveStudy.derive(options.seed(), g, d);
  }

  /** The seed of data set r of distribution d of graph g. */
  static long sampleSeed(MnHillClimbingOptions options, int g, int d, int r) {
    return MnExhaustiveStudy.derive(options.seed(), g, d, r);
  }
}
