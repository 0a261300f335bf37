package org.structlearn.graph;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * An immutable partially directed graph: directed arcs and undirected edges, at most one link per
 * node pair. A CPDAG (the essential graph of a Markov equivalence class) is a Pdag; so is the
 * output of a constraint-based learner. Compare two with {@code metrics.Shd}.
 */
public final class Pdag implements Graph {
  private final NodeNames names;
  private final List<Arc> arcs;
  private final List<Edge> edges;
  private final byte[][] link; // 0 none, 1 i->j, 2 j->i, 3 i-j (stored at [i][j] for every pair)

  private Pdag(NodeNames names, Collection<Arc> arcs, Collection<Edge> edges) {
    this.names = names;
    int n = names.size();
    this.link = new byte[n][n];
    TreeSet<Arc> as = new TreeSet<>(arcs);
    TreeSet<Edge> es = new TreeSet<>(edges);
    for (Arc a : as) {
      if (a.from() == a.to()) {
        throw new GraphException("self loop on node '" + names.get(a.from()) + "' is not allowed");
      }
      set(a.from(), a.to(), (byte) 1);
    }
    for (Edge e : es) {
      set(e.a(), e.b(), (byte) 3);
    }
    this.arcs = List.copyOf(as);
    this.edges = List.copyOf(es);
  }

  private void set(int i, int j, byte kind) {
    if (link[i][j] != 0) {
      throw new GraphException(
          "nodes '"
              + names.get(i)
              + "' and '"
              + names.get(j)
              + "' are linked twice; keep one link");
    }
    link[i][j] = kind;
    link[j][i] = kind == 1 ? 2 : kind;
  }

  public static Pdag of(List<String> nodeNames, Collection<Arc> arcs, Collection<Edge> edges) {
    return new Pdag(new NodeNames(nodeNames), arcs, edges);
  }

  /** The DAG itself as a Pdag (every arc directed). */
  public static Pdag of(Dag dag) {
    return of(dag.names(), dag.arcs(), List.of());
  }

  public int size() {
    return names.size();
  }

  public List<String> names() {
    return names.list();
  }

  public String name(int node) {
    return names.get(node);
  }

  public int indexOf(String name) {
    return names.indexOf(name);
  }

  /** Directed arcs sorted by (from, to). */
  public List<Arc> arcs() {
    return arcs;
  }

  /** Undirected edges sorted by (a, b). */
  public List<Edge> edges() {
    return edges;
  }

  public boolean hasArc(int from, int to) {
    return link[from][to] == 1;
  }

  public boolean hasEdge(int a, int b) {
    return link[a][b] == 3;
  }

  public boolean isAdjacent(int a, int b) {
    return link[a][b] != 0;
  }

  /** True if no edge is undirected. */
  public boolean isFullyDirected() {
    return edges.isEmpty();
  }

  /**
   * The link between two nodes as seen from {@code a}: 0 none, 1 {@code a -> b}, 2 {@code b -> a},
   * 3 undirected.
   */
  public int link(int a, int b) {
    return link[a][b];
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Pdag p
        && names.equals(p.names)
        && arcs.equals(p.arcs)
        && edges.equals(p.edges);
  }

  @Override
  public int hashCode() {
    return (names.hashCode() * 31 + arcs.hashCode()) * 31 + edges.hashCode();
  }

  @Override
  public String toString() {
    List<String> parts = new ArrayList<>();
    for (Arc a : arcs) {
      parts.add(name(a.from()) + " -> " + name(a.to()));
    }
    for (Edge e : edges) {
      parts.add(name(e.a()) + " - " + name(e.b()));
    }
    return "Pdag("
        + size()
        + " nodes, "
        + arcs.size()
        + " arcs, "
        + edges.size()
        + " edges: "
        + String.join("; ", parts)
        + ")";
  }
}
