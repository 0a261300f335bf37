package org.structlearn.cli.query;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.StructlearnException;
import org.structlearn.WorkerPool;
import org.structlearn.cli.Output;
import org.structlearn.cli.OutputChecks;
import org.structlearn.cli.SampleCommand;
import org.structlearn.cli.TerminalProgress;
import org.structlearn.data.Dataset;
import org.structlearn.data.IncompleteDataset;
import org.structlearn.data.Variable;
import org.structlearn.inference.predict.Imputation;
import org.structlearn.inference.predict.ImputeOptions;
import org.structlearn.inference.predict.ImputeResult;
import org.structlearn.io.DatasetWriter;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.CgNetworkJson;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.missing.CgImputation;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianNetwork;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code impute}: the missing cells of a data set filled in from a fitted network, as bnlearn's
 * {@code impute}: the most probable completion of each row, or one exact draw.
 */
@Command(
    name = "impute",
    mixinStandardHelpOptions = true,
    description =
        "Fill the missing cells of --data from a fitted network (BIF, or JSON for a linear "
            + "Gaussian one): each row's most probable completion given its observed cells, or "
            + "with --method draw one exact draw; writes the completed CSV to --out. A conditional "
            + "Gaussian (mixed) network's JSON, as learn --out writes it for mixed data, is filled "
            + "by likelihood weighting (500 particles a row) as bnlearn's impute(method = "
            + "\"bayes-lw\"): the largest-weight level and the weighted mean, or one weighted "
            + "draw; the output then holds the network's columns.")
public final class ImputeCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--network",
      required = true,
      paramLabel = "NET",
      description = "The fitted network (BIF or JSON), as a path or a name in the data folders.")
  String network;

  @Option(
      names = "--data",
      required = true,
      paramLabel = "FILE",
      description = "CSV with missing cells (plain or gzip).")
  Path data;

  @Option(
      names = "--method",
      defaultValue = "most-probable",
      description = "most-probable or draw (default ${DEFAULT-VALUE}).")
  String method;

  @Option(
      names = "--seed",
      defaultValue = "1",
      description = "Seed of --method draw (default ${DEFAULT-VALUE}).")
  long seed;

  @Option(
      names = "--threads",
      description = "Threads (default: the processors); the completion does not change.")
  Integer threads;

  @Mixin RowsFileOptions rows = new RowsFileOptions();

  @Option(
      names = "--out",
      required = true,
      paramLabel = "FILE",
      description = "The completed data, CSV (gzip if the name ends in .gz).")
  Path out;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    OutputChecks.check(spec, "--out", out, Map.of());
    ImputeOptions options = options();
    Path file = SampleCommand.resolveNetwork(network);
    long t0 = System.nanoTime();
    ImputeResult r;
    Dataset d;
    if (QueryNetworks.kind(file) == QueryNetworks.Kind.GAUSSIAN
        && CgNetworkJson.holdsConditionalGaussian(file)) {
      return conditionalGaussian(file, options, t0);
    }
    if (QueryNetworks.kind(file) == QueryNetworks.Kind.GAUSSIAN) {
      GaussianNetwork gn = GaussianNetworkJson.read(file);
      d = rows.read(data, gn.names().stream().map(Variable::continuous).toList());
      QueryNetworks.checkColumns(data, d.names(), gn.names(), null);
      r = Imputation.impute(gn, d, options);
    } else {
      BayesianNetwork bn = BifReader.read(file);
      d = rows.read(data, bn.variables());
      QueryNetworks.checkColumns(data, d.names(), bn.dag().names(), null);
      try (TerminalProgress progress = TerminalProgress.start("impute", d.rows())) {
        r = Imputation.impute(bn, d, options, progress);
      }
    }
    DatasetWriter.write(r.completed(), out);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("network", network);
    m.put("rows", d.rows());
    m.put("missingCells", d.missing().total());
    m.put("imputedCells", r.imputedCount());
    m.put("method", method);
    m.put("out", out.toString());
    m.put("seconds", (System.nanoTime() - t0) / 1e9);
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }

  /**
   * A conditional Gaussian network: the data's columns of the network, read against its variables,
   * filled by likelihood weighting ({@link CgImputation}).
   */
  private int conditionalGaussian(Path file, ImputeOptions options, long t0) {
    CgNetwork cg = CgNetworkJson.read(file);
    Dataset read = rows.read(data, cg.variables());
    QueryNetworks.checkColumns(data, read.names(), cg.names(), null);
    Dataset d = IncompleteDataset.of(read).select(cg.names()).dataset();
    Dataset completed =
        CgImputation.impute(
            cg,
            d,
            options.method() == ImputeOptions.Method.DRAW,
            CgImputation.PARTICLES,
            seed,
            options.threads());
    DatasetWriter.write(completed, out);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("network", network);
    m.put("rows", d.rows());
    m.put("missingCells", d.missing().total());
    m.put("imputedCells", d.missing().total());
    m.put("method", method);
    m.put("inference", "likelihood weighting, " + CgImputation.PARTICLES + " particles a row");
    m.put("columnsLeftOut", read.names().stream().filter(n -> !cg.names().contains(n)).toList());
    m.put("out", out.toString());
    m.put("seconds", (System.nanoTime() - t0) / 1e9);
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }

  private ImputeOptions options() {
    ImputeOptions.Method m =
        switch (method) {
          case "most-probable" -> ImputeOptions.Method.MOST_PROBABLE;
          case "draw" -> ImputeOptions.Method.DRAW;
          default ->
              throw new StructlearnException(
                  "--method must be most-probable or draw, was '" + method + "'");
        };
    if (threads != null) {
      WorkerPool.checkThreads("--threads", threads);
    }
    ImputeOptions o = ImputeOptions.defaults().withMethod(m).withSeed(seed);
    return threads == null ? o : o.withThreads(threads);
  }
}
