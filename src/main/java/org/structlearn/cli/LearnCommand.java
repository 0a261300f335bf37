package org.structlearn.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.io.GroupFiles;
import org.structlearn.latent.NbmGroups;
import org.structlearn.latent.NbmInfluenceOptions;
import org.structlearn.latent.NbmInfluenceResult;
import org.structlearn.search.IbmapHillClimbingOptions;
import org.structlearn.search.IbmapHillClimbingResult;
import org.structlearn.search.LearnResult;
import org.structlearn.search.MplHillClimbingOptions;
import org.structlearn.search.MplHillClimbingResult;
import org.structlearn.search.UndirectedExhaustiveSearch;
import org.structlearn.search.UndirectedSearchResult;
import org.structlearn.search.Warmup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code learn}: score-based structure learning of a discrete or Gaussian Bayesian network, or with
 * a score of undirected graphs the exhaustive search for a Markov network's structure.
 */
@Command(
    name = "learn",
    mixinStandardHelpOptions = true,
    description = {
      "Learn a DAG from discrete or continuous data by score-based search (hill climbing, tabu, "
          + "or exhaustive search for at most 5 variables).",
      "With --algorithm exhaustive --score mpl, bjp or ib: the best undirected graph (Markov "
          + "network structure) among all 2^(n(n-1)/2) on the data's n <= "
          + UndirectedExhaustiveSearch.MAX_NODES
          + " discrete columns, and with --k-best the K best; --threads does not change the "
          + "answer.",
      "With --algorithm mpl-hc [--merge or|and] [--alpha A]: BDgraph's hill climbing of the "
          + "marginal pseudo-likelihood (per-node Markov blankets, merged, then edge flips); "
          + "--threads runs the blanket searches in parallel without changing the answer.",
      "With --algorithm ibmap-hc --score bjp|ib: IBMAP-HC, hill climbing from the empty graph "
          + "that flips the pair whose assertion the data contradict most while the score "
          + "improves; --threads runs each step's independence tests in parallel without "
          + "changing the answer.",
      "With --algorithm sgs|pc-stable [--test T] [--alpha 0.05] [--max-conditioning K] "
          + "[--undirected]: constraint-based learning of a CPDAG (or, with --undirected, a Markov "
          + "network's skeleton); --threads runs each level's tests in parallel without changing "
          + "the answer. With --algorithm gs|gsmn|gsimn: Grow-Shrink Markov blankets (bnlearn's "
          + "gs), GSMN and GSIMN, undirected graphs, with the tests run and (GSIMN) inferred. "
          + "With --algorithm mi-threshold|mgmn: a network topology from pairwise "
          + "dependence (seed 003): thresholded significance, or MGMN's multidimensional-scaling "
          + "map with a distance threshold.",
      "With --algorithm nbm-influence --groups groups.csv [--classes 3] [--em-iterations 10] "
          + "[--tabu-length 5] [--restarts 5] [--completion soft|hard] [--max-in-degree 3]: seed "
          + "004's influence network between naive Bayes models whose class variables are "
          + "latent (each group of columns a model learned by EM, the latent structure by tabu "
          + "search with restarts, the whole network re-learned by EM); --out net.bif writes "
          + "the full network with the latent variables."
    })
