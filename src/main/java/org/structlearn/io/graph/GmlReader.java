package org.structlearn.io.graph;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.TextFiles;

/**
 * Reads an undirected graph from GML (Himsolt's Graph Modelling Language, as written by Newman's
 * network collection, networkx and igraph). Hand-written because JGraphT's importer needs ANTLR at
 * run time and does not report the line of a semantic error (an edge to an unknown node).
 *
 * <p>Accepted: {@code key value} pairs where a value is an integer, a real, a string in double
 * quotes or a list {@code [ ... ]}; {@code #} comment lines; exactly one top-level {@code graph [
 * ... ]} (other top-level keys such as {@code Creator} are ignored; a second graph is refused, as
 * the DOT reader refuses one, rather than silently dropped); lists nested at most {@value
 * #MAX_DEPTH} deep. In the graph, {@code directed 0} (or absent), {@code node [ id N label "s" ...
 * ]} and {@code edge [ source A target B ... ]}; all other keys and nested lists (e.g. {@code
 * graphics}) are ignored. Nodes are numbered by ascending id (so a file with ids 0..n-1 keeps them
 * as indices). Names are the labels when every node has one, otherwise {@code X(id+1)}, matching
 * {@link MatrixMarketReader}'s names for the same network when ids are 0-based. Repeated edges
 * merge and self loops are dropped (as the Matrix Market reader drops the diagonal).
 *
 * <p>Errors are {@link GraphFormatException}s naming the file, line and column: unbalanced
 * brackets, an unterminated string, a key without a value, no {@code graph} or two, lists nested
 * too deep, {@code directed 1}, a node without an integer {@code id} or with a repeated one, a
 * label on some nodes only or a repeated label, an edge without {@code source}/{@code target} or
 * naming an unknown id.
 */
public final class GmlReader {
  private record Item(String key, Object value, int line, int column) {}

  /** The deepest nesting of lists read (real files nest three or four deep). */
  static final int MAX_DEPTH = 100;

  private int depth;

  private final String text;
  private final String source;
  private int pos;
  private int line = 1;
  private int lineStart;

  private GmlReader(String text, String source) {
    this.text = text;
    this.source = source;
  }

  /** The graph in a GML file (plain or gzip-compressed). */
  public static UndirectedGraph read(Path file) {
    return parse(TextFiles.read(file), file.toString());
  }

  /**
   * The graph in GML text.
   *
   * @param source what the text is, for messages (a file name)
   * @throws GraphFormatException naming the source, line and column of the problem
   */
  public static UndirectedGraph parse(String text, String source) {
    GmlReader r = new GmlReader(text, source);
    List<Item> top = r.list(false);
    Item graph = null;
    for (Item item : top) {
      if (item.key.equals("graph") && item.value instanceof List<?>) {
        if (graph != null) {
          throw r.error(
              item,
              "a second 'graph [ ... ]' (the first is on line "
                  + graph.line
                  + "); the file must hold one graph: split it into one file per graph");
        }
        graph = item;
      }
    }
    if (graph == null) {
      throw new GraphFormatException(source, 0, 0, "no 'graph [ ... ]' found: not a GML graph");
    }
    return r.graph(graph);
  }

  @SuppressWarnings("unchecked")
  private UndirectedGraph graph(Item graph) {
    TreeMap<Long, Item> nodes = new TreeMap<>();
    Map<Long, String> labels = new HashMap<>();
    List<Item> edgeItems = new ArrayList<>();
    for (Item item : (List<Item>) graph.value) {
      switch (item.key) {
        case "directed" -> {
          if (!(item.value instanceof Long d) || d != 0) {
            throw error(item, "directed graphs are not read: a Markov network needs 'directed 0'");
          }
        }
        case "node" -> {
          long id = integerAttribute(item, "id");
          if (nodes.put(id, item) != null) {
            throw error(item, "node id " + id + " is used twice");
          }
          Item label = attribute(item, "label");
          if (label != null) {
            labels.put(id, String.valueOf(label.value));
          }
        }
        case "edge" -> edgeItems.add(item);
        default -> {}
      }
    }
    Map<Long, Integer> index = new HashMap<>();
    List<String> names = new ArrayList<>();
    boolean useLabels = !labels.isEmpty();
    Set<String> used = new HashSet<>();
    for (Map.Entry<Long, Item> e : nodes.entrySet()) {
      index.put(e.getKey(), index.size());
      String name = useLabels ? labels.get(e.getKey()) : "X" + (e.getKey() + 1);
      if (name == null) {
        throw error(e.getValue(), "node " + e.getKey() + " has no label while others have one");
      }
      if (!used.add(name)) {
        throw error(e.getValue(), "label '" + name + "' is used by two nodes");
      }
      names.add(name);
    }
    List<Edge> edges = new ArrayList<>();
    for (Item item : edgeItems) {
      int a = endpoint(item, "source", index);
      int b = endpoint(item, "target", index);
      if (a != b) {
        edges.add(new Edge(a, b));
      }
    }
    return UndirectedGraph.of(names, edges);
  }

