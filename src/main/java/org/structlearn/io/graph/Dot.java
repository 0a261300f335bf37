package org.structlearn.io.graph;

import java.util.List;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.UndirectedGraph;

/**
 * Graphviz DOT text (Gansner and North 2000, the DOT language) for the graph types. Every node is
 * declared, in index order, so that isolated nodes are drawn; every name is written as a quoted ID
 * with {@code "} and {@code \} escaped, so any name is safe. Undirected edges of a {@link Pdag} are
 * drawn without arrowheads ({@code dir=none}). {@link DotReader} reads it back.
 */
public final class Dot {
  private Dot() {}

  /** A {@code digraph} with one {@code ->} per arc. */
  public static String of(Dag dag) {
    return of(Pdag.of(dag));
  }

  /** A {@code digraph}: arcs as {@code ->}, undirected edges as {@code -> [dir=none]}. */
  public static String of(Pdag pdag) {
    StringBuilder sb = new StringBuilder("digraph {\n");
    nodes(sb, pdag.names());
    for (Arc a : pdag.arcs()) {
      link(sb, pdag.name(a.from()), " -> ", pdag.name(a.to()), "");
    }
    for (Edge e : pdag.edges()) {
      link(sb, pdag.name(e.a()), " -> ", pdag.name(e.b()), " [dir=none]");
    }
    return sb.append("}\n").toString();
  }

  /** A {@code graph} with one {@code --} per edge. */
  public static String of(UndirectedGraph graph) {
    StringBuilder sb = new StringBuilder("graph {\n");
    nodes(sb, graph.names());
    for (Edge e : graph.edges()) {
      link(sb, graph.name(e.a()), " -- ", graph.name(e.b()), "");
    }
    return sb.append("}\n").toString();
  }

  /** A DOT quoted ID: the name in double quotes with {@code "} and {@code \} escaped. */
  public static String quote(String name) {
    return '"' + name.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
  }

  private static void nodes(StringBuilder sb, List<String> names) {
    for (String n : names) {
      sb.append("  ").append(quote(n)).append(";\n");
    }
  }

  private static void link(StringBuilder sb, String a, String op, String b, String attrs) {
    sb.append("  ").append(quote(a)).append(op).append(quote(b)).append(attrs).append(";\n");
  }
}
