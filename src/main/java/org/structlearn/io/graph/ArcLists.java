package org.structlearn.io.graph;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.graph.Arc;
import org.structlearn.graph.CyclicGraphException;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.io.OutputFiles;
import org.structlearn.io.TextFiles;

/**
 * Arc-list CSV files as bnlearn's {@code arcs()} writes them: a header {@code from,to}, then one
 * arc per row. An undirected edge of a partially directed graph appears twice, once in each
 * direction; reading turns such a pair into one undirected edge, and writing writes each undirected
 * edge both ways. Fields may be quoted as in RFC 4180 (a quoted field may contain commas and
 * doubled quotes, not line breaks). Blank lines are ignored.
 *
 * <p>Node names come from an explicit list when one is given (so that nodes without arcs are kept
 * and a stray name is reported), else from the order of first appearance in the file.
 */
public final class ArcLists {
  private static final String TEXT = "arc list";

  private ArcLists() {}

  /** Reads a partially directed graph; nodes in order of first appearance. */
  public static Pdag readPdag(Path file) {
    return parsePdag(read(file), file.toString(), null);
  }

  /** Reads a partially directed graph over the given nodes (every name in the file must be one). */
  public static Pdag readPdag(Path file, List<String> nodes) {
    return parsePdag(read(file), file.toString(), nodes);
  }

  /** Reads a DAG; fails if an arc is listed both ways or the arcs form a cycle. */
  public static Dag readDag(Path file) {
    return toDag(readPdag(file), file.toString());
  }

  /** Reads a DAG over the given nodes. */
  public static Dag readDag(Path file, List<String> nodes) {
    return toDag(readPdag(file, nodes), file.toString());
  }

  /** Parses arc-list text; nodes in order of first appearance. */
  public static Pdag parsePdag(String text) {
    return parsePdag(text, TEXT, null);
  }

  /** Parses arc-list text over the given nodes. */
  public static Pdag parsePdag(String text, List<String> nodes) {
    return parsePdag(text, TEXT, nodes);
  }

  /** Parses arc-list text holding a DAG. */
  public static Dag parseDag(String text) {
    return toDag(parsePdag(text), TEXT);
  }

  /** Parses arc-list text holding a DAG over the given nodes. */
  public static Dag parseDag(String text, List<String> nodes) {
    return toDag(parsePdag(text, nodes), TEXT);
  }

  private static Pdag parsePdag(String text, String source, List<String> nodes) {
    return parsePdag(text, source, nodes, new HashMap<>());
  }

  /**
   * Parses arc-list text.
   *
   * @param source the file's name, for messages
   * @param nodes the graph's nodes, or null for those of the file in order of first appearance
   * @param firstLine receives the line on which each node first appears
   */
  static Pdag parsePdag(
      String text, String source, List<String> nodes, Map<String, Integer> firstLine) {
    Map<String, Integer> index = new LinkedHashMap<>();
    if (nodes != null) {
      for (String n : nodes) {
        index.put(n, index.size());
      }
    }
    Map<Arc, Integer> lineOf = new LinkedHashMap<>();
    String[] lines = text.split("\r?\n", -1);
    boolean header = false;
    for (int ln = 1; ln <= lines.length; ln++) {
      String line = lines[ln - 1];
      if (line.isBlank()) {
        continue;
      }
      List<String> f = fields(line, source, ln);
      if (!header) {
        if (f.size() != 2 || !f.get(0).equals("from") || !f.get(1).equals("to")) {
          throw new GraphFormatException(
              source, ln, 0, "expected the header 'from,to', found '" + line + "'");
        }
        header = true;
        continue;
      }
      if (f.size() != 2) {
        throw new GraphFormatException(
            source, ln, 0, "expected 2 fields 'from,to', found " + f.size() + ": '" + line + "'");
      }
      Arc arc =
          new Arc(
              node(f.get(0), index, nodes, source, ln), node(f.get(1), index, nodes, source, ln));
      firstLine.putIfAbsent(f.get(0), ln);
      firstLine.putIfAbsent(f.get(1), ln);
      if (arc.from() == arc.to()) {
        throw new GraphFormatException(source, ln, 0, "self loop on '" + f.get(0) + "'; remove it");
      }
      Integer earlier = lineOf.putIfAbsent(arc, ln);
      if (earlier != null) {
        throw new GraphFormatException(
            source, ln, 0, "arc " + f.get(0) + " -> " + f.get(1) + " repeats line " + earlier);
      }
    }
    if (!header) {
      throw new GraphFormatException(
          source, 1, 0, "the file is empty; expected the header 'from,to'");
    }
    return build(new ArrayList<>(index.keySet()), lineOf.keySet());
  }

  private static Pdag build(List<String> names, Iterable<Arc> listed) {
    Map<Arc, Boolean> seen = new HashMap<>();
    for (Arc a : listed) {
      seen.put(a, true);
    }
    List<Arc> arcs = new ArrayList<>();
    List<Edge> edges = new ArrayList<>();
    for (Arc a : listed) {
      if (seen.containsKey(a.reversed())) {
        if (a.from() < a.to()) {
          edges.add(new Edge(a.from(), a.to()));
        }
      } else {
        arcs.add(a);
      }
    }
    return Pdag.of(names, arcs, edges);
  }