  private int endpoint(Item edge, String key, Map<Long, Integer> index) {
    long id = integerAttribute(edge, key);
    Integer i = index.get(id);
    if (i == null) {
      throw error(edge, "edge " + key + " " + id + " is not the id of a node");
    }
    return i;
  }

  private long integerAttribute(Item owner, String key) {
    Item a = attribute(owner, key);
    if (a == null) {
      throw error(owner, owner.key + " has no '" + key + "'");
    }
    if (!(a.value instanceof Long v)) {
      throw error(a, "'" + key + "' must be an integer, was " + a.value);
    }
    return v;
  }

  @SuppressWarnings("unchecked")
  private static Item attribute(Item owner, String key) {
    if (owner.value instanceof List<?> items) {
      for (Item i : (List<Item>) items) {
        if (i.key.equals(key)) {
          return i;
        }
      }
    }
    return null;
  }

  /** Key-value pairs up to a closing bracket (nested) or the end of the text (top level). */
  private List<Item> list(boolean nested) {
    List<Item> items = new ArrayList<>();
    int openLine = line;
    while (true) {
      skipBlanks();
      if (pos >= text.length()) {
        if (nested) {
          throw new GraphFormatException(
              source, line, 0, "the list opened on line " + openLine + " is not closed with ']'");
        }
        return items;
      }
      char c = text.charAt(pos);
      if (c == ']') {
        if (!nested) {
          throw here("']' without a matching '['");
        }
        pos++;
        return items;
      }
      if (!Character.isLetter(c) && c != '_') {
        throw here("expected a key, found '" + c + "'");
      }
      int keyLine = line;
      int keyColumn = pos - lineStart + 1;
      int start = pos;
      while (pos < text.length()
          && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
        pos++;
      }
      String key = text.substring(start, pos);
      items.add(new Item(key, value(key), keyLine, keyColumn));
    }
  }

  private Object value(String key) {
    skipBlanks();
    if (pos >= text.length() || text.charAt(pos) == ']') {
      throw here("key '" + key + "' has no value");
    }
    char c = text.charAt(pos);
    if (c == '[') {
      if (depth >= MAX_DEPTH) {
        throw here("lists are nested more than " + MAX_DEPTH + " deep; this is not a GML graph");
      }
      pos++;
      depth++;
      List<Item> items = list(true);
      depth--;
      return items;
    }
    if (c == '"') {
      int startLine = line;
      int end = text.indexOf('"', pos + 1);
      if (end < 0) {
        throw new GraphFormatException(
            source, startLine, 0, "the string starting here is not closed");
      }
      String s = text.substring(pos + 1, end);
      for (int i = pos; i < end; i++) {
        newlineAt(i);
      }
      pos = end + 1;
      return s;
    }
    int start = pos;
    while (pos < text.length()
        && !Character.isWhitespace(text.charAt(pos))
        && text.charAt(pos) != ']') {
      pos++;
    }
    String token = text.substring(start, pos);
    try {
      return token.matches("[+-]?\\d+")
          ? (Object) Long.parseLong(token)
          : (Object) Double.parseDouble(token);
    } catch (NumberFormatException e) {
      pos = start;
      throw here(
          "expected a number, a \"string\" or a [list] after '" + key + "', found '" + token + "'");
    }
  }

  private void skipBlanks() {
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c == '#' && pos == firstNonBlank()) {
        while (pos < text.length() && text.charAt(pos) != '\n') {
          pos++;
        }
      } else if (Character.isWhitespace(c)) {
        newlineAt(pos);
        pos++;
      } else {
        return;
      }
    }
  }

  private int firstNonBlank() {
    int i = lineStart;
    while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    return i;
  }

  private void newlineAt(int i) {
    if (text.charAt(i) == '\n') {
      line++;
      lineStart = i + 1;
    }
  }

  private GraphFormatException here(String problem) {
    return new GraphFormatException(source, line, pos - lineStart + 1, problem);
  }

  private GraphFormatException error(Item item, String problem) {
    return new GraphFormatException(source, item.line, item.column, problem);
  }
}
