package org.structlearn.io.graph;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.graph.Arc;
import org.structlearn.graph.CyclicGraphException;
import org.structlearn.graph.Dag;

/**
 * bnlearn model strings (Scutari 2010, {@code modelstring()} and {@code model2network()}): one
 * bracket per node, {@code [node]} or {@code [node|parent1:parent2]}, e.g. {@code
 * [A][S][B|S][T|A][E|L:T]}. Whitespace between brackets and around the whole string is ignored;
 * whitespace inside a name is kept (bnlearn allows names such as {@code M. Work}). Names cannot
 * contain {@code [ ] | :}.
 */
public final class ModelStrings {
  private static final String SOURCE = "model string";

  private ModelStrings() {}

  /**
   * Parses a model string. Node order is the order in which the nodes' own brackets appear.
   *
   * @throws GraphFormatException on malformed text, a node declared twice, a parent that has no
   *     bracket of its own, or a parent listed twice; the message gives the 1-based position
   * @throws org.structlearn.graph.CyclicGraphException if the arcs form a cycle
   */
  public static Dag parse(String text) {
    return parse(new Src(text, SOURCE, false));
  }

  /**
   * Parses a model string read from a file; errors name the file, line and column.
   *
   * @param source the file's name, for messages
   * @throws GraphFormatException on malformed text or a cycle, naming the source
   */
  public static Dag parse(String text, String source) {
    try {
      return parse(new Src(text, source, true));
    } catch (CyclicGraphException e) {
      throw new GraphFormatException(source, 0, 0, e.getMessage(), e);
    }
  }

  /** The text and where it came from; makes errors at a character index. */
  private record Src(String text, String source, boolean lines) {
    GraphFormatException error(int index, String problem) {
      if (!lines) {
        return new GraphFormatException(source, 0, index + 1, problem);
      }
      int line = 1;
      int lineStart = 0;
      for (int k = 0; k < index && k < text.length(); k++) {
        if (text.charAt(k) == '\n') {
          line++;
          lineStart = k + 1;
        }
      }
      return new GraphFormatException(source, line, index - lineStart + 1, problem);
    }
  }

  private static Dag parse(Src src) {
    String text = src.text();
    Map<String, Integer> order = new LinkedHashMap<>();
    List<String[]> parentNames = new ArrayList<>();
    List<int[]> parentPositions = new ArrayList<>();
    int i = skipSpace(text, 0);
    if (i == text.length()) {
      throw src.error(0, "the text is empty; expected '[node]...'");
    }
    while (i < text.length()) {
      if (text.charAt(i) != '[') {
        throw src.error(i, "expected '[' to open a node, found '" + text.charAt(i) + "'");
      }
      int close = text.indexOf(']', i);
      if (close < 0) {
        throw src.error(i, "the bracket opened here is never closed; add ']'");
      }
      int open = text.indexOf('[', i + 1);
      if (open >= 0 && open < close) {
        throw src.error(open, "'[' inside a bracket; close the previous node with ']' first");
      }
      parseBracket(src, i + 1, close, order, parentNames, parentPositions);
      i = skipSpace(text, close + 1);
    }
    List<Arc> arcs = new ArrayList<>();
    int child = 0;
    for (String[] ps : parentNames) {
      int[] pos = parentPositions.get(child);
      for (int k = 0; k < ps.length; k++) {
        Integer p = order.get(ps[k]);
        if (p == null) {
          throw src.error(
              pos[k], "parent '" + ps[k] + "' has no bracket of its own; add [" + ps[k] + "]");
        }
        arcs.add(new Arc(p, child));
      }
      child++;
    }
    return Dag.of(new ArrayList<>(order.keySet()), arcs);
  }

  private static void parseBracket(
      Src src,
      int from,
      int to,
      Map<String, Integer> order,
      List<String[]> parentNames,
      List<int[]> parentPositions) {
    String text = src.text();
    int bar = text.indexOf('|', from);
    int nameEnd = bar >= 0 && bar < to ? bar : to;
    String name = name(src, from, nameEnd);
    if (order.containsKey(name)) {
      throw src.error(from, "node '" + name + "' is declared twice; give each node one bracket");
    }
    order.put(name, order.size());
    List<String> ps = new ArrayList<>();
    List<Integer> pos = new ArrayList<>();
    if (nameEnd < to) {
      int start = nameEnd + 1;
      while (true) {
        int colon = text.indexOf(':', start);
        int end = colon >= 0 && colon < to ? colon : to;
        String p = name(src, start, end);
        if (ps.contains(p)) {
          throw src.error(start, "parent '" + p + "' of '" + name + "' is listed twice");
        }
        if (p.equals(name)) {
          throw src.error(start, "node '" + name + "' cannot be its own parent");
        }
        ps.add(p);
        pos.add(start);
        if (end == to) {
          break;
        }
        start = end + 1;
      }
    }
    parentNames.add(ps.toArray(new String[0]));
    parentPositions.add(pos.stream().mapToInt(Integer::intValue).toArray());
  }

  private static String name(Src src, int from, int to) {
    String s = src.text().substring(from, to).strip();
    if (s.isEmpty()) {
      throw src.error(from, "expected a node name");
    }
    int bad = firstSpecial(s);
    if (bad >= 0) {
      throw src.error(from, "unexpected '" + s.charAt(bad) + "' in a node name");
    }
    return s;
  }

  private static int firstSpecial(String s) {
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      if (c == '[' || c == ']' || c == '|' || c == ':') {
        return k;
      }
    }
    return -1;
  }

  private static int skipSpace(String text, int i) {
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  /**
   * The model string of a DAG, nodes in the DAG's topological order (smallest index first among
   * ties) and parents in index order, as {@link Dag#toString()}.
   *
   * @throws GraphFormatException if a node name contains {@code [ ] | :} or has leading or trailing
   *     whitespace, which the format cannot represent
   */
  public static String format(Dag dag) {
    for (String n : dag.names()) {
      if (firstSpecial(n) >= 0 || !n.strip().equals(n)) {
        throw new GraphFormatException(
            SOURCE,
            0,
            0,
            "node name '"
                + n
                + "' cannot be written: names must not contain [ ] | : or surrounding spaces");
      }
    }
    return dag.toString();
  }
}
