package org.structlearn.search.ges;

import java.util.Arrays;
import java.util.List;
import org.structlearn.graph.Arc;
import org.structlearn.knowledge.Knowledge;

/**
 * Background knowledge over column indices as GES uses it: operators that would put a forbidden arc
 * in the DAG they are scored on are not scored, required adjacencies are never deleted, and a class
 * is entered only if one of its DAGs honours the knowledge ({@link #orient}).
 */
final class Constraints {
  private final int n;
  private final boolean[][] forbidden;
  private final boolean[][] required;
  private final long[][] forbiddenInto;
  private final int maxParents;
  private final boolean empty;

  Constraints(Knowledge.Resolved k, int n, int maxParents) {
    this.n = n;
    this.forbidden = k.forbidden();
    this.required = new boolean[n][n];
    for (Arc a : k.required()) {
      required[a.from()][a.to()] = true;
    }
    this.forbiddenInto = new long[n][NodeBits.words(n)];
    boolean any = !k.required().isEmpty();
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        if (forbidden[a][b]) {
          NodeBits.set(forbiddenInto[b], a);
          any = true;
        }
      }
    }
    this.empty = !any;
    this.maxParents = maxParents;
  }

  boolean isEmpty() {
    return empty;
  }

  int maxParents() {
    return maxParents;
  }

  boolean forbidden(int a, int b) {
    return forbidden[a][b];
  }

  long[] forbiddenInto(int y) {
    return forbiddenInto[y];
  }

  boolean required(int a, int b) {
    return required[a][b];
  }

  boolean requiredAdjacent(int a, int b) {
    return required[a][b] || required[b][a];
  }

  List<Arc> requiredArcs() {
    List<Arc> out = new java.util.ArrayList<>();
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        if (required[a][b]) {
          out.add(new Arc(a, b));
        }
      }
    }
    return out;
  }

  /** A CPDAG with every arc the knowledge forces oriented, and a DAG of it that honours it. */
  record Oriented(PdagState graph, long[][] dag) {}

  /**
   * The class of {@code cpdag} restricted to the DAGs that honour the knowledge: every undirected
   * edge whose one direction is forbidden or the other required is oriented, Meek's rules R1 to R4
   * close the result (complete under background knowledge, Meek 1995), a consistent extension is
   * built (Dor and Tarsi 1992) and accepted only if it honours the knowledge and has the class's
   * CPDAG. Null if that fails: no DAG of the class honours the knowledge (or, in cases Meek's
   * theorem leaves open for inconsistent knowledge, none was found). O(n² words) per rule pass.
   */
  Oriented orient(PdagState cpdag) {
    PdagState g = cpdag.copy();
    if (!empty) {
      for (int a = 0; a < n; a++) {
        for (int b = 0; b < n; b++) {
          if (cpdag.isArc(a, b) && (forbidden[a][b] || required[b][a])) {
            return null;
          }
          if (a < b && cpdag.isEdge(a, b)) {
            boolean ab = forbidden[b][a] || required[a][b];
            boolean ba = forbidden[a][b] || required[b][a];
            if (ab && ba) {
              return null;
            }
            if (ab) {
              g.orient(a, b);
            } else if (ba) {
              g.orient(b, a);
            }
          }
        }
      }
      g.closeUnderMeek(true);
    }
    long[][] dag = g.extension();
    if (dag == null || !honours(dag)) {
      return null;
    }
    if (!empty && !sameClass(PdagState.cpdagOf(dag), cpdag)) {
      return null;
    }
    return new Oriented(g, dag);
  }

  private boolean honours(long[][] dag) {
    for (int b = 0; b < n; b++) {
      for (int a = 0; a < n; a++) {
        boolean arc = NodeBits.get(dag[b], a);
        if ((arc && forbidden[a][b]) || (required[a][b] && !arc)) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean sameClass(PdagState p, PdagState q) {
    for (int v = 0; v < p.n; v++) {
      if (!Arrays.equals(p.pa[v], q.pa[v]) || !Arrays.equals(p.ne[v], q.ne[v])) {
        return false;
      }
    }
    return true;
  }
}
