package org.structlearn.cli;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.GraphFiles;
import org.structlearn.score.LocalScore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code score}: the network score of a DAG on data, as bnlearn's {@code score()}. */
@Command(
    name = "score",
    mixinStandardHelpOptions = true,
    description = "Score a DAG on data (log scale, larger is better, as bnlearn's score()).")
final class ScoreCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;

  @Option(
      names = "--graph",
      required = true,
      paramLabel = "G",
      description = "The DAG: model-string file, arc-list CSV or BIF.")
  Path graph;

  @Option(
      names = "--score",
      converter = ScoreChoice.Converter.class,
      completionCandidates = ScoreChoice.Names.class,
      description =
          "Score: ${COMPLETION-CANDIDATES} (default: bic for discrete data, bic-g for continuous "
              + "data, as bnlearn).")
  ScoreChoice score;

  @Option(
      names = "--lambda",
      defaultValue = "0",
      description = "Penalty per arc of gauss-ll, seed 001's objective (default ${DEFAULT-VALUE}).")
  double lambda;

  @Option(
      names = "--ridge",
      defaultValue = "0",
      description =
          "Gaussian scores: added to the covariance diagonal for collinear data (default 0).")
  double ridge;

  @Option(
      names = "--iss",
      defaultValue = "1",
      description = "Imaginary sample size of bdeu and bds (default ${DEFAULT-VALUE}).")
  double iss;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    Dag dag = GraphFiles.readDag(graph);
    Dataset data = Commands.columnsOf(dataOptions.load(), dag.names(), graph);
    LocalScore s = ScoreChoice.orDefault(score, data).spec(iss, lambda, ridge).bind(data);
    double total = 0;
    for (int v = 0; v < dag.size(); v++) {
      int[] parents = dag.parents(v); // data columns are in the DAG's node order
      Arrays.sort(parents);
      total += s.local(v, parents);
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("score", total);
    m.put("scoreType", ScoreChoice.orDefault(score, data).spec(iss, lambda, ridge).name());
    m.put("nodes", dag.size());
    m.put("arcs", dag.arcCount());
    m.put("rows", data.rows());
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }
}
