package org.structlearn.cli;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdags;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.graph.GraphFile;
import org.structlearn.io.graph.GraphFiles;
import org.structlearn.score.LocalScore;
import org.structlearn.score.undirected.UndirectedGraphScoreSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code score}: the network score of a DAG on data, as bnlearn's {@code score()}; with {@code
 * --score mpl}, {@code bjp} or {@code ib}, a score of an undirected graph (mpl as BDgraph's).
 */
@Command(
    name = "score",
    mixinStandardHelpOptions = true,
    description =
        "Score a DAG on data (log scale, larger is better, as bnlearn's score()), or with "
            + "--score mpl, bjp or ib an undirected graph (mpl: BDgraph's marginal "
            + "pseudo-likelihood; bjp, ib: log posterior of the graph's independence assertions "
            + "under the Bayesian independence test).")
final class ScoreCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;
  @Mixin ScoreArgs scoreArgs;

  @Option(
      names = "--graph",
      required = true,
      paramLabel = "G",
      description =
          "The DAG: model-string file, arc-list CSV, DOT, BIF or JSON network. Its nodes pick the "
              + "data's columns; an arc list (or DOT without node statements) takes every column "
              + "as a node, with a note naming those it added. With --score mpl, bjp or ib the "
              + "graph is undirected: an edge list listing each pair both ways, a DOT graph, "
              + "Matrix Market (.mtx), GML (.gml), a UAI network's graph (.uai), or any of the "
              + "other formats with its arcs read as undirected edges. A path, or a name under the "
              + "data folders, as --data (e.g. bnlearn/coronary.ug.edges.csv).")
  Path graph;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    GraphFile file =
        GraphFiles.load(InputFiles.find(graph)); // a malformed graph fails before reading the data
    Dataset all = dataOptions.load();
    GraphFile over = GraphInputs.overData(file, all, spec.commandLine().getErr());
    if (scoreArgs.undirected()) {
      return undirected(over, all);
    }
    Dag dag = over.dag();
    Dataset data = Commands.columnsOf(all, dag.names(), graph);
    LocalScore s = scoreArgs.spec(data).bind(data);
    double total = 0;
    for (int v = 0; v < dag.size(); v++) {
      int[] parents = dag.parents(v); // data columns are in the DAG's node order
      Arrays.sort(parents);
      total += s.local(v, parents);
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("score", total);
    m.put("scoreType", scoreArgs.spec(data).name());
    m.put("nodes", dag.size());
    m.put("arcs", dag.arcCount());
    m.put("rows", data.rows());
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }

  /** The score of the graph's skeleton under a score of undirected graphs. */
  private int undirected(GraphFile file, Dataset all) {
    UndirectedGraph g = Pdags.skeleton(file.graph());
    Dataset data = Commands.columnsOf(all, g.names(), graph);
    UndirectedGraphScoreSpec undirectedSpec = scoreArgs.undirectedSpec();
    double total = undirectedSpec.bind(data).score(g);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("score", total);
    m.put("scoreType", undirectedSpec.name());
    m.put("nodes", g.size());
    m.put("edges", g.edgeCount());
    m.put("rows", data.rows());
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }
}
