package org.structlearn.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * An immutable directed acyclic graph over named nodes. Building a cyclic one fails with a {@link
 * CyclicGraphException} naming a cycle.
 *
 * <p>Parent and child lists are kept sorted ascending; {@link #topologicalOrder()} is computed once
 * (Kahn's algorithm, smallest index first, so it is deterministic). Two DAGs are equal when they
 * have the same node names in the same order and the same arcs. {@link #toString()} is the bnlearn
 * model string, e.g. {@code [A][B|A][C|A:B]}.
 *
 * <p>Searches work on a {@link MutableDag} and convert with {@link MutableDag#toDag()}.
 */
public final class Dag implements Graph {
  private final NodeNames names;
  private final int[][] parents;
  private final int[][] children;
  private final int[] topo;
  private final int arcCount;

  private Dag(NodeNames names, int[][] parents) {
    this.names = names;
    int n = names.size();
    this.parents = parents;
    int[] childCount = new int[n];
    int arcs = 0;
    for (int v = 0; v < n; v++) {
      for (int p : parents[v]) {
        childCount[p]++;
        arcs++;
      }
    }
    this.arcCount = arcs;
    this.children = new int[n][];
    for (int v = 0; v < n; v++) {
      children[v] = new int[childCount[v]];
    }
    int[] fill = new int[n];
    for (int v = 0; v < n; v++) {
      for (int p : parents[v]) {
        children[p][fill[p]++] = v; // v ascending, so each child list is sorted
      }
    }
    this.topo = topologicalOrderOrThrow();
  }

  /**
   * A DAG with the given nodes and arcs.
   *
   * @throws CyclicGraphException if the arcs contain a cycle
   * @throws GraphException on a self loop or an index out of range
   */
  public static Dag of(List<String> nodeNames, Collection<Arc> arcs) {
    NodeNames names = new NodeNames(nodeNames);
    int n = names.size();
    boolean[][] adj = new boolean[n][];
    List<List<Integer>> par = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      par.add(new ArrayList<>());
    }
    for (Arc a : arcs) {
      if (a.from() < 0 || a.from() >= n || a.to() < 0 || a.to() >= n) {
        throw new GraphException("arc " + a + " refers to a node outside 0.." + (n - 1));
      }
      if (a.from() == a.to()) {
        throw new GraphException("self loop on node '" + names.get(a.from()) + "' is not allowed");
      }
      if (adj[a.to()] == null) {
        adj[a.to()] = new boolean[n];
      }
      if (!adj[a.to()][a.from()]) {
        adj[a.to()][a.from()] = true;
        par.get(a.to()).add(a.from());
      }
    }
    int[][] parents = new int[n][];
    for (int i = 0; i < n; i++) {
      List<Integer> pi = par.get(i); // a loop, not a stream: no stream set-up in a fresh JVM
      int[] a = new int[pi.size()];
      for (int j = 0; j < a.length; j++) {
        a[j] = pi.get(j);
      }
      java.util.Arrays.sort(a);
      parents[i] = a;
    }
    return new Dag(names, parents);
  }

  /** A DAG with no arcs. */
  public static Dag empty(List<String> nodeNames) {
    return of(nodeNames, List.of());
  }

  /** Starts a DAG over the given nodes; add arcs by name or index, then {@link Builder#build()}. */
  public static Builder builder(List<String> nodeNames) {
    return new Builder(nodeNames);
  }

  private int[] topologicalOrderOrThrow() {
    int n = names.size();
    int[] indeg = new int[n];
    for (int v = 0; v < n; v++) {
      indeg[v] = parents[v].length;
    }
    java.util.PriorityQueue<Integer> ready = new java.util.PriorityQueue<>();
    for (int v = 0; v < n; v++) {
      if (indeg[v] == 0) {
        ready.add(v);
      }
    }
    int[] order = new int[n];
    int k = 0;
    while (!ready.isEmpty()) {
      int v = ready.poll();
      order[k++] = v;
      for (int c : children[v]) {
        if (--indeg[c] == 0) {
          ready.add(c);
        }
      }
    }
    if (k < n) {
      throw new CyclicGraphException(findCycle(indeg));
    }
    return order;
  }

  /** Walks parent links among the nodes left with positive in-degree until a node repeats. */
  private List<String> findCycle(int[] indeg) {
    int n = names.size();
    int start = 0;
    while (indeg[start] == 0) {
      start++;
    }
    int[] seenAt = new int[n];
    Arrays.fill(seenAt, -1);
    List<Integer> path = new ArrayList<>();
    int v = start;
    while (seenAt[v] < 0) {
      seenAt[v] = path.size();
      path.add(v);
      int next = -1;
      for (int p : parents[v]) {
        if (indeg[p] > 0) {
          next = p;
          break;
        }
      }
      v = next;
    }
    List<Integer> cyc = new ArrayList<>(path.subList(seenAt[v], path.size()));
    java.util.Collections.reverse(cyc); // parent links walked backwards: reverse to arc order
    List<String> out = new ArrayList<>();
    for (int c : cyc) {
      out.add(names.get(c));
    }
    return out;
  }

  /** Number of nodes. */
  public int size() {
    return names.size();
  }

  public List<String> names() {
    return names.list();
  }

  public NodeNames nodeNames() {
    return names;
  }

  public String name(int node) {
    return names.get(node);
  }

  /** Index of a node name, or -1. */
  public int indexOf(String name) {
    return names.indexOf(name);
  }

  /** Parents of a node, sorted ascending (a copy). */
  public int[] parents(int node) {
    return parents[node].clone();
  }

  /** Children of a node, sorted ascending (a copy). */
  public int[] children(int node) {
    return children[node].clone();
  }

  public int parentCount(int node) {
    return parents[node].length;
  }

  public boolean hasArc(int from, int to) {
    return Arrays.binarySearch(parents[to], from) >= 0;
  }

  /** True if the nodes are joined by an arc in either direction. */
  public boolean isAdjacent(int a, int b) {
    return hasArc(a, b) || hasArc(b, a);
  }

  public int arcCount() {
    return arcCount;
  }

  /** All arcs, sorted by (from, to). */
  public List<Arc> arcs() {
    List<Arc> out = new ArrayList<>(arcCount);
    for (int v = 0; v < size(); v++) {
      for (int p : parents[v]) {
        out.add(new Arc(p, v));
      }
    }
    out.sort(null);
    return out;
  }

  /** A topological order: every parent comes before its children; ties go to the smaller index. */
  public int[] topologicalOrder() {
    return topo.clone();
  }

  /** This DAG with one more arc. @throws CyclicGraphException if the arc closes a cycle */
  public Dag withArc(int from, int to) {
    List<Arc> arcs = arcs();
    arcs.add(new Arc(from, to));
    return of(names(), arcs);
  }

  /** This DAG without the arc, if it has it. */
  public Dag withoutArc(int from, int to) {
    List<Arc> arcs = arcs();
    arcs.remove(new Arc(from, to));
    return of(names(), arcs);
  }

  /** This DAG with its nodes renamed or reordered to {@code order} (names must match exactly). */
  public Dag reorder(List<String> order) {
    NodeNames target = new NodeNames(order);
    if (target.size() != size()) {
      throw new GraphException(
          "reorder needs the same " + size() + " node names, got " + order.size());
    }
    List<Arc> arcs = new ArrayList<>();
    for (Arc a : arcs()) {
      arcs.add(new Arc(target.require(name(a.from())), target.require(name(a.to()))));
    }
    return of(order, arcs);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Dag d) || !names.equals(d.names)) {
      return false;
    }
    return Arrays.deepEquals(parents, d.parents);
  }

  @Override
  public int hashCode() {
    return names.hashCode() * 31 + Arrays.deepHashCode(parents);
  }

  /** The bnlearn model string, nodes in topological order: {@code [A][B|A][C|A:B]}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int v : topo) {
      sb.append('[').append(name(v));
      for (int i = 0; i < parents[v].length; i++) {
        sb.append(i == 0 ? '|' : ':').append(name(parents[v][i]));
      }
      sb.append(']');
    }
    return sb.toString();
  }

  /** Collects arcs for a {@link Dag}; the acyclicity check happens in {@link #build()}. */
  public static final class Builder {
    private final NodeNames names;
    private final List<Arc> arcs = new ArrayList<>();

    private Builder(List<String> nodeNames) {
      this.names = new NodeNames(nodeNames);
    }

    public Builder addArc(String from, String to) {
      arcs.add(new Arc(names.require(from), names.require(to)));
      return this;
    }

    public Builder addArc(int from, int to) {
      arcs.add(new Arc(from, to));
      return this;
    }

    /**
     * @throws CyclicGraphException if the arcs contain a cycle
     */
    public Dag build() {
      return of(names.list(), arcs);
    }
  }
}
