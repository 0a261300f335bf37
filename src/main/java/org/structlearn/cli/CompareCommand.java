package org.structlearn.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.StructlearnException;
import org.structlearn.graph.Pdags;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.graph.GraphFile;
import org.structlearn.metrics.NodeSetMismatchException;
import org.structlearn.metrics.StructureComparison;
import org.structlearn.metrics.UndirectedComparison;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code compare}: SHD, Hamming, precision, recall and F1 of a learned graph against the truth; for
 * undirected graphs the edge comparison ({@link UndirectedComparison}).
 */
@Command(
    name = "compare",
    mixinStandardHelpOptions = true,
    description = {
      "Compare a learned graph with the true one: SHD of the CPDAGs (as bnlearn's shd()), Hamming "
          + "distance of the skeletons, precision / recall / F1 of arcs and of skeleton edges.",
      "Undirected graphs (Markov network structures) are compared edge by edge: Hamming distance "
          + "(false positives + false negatives), true/false positive and false negative edges, "
          + "precision, recall, F1 and exact recovery. That happens with --undirected, when either "
          + "file can only hold an undirected graph (Matrix Market .mtx, GML .gml, UAI .uai, a "
          + "DOT graph with --), or when both graphs have undirected edges and no arc (e.g. edge "
          + "lists listing each pair both ways)."
    })
final class CompareCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--true",
      required = true,
      paramLabel = "G1",
      description =
          "The true graph: model-string file, arc-list CSV, DOT, BIF or Gaussian JSON network; "
              + "or an undirected graph: Matrix Market (.mtx), GML (.gml) or a UAI network (.uai). A path, or a name under the data folders "
              + "(e.g. bif/alarm.bif), as --data.")
  Path truth;

  @Option(
      names = "--learned",
      required = true,
      paramLabel = "G2",
      description =
          "The learned graph, same formats. An arc list or a DOT file without node statements "
              + "cannot list isolated nodes: it takes the other graph's nodes (the union if both "
              + "are such files), with a note on stderr naming the nodes added. A path or a name under the data folders.")
  Path learned;

  @Option(
      names = "--undirected",
      description =
          "Compare the graphs as undirected: their skeletons, edge by edge (arcs count as edges).")
  boolean undirected;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    GraphFile[] g =
        GraphInputs.pair(
            InputFiles.find(truth), InputFiles.find(learned), spec.commandLine().getErr());
    if (undirected || undirected(g[0], g[1])) {
      return undirected(Pdags.skeleton(g[0].graph()), Pdags.skeleton(g[1].graph()));
    }
    StructureComparison c;
    try {
      c = StructureComparison.of(g[0].graph(), g[1].graph());
    } catch (NodeSetMismatchException e) {
      throw new StructlearnException(
          "cannot compare --true " + truth + " with --learned " + learned + ": " + e.getMessage(),
          e);
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("nodes", c.nodes());
    m.put("shd", c.shd());
    m.put("hamming", c.hamming());
    m.put("arcPrecision", c.arcPrecision());
    m.put("arcRecall", c.arcRecall());
    m.put("arcF1", c.arcF1());
    m.put("edgePrecision", c.edgePrecision());
    m.put("edgeRecall", c.edgeRecall());
    m.put("edgeF1", c.edgeF1());
    m.put("truePositiveArcs", c.arcTp());
    m.put("falsePositiveArcs", c.arcFp());
    m.put("falseNegativeArcs", c.arcFn());
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }

  /** Whether the pair is compared as undirected graphs without --undirected. */
  private static boolean undirected(GraphFile t, GraphFile l) {
    if (t.undirected() || l.undirected()) {
      return true;
    }
    boolean noArcs = t.graph().arcs().isEmpty() && l.graph().arcs().isEmpty();
    return noArcs && !(t.graph().edges().isEmpty() && l.graph().edges().isEmpty());
  }

  private int undirected(UndirectedGraph t, UndirectedGraph l) {
    UndirectedComparison c;
    try {
      c = UndirectedComparison.of(t, l);
    } catch (NodeSetMismatchException e) {
      throw new StructlearnException(
          "cannot compare --true " + truth + " with --learned " + learned + ": " + e.getMessage(),
          e);
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("graphType", "undirected");
    m.put("nodes", c.nodes());
    m.put("trueEdges", t.edgeCount());
    m.put("learnedEdges", l.edgeCount());
    m.put("hamming", c.hamming());
    m.put("truePositiveEdges", c.tp());
    m.put("falsePositiveEdges", c.fp());
    m.put("falseNegativeEdges", c.fn());
    m.put("precision", c.precision());
    m.put("recall", c.recall());
    m.put("f1", c.f1());
    m.put("exactRecovery", c.exactRecovery());
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }
}
