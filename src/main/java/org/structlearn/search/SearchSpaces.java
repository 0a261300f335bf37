package org.structlearn.search;

import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import org.structlearn.StructlearnException;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.MutableDag;
import org.structlearn.knowledge.Knowledge;

/**
 * Where a {@link ScoreSearch} may go and where it starts: the arcs it may add (candidate parents,
 * minus the forbidden ones), the arcs it must keep, and its start graph, each checked against the
 * knowledge and the options.
 */
final class SearchSpaces {
  private SearchSpaces() {}

  /**
   * {@code [i][j]}: i may be a parent of j (a candidate, not forbidden, or required). Candidate
   * parents are ranked on a pool of its own, closed before the climb (whose steps the {@link
   * StepTeam} splits).
   */
  static boolean[][] allowedArcs(
      Dataset data,
      int n,
      Knowledge.Resolved k,
      SearchOptions o,
      String threadName,
      Supplier<String> interrupted) {
    boolean[][] allowed;
    if (o.candidates() > 0) {
      try (WorkerPool pool =
          o.threads() > 1 ? WorkerPool.forkJoin(threadName, o.threads()) : null) {
        allowed = Candidates.topK(data, o.candidates(), pool, interrupted);
      }
    } else {
      allowed = full(n);
    }
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        allowed[i][j] &= i != j && !k.isForbidden(i, j);
      }
    }
    return allowed;
  }

  /** The required arcs as a matrix; they are made allowed too. */
  static boolean[][] requiredArcs(int n, Knowledge.Resolved k, boolean[][] allowed) {
    boolean[][] required = new boolean[n][n];
    for (Arc a : k.required()) {
      required[a.from()][a.to()] = true;
      allowed[a.from()][a.to()] = true;
    }
    return required;
  }

  private static boolean[][] full(int n) {
    boolean[][] a = new boolean[n][n];
    for (boolean[] row : a) {
      Arrays.fill(row, true);
    }
    return a;
  }

  /**
   * The graph a search starts from: {@code o.start()} (or the empty graph) plus the required arcs,
   * checked against the knowledge and {@code o.maxParents()}.
   */
  static MutableDag startGraph(List<String> names, Knowledge.Resolved k, SearchOptions o) {
    MutableDag g = new MutableDag(names);
    if (o.start() != null) {
      for (Arc a : o.start().arcs()) {
        int f = indexIn(names, o.start().name(a.from()));
        int t = indexIn(names, o.start().name(a.to()));
        if (k.isForbidden(f, t)) {
          throw new StructlearnException(
              "the start graph has the arc "
                  + names.get(f)
                  + " -> "
                  + names.get(t)
                  + ", which the knowledge forbids; remove it from the start graph");
        }
        g.addArc(f, t);
      }
    }
    for (Arc a : k.required()) {
      if (!g.hasArc(a.from(), a.to())) {
        if (g.hasArc(a.to(), a.from()) || g.wouldCreateCycle(a.from(), a.to())) {
          throw new StructlearnException(
              "required arc "
                  + names.get(a.from())
                  + " -> "
                  + names.get(a.to())
                  + " conflicts with the start graph; change one of them");
        }
        g.addArc(a.from(), a.to());
      }
    }
    for (int v = 0; v < g.size(); v++) {
      if (g.parentCount(v) > o.maxParents()) {
        throw new StructlearnException(
            "node '"
                + names.get(v)
                + "' has "
                + g.parentCount(v)
                + " parents in the start graph or "
                + "required arcs, more than maxParents = "
                + o.maxParents());
      }
    }
    return g;
  }

  private static int indexIn(List<String> names, String name) {
    int i = names.indexOf(name);
    if (i < 0) {
      throw new StructlearnException(
          "the start graph names variable '"
              + name
              + "', which the data lack; columns are "
              + names);
    }
    return i;
  }
}
