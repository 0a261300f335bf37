package org.structlearn.io.graph;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.io.TextFiles;
import org.structlearn.io.graph.DotLexer.Kind;
import org.structlearn.io.graph.DotLexer.Token;

/**
 * Reads a graph from Graphviz DOT text (the DOT language of Gansner and North): everything {@link
 * Dot} writes, and plain files such as {@code digraph G { a -> b -> c; d; }}.
 *
 * <p>Accepted: {@code strict}, {@code digraph} or {@code graph} with an optional name; node
 * statements (which declare nodes, so isolated nodes can be listed); edge statements with {@code
 * ->} (in a {@code digraph}) or {@code --} (in a {@code graph}), chains {@code a -> b -> c},
 * subgraphs and clusters (their nodes and edges belong to the graph; {@code a -> {b c}} links
 * {@code a} to both); ports ({@code a:p:n}, ignored); attribute lists {@code [k=v, ...]}, {@code
 * graph/node/edge [...]} defaults and {@code k=v} statements, all ignored except an edge's {@code
 * dir}; comments ({@code //}, {@code /* *}{@code /}, {@code #} lines); optional semicolons. Node
 * names are the IDs' text (see {@link DotLexer} for escapes).
 *
 * <p>In a {@code digraph}, {@code a -> b} is an arc; with {@code dir=none} an undirected edge (as
 * {@link Dot} writes a {@link Pdag}'s edges); with {@code dir=back} the arc {@code b -> a}; a pair
 * linked both ways ({@code a -> b; b -> a}) is an undirected edge, as in arc lists. In a {@code
 * graph} every edge is undirected. Repeated links merge. Nodes are numbered in order of first
 * appearance.
 *
 * <p>Errors are {@link GraphFormatException}s naming the source, line and column: an {@code --} in
 * a {@code digraph} or {@code ->} in a {@code graph}, {@code dir=both}, a self loop, an arc and an
 * undirected edge on the same pair, malformed text.
 */
public final class DotReader {
  /**
   * The graph in DOT text, with what the text says about its nodes.
   *
   * @param graph the graph, nodes in order of first appearance
   * @param directed whether the text is a {@code digraph}
   * @param undeclared nodes that appear only in edges, without a node statement of their own
   * @param firstLine the line on which each node first appears
   */
  record Parsed(
      Pdag graph, boolean directed, List<String> undeclared, Map<String, Integer> firstLine) {}

  private static final int ARC = 1;
  private static final int BACK = 2;
  private static final int UNDIRECTED = 3;

  private final List<Token> tokens;
  private final String source;
  private int at;
  private boolean directed;

  /** Deepest subgraph nesting read; deeper files are refused rather than overflowing the stack. */
  static final int MAX_DEPTH = 200;

  private int depth;
  private final Map<String, Integer> index = new LinkedHashMap<>();
  private final Map<String, Integer> firstLine = new LinkedHashMap<>();
  private final Set<String> declared = new LinkedHashSet<>();
  private final Map<Long, int[]> links = new LinkedHashMap<>(); // (lo, hi) -> {kind, line, col}

  private DotReader(String text, String source) {
    this.tokens = DotLexer.tokens(text, source);
    this.source = source;
  }

  /** The graph in a DOT file (plain or gzip-compressed). */
  public static Pdag read(Path file) {
    return parse(TextFiles.read(file), file.toString());
  }

  /**
   * The graph in DOT text.
   *
   * @param source what the text is, for messages (a file name)
   * @throws GraphFormatException naming the source, line and column of the problem
   */
  public static Pdag parse(String text, String source) {
    return parseDetailed(text, source).graph();
  }

  static Parsed parseDetailed(String text, String source) {
    DotReader r = new DotReader(text, source);
    r.graph();
    return r.result();
  }

  /**
   * Whether the text, after blanks and comments, starts with {@code strict}, {@code digraph} or
   * {@code graph}.
   */
  public static boolean looksLikeDot(String text) {
    try {
      Token t = DotLexer.tokens(text.length() > 4096 ? text.substring(0, 4096) : text, "").get(0);
      return t.isKeyword("strict") || t.isKeyword("digraph") || t.isKeyword("graph");
    } catch (GraphFormatException e) {
      // the first 4 KiB may cut a token or hold something else entirely; look at the first word
      String s = text.stripLeading().toLowerCase(java.util.Locale.ROOT);
      return s.startsWith("digraph") || s.startsWith("graph") || s.startsWith("strict");
    }
  }

