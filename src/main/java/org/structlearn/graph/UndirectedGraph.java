package org.structlearn.graph;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * An immutable simple undirected graph over named nodes: a skeleton, a moral graph, a Markov
 * network structure. Neighbour lists are sorted ascending.
 */
public final class UndirectedGraph implements Graph {
  private final NodeNames names;
  private final int[][] neighbours;
  private final List<Edge> edges;

  private UndirectedGraph(NodeNames names, Collection<Edge> edgeSet) {
    this.names = names;
    int n = names.size();
    TreeSet<Edge> sorted = new TreeSet<>();
    for (Edge e : edgeSet) {
      if (e.b() >= n || e.a() < 0) {
        throw new GraphException("edge " + e + " refers to a node outside 0.." + (n - 1));
      }
      sorted.add(e);
    }
    this.edges = List.copyOf(sorted);
    List<List<Integer>> nb = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      nb.add(new ArrayList<>());
    }
    for (Edge e : edges) {
      nb.get(e.a()).add(e.b());
      nb.get(e.b()).add(e.a());
    }
    this.neighbours = new int[n][];
    for (int i = 0; i < n; i++) {
      neighbours[i] = nb.get(i).stream().mapToInt(Integer::intValue).sorted().toArray();
    }
  }

  /** A graph with the given nodes and edges (duplicates are merged). */
  public static UndirectedGraph of(List<String> nodeNames, Collection<Edge> edges) {
    return new UndirectedGraph(new NodeNames(nodeNames), edges);
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

  /** Neighbours of a node, sorted ascending (a copy). */
  public int[] neighbours(int node) {
    return neighbours[node].clone();
  }

  public int degree(int node) {
    return neighbours[node].length;
  }

  public boolean isAdjacent(int a, int b) {
    return a != b && java.util.Arrays.binarySearch(neighbours[a], b) >= 0;
  }

  /** Edges sorted by (a, b). */
  public List<Edge> edges() {
    return edges;
  }

  public int edgeCount() {
    return edges.size();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof UndirectedGraph g && names.equals(g.names) && edges.equals(g.edges);
  }

  @Override
  public int hashCode() {
    return names.hashCode() * 31 + edges.hashCode();
  }

  @Override
  public String toString() {
    StringBuilder sb =
        new StringBuilder("UndirectedGraph(" + size() + " nodes, " + edgeCount() + " edges:");
    for (Edge e : edges) {
      sb.append(' ').append(name(e.a())).append(" - ").append(name(e.b())).append(';');
    }
    return sb.append(')').toString();
  }
}
