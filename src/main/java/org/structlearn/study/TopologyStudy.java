package org.structlearn.study;

import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.structlearn.Interrupts;
import org.structlearn.ProgressListener;
import org.structlearn.WorkerPool;
import org.structlearn.citest.CiTestType;
import org.structlearn.constraint.ConstraintOptions;
import org.structlearn.constraint.GrowShrinkOptions;
import org.structlearn.constraint.Gsimn;
import org.structlearn.constraint.Gsmn;
import org.structlearn.constraint.PcStable;
import org.structlearn.constraint.Sgs;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dags;
import org.structlearn.graph.GraphGenerators;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.LevelFiles;
import org.structlearn.io.graph.ModelStrings;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.learn.StructureLearner;
import org.structlearn.metrics.UndirectedComparison;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.MarkovNetworks;
import org.structlearn.sim.GibbsSampler;
import org.structlearn.topology.Mgmn;
import org.structlearn.topology.MiThreshold;

/**
 * Rajala's comparison (Rajala 2009, §8.3 and §8.6): how well do thresholding mutual information,
 * MGMN and the constraint-based SGS, PC, GSMN and GSIMN identify a network's topology from data, as
 * the sample size grows, and how many conditional-independence tests and seconds does each need?
 *
 * <p><b>Networks</b> ({@link #targets()}): two sampled Markov networks with a spatial structure, as
 * the seed's mobile telecommunication networks have, and one real network.
 *
 * <ul>
 *   <li>{@code lattice 5x5}: the 5 × 5 grid ({@link GraphGenerators#lattice}), 25 nodes, 40 edges;
 *   <li>{@code geometric 25}: a random geometric graph ({@link GraphGenerators#randomGeometric}),
 *       25 points uniform in the unit square joined within distance {@link #GEOMETRIC_RADIUS},
 *       generator seed {@link #GEOMETRIC_SEED} (fixed: the same graph for every study seed);
 *   <li>{@code alarm moral}: the moral graph of ALARM ({@link Dags#moralGraph} of bnlearn's true
 *       DAG), 37 variables of 2 to 4 levels, 65 edges: the Markov network whose blankets the data
 *       define.
 * </ul>
 *
 * <p><b>Data.</b> On the sampled networks each data set has its own random distribution (binary
 * variables, clique potentials as {@link TopologyStudyOptions#potentials()}, {@link
 * MarkovNetworks#random}) and its own Gibbs sample (chains as {@link
 * TopologyStudyOptions#gibbs()}); on ALARM each data set is a seeded random subset, without
 * replacement, of the 20,000 rows of bnlearn's {@code alarm.csv}. The data set of size N is the
 * first N rows of the largest sample (nested, as in the other studies).
 *
 * <p><b>Learners</b> ({@link Learner}), all with the options' test (default G², whose 1 − p is the
 * seed's SSMI) and α, one thread, a fresh test cache each: MI thresholding (the relevance network
 * of the pairs whose marginal test is significant, {@link
 * org.structlearn.topology.MiThreshold#significant}); MGMN with its default d = 2 and
 * nearest-neighbour threshold; SGS and PC-stable stopped at the undirected skeleton (Rajala's
 * Algorithms 8.2 and 8.3), SGS with conditioning sets of at most {@link
 * TopologyStudyOptions#sgsMaxConditioning()} variables (PC unbounded); GSMN and GSIMN. A cell
 * (network, N, learner) reports the mean and standard deviation over the data sets of the edge
 * Hamming distance to the truth, of the tests run (distinct tests computed on the data; GSIMN also
 * its inferred outcomes) and of the seconds (binding the test to the graph; sampling excluded).
 *
 * <p><b>Seeds.</b> Data set r of network g is drawn with {@code derive(seed, g, r)} (its
 * distribution, or its row subset) and {@code derive(seed, g, r, 1)} (its Gibbs sample) ({@link
 * MnExhaustiveStudy#derive}); each data set is one task on {@link WorkerPool#map}, results back in
 * task order, so everything but the seconds is the same for any thread count.
 */
