package org.structlearn.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.StructlearnException;
import org.structlearn.io.GraphFile;
import org.structlearn.metrics.NodeSetMismatchException;
import org.structlearn.metrics.StructureComparison;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code compare}: SHD, Hamming, precision, recall and F1 of a learned graph against the truth. */
@Command(
    name = "compare",
    mixinStandardHelpOptions = true,
    description =
        "Compare a learned graph with the true one: SHD of the CPDAGs (as bnlearn's shd()), Hamming "
            + "distance of the skeletons, precision / recall / F1 of arcs and of skeleton edges.")
final class CompareCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--true",
      required = true,
      paramLabel = "G1",
      description =
          "The true graph: model-string file, arc-list CSV, DOT, BIF or Gaussian JSON network.")
  Path truth;

  @Option(
      names = "--learned",
      required = true,
      paramLabel = "G2",
      description =
          "The learned graph, same formats. An arc list or a DOT file without node statements "
              + "cannot list isolated nodes: it takes the other graph's nodes (the union if both "
              + "are such files), with a note on stderr naming the nodes added.")
  Path learned;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    GraphFile[] g = GraphInputs.pair(truth, learned, spec.commandLine().getErr());
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
}
