package org.structlearn.search.neighbourhood;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedGraphs;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.learn.Reports;

/**
 * What {@link NeighbourhoodSelection} returns: the undirected graph, the symmetric edge weights and
 * each node's regression.
 *
 * @param graph the learned graph over the data's columns, in column order
 * @param weights {@code weights[a][b]}: the symmetric weight of the pair (IsingFit's {@code
 *     weiadj}: the mean of the two nodes' weights; with AND, 0 unless both chose each other)
 * @param nodes each node's regression, in column order; its trace
 * @param options the options the learner ran with
 * @param elapsed learning time
 */
public record NeighbourhoodResult(
    UndirectedGraph graph,
    double[][] weights,
    List<NodeFit> nodes,
    NeighbourhoodOptions options,
    Duration elapsed)
    implements LearnedStructure {

  public NeighbourhoodResult {
    weights = Arrays.stream(weights).map(double[]::clone).toArray(double[][]::new);
    nodes = List.copyOf(nodes);
  }

  @Override
  public double[][] weights() {
    return Arrays.stream(weights).map(double[]::clone).toArray(double[][]::new);
  }

  @Override
  public String algorithm() {
    return "neighbourhood-selection";
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /** No score of the whole graph: NaN (each node's EBIC is in {@link #nodes()}). */
  @Override
  public double score() {
    return Double.NaN;
  }

  @Override
  public String scoreName() {
    return options.ebic() ? "ebic(gamma=" + options.gamma() + ")" : "";
  }

  /** The nodes' regressions. */
  @Override
  public List<NodeFit> trace() {
    return nodes;
  }

  /** Nodes modelled, penalties fitted over all paths, and coordinate-descent passes. */
  @Override
  public Map<String, Long> work() {
    long modelled = nodes.stream().filter(NodeFit::modelled).count();
    long penalties = nodes.stream().filter(NodeFit::modelled).mapToLong(f -> f.path().size()).sum();
    long passes = nodes.stream().filter(NodeFit::modelled).mapToLong(f -> f.path().passes()).sum();
    return LearnedGraphs.work(
        "nodesModelled", modelled, "penaltiesFitted", penalties, "passes", passes);
  }

  /** Neighbourhood selection draws nothing at random: 0. */
  @Override
  public long seed() {
    return 0;
  }

  @Override
  public Map<String, Object> summary() {
    Map<String, Object> m = LearnedGraphs.summaryStart(algorithm(), graph, kind());
    m.put("rule", options.rule().key());
    if (options.ebic()) {
      m.put("scoreType", scoreName());
    } else {
      m.put("penalty", options.penalty());
    }
    List<Object> perNode = new ArrayList<>();
    for (NodeFit f : nodes) {
      Map<String, Object> nm = new LinkedHashMap<>();
      nm.put("node", f.node());
      nm.put("family", f.family());
      if (f.modelled()) {
        nm.put("lambda", f.lambda());
        nm.put("penalty", f.chosen() + 1);
        nm.put("penalties", f.path().size());
        nm.put("ebic", f.chosenEbic());
        nm.put("neighbours", Arrays.stream(f.neighbours()).mapToObj(graph::name).toList());
        nm.put("complete", f.path().complete());
      }
      perNode.add(nm);
    }
    m.put("nodeFits", perNode);
    work().forEach(m::put);
    m.put("threads", options.threads());
    m.put("seconds", LearnedGraphs.seconds(elapsed));
    return m;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NeighbourhoodResult r
        && graph.equals(r.graph)
        && Arrays.deepEquals(weights, r.weights)
        && nodes.equals(r.nodes)
        && options.equals(r.options);
  }

  @Override
  public int hashCode() {
    return graph.hashCode() * 31 + nodes.hashCode();
  }

  /** A report: rule, graph, per-node choices, work and time. */
  @Override
  public String toString() {
    StringBuilder perNode = new StringBuilder();
    for (NodeFit f : nodes) {
      perNode.append(Reports.INDENT).append(f).append(System.lineSeparator());
    }
    Map<String, Long> work = work();
    long incomplete = nodes.stream().filter(f -> f.modelled() && !f.path().complete()).count();
    return String.format(
        Locale.ROOT,
        "Markov network structure learned by l1 neighbourhood selection (%s, rule %s)%n"
            + "  nodes: %d, edges: %d%n  edges:%n%s%n  nodes:%n%s"
            + "  work: %d nodes modelled, %d penalties, %,d passes%s%n"
            + "  threads: %d, time: %s s",
        options.ebic() ? "EBIC, gamma " + options.gamma() : "penalty " + options.penalty(),
        options.rule().key(),
        graph.size(),
        graph.edgeCount(),
        Reports.edges(graph),
        perNode,
        work.get("nodesModelled"),
        work.get("penaltiesFitted"),
        work.get("passes"),
        incomplete == 0 ? "" : " (" + incomplete + " paths stopped early: passes ran out)",
        options.threads(),
        Reports.seconds(elapsed));
  }
}