public final class TopologyStudy {
  /** The six methods compared, in the seed's order. */
  public enum Learner {
    /** Thresholding the significance of pairwise MI at α (relevance networks). */
    MI_THRESHOLD("MI thresholding"),
    /** MGMN: significance, MDS map, distance threshold. */
    MGMN("MGMN"),
    /** SGS, undirected, bounded conditioning sets. */
    SGS("SGS"),
    /** PC-stable, undirected. */
    PC("PC"),
    /** GSMN. */
    GSMN("GSMN"),
    /** GSIMN. */
    GSIMN("GSIMN");

    private final String label;

    Learner(String label) {
      this.label = label;
    }

    /** A readable name, e.g. {@code "MI thresholding"}. */
    public String label() {
      return label;
    }

    /** True for SGS, PC, GSMN and GSIMN, which test conditional independence. */
    public boolean constraintBased() {
      return ordinal() >= SGS.ordinal();
    }

    /**
     * The learner with the study's test and level, on one thread: SGS and PC stop at the undirected
     * skeleton, SGS with the study's bound on conditioning sets.
     */
    public StructureLearner learner(TopologyStudyOptions options) {
      CiTestType test = options.test();
      return switch (this) {
        case MI_THRESHOLD ->
            new MiThreshold(new MiThreshold.Options(options.alpha(), Double.NaN), test);
        case MGMN -> new Mgmn(Mgmn.Options.defaults(), test);
        case SGS, PC -> {
          ConstraintOptions o =
              ConstraintOptions.builder()
                  .alpha(options.alpha())
                  .maxConditioning(this == SGS ? options.sgsMaxConditioning() : Integer.MAX_VALUE)
                  .undirected(true)
                  .threads(1)
                  .build();
          yield this == SGS ? new Sgs(o, test) : new PcStable(o, test);
        }
        case GSMN, GSIMN -> {
          GrowShrinkOptions o = GrowShrinkOptions.builder().alpha(options.alpha()).build();
          yield this == GSMN ? new Gsmn(o, test) : new Gsimn(o, test);
        }
      };
    }
  }

  /** The rows of bnlearn's {@code alarm.csv}: the largest sample size the study accepts. */
  public static final int ALARM_ROWS = 20_000;

  /** The random geometric graph's radius. */
  public static final double GEOMETRIC_RADIUS = 0.25;

  /** The random geometric graph's generator seed. */
  public static final long GEOMETRIC_SEED = 3;

  /** Index of ALARM's moral graph in {@link #targets()}; the networks before it are sampled. */
  static final int ALARM = 2;

  private TopologyStudy() {}

  /**
   * The three networks: {@code lattice 5x5}, {@code geometric 25} and {@code alarm moral} (see the
   * class comment).
   *
   * @throws org.structlearn.StructlearnException if ALARM's model string is missing or unreadable
   */
  public static List<TargetStructure> targets() {
    return List.of(
        new TargetStructure(
            "lattice 5x5", "5 x 5 grid, 4-neighbourhood", GraphGenerators.lattice(5, 5)),
        new TargetStructure(
            "geometric 25",
            "random geometric graph: 25 points in the unit square, radius "
                + GEOMETRIC_RADIUS
                + ", generator seed "
                + GEOMETRIC_SEED,
            GraphGenerators.randomGeometric(25, GEOMETRIC_RADIUS, GEOMETRIC_SEED)),
        new TargetStructure(
            "alarm moral",
            "moral graph of ALARM's true DAG (bnlearn), data rows of alarm.csv",
            Dags.moralGraph(
                ModelStrings.parse(
                    DataLocation.readString("bnlearn/alarm.truth.modelstring.txt").trim()))));
  }

  /** bnlearn's alarm data (20,000 rows) with its levels in R's order. */
  public static Dataset alarmData() {
    return DatasetReader.read(
        DataLocation.resolve("bnlearn/alarm.csv"),
        CsvOptions.builder()
            .levels(LevelFiles.read(DataLocation.resolve("bnlearn/alarm.levels.csv")))
            .build());
  }

