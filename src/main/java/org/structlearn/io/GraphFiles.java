package org.structlearn.io;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;

/**
 * Reads a graph from any of the formats the command line accepts: a BIF network ({@code .bif} or
 * {@code .bif.gz}; its DAG), a Gaussian network in JSON ({@code .json}; its DAG), or, told apart by
 * content, a bnlearn model string (text starting with {@code [}), or an arc-list CSV ({@code
 * from,to}; a pair listed both ways is an undirected edge). Files may be gzip-compressed.
 */
public final class GraphFiles {
  private GraphFiles() {}

  /**
   * The graph in a file, possibly partially directed.
   *
   * @param nodes the node names for an arc list (nodes without arcs appear in no arc), or null to
   *     take the nodes from the file
   */
  public static Pdag read(Path file, List<String> nodes) {
    String name = file.getFileName().toString();
    if (!Files.exists(file)) {
      throw new StructlearnException("graph file " + file + " does not exist");
    }
    if (name.endsWith(".bif") || name.endsWith(".bif.gz")) {
      return Pdag.of(BifReader.read(file).dag());
    }
    if (name.endsWith(".json") || name.endsWith(".json.gz")) {
      return Pdag.of(GaussianNetworkJson.read(file).dag());
    }
    String text = text(file).strip();
    if (text.startsWith("[")) {
      return Pdag.of(ModelStrings.parse(text, file.toString()));
    }
    return ArcLists.parsePdag(text, file.toString(), nodes);
  }

  /**
   * The DAG in a file.
   *
   * @throws StructlearnException if the file holds undirected edges, naming one
   */
  public static Dag readDag(Path file) {
    Pdag g = read(file, null);
    if (!g.edges().isEmpty()) {
      Edge e = g.edges().get(0);
      throw new StructlearnException(
          "graph file "
              + file
              + " has "
              + g.edges().size()
              + " undirected edge(s), e.g. "
              + g.name(e.a())
              + " - "
              + g.name(e.b())
              + "; a DAG is needed here: orient every edge");
    }
    return Dag.of(g.names(), g.arcs());
  }

  private static String text(Path file) {
    return TextFiles.read(file);
  }
}
