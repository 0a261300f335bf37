package org.structlearn.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.structlearn.StructlearnException;
import org.structlearn.WorkerPool;
import org.structlearn.data.Variable;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetWriter;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.CgNetworkJson;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.sim.CgSampler;
import org.structlearn.sim.ForwardSampler;
import org.structlearn.sim.GaussianSampler;
import org.structlearn.sim.GibbsOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code sample}: forward sampling of a discrete (BIF) or linear Gaussian (JSON) network to CSV, or
 * Gibbs sampling of a Markov network ({@code --markov}).
 */
@Command(
    name = "sample",
    mixinStandardHelpOptions = true,
    description =
        "Draw rows from a Bayesian network by forward sampling: a discrete one (BIF) or a linear "
            + "Gaussian one (bnlearn-style JSON); or with --markov from a Markov network by "
            + "Gibbs sampling.")
public final class SampleCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin MarkovSampling markov;

  @Option(
      names = "--network",
      paramLabel = "NETWORK",
      description =
          "A discrete network (BIF, plain or .gz), a Gaussian one or a conditional Gaussian one "
              + "(bnlearn-style JSON, as fit writes them), as a path "
              + "or a name under bif/ or gaussian/ of the data folders ($STRUCTLEARN_DATA, then "
              + "the project's data/), e.g. alarm.bif.gz, alarm, ecoli70.json.")
  String network;

  @Option(names = "--rows", required = true, description = "Number of rows to draw.")
  int rows;

  @Option(
      names = "--seed",
      defaultValue = "1",
      description =
          "Random seed (default ${DEFAULT-VALUE}); with --markov it seeds both the random "
              + "parameters and the chains.")
  long seed;

  @Option(
      names = "--threads",
      defaultValue = "1",
      description = "Threads; the rows do not depend on it (default ${DEFAULT-VALUE}).")
  int threads;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "CSV",
      description =
          "Output CSV (gzip-compressed if it ends in .gz), or Parquet if it ends in .parquet "
              + "(needs Spark on the class path), written atomically: an existing file"
              + " is replaced only once the new one is complete.")
  Path out;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    if (rows < 1) {
      throw new StructlearnException("--rows must be at least 1, was " + rows);
    }
    WorkerPool.checkThreads("--threads", threads);
    if (markov.given()) {
      if (network != null) {
        throw new StructlearnException(
            "--network and --markov are mutually exclusive: give --network for a Bayesian "
                + "network (forward sampling) or --markov for a Markov network (Gibbs sampling)");
      }
      GibbsOptions options = markov.check(spec);
      OutputChecks.check(spec, "--out", out, Map.of());
      OutputChecks.checkDataName("--out", out, true);
      Output.print(
          spec.commandLine().getOut(), markov.run(spec, rows, seed, threads, out, options), json);
      return 0;
    }
    if (network == null) {
      throw new StructlearnException(
          "give --network NETWORK (a Bayesian network, forward sampling) or --markov G (a Markov "
              + "network or its graph, Gibbs sampling)");
    }
    markov.refuseWithoutMarkov();
    Path file = resolveNetwork(network);
    OutputChecks.check(spec, "--out", out, Map.of("--network", file));
    OutputChecks.checkDataName("--out", out, true);
    boolean gaussian = file.getFileName().toString().matches(".*\\.json(\\.gz)?");
    long t0 = System.nanoTime();
    int variables;
    // rows are drawn in blocks and written as they come: a sample need not fit in the heap
    try (TerminalProgress progress = TerminalProgress.start("sample", rows)) {
      if (gaussian && CgNetworkJson.holdsConditionalGaussian(file)) {
        CgNetwork cg = CgNetworkJson.read(file);
        variables = cg.size();
        write(cg.variables(), sink -> CgSampler.sample(cg, rows, seed, threads, progress, sink));
      } else if (gaussian) {
        GaussianNetwork gn = GaussianNetworkJson.read(file);
        variables = gn.size();
        List<Variable> vars = gn.names().stream().map(Variable::continuous).toList();
        write(vars, sink -> GaussianSampler.sample(gn, rows, seed, threads, progress, sink));
      } else {
        BayesianNetwork bn = BifReader.read(file);
        variables = bn.size();
        if (variables == 0) {
          throw new StructlearnException(
              "--network " + file + " declares no variable, so there is nothing to sample");
        }
        write(
            bn.variables(), sink -> ForwardSampler.sample(bn, rows, seed, threads, progress, sink));
      }
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("network", network);
    m.put("variables", variables);
    m.put("rows", rows);
    m.put("seed", seed);
    m.put("out", out.toString());
    m.put("seconds", seconds);
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }

  /** Writes the blocks to --out as they come: Parquet for a name ending .parquet, else CSV. */
  private void write(List<Variable> vars, DatasetWriter.Rows blocks) {
    write(out, vars, blocks);
  }

  /** Writes the blocks to a file: Parquet for a name ending .parquet, else CSV. */
  static void write(Path out, List<Variable> vars, DatasetWriter.Rows blocks) {
    if (org.structlearn.spark.SparkAvailability.isParquet(out.toString())) {
      org.structlearn.spark.SparkAvailability.require("writing Parquet (--out " + out + ")");
      org.structlearn.spark.ParquetDatasetWriter.write(vars, blocks, out);
    } else {
      DatasetWriter.write(out, ',', vars, blocks);
    }
  }

  /**
   * A path as given if it exists, else a network of the data folders by name: {@code alarm.bif.gz},
   * {@code alarm.bif} or {@code alarm} under {@code bif/}, {@code ecoli70.json} or {@code ecoli70}
   * under {@code gaussian/}.
   */
  public static Path resolveNetwork(String name) {
    Path p = Path.of(name);
    if (Files.exists(p)) {
      return p;
    }
    String base = name.replaceFirst("(\\.bif)?(\\.gz)?$", "").replaceFirst("\\.json$", "");
    for (String candidate :
        List.of(
            "bif/" + name,
            "bif/" + base + ".bif",
            "gaussian/" + name,
            "gaussian/" + base + ".json")) {
      Optional<Path> found = DataLocation.find(candidate);
      if (found.isPresent()) {
        return found.get();
      }
    }
    throw new StructlearnException(
        "network '"
            + name
            + "' not found, neither as a file ("
            + p.toAbsolutePath()
            + ") nor by name in the data folders "
            + DataLocation.roots()
            + " (bif/*.bif.gz, gaussian/*.json); give a path to a BIF or JSON network, or set "
            + DataLocation.ENV
            + " to a folder holding bif/ or gaussian/");
  }
}
