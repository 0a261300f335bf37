package org.structlearn.search.undirected;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.structlearn.Interrupts;
import org.structlearn.graph.Edge;
import org.structlearn.score.undirected.BlanketScore;
import org.structlearn.search.SearchListener;
import org.structlearn.search.SearchStep;

/**
 * Phase 2 of {@link MplHillClimbing} (BDgraph's {@code global_hc_binary}): from the empty graph,
 * flip the candidate edge with the largest gain (the sum of its endpoints' local-score changes)
 * while that gain is {@code > 0}; ties go to the first candidate in the given order. A side's gain
 * is recomputed only when that endpoint's neighbourhood changed. Each flip is one {@link
 * SearchStep}, reported to the listener on the owner's thread. One use per instance.
 */
final class MplGlobalClimb {
  private final BlanketScore score;
  private final List<Edge> candidates;
  private final SearchListener listener;
  private final Thread owner;
  private final long t0;
  private final boolean[][] adj;
  private final double[] current;
  private final List<SearchStep> trace = new ArrayList<>();

  MplGlobalClimb(
      BlanketScore score, List<Edge> candidates, SearchListener listener, Thread owner, long t0) {
    this.score = score;
    this.candidates = candidates;
    this.listener = listener;
    this.owner = owner;
    this.t0 = t0;
    int n = score.nodes();
    this.adj = new boolean[n][n];
    this.current = new double[n];
  }

  /** Climbs until no candidate flip improves. */
  void run() {
    int n = current.length;
    for (int v = 0; v < n; v++) {
      current[v] = score.local(v, new int[0]);
    }
    int m = candidates.size();
    double[] gainA = new double[m];
    double[] gainB = new double[m];
    boolean[] staleA = new boolean[m];
    boolean[] staleB = new boolean[m];
    Arrays.fill(staleA, true);
    Arrays.fill(staleB, true);
    while (m > 0) {
      Interrupts.check(
          owner,
          () ->
              "MPL hill climbing interrupted in the global search after "
                  + trace.size()
                  + " flips");
      for (int i = 0; i < m; i++) {
        Edge e = candidates.get(i);
        if (staleA[i]) {
          gainA[i] = score.local(e.a(), flipped(e.a(), e.b())) - current[e.a()];
          staleA[i] = false;
        }
        if (staleB[i]) {
          gainB[i] = score.local(e.b(), flipped(e.b(), e.a())) - current[e.b()];
          staleB[i] = false;
        }
      }
      int bestAt = 0;
      double best = gainA[0] + gainB[0];
      for (int i = 1; i < m; i++) {
        double g = gainA[i] + gainB[i];
        if (g > best) {
          best = g;
          bestAt = i;
        }
      }
      if (!(best > 0)) {
        break;
      }
      Edge e = candidates.get(bestAt);
      flip(e, best);
      for (int i = 0; i < m; i++) {
        Edge c = candidates.get(i);
        staleA[i] |= c.a() == e.a() || c.a() == e.b();
        staleB[i] |= c.b() == e.a() || c.b() == e.b();
      }
    }
  }

  /** Flips {@code e}, rescores its endpoints and reports the step. */
  private void flip(Edge e, double gain) {
    boolean add = !adj[e.a()][e.b()];
    adj[e.a()][e.b()] = add;
    adj[e.b()][e.a()] = add;
    current[e.a()] = score.local(e.a(), neighbours(e.a()));
    current[e.b()] = score.local(e.b(), neighbours(e.b()));
    String move =
        (add ? "add " : "remove ") + score.names().get(e.a()) + " - " + score.names().get(e.b());
    SearchStep step =
        new SearchStep(trace.size() + 1, move, gain, total(), System.nanoTime() - t0, 0);
    trace.add(step);
    listener.onStep(step);
  }

  /** The total log MPL of the current graph. */
  double total() {
    double total = 0;
    for (double c : current) {
      total += c;
    }
    return total;
  }

  /** The current graph's edges, {@code a < b}, in row order. */
  List<Edge> edges() {
    List<Edge> edges = new ArrayList<>();
    for (int v = 0; v < adj.length; v++) {
      for (int u = v + 1; u < adj.length; u++) {
        if (adj[v][u]) {
          edges.add(new Edge(v, u));
        }
      }
    }
    return edges;
  }

  /** The flips made, in order. */
  List<SearchStep> trace() {
    return trace;
  }

  /** The neighbours of {@code v} with {@code other} toggled, ascending. */
  private int[] flipped(int v, int other) {
    adj[v][other] = !adj[v][other];
    int[] out = neighbours(v);
    adj[v][other] = !adj[v][other];
    return out;
  }

  private int[] neighbours(int v) {
    int count = 0;
    for (boolean b : adj[v]) {
      count += b ? 1 : 0;
    }
    int[] out = new int[count];
    int j = 0;
    for (int u = 0; u < adj.length; u++) {
      if (adj[v][u]) {
        out[j++] = u;
      }
    }
    return out;
  }
}
