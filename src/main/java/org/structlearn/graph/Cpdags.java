package org.structlearn.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Completed partially directed acyclic graphs (CPDAGs, also called essential graphs or patterns):
 * the graph that represents the Markov equivalence class of a DAG, with an arc where every member
 * of the class agrees on the direction (a compelled arc) and an undirected edge elsewhere.
 *
 * <ul>
 *   <li>{@link #of(Dag)} uses the arc labelling of Chickering (1995), "A transformational
 *       characterization of equivalent Bayesian network structures", UAI, Algorithms Order-Edges
 *       and Label-Edges. Time O(n + sum over arcs of the parent count of the head), so it is fine
 *       on graphs of thousands of nodes.
 *   <li>{@link #ofPdag(Pdag)} reproduces bnlearn's {@code cpdag()} (Scutari 2010, R package bnlearn
 *       5.2.1, {@code src/bnlearn/cpdag.c}) for a partially directed graph such as the output of
 *       PC, GS or IAMB. bnlearn compares learned graphs with {@code shd()} on these, so this is the
 *       definition {@code metrics} needs. On a fully directed input it gives the same graph as
 *       {@link #of(Dag)}.
 * </ul>
 */
public final class Cpdags {
  private static final byte UNKNOWN = 0;
  private static final byte COMPELLED = 1;
  private static final byte REVERSIBLE = 2;

  private Cpdags() {}

  /**
   * The CPDAG of a DAG (Chickering 1995). Two DAGs are Markov equivalent exactly when their CPDAGs
   * are equal (Verma and Pearl 1990).
   */
  public static Pdag of(Dag dag) {
    int n = dag.size();
    int[] order = dag.topologicalOrder();
    int[] rank = new int[n];
    for (int i = 0; i < n; i++) {
      rank[order[i]] = i;
    }
    byte[][] label = new byte[n][];
    int[][] parents = new int[n][];
    for (int v = 0; v < n; v++) {
      parents[v] = dag.parents(v);
      label[v] = new byte[parents[v].length];
    }
    // Order-Edges: heads in topological order; for one head, tails from the highest rank down.
    for (int y : order) {
      Integer[] byRank = sortedByRankDescending(parents[y], rank);
      for (int x : byRank) {
        int xi = Arrays.binarySearch(parents[y], x);
        if (label[y][xi] == UNKNOWN) {
          labelFrom(dag, parents, label, x, y);
        }
      }
    }
    List<Arc> arcs = new ArrayList<>();
    List<Edge> edges = new ArrayList<>();
    for (int y = 0; y < n; y++) {
      for (int i = 0; i < parents[y].length; i++) {
        if (label[y][i] == COMPELLED) {
          arcs.add(new Arc(parents[y][i], y));
        } else {
          edges.add(new Edge(parents[y][i], y));
        }
      }
    }
    return Pdag.of(dag.names(), arcs, edges);
  }

  /** Step 2 of Label-Edges for the lowest unknown arc {@code x -> y}. */
  private static void labelFrom(Dag dag, int[][] parents, byte[][] label, int x, int y) {
    int[] py = parents[y];
    for (int i = 0; i < parents[x].length; i++) {
      if (label[x][i] != COMPELLED) {
        continue;
      }
      int w = parents[x][i];
      int wi = Arrays.binarySearch(py, w);
      if (wi < 0) {
        // w -> x -> y with w, y not adjacent: everything into y is compelled
        fillUnknown(label[y], COMPELLED);
        return;
      }
      label[y][wi] = COMPELLED;
    }
    boolean other = false;
    for (int z : py) {
      if (z != x && !dag.hasArc(z, x)) {
        other = true;
        break;
      }
    }
    fillUnknown(label[y], other ? COMPELLED : REVERSIBLE);
  }

  private static void fillUnknown(byte[] labels, byte value) {
    for (int i = 0; i < labels.length; i++) {
      if (labels[i] == UNKNOWN) {
        labels[i] = value;
      }
    }
  }

  private static Integer[] sortedByRankDescending(int[] nodes, int[] rank) {
    Integer[] out = new Integer[nodes.length];
    for (int i = 0; i < nodes.length; i++) {
      out[i] = nodes[i];
    }
    Arrays.sort(out, (a, b) -> Integer.compare(rank[b], rank[a]));
    return out;
  }

  /**
   * The CPDAG of a partially directed graph exactly as bnlearn's {@code cpdag()} computes it
   * (bnlearn 5.2.1, no whitelist or blacklist, {@code moral = FALSE}): directed arcs into a node
   * with two or more directed parents are kept when some two of those parents are not adjacent (and
   * an undirected edge between two such colliders stays undirected); every other link becomes
   * undirected; then bnlearn's versions of Meek's (1995) rules 1 to 4 orient what they can,
   * repeated until nothing changes. See {@code BnlearnCpdag} for the details that differ from the
   * textbook. The input need not have a consistent extension; the result is then whatever bnlearn
   * computes for it.
   */
  public static Pdag ofPdag(Pdag pdag) {
    return BnlearnCpdag.of(pdag);
  }

  /**
   * The orientation step that ends bnlearn's constraint-based learners ({@code
   * learn.arc.directions}: {@code cpdag(fix = TRUE)}, bnlearn 5.2.1): the directed arcs of the
   * input (v-structures, arcs set by knowledge) are kept and fixed, the undirected edges are
   * oriented by bnlearn's versions of Meek's rules as in {@link #ofPdag(Pdag)}, until nothing
   * changes.
   */
  public static Pdag orientFromFixedArcs(Pdag pdag) {
    return BnlearnCpdag.withDirectedFixed(pdag);
  }

  /**
   * True if the graph is the CPDAG of some DAG in the sense of {@link #of(Dag)}: it has a
   * consistent extension and the CPDAG of that extension is the graph itself.
   */
  public static boolean isCpdag(Pdag pdag) {
    return Pdags.consistentExtension(pdag).map(d -> of(d).equals(pdag)).orElse(false);
  }
}
