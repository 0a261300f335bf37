package org.structlearn.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.WorkerPool;
import org.structlearn.bootstrap.ArcStrength;
import org.structlearn.bootstrap.ArcStrengths;
import org.structlearn.bootstrap.BootstrapOptions;
import org.structlearn.bootstrap.BootstrapStrength;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Graph;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.OutputFiles;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedGraphs;
import org.structlearn.learn.Reports;
import org.structlearn.learn.registry.Settings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code strength}: edge confidence by the bootstrap (bnlearn's {@code boot.strength} and {@code
 * averaged.network}) for any algorithm of the registry, with every option {@code learn} takes.
 */
@Command(
    name = "strength",
    mixinStandardHelpOptions = true,
    description = {
      "Edge strength by the nonparametric bootstrap (bnlearn's boot.strength): learn a graph with "
          + "--algorithm NAME on each of --replicates resamples of the rows, and report how often "
          + "each pair is linked (strength) and, for learners of DAGs and CPDAGs, which way "
          + "(direction, from each replicate's CPDAG; an undirected edge counts half each way), "
          + "and the averaged graph: the links stronger than the threshold (default: Scutari and "
          + "Nagarajan's 2013 inclusion threshold, bnlearn's).",
      "--threads learns that many replicates at once, each on one thread; each replicate is "
          + "seeded from --seed and its index, so the result does not depend on --threads. The "
          + "algorithm's options are learn's; --threshold here is the averaged graph's."
    })
final class StrengthCommand implements Callable<Integer>, AlgorithmOptions.Taker {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;

  @Option(
      names = "--algorithm",
      paramLabel = "NAME",
      defaultValue = "hc",
      completionCandidates = LearnCommand.AlgorithmNames.class,
      description = "The learner of each replicate: ${COMPLETION-CANDIDATES} (default hc).")
  String algorithm;

  @Option(
      names = "--replicates",
      defaultValue = "200",
      paramLabel = "R",
      description = "Bootstrap replicates (default ${DEFAULT-VALUE}, bnlearn's).")
  int replicates;

  @Option(
      names = "--sample-size",
      paramLabel = "M",
      description = "Rows per replicate, drawn with replacement (default: as many as the data).")
  Integer sampleSize;

  @Option(
      names = "--threshold",
      paramLabel = "T",
      description =
          "Strength above which a link enters the averaged graph, in [0, 1] (default: the "
              + "inclusion threshold of Scutari and Nagarajan 2013, as bnlearn).")
  Double threshold;

  @Option(
      names = "--seed",
      defaultValue = "1",
      paramLabel = "S",
      description = "Seed of the resampling and of every replicate (default ${DEFAULT-VALUE}).")
  long seed;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Replicates learned at once (default: the available processors).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(
      names = "--no-cpdag",
      description =
          "Count each replicate's graph as learned, not its CPDAG (bnlearn's cpdag = FALSE).")
  boolean noCpdag;

