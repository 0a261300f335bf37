package org.structlearn.io.graph;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.StructlearnException;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.TextFiles;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.io.network.UaiReader;

/**
 * Reads a graph from any of the formats the command line accepts: a BIF network ({@code .bif} or
 * {@code .bif.gz}; its DAG), a Gaussian network in JSON ({@code .json}; its DAG), Graphviz DOT
 * ({@code .dot} or {@code .gv}, or text starting with {@code digraph}, {@code graph} or {@code
 * strict}; see {@link DotReader}), a bnlearn model string (text starting with {@code [}), an
 * undirected graph in Matrix Market ({@code .mtx}, or text starting with {@code %%MatrixMarket};
 * see {@link MatrixMarketReader}) or GML ({@code .gml}; {@link GmlReader}), the graph of a UAI
 * Markov network ({@code .uai}; {@link UaiReader}), or an arc-list CSV ({@code from,to}; a pair
 * listed both ways is an undirected edge). Files may be gzip-compressed. Every error names the
 * file.
 *
 * <p>Arc lists, and DOT files that do not declare every node, cannot list isolated nodes: {@link
 * #readOver(Path, List, String)} takes the node set from elsewhere and reports what it added.
 */
public final class GraphFiles {
  private GraphFiles() {}

  /**
   * The graph in a file, nodes as the file gives them.
   *
   * @throws StructlearnException if the file is missing or unreadable; {@link GraphFormatException}
   *     (naming the file, line and column) if it is malformed
   */
  public static GraphFile load(Path file) {
    String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
    if (!Files.exists(file)) {
      throw new StructlearnException("graph file " + file + " does not exist");
    }
    if (name.endsWith(".bif") || name.endsWith(".bif.gz")) {
      return complete(file, GraphFormat.BIF, Pdag.of(BifReader.read(file).dag()));
    }
    if (name.endsWith(".json") || name.endsWith(".json.gz")) {
      return complete(
          file, GraphFormat.GAUSSIAN_JSON, Pdag.of(GaussianNetworkJson.read(file).dag()));
    }
    if (name.matches(".*\\.uai(\\.gz)?")) {
      return undirected(file, GraphFormat.UAI, UaiReader.read(file).graph());
    }
    if (name.matches(".*\\.gml(\\.gz)?")) {
      return undirected(file, GraphFormat.GML, GmlReader.read(file));
    }
    String text = TextFiles.read(file);
    String source = file.toString();
    if (name.matches(".*\\.mtx(\\.gz)?") || text.startsWith("%%MatrixMarket")) {
      return undirected(file, GraphFormat.MATRIX_MARKET, MatrixMarketReader.parse(text, source));
    }
    if (name.matches(".*\\.(dot|gv)(\\.gz)?") || DotReader.looksLikeDot(text)) {
      DotReader.Parsed p = DotReader.parseDetailed(text, source);
      boolean every = p.undeclared().isEmpty() && p.graph().size() > 0;
      return new GraphFile(file, GraphFormat.DOT, p.graph(), every, p.firstLine(), !p.directed());
    }
    if (text.strip().startsWith("[")) {
      return complete(file, GraphFormat.MODEL_STRING, Pdag.of(ModelStrings.parse(text, source)));
    }
    Map<String, Integer> firstLine = new HashMap<>();
    Pdag g = ArcLists.parsePdag(text, source, null, firstLine);
    return new GraphFile(file, GraphFormat.ARC_LIST, g, false, firstLine);
  }

  /**
   * The graph in a file over the given nodes if its format cannot list isolated nodes ({@link
   * GraphFile#over(List, String)}); a file that lists every node is returned as read. {@link
   * GraphFile#added()} says which nodes were added.
   *
   * @param nodes the node set, e.g. the data's columns
   * @param from where the nodes come from, for messages (e.g. "--data")
   * @throws GraphFormatException if the file names a node that is not in {@code nodes}
   */
  public static GraphFile readOver(Path file, List<String> nodes, String from) {
    return load(file).over(nodes, from);
  }

  /**
   * The graph in a file, possibly partially directed.
   *
   * @param nodes the node names for a file that cannot list isolated nodes (arc lists, DOT without
   *     node statements), or null to take the nodes from the file
   */
  public static Pdag read(Path file, List<String> nodes) {
    return nodes == null ? load(file).graph() : readOver(file, nodes, "the given list").graph();
  }

  /**
   * The DAG in a file, nodes as the file gives them.
   *
   * @throws GraphFormatException naming the file if it holds undirected edges or a cycle
   */
  public static Dag readDag(Path file) {
    return load(file).dag();
  }

  private static GraphFile undirected(Path file, GraphFormat format, UndirectedGraph g) {
    return new GraphFile(
        file, format, Pdag.of(g.names(), List.of(), g.edges()), true, Map.of(), true);
  }

  private static GraphFile complete(Path file, GraphFormat format, Pdag graph) {
    return new GraphFile(file, format, graph, true, Map.of());
  }
}
