package org.structlearn.search.ges;

import org.structlearn.score.LocalScore;

/**
 * A test oracle: GES as Chickering (2002) states it, with nothing cached. Every step scores every
 * operator of every pair (each T or H among all subsets of its candidates, validity tested
 * directly: clique test and semi-directed path test) and takes the best; ties go to the lower pair
 * X·n + Y. Exponential and slow; for small graphs only.
 */
final class NaiveGes {
  private final LocalScore score;
  private final double min;
  PdagState graph;
  int steps;

  NaiveGes(LocalScore score, double minImprovement) {
    this.score = score;
    this.min = minImprovement;
    this.graph = new PdagState(score.nodes());
  }

  void run() {
    while (step(true)) {
      steps++;
    }
    while (step(false)) {
      steps++;
    }
  }

  private boolean step(boolean forward) {
    int n = graph.n;
    double best = min;
    PdagState bestGraph = null;
    for (int x = 0; x < n; x++) {
      for (int y = 0; y < n; y++) {
        if (x == y) {
          continue;
        }
        boolean ok = forward ? !graph.isAdjacent(x, y) : graph.isArc(x, y) || graph.isEdge(x, y);
        if (!ok) {
          continue;
        }
        long[] na = NodeBits.and(graph.ne[y], graph.adj[x]);
        int[] cand = NodeBits.members(forward ? NodeBits.andNot(graph.ne[y], graph.adj[x]) : na);
        for (int mask = 0; mask < 1 << cand.length; mask++) {
          long[] set = new long[graph.words];
          for (int i = 0; i < cand.length; i++) {
            if ((mask & (1 << i)) != 0) {
              NodeBits.set(set, cand[i]);
            }
          }
          double d = forward ? insert(x, y, na, set) : delete(x, y, na, set);
          if (d > best) {
            PdagState next = forward ? applyInsert(x, y, set) : applyDelete(x, y, set);
            best = d;
            bestGraph = next;
          }
        }
      }
    }
    if (bestGraph == null) {
      return false;
    }
    graph = bestGraph;
    return true;
  }

  private double insert(int x, int y, long[] na, long[] t) {
    long[] c = NodeBits.or(na, t);
    if (!graph.isClique(c) || graph.hasSemiDirectedPath(y, x, c)) {
      return Double.NEGATIVE_INFINITY;
    }
    long[] parents = NodeBits.or(c, graph.pa[y]);
    long[] with = parents.clone();
    NodeBits.set(with, x);
    return score.local(y, NodeBits.members(with)) - score.local(y, NodeBits.members(parents));
  }

  private double delete(int x, int y, long[] na, long[] h) {
    long[] kept = NodeBits.andNot(na, h);
    if (!graph.isClique(kept)) {
      return Double.NEGATIVE_INFINITY;
    }
    long[] with = NodeBits.or(kept, graph.pa[y]);
    NodeBits.set(with, x);
    long[] without = with.clone();
    NodeBits.clear(without, x);
    return score.local(y, NodeBits.members(without)) - score.local(y, NodeBits.members(with));
  }

  private PdagState applyInsert(int x, int y, long[] t) {
    PdagState g = graph.copy();
    g.addArc(x, y);
    for (int v : NodeBits.members(t)) {
      g.orient(v, y);
    }
    return PdagState.cpdagOf(g.extension());
  }

  private PdagState applyDelete(int x, int y, long[] h) {
    PdagState g = graph.copy();
    g.remove(x, y);
    for (int v : NodeBits.members(h)) {
      if (g.isEdge(y, v)) {
        g.orient(y, v);
      }
      if (g.isEdge(x, v)) {
        g.orient(x, v);
      }
    }
    return PdagState.cpdagOf(g.extension());
  }
}