  private static int node(
      String name, Map<String, Integer> index, List<String> nodes, String source, int ln) {
    if (name.isEmpty()) {
      throw new GraphFormatException(source, ln, 0, "empty node name");
    }
    Integer i = index.get(name);
    if (i == null) {
      if (nodes != null) {
        throw new GraphFormatException(
            source, ln, 0, "unknown node '" + name + "'; the graph's nodes are " + nodes);
      }
      i = index.size();
      index.put(name, i);
    }
    return i;
  }

  private static Dag toDag(Pdag pdag, String source) {
    if (!pdag.isFullyDirected()) {
      Edge e = pdag.edges().get(0);
      throw new GraphFormatException(
          source,
          0,
          0,
          "expected a DAG but "
              + pdag.name(e.a())
              + " and "
              + pdag.name(e.b())
              + " are listed in both directions (an undirected edge); read it with readPdag");
    }
    try {
      return Dag.of(pdag.names(), pdag.arcs());
    } catch (CyclicGraphException e) {
      throw new GraphFormatException(source, 0, 0, e.getMessage(), e);
    }
  }

  /** Splits one CSV line into fields (RFC 4180 quoting). */
  static List<String> fields(String line, String source, int ln) {
    List<String> out = new ArrayList<>();
    StringBuilder sb = new StringBuilder();
    int i = 0;
    while (true) {
      if (i < line.length() && line.charAt(i) == '"') {
        i++;
        while (true) {
          if (i >= line.length()) {
            throw new GraphFormatException(source, ln, i + 1, "a quoted field is never closed");
          }
          char c = line.charAt(i++);
          if (c == '"') {
            if (i < line.length() && line.charAt(i) == '"') {
              sb.append('"');
              i++;
            } else {
              break;
            }
          } else {
            sb.append(c);
          }
        }
        if (i < line.length() && line.charAt(i) != ',') {
          throw new GraphFormatException(
              source,
              ln,
              i + 1,
              "expected ',' after a quoted field, found '" + line.charAt(i) + "'");
        }
      } else {
        while (i < line.length() && line.charAt(i) != ',') {
          sb.append(line.charAt(i++));
        }
      }
      out.add(sb.toString());
      sb.setLength(0);
      if (i >= line.length()) {
        return out;
      }
      i++; // the comma
    }
  }

  /** The arc list of a DAG, arcs sorted by (from, to) index. */
  public static String format(Dag dag) {
    return format(Pdag.of(dag));
  }

  /**
   * The arc list of a partially directed graph: the arcs sorted by (from, to) index, then each
   * undirected edge {@code a - b} as the two rows {@code a,b} and {@code b,a}.
   *
   * @throws GraphFormatException if a node name contains a line break, which the format cannot
   *     represent
   */
  public static String format(Pdag pdag) {
    for (String n : pdag.names()) {
      if (n.indexOf('\n') >= 0 || n.indexOf('\r') >= 0) {
        throw new GraphFormatException(
            TEXT,
            0,
            0,
            "node name '"
                + n
                + "' cannot be written: an arc list holds one arc per line, so names must not"
                + " contain line breaks");
      }
    }
    StringBuilder sb = new StringBuilder("from,to\n");
    for (Arc a : pdag.arcs()) {
      row(sb, pdag.name(a.from()), pdag.name(a.to()));
    }
    for (Edge e : pdag.edges()) {
      row(sb, pdag.name(e.a()), pdag.name(e.b()));
      row(sb, pdag.name(e.b()), pdag.name(e.a()));
    }
    return sb.toString();
  }

  /**
   * Writes {@link #format(Dag)} to a file (UTF-8), atomically ({@link OutputFiles}).
   *
   * @throws org.structlearn.StructlearnException if the file cannot be written
   */
  public static void write(Dag dag, Path file) {
    OutputFiles.writeString(file, format(dag));
  }

  /**
   * Writes {@link #format(Pdag)} to a file (UTF-8), atomically ({@link OutputFiles}).
   *
   * @throws org.structlearn.StructlearnException if the file cannot be written
   */
  public static void write(Pdag pdag, Path file) {
    OutputFiles.writeString(file, format(pdag));
  }

  private static void row(StringBuilder sb, String from, String to) {
    sb.append(quote(from)).append(',').append(quote(to)).append('\n');
  }

  private static String quote(String s) {
    boolean plain =
        !s.isEmpty()
            && s.indexOf(',') < 0
            && s.indexOf('"') < 0
            && s.indexOf('\n') < 0
            && s.indexOf('\r') < 0;
    return plain ? s : '"' + s.replace("\"", "\"\"") + '"';
  }

  private static String read(Path file) {
    return TextFiles.read(file);
  }
}
