package org.structlearn.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.graph.GraphFile;
import org.structlearn.io.graph.GraphFiles;
import org.structlearn.io.network.BifWriter;
import org.structlearn.io.network.CgNetworkJson;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.mixed.CgFit;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.model.BayesianEstimator;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianMaximumLikelihoodEstimator;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.MaximumLikelihoodEstimator;
import org.structlearn.model.ParameterEstimator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code fit}: parameters of a given DAG from data: conditional probability tables written as BIF
 * for discrete data, linear Gaussian CPDs written as JSON for continuous data.
 */
@Command(
    name = "fit",
    mixinStandardHelpOptions = true,
    description =
        "Fit the parameters of a DAG to data: conditional probability tables for discrete data "
            + "(written as BIF), linear Gaussian regressions for continuous data (written as "
            + "bnlearn-style JSON), and for mixed data a conditional linear Gaussian network "
            + "(tables for the discrete nodes, a regression per configuration of the discrete "
            + "parents for the continuous ones, as bnlearn's bn.fit; JSON).")
final class FitCommand implements Callable<Integer> {
  enum Method {
    mle,
    bayes
  }

  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;

  @Option(
      names = "--graph",
      required = true,
      paramLabel = "G",
      description =
          "The DAG: model-string file, arc-list CSV, DOT, BIF or JSON network. Its nodes pick the "
              + "data's columns; an arc list (or DOT without node statements) takes every column "
              + "as a node, with a note naming those it added. A path, or a name under the data "
              + "folders, as --data.")
  Path graph;

  @Option(
      names = "--method",
      defaultValue = "mle",
      description =
          "Estimator of discrete tables: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}); "
              + "continuous data are always fit by maximum likelihood.")
  Method method;

  @Option(
      names = "--iss",
      defaultValue = "1",
      description = "Imaginary sample size of the bayes estimator (default ${DEFAULT-VALUE}).")
  double iss;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "FILE",
      description =
          "Output: BIF for discrete data (.bif or .bif.gz), JSON for continuous or mixed data "
              + "(.json or .json.gz); a name ending in another format's ending is refused.")
  Path out;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    OutputChecks.check(spec, "--out", out, Map.of());
    checkEnding(null);
    GraphFile file =
        GraphFiles.load(InputFiles.find(graph)); // a malformed graph fails before reading the data
    Dataset all = dataOptions.load();
    Dag dag = GraphInputs.overData(file, all, spec.commandLine().getErr()).dag();
    Dataset data = Commands.columnsOf(all, dag.names(), graph);
    checkEnding(!data.isAllDiscrete());
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("nodes", dag.size());
    m.put("arcs", dag.arcCount());
    if (!data.isAllContinuous() && !data.isAllDiscrete()) {
      CgNetwork cg = CgFit.fit(dag, data);
      CgNetworkJson.write(cg, out);
      m.put("parameters", cg.parameterCount());
      m.put("method", "mle-cg (conditional linear Gaussian, bnlearn's bn.fit)");
      m.put("logLikelihood", cg.logLikelihood(data));
    } else if (data.isAllContinuous()) {
      GaussianNetwork gn = new GaussianMaximumLikelihoodEstimator().fit(dag, data);
      GaussianNetworkJson.write(gn, out);
      m.put("parameters", gn.parameterCount());
      m.put("method", "mle (linear Gaussian)");
      m.put("logLikelihood", gn.logLikelihood(data));
    } else {
      ParameterEstimator estimator =
          method == Method.mle ? new MaximumLikelihoodEstimator() : new BayesianEstimator(iss);
      BayesianNetwork bn = estimator.fit(dag, data);
      BifWriter.write(bn, out);
      m.put("parameters", bn.parameterCount());
      m.put("method", method.name());
      m.put("logLikelihood", bn.logLikelihood(data));
    }
    m.put("out", out.toString());
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }

  /**
   * Refuses an --out name that poses as another format: before the data are read (continuous null)
   * any ending but .bif and .json; then the one of the two the data do not give (JSON for
   * continuous or mixed data, {@code continuous} true; BIF for discrete data).
   */
  private void checkEnding(Boolean continuous) {
    String name =
        String.valueOf(out.getFileName()).toLowerCase(Locale.ROOT).replaceFirst("\\.gz$", "");
    boolean bif = name.endsWith(".bif");
    boolean jsonName = name.endsWith(".json");
    if (continuous == null) {
      if (!bif && !jsonName && name.matches(".*\\.(csv|txt|dot|gv|uai|mtx|gml|parquet|xml)")) {
        throw new StructlearnException(
            "--out "
                + out
                + ": fit writes BIF (discrete data) or JSON (continuous data); end the"
                + " name in .bif or .json");
      }
    } else if (continuous && bif) {
      throw new StructlearnException(
          "--out "
              + out
              + ": the data are continuous or mixed, so the network is (conditional) linear"
              + " Gaussian and is written as JSON; end the name in .json (BIF holds discrete"
              + " networks)");
    } else if (!continuous && jsonName) {
      throw new StructlearnException(
          "--out "
              + out
              + ": the data are discrete, so the network is written as BIF; end the name in .bif"
              + " (JSON holds linear Gaussian networks)");
    }
  }
}
