package org.structlearn.cli;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.structlearn.data.Dataset;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.learn.StructureLearner;
import org.structlearn.learn.registry.Algorithms;
import org.structlearn.learn.registry.Settings;
import org.structlearn.search.Warmup;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code learn}: any algorithm of the registry ({@link Algorithms}) by name, with its options as
 * the registry declares them: read the data, learn, write the graph, print the report or the
 * summary.
 */
@Command(
    name = "learn",
    mixinStandardHelpOptions = true,
    description = {
      "Learn a structure from data with --algorithm NAME and the options it takes: a DAG (score"
          + " searches), a CPDAG (PC-stable, SGS) or an undirected graph (Markov network searches,"
          + " grow-shrink learners, dependence topologies). The algorithms are listed at the end;"
          + " each option names the algorithms that take it, and an option the chosen algorithm"
          + " does not take is refused."
    })
final class LearnCommand implements Callable<Integer>, AlgorithmOptions.Taker {
  /**
   * The searches whose first counts a warm-up on the other core speeds up; PC-stable has a warm-up
   * of its own ({@link Warmup.Workload#PC_STABLE}).
   */
  private static final Set<String> WARMED = Set.of("hc", "tabu", "exhaustive");

  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;

  @Option(
      names = "--algorithm",
      paramLabel = "NAME",
      defaultValue = "hc",
      completionCandidates = AlgorithmNames.class,
      description = "The algorithm: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
  String algorithm;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description =
          "Write the graph: .csv arc list, .txt model string, .dot, .gv, .bif (discrete data, "
              + "MLE fit) or .json (continuous data, Gaussian MLE fit). A CPDAG or an undirected "
              + "graph: .csv (undirected edges listed both ways) or .dot/.gv.")
  Path out;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Option(
      names = ThreadCpu.OPTION,
      description =
          "Also report the CPU time of the learning call on the command's thread, in seconds: a"
              + " line 'cpu time' after the result, or threadCpuSeconds in --json. With --threads 1"
              + " that thread does all of a search's work; with more, the other threads' time is"
              + " not in it, nor the JIT compiler's or the garbage collector's. Starting Java's"
              + " management bean for it costs about 30 ms once, before the data are read.")
  boolean cpuTime;

  @Option(
      names = "--no-warmup",
      description =
          "Do not warm the search up on a second thread while the data are read (see the"
              + " README's speed section; the answer is the same either way).")
  boolean noWarmup;

  @Option(
      names = "--spark",
      paramLabel = "MASTER",
      description =
          "Read --data (CSV, or Parquet: a name ending in .parquet) through Apache Spark on this "
              + "master, e.g. 'local[2]' or spark://host:7077: --algorithm hc or tabu run here "
              + "and ask Spark for one pass of counts per step (the rows stay in Spark, so "
              + "--candidates and --out .bif/.json are refused). Spark must be on the class path "
              + "(not in structlearn.jar): see the README.")
  String spark;

  @Override
  public Integer call() {
    Settings settings = AlgorithmOptions.settings(spec, algorithm);
    GraphKind kind = settings.algorithm().kind(settings);
    if (out != null) {
      OutputChecks.check(spec, "--out", out, AlgorithmOptions.inputs(spec));
      GraphOutput.checkName(kind, out);
    }
    if (spark != null && cpuTime) {
      throw new CommandLine.ParameterException(
          spec.commandLine(),
          ThreadCpu.OPTION
              + " measures the learning call on this machine's thread, and with --spark the"
              + " learning runs on the cluster; drop one of them");
    }
    if (cpuTime && ThreadCpu.threadNanos() < 0) {
      throw new CommandLine.ParameterException(
          spec.commandLine(),
          ThreadCpu.OPTION + ": this JVM does not measure a thread's CPU time; drop the option");
    }
    if (spark != null) {
      org.structlearn.spark.SparkAvailability.require("--spark");
      return SparkLearn.run(spec, settings, spark, dataOptions, out, json);
    }
    boolean pcStable = algorithm.equals("pc-stable");
    boolean ges = algorithm.equals("ges");
    boolean em = algorithm.equals("structural-em");
    boolean warm =
        !noWarmup && (pcStable || ges || em || WARMED.contains(algorithm) && kind == GraphKind.DAG);
    Settings asked = settings;
    LearnData.Loaded loaded =
        LearnWarmup.load(
            warm,
            pcStable
                ? Warmup.Workload.PC_STABLE
                : ges
                    ? Warmup.Workload.GES
                    : em ? Warmup.Workload.STRUCTURAL_EM : Warmup.Workload.SEARCH,
            DataPreview.levels(dataOptions),
            dataOptions.file(),
            em && settings.keys().contains("bnlearn"),
            () -> LearnData.load(spec, dataOptions, asked));
    Dataset data = loaded.data();
    StructureLearner learner = loaded.settings().algorithm().learner(loaded.settings(), data);
    LearnedStructure r;
    double cpuSeconds = Double.NaN;
    try (TerminalProgress progress = TerminalProgress.start("learn " + algorithm, -1)) {
      long cpu0 = cpuTime ? ThreadCpu.threadNanos() : 0; // the learning call alone
      r = learner.learn(data, progress);
      if (cpuTime) {
        cpuSeconds = (ThreadCpu.threadNanos() - cpu0) / 1e9;
      }
    }
    if (out != null) {
      GraphOutput.write(r, data, out);
    }
    if (json) {
      Map<String, Object> summary = r.summary();
      summary.put("rows", data.rows());
      if (cpuTime) {
        summary.put("threadCpuSeconds", cpuSeconds);
      }
      Output.print(spec.commandLine().getOut(), summary, true);
    } else {
      spec.commandLine().getOut().println(r);
      if (cpuTime) {
        spec.commandLine()
            .getOut()
            .printf(
                java.util.Locale.ROOT,
                "cpu time of the learning call: %.6f s on the command's thread (with --threads 1,"
                    + " all of a search's work)%n",
                cpuSeconds);
      }
    }
    return 0;
  }

  /** The registry's algorithm names, for the help's completion candidates. */
  static final class AlgorithmNames implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return Algorithms.names().iterator();
    }
  }
}
