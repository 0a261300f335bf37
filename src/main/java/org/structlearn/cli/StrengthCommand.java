package org.structlearn.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.StructlearnException;
import org.structlearn.WorkerPool;
import org.structlearn.bootstrap.ArcStrength;
import org.structlearn.bootstrap.ArcStrengths;
import org.structlearn.bootstrap.BootstrapAlgorithm;
import org.structlearn.bootstrap.BootstrapOptions;
import org.structlearn.bootstrap.BootstrapStrength;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.io.OutputFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code strength}: arc confidence by the bootstrap (bnlearn's {@code boot.strength} and {@code
 * averaged.network}), with every data, score and search option {@code learn} takes.
 */
@Command(
    name = "strength",
    mixinStandardHelpOptions = true,
    description = {
      "Arc strength by the nonparametric bootstrap (bnlearn's boot.strength): learn a DAG with "
          + "--algorithm hc or tabu on each of --replicates resamples of the rows, and report how "
          + "often each pair is linked (strength) and which way (direction, from each "
          + "replicate's CPDAG), and the averaged network: the arcs stronger than the threshold "
          + "(default: Scutari and Nagarajan's 2013 inclusion threshold, bnlearn's).",
      "--threads learns that many replicates at once; each replicate is seeded from --seed and "
          + "its index, so the result does not depend on --threads."
    })
final class StrengthCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;
  @Mixin SearchArgs search;

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
          "Strength above which an arc enters the averaged network, in [0, 1] (default: the "
              + "inclusion threshold of Scutari and Nagarajan 2013, as bnlearn).")
  Double threshold;

  @Option(
      names = "--no-cpdag",
      description =
          "Count each replicate's DAG as learned, not its CPDAG (bnlearn's cpdag = FALSE).")
  boolean noCpdag;

  @Option(
      names = "--no-shuffle",
      description = "Keep the column order in every replicate (bnlearn's shuffle = FALSE).")
  boolean noShuffle;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description =
          "Write the averaged network as learn --out writes a graph: " + GraphOutput.FORMATS)
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
    BootstrapAlgorithm algorithm = algorithm();
    checkOptions();
    Dataset data = dataOptions.load();
    BootstrapOptions options =
        BootstrapOptions.builder()
            .algorithm(algorithm)
            .search(search.options(data))
            .replicates(replicates)
            .sampleSize(sampleSize == null ? 0 : sampleSize)
            .seed(search.seed)
            .threads(search.threads)
            .cpdag(!noCpdag)
            .shuffle(!noShuffle)
            .build();
    ArcStrengths r;
    try (TerminalProgress progress =
        TerminalProgress.start("strength " + search.algorithm, replicates)) {
      r = new BootstrapStrength(options).run(data, progress);
    }
    double t = threshold == null ? r.threshold() : threshold;
    Dag averaged = r.averaged(t);
    if (out != null) {
      GraphOutput.write(averaged, data, out);
    }
    if (strengths != null) {
      OutputFiles.writeString(strengths, csv(r.arcs()));
    }
    Map<String, Object> m = summary(r, averaged, t);
    if (json) {
      m.put("strengths", rows(r.arcs()));
      Output.print(spec.commandLine().getOut(), m, true);
    } else {
      m.put("modelString", "\n" + LearnReport.wrap(averaged.toString(), LearnReport.WIDTH, "    "));
      m.remove("arcs");
      Output.print(spec.commandLine().getOut(), m, false);
    }
    return 0;
  }

  private BootstrapAlgorithm algorithm() {
    return switch (search.algorithm) {
      case hc -> BootstrapAlgorithm.HILL_CLIMBING;
      case tabu -> BootstrapAlgorithm.TABU;
      default ->
          throw new StructlearnException(
              "--algorithm "
                  + search.algorithm
                  + ": strength learns its replicates with a search over DAGs, hc or tabu");
    };
  }

  /** Refuses bad values before the data are read, naming the option. */
  private void checkOptions() {
    if (replicates < 1) {
      throw new StructlearnException("--replicates must be at least 1, was " + replicates);
    }
    if (sampleSize != null && sampleSize < 1) {
      throw new StructlearnException("--sample-size must be at least 1, was " + sampleSize);
    }
    if (threshold != null && !(threshold >= 0 && threshold <= 1)) {
      throw new StructlearnException("--threshold must be in [0, 1], was " + threshold);
    }
    WorkerPool.checkThreads("--threads", search.threads);
    if (search.scoreArgs.undirected()) {
      throw new StructlearnException(
          "--score "
              + search.scoreArgs.score
              + " scores undirected graphs; strength learns DAGs: choose one of "
              + ScoreChoice.dagNames());
    }
    if (out != null) {
      OutputChecks.check(spec, "--out", out, Map.of());
      GraphOutput.checkName(out);
    }
    if (strengths != null) {
      OutputChecks.check(spec, "--strengths", strengths, Map.of());
      OutputChecks.checkDataName("--strengths", strengths, false);
    }
  }

  private static Map<String, Object> summary(ArcStrengths r, Dag averaged, double threshold) {
    List<List<String>> arcs = new ArrayList<>();
    for (Arc a : averaged.arcs()) {
      arcs.add(List.of(averaged.name(a.from()), averaged.name(a.to())));
    }
    BootstrapOptions o = r.options();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("algorithm", o.algorithm().shortName());
    m.put("score", o.search().score().name());
    m.put("replicates", o.replicates());
    m.put("rows", r.rows());
    m.put("sampleSize", o.sampleSize() == 0 ? r.rows() : o.sampleSize());
    m.put("pairsLinked", r.arcs().size() / 2);
    m.put("inclusionThreshold", r.threshold());
    m.put("threshold", threshold);
    m.put("averagedArcs", averaged.arcCount());
    m.put("arcs", arcs);
    m.put("cpdag", o.cpdag());
    m.put("shuffle", o.shuffle());
    m.put("seed", o.seed());
    m.put("threads", o.threads());
    m.put("seconds", r.elapsed().toNanos() / 1e9);
    m.put("modelString", averaged.toString());
    return m;
  }

  private static List<Map<String, Object>> rows(List<ArcStrength> arcs) {
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
