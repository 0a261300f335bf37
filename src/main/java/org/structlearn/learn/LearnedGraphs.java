package org.structlearn.learn;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.structlearn.StructlearnException;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Graph;
import org.structlearn.graph.MutableDag;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.Pdags;
import org.structlearn.graph.UndirectedGraph;

/**
 * The graph views and summary pieces every {@link LearnedStructure} shares: a learned graph as a
 * PDAG, a skeleton or a DAG, and its links as name pairs for JSON.
 */
public final class LearnedGraphs {
  private LearnedGraphs() {}

  /** The graph as a PDAG: a DAG's arcs, a PDAG itself, an undirected graph's edges. */
  public static Pdag pdag(Graph g) {
    if (g instanceof Dag d) {
      return Pdag.of(d);
    }
    if (g instanceof UndirectedGraph u) {
      return Pdag.of(u.names(), List.of(), u.edges());
    }
    return (Pdag) g;
  }

  /** Every link of the graph as an undirected edge. */
  public static UndirectedGraph skeleton(Graph g) {
    if (g instanceof UndirectedGraph u) {
      return u;
    }
    return Pdags.skeleton(pdag(g));
  }

  /**
   * A DAG of a directed learned graph: a DAG itself, a CPDAG's {@link #extension}.
   *
   * @throws StructlearnException for an undirected graph
   */
  public static Dag dag(Graph g, GraphKind kind) {
    if (g instanceof Dag d) {
      return d;
    }
    if (!kind.isDirected()) {
      throw new StructlearnException(
          "an undirected graph has no directions, so it has no DAG; a Bayesian network needs a"
              + " learner of DAGs or CPDAGs");
    }
    return extension(pdag(g));
  }

  /**
   * A DAG that extends a PDAG, as bnlearn's {@code cextend}: the consistent extension of Dor and
   * Tarsi (1992), a DAG with the same skeleton, the same arcs and the same v-structures ({@link
   * Pdags#consistentExtension}). A PDAG whose v-structures conflict (a constraint-based learner on
   * finite data can return one) has none, where bnlearn stops with an error; here its arcs are kept
   * and each undirected edge is directed from the endpoint earlier in a topological order of those
   * arcs (column order breaking ties), which keeps the graph acyclic but may add v-structures.
   */
  public static Dag extension(Pdag p) {
    Optional<Dag> consistent = Pdags.consistentExtension(p);
    if (consistent.isPresent()) {
      return consistent.get();
    }
    MutableDag g = new MutableDag(p.names());
    for (Arc a : p.arcs()) {
      if (!g.wouldCreateCycle(a.from(), a.to())) {
        g.addArc(a.from(), a.to());
      }
    }
    int[] position = new int[p.size()];
    int[] order = g.toDag().topologicalOrder();
    for (int i = 0; i < order.length; i++) {
      position[order[i]] = i;
    }
    for (Edge e : p.edges()) {
      boolean forward = position[e.a()] <= position[e.b()];
      int from = forward ? e.a() : e.b();
      int to = forward ? e.b() : e.a();
      if (!g.wouldCreateCycle(from, to)) {
        g.addArc(from, to);
      } else {
        g.addArc(to, from);
      }
    }
    return g.toDag();
  }

  /** The arcs as [from, to] name pairs, in the graph's arc order. */
  public static List<List<String>> arcs(Dag g) {
    List<List<String>> out = new ArrayList<>();
    for (Arc a : g.arcs()) {
      out.add(List.of(g.name(a.from()), g.name(a.to())));
    }
    return out;
  }

  /** The directed arcs of a PDAG as [from, to] name pairs. */
  public static List<List<String>> arcs(Pdag g) {
    List<List<String>> out = new ArrayList<>();
    for (Arc a : g.arcs()) {
      out.add(List.of(g.name(a.from()), g.name(a.to())));
    }
    return out;
  }

  /** The undirected edges of a PDAG as name pairs. */
  public static List<List<String>> edges(Pdag g) {
    List<List<String>> out = new ArrayList<>();
    for (Edge e : g.edges()) {
      out.add(List.of(g.name(e.a()), g.name(e.b())));
    }
    return out;
  }

  /** The edges as name pairs, in the graph's edge order. */
  public static List<List<String>> edges(UndirectedGraph g) {
    List<List<String>> out = new ArrayList<>();
    for (Edge e : g.edges()) {
      out.add(List.of(g.name(e.a()), g.name(e.b())));
    }
    return out;
  }

  /**
   * The start of every summary: {@code algorithm}, {@code graphType}, {@code nodes} and the links
   * as {@link LearnedStructure#summary()} names them.
   */
  public static Map<String, Object> summaryStart(String algorithm, Graph g, GraphKind kind) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("algorithm", algorithm);
    m.put("graphType", kind.jsonName());
    m.put("nodes", g.names());
    if (g instanceof Dag d) {
      m.put("arcs", arcs(d));
    } else if (g instanceof Pdag p) {
      m.put("arcs", arcs(p));
      m.put("undirectedEdges", edges(p));
    } else {
      m.put("edges", edges((UndirectedGraph) g));
    }
    return m;
  }

  /** A duration in seconds, as summaries give it. */
  public static double seconds(Duration d) {
    return d.toNanos() / 1e9;
  }

  /** A duration of the given seconds, for results that measured seconds. */
  public static Duration duration(double seconds) {
    return Duration.ofNanos(Math.round(seconds * 1e9));
  }

  /** Work counters by name, in the order given: name, value, name, value, ... */
  public static Map<String, Long> work(Object... namesAndValues) {
    Map<String, Long> m = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      m.put((String) namesAndValues[i], ((Number) namesAndValues[i + 1]).longValue());
    }
    return m;
  }
}