  @Option(
      names = "--no-shuffle",
      description = "Keep the column order in every replicate (bnlearn's shuffle = FALSE).")
  boolean noShuffle;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description =
          "Write the averaged graph as learn --out writes a graph: " + GraphOutput.FORMATS)
  Path out;

  @Option(
      names = "--strengths",
      paramLabel = "FILE",
      description =
          "Write the strengths as CSV from,to,strength,direction: every ordered pair linked in "
              + "at least one replicate, both orders listed.")
  Path strengths;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    Settings settings = AlgorithmOptions.settings(spec, algorithm);
    GraphKind kind = settings.algorithm().kind(settings);
    checkOptions(kind);
    Dataset data = dataOptions.load();
    BootstrapOptions options =
        BootstrapOptions.builder()
            .learner(settings.algorithm().learner(settings, data))
            .replicates(replicates)
            .sampleSize(sampleSize == null ? 0 : sampleSize)
            .seed(seed)
            .threads(threads)
            .cpdag(!noCpdag)
            .shuffle(!noShuffle)
            .build();
    ArcStrengths r;
    try (TerminalProgress progress = TerminalProgress.start("strength " + algorithm, replicates)) {
      r = new BootstrapStrength(options).run(data, progress);
    }
    double t = threshold == null ? r.threshold() : threshold;
    Graph averaged = r.averagedGraph(t);
    if (out != null) {
      if (averaged instanceof Dag d) {
        GraphOutput.write(d, data, out);
      } else {
        GraphOutput.write((UndirectedGraph) averaged, out);
      }
    }
    if (strengths != null) {
      OutputFiles.writeString(strengths, StrengthTables.csv(r.arcs()));
    }
    Map<String, Object> m = summary(r, averaged, t);
    if (json) {
      m.put("strengths", StrengthTables.rows(r.arcs()));
      Output.print(spec.commandLine().getOut(), m, true);
    } else {
      m.put(
          "modelString",
          "\n" + Reports.wrapModel(averaged.toString(), Reports.WIDTH, Reports.INDENT));
      m.remove("arcs");
      m.remove("edges");
      Output.print(spec.commandLine().getOut(), m, false);
    }
    return 0;
  }

  /** Refuses bad values before the data are read, naming the option. */
  private void checkOptions(GraphKind kind) {
    if (replicates < 1) {
      throw new org.structlearn.StructlearnException(
          "--replicates must be at least 1, was " + replicates);
    }
    if (sampleSize != null && sampleSize < 1) {
      throw new org.structlearn.StructlearnException(
          "--sample-size must be at least 1, was " + sampleSize);
    }
    if (threshold != null && !(threshold >= 0 && threshold <= 1)) {
      throw new org.structlearn.StructlearnException(
          "--threshold must be in [0, 1], was " + threshold);
    }
    WorkerPool.checkThreads("--threads", threads);
    if (out != null) {
      OutputChecks.check(spec, "--out", out, AlgorithmOptions.inputs(spec));
      GraphOutput.checkName(kind.isDirected() ? GraphKind.DAG : GraphKind.UNDIRECTED, out);
    }
    if (strengths != null) {
      OutputChecks.check(spec, "--strengths", strengths, AlgorithmOptions.inputs(spec));
      OutputChecks.checkDataName("--strengths", strengths, false);
    }
  }

  private Map<String, Object> summary(ArcStrengths r, Graph averaged, double threshold) {
    BootstrapOptions o = r.options();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("algorithm", algorithm);
    m.put("graphType", r.kind().jsonName());
    m.put("score", r.scoreName());
    m.put("replicates", o.replicates());
    m.put("rows", r.rows());
    m.put("sampleSize", o.sampleSize() == 0 ? r.rows() : o.sampleSize());
    m.put("pairsLinked", r.arcs().size() / 2);
    m.put("inclusionThreshold", r.threshold());
    m.put("threshold", threshold);
    if (averaged instanceof Dag d) {
      m.put("averagedArcs", d.arcCount());
      m.put("arcs", LearnedGraphs.arcs(d));
    } else {
      UndirectedGraph u = (UndirectedGraph) averaged;
      m.put("averagedEdges", u.edgeCount());
      m.put("edges", LearnedGraphs.edges(u));
    }
    m.put("cpdag", o.cpdag());
    m.put("shuffle", o.shuffle());
    m.put("seed", o.seed());
    m.put("threads", o.threads());
    m.put("seconds", r.elapsed().toNanos() / 1e9);
    m.put("modelString", averaged.toString());
    return m;
  }

  /** Strength rows as JSON objects and as CSV. */
  static final class StrengthTables {
    private StrengthTables() {}

    static List<Map<String, Object>> rows(List<ArcStrength> arcs) {
      List<Map<String, Object>> out = new ArrayList<>();
      for (ArcStrength a : arcs) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("from", a.from());
        row.put("to", a.to());
        row.put("strength", a.strength());
        row.put("direction", a.direction());
        out.add(row);
      }
      return out;
    }

    /** The strengths as CSV; names with a comma, quote or line break are quoted. */
    static String csv(List<ArcStrength> arcs) {
      StringBuilder b = new StringBuilder("from,to,strength,direction\n");
      for (ArcStrength a : arcs) {
        b.append(quote(a.from()))
            .append(',')
            .append(quote(a.to()))
            .append(',')
            .append(number(a.strength()))
            .append(',')
            .append(number(a.direction()))
            .append('\n');
      }
      return b.toString();
    }

    private static String number(double d) {
      return d == Math.rint(d)
          ? Long.toString((long) d)
          : new java.math.BigDecimal(Double.toString(d)).toPlainString();
    }

    private static String quote(String s) {
      if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
        return s;
      }
      return '"' + s.replace("\"", "\"\"") + '"';
    }
  }
}
