package org.structlearn.graph;

import java.util.ArrayList;
import java.util.List;

/**
 * Structural queries on a {@link Dag}: skeleton, moral graph, Markov blanket, ancestors and
 * descendants, covered arcs. All run in time linear in the size of the graph unless noted.
 */
public final class Dags {
  private Dags() {}

  /** The skeleton: every arc as an undirected edge. */
  public static UndirectedGraph skeleton(Dag dag) {
    List<Edge> edges = new ArrayList<>(dag.arcCount());
    for (Arc a : dag.arcs()) {
      edges.add(new Edge(a.from(), a.to()));
    }
    return UndirectedGraph.of(dag.names(), edges);
  }

  /**
   * The moral graph (Lauritzen and Spiegelhalter 1988): the skeleton plus an edge between every two
   * parents of a common child. O(n + sum of squared parent counts).
   */
  public static UndirectedGraph moralGraph(Dag dag) {
    List<Edge> edges = new ArrayList<>();
    for (int v = 0; v < dag.size(); v++) {
      int[] pa = dag.parents(v);
      for (int i = 0; i < pa.length; i++) {
        edges.add(new Edge(pa[i], v));
        for (int j = i + 1; j < pa.length; j++) {
          edges.add(new Edge(pa[i], pa[j]));
        }
      }
    }
    return UndirectedGraph.of(dag.names(), edges);
  }

  /**
   * The Markov blanket of a node (Pearl 1988): its parents, its children and its children's other
   * parents, sorted ascending.
   */
  public static int[] markovBlanket(Dag dag, int node) {
    checkNode(dag, node);
    boolean[] in = new boolean[dag.size()];
    for (int p : dag.parents(node)) {
      in[p] = true;
    }
    for (int c : dag.children(node)) {
      in[c] = true;
      for (int p : dag.parents(c)) {
        in[p] = true;
      }
    }
    in[node] = false;
    return indices(in);
  }

  /** The proper ancestors of a node (nodes with a directed path to it), sorted ascending. */
  public static int[] ancestors(Dag dag, int node) {
    boolean[] in = ancestralMask(dag, node);
    in[node] = false;
    return indices(in);
  }

  /** The proper descendants of a node (nodes reachable from it), sorted ascending. */
  public static int[] descendants(Dag dag, int node) {
    checkNode(dag, node);
    boolean[] in = new boolean[dag.size()];
    int[] stack = new int[dag.size()];
    int top = 0;
    stack[top++] = node;
    while (top > 0) {
      for (int c : dag.children(stack[--top])) {
        if (!in[c]) {
          in[c] = true;
          stack[top++] = c;
        }
      }
    }
    return indices(in);
  }

  /**
   * The ancestral set of some nodes: the nodes themselves and all their ancestors, sorted
   * ascending.
   */
  public static int[] ancestralSet(Dag dag, int... nodes) {
    return indices(ancestralMask(dag, nodes));
  }

  /**
   * Marks, in place, every ancestor of the nodes already marked in {@code in}, given each node's
   * parents (indices): afterwards {@code in} is the ancestral set of the nodes first marked.
   * O(nodes + arcs).
   *
   * @param parents the parents of each node, {@code parents.length == in.length}
   * @param in the starting nodes, marked true; completed in place
   * @return {@code in}
   */
  public static boolean[] closeUnderParents(int[][] parents, boolean[] in) {
    int[] stack = new int[in.length];
    int top = 0;
    for (int v = 0; v < in.length; v++) {
      if (in[v]) {
        stack[top++] = v;
      }
    }
    while (top > 0) {
      for (int p : parents[stack[--top]]) {
        if (!in[p]) {
          in[p] = true;
          stack[top++] = p;
        }
      }
    }
    return in;
  }

  /** Membership mask of {@link #ancestralSet}; package use avoids the copy. */
  static boolean[] ancestralMask(Dag dag, int... nodes) {
    boolean[] in = new boolean[dag.size()];
    int[] stack = new int[dag.size()];
    int top = 0;
    for (int v : nodes) {
      checkNode(dag, v);
      if (!in[v]) {
        in[v] = true;
        stack[top++] = v;
      }
    }
    while (top > 0) {
      for (int p : dag.parents(stack[--top])) {
        if (!in[p]) {
          in[p] = true;
          stack[top++] = p;
        }
      }
    }
    return in;
  }

  /**
   * True if the DAG has the arc {@code from -> to} and it is covered (Chickering 1995): the parents
   * of {@code to} are exactly the parents of {@code from} plus {@code from}. Reversing a covered
   * arc gives a Markov equivalent DAG.
   */
  public static boolean isCoveredArc(Dag dag, int from, int to) {
    if (!dag.hasArc(from, to)) {
      return false;
    }
    int[] pf = dag.parents(from);
    int[] pt = dag.parents(to);
    if (pt.length != pf.length + 1) {
      return false;
    }
    for (int p : pf) {
      if (!dag.hasArc(p, to)) {
        return false;
      }
    }
    return true;
  }

  static void checkNode(Dag dag, int node) {
    if (node < 0 || node >= dag.size()) {
      throw new GraphException(
          "node index " + node + " is outside 0.." + (dag.size() - 1) + "; use dag.indexOf(name)");
    }
  }

  static int[] indices(boolean[] mask) {
    int count = 0;
    for (boolean b : mask) {
      count += b ? 1 : 0;
    }
    int[] out = new int[count];
    int k = 0;
    for (int i = 0; i < mask.length; i++) {
      if (mask[i]) {
        out[k++] = i;
      }
    }
    return out;
  }
}