  private void graph() {
    if (peek().isKeyword("strict")) {
      at++;
    }
    Token kind = next();
    if (kind.isKeyword("digraph")) {
      directed = true;
    } else if (!kind.isKeyword("graph")) {
      throw error(kind, "expected 'digraph' or 'graph', found " + kind.show());
    }
    if (peek().kind() == Kind.ID) {
      at++; // the graph's name
    }
    Token open = expect("{");
    statements(ARC, open);
    Token after = next();
    if (after.kind() != Kind.EOF) {
      throw error(
          after,
          "found "
              + after.show()
              + " after the graph's closing '}'; a file holds one graph (remove the rest)");
    }
  }

  /** Statements up to and including the closing brace; returns the nodes they mention. */
  private Set<String> statements(int edgeDir, Token open) {
    Set<String> mentioned = new LinkedHashSet<>();
    int dir = edgeDir;
    while (true) {
      Token t = peek();
      if (t.is("}")) {
        at++;
        return mentioned;
      }
      if (t.kind() == Kind.EOF) {
        throw error(
            open, "the '{' opened here is never closed; add '}' (found the end of the file first)");
      }
      dir = statement(dir, mentioned);
      if (peek().is(";")) {
        at++;
      }
    }
  }

  /** One statement; returns the edge direction default in force after it. */
  private int statement(int dir, Set<String> mentioned) {
    Token t = peek();
    if (t.isKeyword("graph") || t.isKeyword("node") || t.isKeyword("edge")) {
      at++;
      if (!peek().is("[")) {
        throw error(
            t,
            "'"
                + t.text()
                + "' is a keyword and must be followed by '[' attributes; quote it (\""
                + t.text()
                + "\") to use it as a node name");
      }
      String d = attributes();
      return t.isKeyword("edge") && d != null && directed ? direction(d, t) : dir;
    }
    if (t.kind() == Kind.ID && tokens.get(at + 1).is("=")) {
      at += 2;
      expectId("a value after '='");
      return dir;
    }
    Set<String> left = operand(dir, mentioned);
    if (peek().kind() == Kind.ARROW || peek().kind() == Kind.DASHES) {
      edges(left, dir, mentioned);
    } else if (!(t.is("{") || t.isKeyword("subgraph"))) {
      String name = left.iterator().next();
      declared.add(name);
      if (peek().is("[")) {
        attributes();
      }
    }
    return dir;
  }

  /** An edge statement's chain after its first operand. */
  private void edges(Set<String> first, int dir, Set<String> mentioned) {
    List<Set<String>> operands = new ArrayList<>(List.of(first));
    List<Token> ops = new ArrayList<>();
    while (peek().kind() == Kind.ARROW || peek().kind() == Kind.DASHES) {
      Token op = next();
      if (directed && op.kind() == Kind.DASHES) {
        throw error(
            op,
            "'--' (an undirected edge) in a digraph; use '->', with [dir=none] for an undirected edge, or declare a 'graph'");
      }
      if (!directed && op.kind() == Kind.ARROW) {
        throw error(
            op, "'->' (a directed edge) in an undirected graph; use '--', or declare a 'digraph'");
      }
      ops.add(op);
      operands.add(operand(dir, mentioned));
    }
    int kind = dir;
    if (peek().is("[")) {
      Token list = peek();
      String d = attributes();
      if (d != null && directed) {
        kind = direction(d, list);
      }
    }
    for (int k = 0; k < ops.size(); k++) {
      for (String a : operands.get(k)) {
        for (String b : operands.get(k + 1)) {
          link(a, b, directed ? kind : UNDIRECTED, ops.get(k));
        }
      }
    }
  }

  /** A node ID (with an optional port) or a subgraph; the nodes it stands for. */
  private Set<String> operand(int dir, Set<String> mentioned) {
    Token t = peek();
    if (t.isKeyword("subgraph") || t.is("{")) {
      if (t.isKeyword("subgraph")) {
        at++;
        if (peek().kind() == Kind.ID) {
          at++;
        }
      }
      Token open = expect("{");
      if (++depth > MAX_DEPTH) { // recursion is by nesting: refuse before the stack overflows
        throw error(
            open,
            "subgraphs nested more than "
                + MAX_DEPTH
                + " deep; flatten them (a subgraph only groups nodes and edges)");
      }
      Set<String> inner = statements(dir, open);
      depth--;
      mentioned.addAll(inner);
      return inner;
    }
    Token id = expectId("a node name, a subgraph or a statement");
    if (id.kind() == Kind.ID && !id.quoted() && DotLexer.isReserved(id.text())) {
      throw error(
          id,
          "'"
              + id.text()
              + "' is a keyword; quote it (\""
              + id.text()
              + "\") to use it as a node name");
    }
    node(id);
    if (peek().is(":")) { // a port, and maybe a compass point
      at++;
      expectId("a port name after ':'");
      if (peek().is(":")) {
        at++;
        expectId("a compass point after ':'");
      }
    }
    mentioned.add(id.text());
    return Set.of(id.text());
  }