  /**
   * Runs the study.
   *
   * @param progress told after each data set (all its sizes and learners) is done; may be called
   *     from worker threads
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted
   */
  public static TopologyStudyResult run(TopologyStudyOptions options, ProgressListener progress) {
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(progress, "progress");
    long t0 = System.nanoTime();
    List<TargetStructure> targets = targets();
    Dataset alarm = alarmData();
    int tasks = targets.size() * options.dataSets();
    AtomicLong done = new AtomicLong();
    Thread owner = Thread.currentThread();
    List<Outcome> outcomes =
        WorkerPool.map(
            "study",
            options.threads(),
            tasks,
            task -> {
              Interrupts.check(owner, () -> "study topology interrupted");
              Outcome o = runTask(options, targets, alarm, task);
              progress.progress(done.incrementAndGet(), tasks);
              return o;
            },
            () -> "study topology interrupted after " + done.get() + " of " + tasks + " data sets");
    return TopologyStudyResult.of(
        options, targets, outcomes, Duration.ofNanos(System.nanoTime() - t0));
  }

  /**
   * What one data set gave, per sample size (in order) and learner (in {@link Learner} order): the
   * Hamming distance, false and missing edges, tests run, tests inferred and seconds.
   */
  record Outcome(
      int graph,
      int[][] hamming,
      int[][] falseEdges,
      int[][] missing,
      long[][] tests,
      long[][] inferred,
      double[][] seconds) {}

  /**
   * The largest data set of network g's data set r: a Gibbs sample of a random distribution on a
   * sampled network, a random row subset of ALARM.
   */
  static Dataset sample(
      TopologyStudyOptions options, List<TargetStructure> targets, Dataset alarm, int g, int r) {
    if (g == ALARM) {
      return alarm.rows(subset(alarm.rows(), options.largestSize(), dataSeed(options, g, r)));
    }
    MarkovNetwork network =
        MarkovNetworks.random(
            targets.get(g).graph(), 2, options.potentials(), dataSeed(options, g, r));
    return GibbsSampler.sample(
        network,
        options.gibbs(),
        options.largestSize(),
        MnExhaustiveStudy.derive(options.seed(), g, r, 1),
        1);
  }

  private static Outcome runTask(
      TopologyStudyOptions options, List<TargetStructure> targets, Dataset alarm, int task) {
    int g = task / options.dataSets();
    int r = task % options.dataSets();
    UndirectedGraph truth = targets.get(g).graph();
    Dataset sample = sample(options, targets, alarm, g, r);
    Map<Learner, StructureLearner> learners = new EnumMap<>(Learner.class);
    for (Learner l : Learner.values()) {
      learners.put(l, l.learner(options));
    }
    List<Integer> sizes = options.sampleSizes();
    int k = Learner.values().length;
    Outcome o =
        new Outcome(
            g,
            new int[sizes.size()][k],
            new int[sizes.size()][k],
            new int[sizes.size()][k],
            new long[sizes.size()][k],
            new long[sizes.size()][k],
            new double[sizes.size()][k]);
    for (int i = 0; i < sizes.size(); i++) {
      Dataset data = sample.head(sizes.get(i));
      for (Learner learner : Learner.values()) {
        long t0 = System.nanoTime(); // binding the test through the graph
        LearnedStructure run = learners.get(learner).learn(data);
        int l = learner.ordinal();
        UndirectedComparison c = UndirectedComparison.of(truth, run.skeleton());
        o.hamming()[i][l] = c.hamming();
        o.falseEdges()[i][l] = c.fp();
        o.missing()[i][l] = c.fn();
        o.tests()[i][l] = run.work().getOrDefault("tests", 0L);
        o.inferred()[i][l] = run.work().getOrDefault("testsInferred", 0L);
        o.seconds()[i][l] = (System.nanoTime() - t0) / 1e9;
      }
    }
    return o;
  }

  /** The seed of data set r of network g: its distribution, or its row subset for ALARM. */
  static long dataSeed(TopologyStudyOptions options, int g, int r) {
    return MnExhaustiveStudy.derive(options.seed(), g, r);
  }

  /** The first {@code size} of a seeded random permutation of 0..rows-1 (Fisher–Yates). */
  static int[] subset(int rows, int size, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int[] p = new int[rows];
    for (int i = 0; i < rows; i++) {
      p[i] = i;
    }
    for (int i = 0; i < size; i++) {
      int j = i + rnd.nextInt(rows - i);
      int t = p[i];
      p[i] = p[j];
      p[j] = t;
    }
    return java.util.Arrays.copyOf(p, size);
  }
}
