package org.structlearn.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The working graph of a search: a DAG that can change, with O(1) arc tests (one bit per ordered
 * node pair) and sorted parent lists. It does not stop a caller from closing a cycle: a search asks
 * {@link #wouldCreateCycle(int, int)} for the move it is about to take (reachability from the head,
 * O(n + arcs) in the worst case), as seed 002 prescribes, and only then applies it. {@link
 * #toDag()} checks again.
 */
public final class MutableDag {
  private final NodeNames names;
  private final int n;
  private final long[][] arcBits; // arcBits[from] has bit `to` set when from -> to
  private final int[][] parents;
  private final int[] parentCount;
  private final int[][] children;
  private final int[] childCount;
  private int arcCount;
  // scratch for reachability, reused so that cycle checks do not allocate
  private final int[] stack;
  private final int[] visitMark;
  private int visitStamp;

  /** An empty graph over the given node names. */
  public MutableDag(List<String> nodeNames) {
    this.names = new NodeNames(nodeNames);
    this.n = names.size();
    this.arcBits = new long[n][(n + 63) >>> 6];
    this.parents = new int[n][4];
    this.parentCount = new int[n];
    this.children = new int[n][4];
    this.childCount = new int[n];
    this.stack = new int[n];
    this.visitMark = new int[n];
  }

  /** A mutable copy of a DAG. */
  public static MutableDag of(Dag dag) {
    MutableDag m = new MutableDag(dag.names());
    for (Arc a : dag.arcs()) {
      m.addArc(a.from(), a.to());
    }
    return m;
  }

  /** A deep copy. */
  public MutableDag copy() {
    MutableDag m = new MutableDag(names.list());
    for (int v = 0; v < n; v++) {
      for (int i = 0; i < parentCount[v]; i++) {
        m.addArc(parents[v][i], v);
      }
    }
    return m;
  }

  public int size() {
    return n;
  }

  public List<String> names() {
    return names.list();
  }

  public boolean hasArc(int from, int to) {
    return (arcBits[from][to >>> 6] & (1L << to)) != 0;
  }

  public boolean isAdjacent(int a, int b) {
    return hasArc(a, b) || hasArc(b, a);
  }

  public int arcCount() {
    return arcCount;
  }

  public int parentCount(int node) {
    return parentCount[node];
  }

  /** The parents of a node, sorted ascending (a new array). */
  public int[] parents(int node) {
    return Arrays.copyOf(parents[node], parentCount[node]);
  }

  /** The children of a node, sorted ascending (a new array). */
  public int[] children(int node) {
    return Arrays.copyOf(children[node], childCount[node]);
  }

  /**
   * Adds {@code from -> to}. @throws GraphException if the pair is already adjacent or a self loop
   */
  public void addArc(int from, int to) {
    if (from == to) {
      throw new GraphException("self loop on node '" + names.get(from) + "' is not allowed");
    }
    if (isAdjacent(from, to)) {
      throw new GraphException(
          "nodes '" + names.get(from) + "' and '" + names.get(to) + "' are already adjacent");
    }
    arcBits[from][to >>> 6] |= 1L << to;
    parents[to] = insertSorted(parents[to], parentCount[to]++, from);
    children[from] = insertSorted(children[from], childCount[from]++, to);
    arcCount++;
  }

  /** Removes {@code from -> to}. @throws GraphException if there is no such arc */
  public void removeArc(int from, int to) {
    if (!hasArc(from, to)) {
      throw new GraphException("there is no arc " + names.get(from) + " -> " + names.get(to));
    }
    arcBits[from][to >>> 6] &= ~(1L << to);
    removeSorted(parents[to], parentCount[to]--, from);
    removeSorted(children[from], childCount[from]--, to);
    arcCount--;
  }

  /** Replaces {@code from -> to} by {@code to -> from}. */
  public void reverseArc(int from, int to) {
    removeArc(from, to);
    addArc(to, from);
  }

  /**
   * True if adding {@code from -> to} would close a directed cycle, that is if {@code from} is
   * reachable from {@code to}. When the arc {@code to -> from} exists it is ignored, so the same
   * call answers whether reversing that arc is legal.
   */
  public boolean wouldCreateCycle(int from, int to) {
    if (from == to) {
      return true;
    }
    int stamp = ++visitStamp;
    int top = 0;
    stack[top++] = to;
    visitMark[to] = stamp;
    while (top > 0) {
      int v = stack[--top];
      for (int i = 0; i < childCount[v]; i++) {
        int c = children[v][i];
        if (v == to && c == from) {
          continue; // the arc being reversed
        }
        if (c == from) {
          return true;
        }
        if (visitMark[c] != stamp) {
          visitMark[c] = stamp;
          stack[top++] = c;
        }
      }
    }
    return false;
  }

  /** An immutable snapshot. */
  public Dag toDag() {
    List<Arc> arcs = new ArrayList<>(arcCount);
    for (int v = 0; v < n; v++) {
      for (int i = 0; i < parentCount[v]; i++) {
        arcs.add(new Arc(parents[v][i], v));
      }
    }
    return Dag.of(names.list(), arcs);
  }

  private static int[] insertSorted(int[] a, int len, int x) {
    if (len == a.length) {
      a = Arrays.copyOf(a, Math.max(4, len * 2));
    }
    int i = len;
    while (i > 0 && a[i - 1] > x) {
      a[i] = a[i - 1];
      i--;
    }
    a[i] = x;
    return a;
  }

  private static void removeSorted(int[] a, int len, int x) {
    int i = 0;
    while (a[i] != x) {
      i++;
    }
    System.arraycopy(a, i + 1, a, i, len - i - 1);
  }

  @Override
  public String toString() {
    return toDag().toString();
  }
}