  /** One or more {@code [k=v ...]} lists; returns the last {@code dir} value, or null. */
  private String attributes() {
    String dir = null;
    while (peek().is("[")) {
      at++;
      while (!peek().is("]")) {
        Token key = expectId("an attribute name or ']'");
        expect("=");
        Token value = expectId("a value after '='");
        if (key.text().equals("dir")) {
          dir = value.text();
        }
        if (peek().is(",") || peek().is(";")) {
          at++;
        }
      }
      at++;
    }
    return dir;
  }

  private int direction(String value, Token where) {
    return switch (value) {
      case "forward" -> ARC;
      case "back" -> BACK;
      case "none" -> UNDIRECTED;
      case "both" ->
          throw error(
              where,
              "dir=both (an arc both ways) has no meaning here; use dir=none for an undirected edge");
      default -> throw error(where, "unknown dir=" + value + "; use forward, back or none");
    };
  }

  private void node(Token id) {
    if (!index.containsKey(id.text())) {
      index.put(id.text(), index.size());
      firstLine.put(id.text(), id.line());
    }
  }

  private void link(String a, String b, int kind, Token op) {
    int i = index.get(a);
    int j = index.get(b);
    if (i == j) {
      throw error(op, "self loop on '" + a + "'; remove it");
    }
    if (kind == BACK) {
      int t = i;
      i = j;
      j = t;
    }
    // stored as (lo, hi) with ARC meaning lo -> hi and BACK meaning hi -> lo
    int lo = Math.min(i, j);
    int hi = Math.max(i, j);
    int k = kind == UNDIRECTED ? UNDIRECTED : (i == lo ? ARC : BACK);
    long key = (long) lo << 32 | hi;
    int[] old = links.get(key);
    if (old == null || old[0] == k) {
      links.putIfAbsent(key, new int[] {k, op.line(), op.column()});
      return;
    }
    if (old[0] != UNDIRECTED && k != UNDIRECTED) {
      old[0] = UNDIRECTED; // a -> b and b -> a: an undirected edge, as in arc lists
      return;
    }
    throw error(
        op,
        "'"
            + a
            + "' and '"
            + b
            + "' are linked both by an arc and by an undirected edge (see line "
            + old[1]
            + "); keep one link");
  }

  private Parsed result() {
    List<String> names = new ArrayList<>(index.keySet());
    List<Arc> arcs = new ArrayList<>();
    List<Edge> edges = new ArrayList<>();
    for (Map.Entry<Long, int[]> e : links.entrySet()) {
      int lo = (int) (e.getKey() >>> 32);
      int hi = (int) (long) e.getKey();
      switch (e.getValue()[0]) {
        case ARC -> arcs.add(new Arc(lo, hi));
        case BACK -> arcs.add(new Arc(hi, lo));
        default -> edges.add(new Edge(lo, hi));
      }
    }
    List<String> undeclared = names.stream().filter(n -> !declared.contains(n)).toList();
    return new Parsed(Pdag.of(names, arcs, edges), directed, undeclared, firstLine);
  }

  private Token peek() {
    return tokens.get(at);
  }

  private Token next() {
    Token t = tokens.get(at);
    if (t.kind() != Kind.EOF) {
      at++;
    }
    return t;
  }

  private Token expect(String punct) {
    Token t = next();
    if (!t.is(punct)) {
      throw error(t, "expected '" + punct + "', found " + t.show());
    }
    return t;
  }

  private Token expectId(String what) {
    Token t = next();
    if (t.kind() != Kind.ID) {
      throw error(t, "expected " + what + ", found " + t.show());
    }
    return t;
  }

  private GraphFormatException error(Token t, String problem) {
    return new GraphFormatException(source, t.line(), t.column(), problem);
  }
}
