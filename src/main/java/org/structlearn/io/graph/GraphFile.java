package org.structlearn.io.graph;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.structlearn.graph.Arc;
import org.structlearn.graph.CyclicGraphException;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;

/**
 * A graph read from a file by {@link GraphFiles}, with what the file could say about its nodes. Arc
 * lists cannot list a node without arcs, and DOT lists one only through a node statement; such a
 * graph {@linkplain #listsEveryNode() may lack nodes}, and {@link #over(List, String)} puts it over
 * a node set taken from elsewhere (the other graph of a comparison, the data's columns), recording
 * the nodes it {@linkplain #added() added} so that a caller can say so. Model strings, BIF and JSON
 * list every node and are never extended.
 */
public final class GraphFile {
  private final Path file;
  private final GraphFormat format;
  private final Pdag graph;
  private final boolean listsEveryNode;
  private final List<String> added;
  private final String addedFrom;
  private final Map<String, Integer> firstLine;
  private final boolean undirected;

  GraphFile(
      Path file,
      GraphFormat format,
      Pdag graph,
      boolean listsEveryNode,
      Map<String, Integer> firstLine) {
    this(file, format, graph, listsEveryNode, firstLine, false);
  }

  GraphFile(
      Path file,
      GraphFormat format,
      Pdag graph,
      boolean listsEveryNode,
      Map<String, Integer> firstLine,
      boolean undirected) {
    this(file, format, graph, listsEveryNode, List.of(), null, firstLine, undirected);
  }

  private GraphFile(
      Path file,
      GraphFormat format,
      Pdag graph,
      boolean listsEveryNode,
      List<String> added,
      String addedFrom,
      Map<String, Integer> firstLine,
      boolean undirected) {
    this.file = file;
    this.format = format;
    this.graph = graph;
    this.listsEveryNode = listsEveryNode;
    this.undirected = undirected;
    this.added = List.copyOf(added);
    this.addedFrom = addedFrom;
    this.firstLine = Map.copyOf(firstLine);
  }

  /** The file read. */
  public Path file() {
    return file;
  }

  /** Its format. */
  public GraphFormat format() {
    return format;
  }

  /** The graph (over the extended node set, after {@link #over(List, String)}). */
  public Pdag graph() {
    return graph;
  }

  /** The graph's node names. */
  public List<String> names() {
    return graph.names();
  }

  /**
   * Whether the file lists every node of the graph: true for model strings, BIF, JSON and DOT files
   * that declare each node with a node statement; false for arc lists and other DOT files.
   */
  public boolean listsEveryNode() {
    return listsEveryNode;
  }

  /**
   * Whether the file's format holds only undirected graphs: Matrix Market, GML, UAI, or a DOT
   * {@code graph} (not {@code digraph}). An arc list whose pairs are all listed both ways is not
   * counted: it may as well be a CPDAG without compelled arcs.
   */
  public boolean undirected() {
    return undirected;
  }

  /** The nodes {@link #over(List, String)} added, which the file does not mention (often empty). */
  public List<String> added() {
    return added;
  }

  /** Where the added nodes came from, as given to {@link #over(List, String)}, or null. */
  public String addedFrom() {
    return addedFrom;
  }

  /**
   * This graph over the given nodes, in their order, if the file cannot list every node; else this
   * graph unchanged (whoever uses it checks the node sets).
   *
   * @param nodes the node set to take, e.g. the other graph's or the data's columns
   * @param from where those nodes come from, for messages (e.g. "--learned", "the data")
   * @throws GraphFormatException if the file names a node that is not in {@code nodes}, naming the
   *     file, the node and the line where it first appears
   */
  public GraphFile over(List<String> nodes, String from) {
    if (listsEveryNode) {
      return this;
    }
    Set<String> target = new HashSet<>(nodes);
    for (String n : graph.names()) {
      if (!target.contains(n)) {
        throw new GraphFormatException(
            file.toString(),
            firstLine.getOrDefault(n, 0),
            0,
            "node '"
                + n
                + "' is not among the "
                + nodes.size()
                + " nodes of "
                + from
                + " "
                + shortList(nodes)
                + "; check the spelling or use matching files");
      }
    }
    Set<String> own = new HashSet<>(graph.names());
    List<String> extra = nodes.stream().filter(n -> !own.contains(n)).toList();
    List<Arc> arcs = new ArrayList<>();
    for (Arc a : graph.arcs()) {
      arcs.add(new Arc(nodes.indexOf(graph.name(a.from())), nodes.indexOf(graph.name(a.to()))));
    }
    List<Edge> edges = new ArrayList<>();
    for (Edge e : graph.edges()) {
      edges.add(new Edge(nodes.indexOf(graph.name(e.a())), nodes.indexOf(graph.name(e.b()))));
    }
    List<String> allAdded = new ArrayList<>(added);
    allAdded.addAll(extra);
    return new GraphFile(
        file,
        format,
        Pdag.of(nodes, arcs, edges),
        false,
        allAdded,
        extra.isEmpty() ? addedFrom : from,
        firstLine,
        undirected);
  }

  /**
   * The graph as a DAG.
   *
   * @throws GraphFormatException naming the file if it holds an undirected edge or a cycle
   */
  public Dag dag() {
    if (!graph.edges().isEmpty()) {
      Edge e = graph.edges().get(0);
      throw new GraphFormatException(
          file.toString(),
          0,
          0,
          "has "
              + graph.edges().size()
              + " undirected edge(s), e.g. "
              + graph.name(e.a())
              + " - "
              + graph.name(e.b())
              + "; a DAG is needed here: orient every edge");
    }
    try {
      return Dag.of(graph.names(), graph.arcs());
    } catch (CyclicGraphException e) {
      throw new GraphFormatException(file.toString(), 0, 0, e.getMessage(), e);
    }
  }

  /**
   * What was added, as a sentence for a note, or null if nothing: e.g. "truth.csv is an arc list,
   * which cannot list isolated nodes; took its 8 nodes from --learned (added: D)".
   */
  public String addedNote() {
    if (added.isEmpty()) {
      return null;
    }
    String why =
        format == GraphFormat.DOT
            ? "a DOT file without a node statement for every node, so it may omit isolated nodes"
            : format.description() + ", which cannot list isolated nodes";
    return file
        + " is "
        + why
        + "; took its "
        + graph.size()
        + " nodes from "
        + addedFrom
        + " (added: "
        + String.join(", ", shortNames(added))
        + ")";
  }

  private static String shortList(List<String> names) {
    return "[" + String.join(", ", shortNames(names)) + "]";
  }

  private static List<String> shortNames(List<String> names) {
    if (names.size() <= 12) {
      return names;
    }
    List<String> out = new ArrayList<>(names.subList(0, 10));
    out.add("... and " + (names.size() - 10) + " more");
    return out;
  }

  @Override
  public String toString() {
    return file + " (" + format.description() + ", " + graph.size() + " nodes)";
  }
}
