package org.structlearn.bootstrap;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.structlearn.StructlearnException;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedStructure;

/**
 * What a bootstrap counts of one replicate's learned graph, as bnlearn's {@code boot.strength}
 * does: a DAG's CPDAG (with the directions the knowledge fixes, {@code cpdag(wlbl = TRUE)}) or the
 * DAG itself; a CPDAG after bnlearn's {@code cpdag()}; an undirected graph's edges, each counting
 * half each way. Graphs are put over one node list, the data's columns in column order, preceded by
 * any node a learner adds (the latent variables of nbm-influence).
 */
final class ReplicateGraphs {
  private ReplicateGraphs() {}

  /** The links to count of a replicate, over the learned graph's own nodes. */
  static Pdag counted(LearnedStructure learned, List<String> columns, Knowledge k, boolean cpdag) {
    GraphKind kind = learned.kind();
    if (kind == GraphKind.DAG) {
      Dag g = (Dag) learned.graph();
      if (g.names().size() == columns.size() && Set.copyOf(g.names()).equals(Set.copyOf(columns))) {
        g = g.reorder(columns); // the data's column order, whatever the replicate's shuffle
      }
      return cpdag ? cpdag(g, k.resolve(g.names())) : Pdag.of(g);
    }
    if (kind == GraphKind.CPDAG) {
      Pdag p = learned.pdag();
      return cpdag ? Cpdags.ofPdag(p) : p;
    }
    return learned.pdag();
  }

  /**
   * The CPDAG of the learned DAG, with the directions the knowledge fixes (a required arc, or one
   * whose reverse is forbidden) kept directed and propagated, as bnlearn's {@code cpdag(wlbl =
   * TRUE)}.
   */
  static Pdag cpdag(Dag g, Knowledge.Resolved knowledge) {
    Pdag c = Cpdags.of(g);
    List<Arc> arcs = new ArrayList<>(c.arcs());
    List<Edge> edges = new ArrayList<>();
    for (Edge e : c.edges()) {
      int from = g.hasArc(e.a(), e.b()) ? e.a() : e.b();
      int to = from == e.a() ? e.b() : e.a();
      if (knowledge.isRequired(from, to) || knowledge.isForbidden(to, from)) {
        arcs.add(new Arc(from, to));
      } else {
        edges.add(e);
      }
    }
    if (edges.size() == c.edges().size()) {
      return c;
    }
    return Cpdags.orientFromFixedArcs(Pdag.of(g.names(), arcs, edges));
  }

  /**
   * The node list of the strengths: the nodes of the replicates' graphs that are not columns (in
   * the order the first replicate lists them), then the columns.
   */
  static List<String> nodes(List<Pdag> graphs, List<String> columns) {
    Set<String> out = new LinkedHashSet<>();
    Set<String> cols = Set.copyOf(columns);
    for (Pdag g : graphs) {
      for (String name : g.names()) {
        if (!cols.contains(name)) {
          out.add(name);
        }
      }
    }
    out.addAll(columns);
    return List.copyOf(out);
  }

  /** The graph over {@code nodes}, which hold every node of it. */
  static Pdag over(Pdag g, List<String> nodes) {
    if (g.names().equals(nodes)) {
      return g;
    }
    int[] at = new int[g.size()];
    for (int v = 0; v < g.size(); v++) {
      at[v] = nodes.indexOf(g.name(v));
      if (at[v] < 0) {
        throw new StructlearnException("node '" + g.name(v) + "' is not among " + nodes);
      }
    }
    List<Arc> arcs = new ArrayList<>();
    for (Arc a : g.arcs()) {
      arcs.add(new Arc(at[a.from()], at[a.to()]));
    }
    List<Edge> edges = new ArrayList<>();
    for (Edge e : g.edges()) {
      edges.add(new Edge(at[e.a()], at[e.b()]));
    }
    return Pdag.of(nodes, arcs, edges);
  }
}