final class LearnCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;
  @Mixin SearchArgs search;
  @Mixin ConstraintArgs constraint;
  @Mixin NbmInfluenceArgs nbm;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description =
          "Write the graph: .csv arc list, .txt model string, .dot, .gv, .bif (discrete data, "
              + "MLE fit) or .json (continuous data, Gaussian MLE fit). An undirected graph: .csv "
              + "edge list (from,to; each pair listed both ways) or .dot/.gv (graph { a -- b; }).")
  Path out;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Option(
      names = "--merge",
      paramLabel = "or|and",
      description =
          "--algorithm mpl-hc: merge the per-node Markov blankets into candidate edges with or "
              + "(either node's blanket has the other; default, BDgraph's) or and (both have).")
  String merge;

  @Option(
      names = "--proposals",
      paramLabel = "K",
      description =
          "--algorithm ibmap-hc: flips a step tries, most promising first, before the search "
              + "stops (default 1, the published IBMAP-HC: stop when the proposed flip does not "
              + "improve the score).")
  Integer proposals;

  @Option(
      names = "--no-warmup",
      negatable = false,
      description =
          "Do not warm the search up on a second thread while the data are read (see the"
              + " README's speed section; the answer is the same either way).")
  void noWarmup(boolean v) {
    warmup = !v;
  }

  private boolean warmup = true;

  @Option(
      names = "--spark",
      paramLabel = "MASTER",
      description =
          "Read --data (CSV, or Parquet: a name ending in .parquet) through Apache Spark on this "
              + "master, e.g. 'local[2]' or spark://host:7077: the levels are those the CSV reader "
              + "gives; --algorithm hc or tabu, which run here and ask Spark for one pass of "
              + "counts per step (the rows stay in Spark, so --candidates and --out .bif/.json are "
              + "refused). Spark must be on the class path (not in structlearn.jar): see the "
              + "README.")
  String spark;

  @Override
  public Integer call() {
    if (spark != null
        && (search.algorithm == SearchArgs.Algorithm.nbm_influence
            || SearchArgs.constraintBased(search.algorithm))) {
      throw new StructlearnException(
          "--spark applies to the score-based DAG searches, not to --algorithm "
              + search.algorithm);
    }
    if (search.algorithm == SearchArgs.Algorithm.nbm_influence) {
      return nbmInfluence();
    }
    if (!nbm.given().isEmpty()) {
      throw new StructlearnException(
          String.join(", ", nbm.given())
              + " applies to --algorithm nbm-influence only, not to --algorithm "
              + search.algorithm);
    }
    boolean mplHc = search.algorithm == SearchArgs.Algorithm.mpl_hc;
    if (merge != null && !mplHc) {
      throw new StructlearnException(
          "--merge applies to --algorithm mpl-hc only, not to --algorithm " + search.algorithm);
    }
    boolean ibmapHc = search.algorithm == SearchArgs.Algorithm.ibmap_hc;
    boolean constraintBased = SearchArgs.constraintBased(search.algorithm);
    if (constraint.any() && !constraintBased) {
      throw new StructlearnException(
          "--test, --max-conditioning, --undirected, --dimensions and --threshold apply to "
              + "--algorithm sgs, pc-stable, gs, gsmn, gsimn, mi-threshold and mgmn, not to "
              + "--algorithm "
              + search.algorithm);
    }
    if (constraintBased) {
      ConstraintLearn.check(search, constraint, search.algorithm);
      if (merge != null || proposals != null) {
        throw new StructlearnException(
            (merge != null ? "--merge" : "--proposals")
                + " does not apply to --algorithm "
                + search.algorithm);
      }
      if (out != null) {
        OutputChecks.check(spec, "--out", out, Map.of());
        GraphOutput.checkUndirectedName(out);
      }
      return constraintBased(
          search.algorithm == SearchArgs.Algorithm.pc_stable
              ? loadWarming(warmup, Warmup.Workload.PC_STABLE)
              : dataOptions.load());
    }
    MplHillClimbingOptions mplOptions = mplHc ? MplHcLearn.options(search, merge) : null;
    if (proposals != null && !ibmapHc) {
      throw new StructlearnException(
          "--proposals applies to --algorithm ibmap-hc only, not to --algorithm "
              + search.algorithm);
    }
    IbmapHillClimbingOptions ibmapOptions =
        ibmapHc ? IbmapHcLearn.options(search, proposals) : null;
    boolean undirected = mplHc || ibmapHc || search.scoreArgs.undirected();
    if (out != null) {
      OutputChecks.check(spec, "--out", out, Map.of());
      if (undirected) {
        GraphOutput.checkUndirectedName(out);
      } else {
        GraphOutput.checkName(out);
      }
    }
    if (spark != null && undirected) {
      throw new StructlearnException(
          "--spark applies to the score-based DAG searches, not to undirected ones");
    }
    if (spark != null) {
      return throughSpark();
    }
    Dataset data = loadWarming(!(mplHc || ibmapHc || undirected) && warmup, Warmup.Workload.SEARCH);
    if (mplHc) {
      return mplHc(data, mplOptions);
    }
    if (ibmapHc) {
      return ibmapHc(data, ibmapOptions);
    }
    if (undirected) {
      return undirected(data);
    }
    LearnResult r;
    try (TerminalProgress progress = TerminalProgress.start("learn " + search.algorithm, -1)) {
      r = search.learn(data, progress);
    }
    if (out != null) {
      GraphOutput.write(r.graph(), data, out);
    }
    if (json) {
      Output.print(spec.commandLine().getOut(), summary(r, data), true);
    } else {
      spec.commandLine().getOut().println(LearnReport.text(r));
    }
    return 0;
  }

  /**
   * Reads the data; for a discrete score search, with the search warming up on the other core
   * meanwhile ({@link Warmup}): a fresh JVM would otherwise run the first thousand counts
   * interpreted. The warm-up stops when the data are in memory, before the search's clock starts.
   */
  private Dataset loadWarming(boolean warm, Warmup.Workload workload) {
    Warmup started = early.getAndSet(null);
    if (!warm || started != null && started.workload() != workload) {
      if (started != null) {
        started.stop();
      }
      started = null;
    }
    if (!warm) {
      return dataOptions.load();
    }
    try (Warmup w = started != null ? started : Warmup.start(workload)) {
      w.shapeFrom(DataPreview.levels(dataOptions));
      return dataOptions.load();
    }
  }

  /** A warm-up {@link #warmUpEarly} started before the command line was parsed, if any. */
  private static final AtomicReference<Warmup> early = new AtomicReference<>();

  /**
   * Starts the warm-up as the process starts, before picocli parses the command line (about a
   * quarter of a second in a fresh JVM, which the warm-up then has too), when the arguments name a
   * hill climbing or tabu search: {@code learn} without {@code --no-warmup}, {@code --spark} or an
   * {@code --algorithm} other than hc and tabu. {@link #loadWarming} takes it over, or stops it if
   * the parsed options want none; a command line that fails to parse ends the process, and the
   * daemon thread with it.
   */
  static void warmUpEarly(String[] args) {
    Warmup.Workload workload = earlyWorkload(args);
    if (workload == null) {
      return;
    }
    Warmup w = early.getAndSet(Warmup.start(workload));
    if (w != null) {
      w.stop();
    }
  }

  /** Whether {@link #warmUpEarly} starts a warm-up for these arguments. */
  static boolean warmsUpEarly(String[] args) {
    return earlyWorkload(args) != null;
  }

  /**
   * The warm-up {@link #warmUpEarly} starts for these arguments: hill climbing for {@code learn}
   * with hc or tabu (the default), PC-stable's tests for {@code --algorithm pc-stable}, none for
   * anything else or with {@code --no-warmup} or {@code --spark}.
   */
  static Warmup.Workload earlyWorkload(String[] args) {
    if (args.length == 0 || !args[0].equals("learn")) {
      return null;
    }
    Warmup.Workload workload = Warmup.Workload.SEARCH;
    for (int i = 1; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--no-warmup") || a.equals("--spark") || a.startsWith("--spark=")) {
        return null;
      }
      String algorithm =
          a.startsWith("--algorithm=")
              ? a.substring("--algorithm=".length())
              : a.equals("--algorithm") && i + 1 < args.length ? args[i + 1] : null;
      if (algorithm == null) {
        continue;
      }
      switch (algorithm) {
        case "hc", "tabu" -> workload = Warmup.Workload.SEARCH;
        case "pc-stable" -> workload = Warmup.Workload.PC_STABLE;
        default -> {
          return null;
        }
      }
    }
    return workload;
  }

  /**
   * Learns from --data read, encoded and cached in Spark, the search here asking Spark for a batch
   * of counts per step (see {@link SparkLearn}); the rows never come to this process.
   */
  private int throughSpark() {
    org.structlearn.spark.SparkAvailability.require("--spark");
    SparkLearn.check(search, out);
    try (org.structlearn.spark.SparkStatistics s = SparkLearn.open(spark, dataOptions)) {
      LearnResult r;
      try (TerminalProgress progress = TerminalProgress.start("learn " + search.algorithm, -1)) {
        r = SparkLearn.learn(s, search, progress);
      }
      if (out != null) {
        GraphOutput.write(r.graph(), SparkLearn.header(s), out);
      }
      if (json) {
        Map<String, Object> m = summary(r, SparkLearn.header(s));
        SparkLearn.addCounters(m, s);
        Output.print(spec.commandLine().getOut(), m, true);
      } else {
        spec.commandLine().getOut().println(LearnReport.text(r));
        SparkLearn.report(s, spec.commandLine().getErr());
      }
      return 0;
    }
  }

  private int nbmInfluence() {
    NbmInfluenceLearn.check(spec, out);
    OutputChecks.check(spec, "--out", out, Map.of());
    NbmInfluenceOptions options = NbmInfluenceLearn.options(spec, search, nbm);
    NbmGroups groups = GroupFiles.read(nbm.groups);
    Dataset data = dataOptions.load();
    NbmInfluenceLearn.checkDiscrete(data, groups);
    NbmInfluenceResult r = NbmInfluenceLearn.run(data, groups, options);
    if (out != null) {
      NbmInfluenceLearn.write(r, data, out);
    }
    if (json) {
      Output.print(spec.commandLine().getOut(), NbmInfluenceLearn.summary(r, options, data), true);
    } else {
      spec.commandLine().getOut().println(NbmInfluenceLearn.text(r, options));
    }
    return 0;
  }

  private int mplHc(Dataset data, MplHillClimbingOptions options) {
    MplHillClimbingResult r = MplHcLearn.run(data, options);
    if (out != null) {
      GraphOutput.write(r.graph(), out);
    }
    if (json) {
      Output.print(spec.commandLine().getOut(), MplHcLearn.summary(r, data), true);
    } else {
      spec.commandLine().getOut().println(MplHcLearn.text(r));
    }
    return 0;
  }

  private int ibmapHc(Dataset data, IbmapHillClimbingOptions options) {
    IbmapHillClimbingResult r = IbmapHcLearn.run(data, options);
    if (out != null) {
      GraphOutput.write(r.graph(), out);
    }
    if (json) {
      Output.print(spec.commandLine().getOut(), IbmapHcLearn.summary(r, data), true);
    } else {
      spec.commandLine().getOut().println(IbmapHcLearn.text(r));
    }
    return 0;
  }

  private int constraintBased(Dataset data) {
    ConstraintLearn.Outcome r = ConstraintLearn.run(data, search, constraint);
    if (out != null) {
      if (r.cpdag() != null) {
        GraphOutput.write(r.cpdag(), out);
      } else {
        GraphOutput.write(r.undirected(), out);
      }
    }
    if (json) {
      Output.print(spec.commandLine().getOut(), r.summary(), true);
    } else {
      spec.commandLine().getOut().println(r.text());
    }
    return 0;
  }

  private int undirected(Dataset data) {
    UndirectedSearchResult r = UndirectedLearn.run(data, search.undirectedOptions(data));
    if (out != null) {
      GraphOutput.write(r.graph(), out);
    }
    if (json) {
      Output.print(spec.commandLine().getOut(), UndirectedLearn.summary(r, data), true);
    } else {
      spec.commandLine().getOut().println(UndirectedLearn.text(r));
    }
    return 0;
  }

  static Map<String, Object> summary(LearnResult r, Dataset data) {
    Dag g = r.graph();
    List<List<String>> arcs = new ArrayList<>();
    for (Arc a : g.arcs()) {
      arcs.add(List.of(g.name(a.from()), g.name(a.to())));
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("algorithm", r.algorithm());
    m.put("nodes", g.names());
    m.put("arcs", arcs);
    m.put("score", r.score());
    m.put("scoreType", r.scoreName());
    m.put("rows", data.rows());
    m.put("iterations", r.iterations());
    m.put("evaluations", r.counters().evaluations());
    m.put("cacheHits", r.counters().cacheHits());
    m.put("movesConsidered", r.counters().movesConsidered());
    m.put("stopReason", r.stopReason().name());
    m.put("seed", r.seed());
    m.put("threads", r.options().threads());
    m.put("seconds", r.elapsed().toNanos() / 1e9);
    m.put("modelString", g.toString());
    return m;
  }
}
