package org.structlearn.cli.query;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.StructlearnException;
import org.structlearn.cli.Output;
import org.structlearn.cli.OutputChecks;
import org.structlearn.cli.SampleCommand;
import org.structlearn.cli.TerminalProgress;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.inference.QueryMethod;
import org.structlearn.inference.predict.PredictOptions;
import org.structlearn.inference.predict.Prediction;
import org.structlearn.inference.predict.PredictionResult;
import org.structlearn.inference.predict.ValuePredictions;
import org.structlearn.io.OutputFiles;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianNetwork;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code predict}: a target column predicted for each row of a data set from the row's other
 * observed cells, as bnlearn's {@code predict(method = "exact" | "bayes-lw")}; accuracy and
 * log-loss where the file has the target's true level.
 */
@Command(
    name = "predict",
    mixinStandardHelpOptions = true,
    description =
        "Predict --target for each row of --data from the row's other cells with a fitted network "
            + "(BIF, or JSON for a linear Gaussian one): the posterior and its most probable level, "
            + "and the accuracy and log-loss where the data hold the truth.")
public final class PredictCommand implements Callable<Integer> {
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
      description = "CSV of rows (plain or gzip); cells may be missing.")
  Path data;

  @Option(
      names = "--target",
      required = true,
      paramLabel = "NAME",
      description = "The variable to predict.")
  String target;

  @Option(
      names = "--method",
      defaultValue = "exact",
      description =
          "exact or lw (likelihood weighting, bnlearn's bayes-lw) (default ${DEFAULT-VALUE}).")
  String method;

  @Option(
      names = "--draws",
      defaultValue = "500",
      description = "Likelihood-weighting draws per row (default ${DEFAULT-VALUE}).")
  int draws;

  @Option(
      names = "--seed",
      defaultValue = "1",
      description = "Seed of likelihood weighting (default ${DEFAULT-VALUE}).")
  long seed;

  @Option(
      names = "--threads",
      description = "Threads (default: the processors); the predictions do not change.")
  Integer threads;

  @Mixin RowsFileOptions rows = new RowsFileOptions();

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description =
          "Write one line per row: row, truth, prediction, and the posterior (discrete) or mean and sd (Gaussian).")
  Path out;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    if (out != null) {
      OutputChecks.check(spec, "--out", out, Map.of());
    }
    Path file = SampleCommand.resolveNetwork(network);
    QueryNetworks.refuseConditionalGaussian(file, network, "predict");
    long t0 = System.nanoTime();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("network", network);
    m.put("target", target);
    try {
      if (QueryNetworks.kind(file) == QueryNetworks.Kind.GAUSSIAN) {
        GaussianNetwork gn = GaussianNetworkJson.read(file);
        Dataset d = rows.read(data, gn.names().stream().map(Variable::continuous).toList());
        QueryNetworks.checkName(gn.names(), "--target", target);
        QueryNetworks.checkColumns(data, d.names(), gn.names(), target);
        ValuePredictions p = Prediction.predict(gn, d, target);
        m.put("rows", p.means().length);
        m.put("rowsWithTruth", p.rowsWithTruth());
        m.put("rmse", p.rmse());
        m.put("meanLogDensity", p.meanLogDensity());
        if (out != null) {
          OutputFiles.writeText(out, w -> writeValues(w, p));
        }
      } else {
        BayesianNetwork bn = BifReader.read(file);
        Dataset d = rows.read(data, bn.variables());
        QueryNetworks.checkName(bn.dag().names(), "--target", target);
        QueryNetworks.checkColumns(data, d.names(), bn.dag().names(), target);
        PredictionResult p;
        try (TerminalProgress progress = TerminalProgress.start("predict", d.rows())) {
          p = Prediction.predict(bn, d, target, options(), progress);
        }
        m.put("method", method);
        m.put("rows", p.rows());
        m.put("rowsWithTruth", p.rowsWithTruth());
        m.put("accuracy", p.accuracy());
        m.put("majorityAccuracy", p.majorityAccuracy());
        m.put("logLoss", p.logLoss());
        if (out != null) {
          OutputFiles.writeText(out, w -> writeLevels(w, p));
        }
      }
    } catch (IllegalArgumentException e) {
      throw new StructlearnException(e.getMessage(), e);
    }
    if (out != null) {
      m.put("out", out.toString());
    }
    m.put("seconds", (System.nanoTime() - t0) / 1e9);
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }

  private PredictOptions options() {
    QueryMethod m;
    try {
      m = QueryMethod.parse(method);
    } catch (IllegalArgumentException e) {
      throw new StructlearnException("--method must be exact or lw, was '" + method + "'");
    }
    PredictOptions.Builder b = PredictOptions.builder().method(m).draws(draws).seed(seed);
    if (threads != null) {
      b.threads(threads);
    }
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      throw new StructlearnException("--method, --draws or --threads: " + e.getMessage());
    }
  }

  private static void writeLevels(Writer w, PredictionResult p) throws IOException {
    w.write("row,truth,predicted");
    for (String level : p.levels()) {
      w.write("," + Csv.quote("P(" + level + ")"));
    }
    w.write("\n");
    for (int r = 0; r < p.rows(); r++) {
      int t = p.truth()[r];
      w.write(
          (r + 1)
              + ","
              + (t < 0 ? "NA" : Csv.quote(p.levels().get(t)))
              + ","
              + Csv.quote(p.predictedLevel(r)));
      for (double x : p.posteriors()[r]) {
        w.write("," + x);
      }
      w.write("\n");
    }
  }

  private static void writeValues(Writer w, ValuePredictions p) throws IOException {
    w.write("row,truth,mean,sd\n");
    for (int r = 0; r < p.means().length; r++) {
      double t = p.truth()[r];
      w.write(
          String.format(
              Locale.ROOT,
              "%d,%s,%s,%s%n",
              r + 1,
              Double.isNaN(t) ? "NA" : Double.toString(t),
              p.means()[r],
              p.sds()[r]));
    }
  }

  /** Quoting of one CSV field. */
  static final class Csv {
    private Csv() {}

    static String quote(String s) {
      return s.contains(",") || s.contains("\"") || s.contains("\n")
          ? "\"" + s.replace("\"", "\"\"") + "\""
          : s;
    }
  }
}
