package org.structlearn.search.ges;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Scores Chickering's (2002) operators for one ordered pair (X, Y) of a {@link PdagState}, every
 * choice of the set T (insert) or H (delete) whose local validity condition holds, keeping those
 * that raise the score by more than the minimum improvement, best first.
 *
 * <ul>
 *   <li>Insert(X, Y, T), X and Y not adjacent, T ⊆ Ne(Y) \ Adj(X): valid iff NA_YX ∪ T is a clique
 *       (NA_YX = Ne(Y) ∩ Adj(X)) and every semi-directed path from Y to X meets NA_YX ∪ T (Theorem
 *       15). The clique test is local and done here, enumerating only the cliques; the path test
 *       depends on the whole graph and is done when the operator is about to be taken. Score change
 *       s(Y, NA_YX ∪ T ∪ Pa_Y ∪ {X}) − s(Y, NA_YX ∪ T ∪ Pa_Y).
 *   <li>Delete(X, Y, H), X − Y or X → Y, H ⊆ NA_YX: valid iff NA_YX \ H is a clique (Theorem 17).
 *       Score change s(Y, (NA_YX \ H) ∪ Pa_Y \ {X}) − s(Y, (NA_YX \ H) ∪ Pa_Y ∪ {X}).
 * </ul>
 *
 * <p>What an evaluation reads: Pa(Y), Ne(Y), Adj(X) and the adjacencies among Ne(Y); the search
 * re-evaluates a pair when one of them changes. Cost: two local scores per clique enumerated.
 */
final class Operators {
  /** The scored operators of one pair, best first: score changes and their T or H sets. */
  record Scored(double[] deltas, long[][] sets) {
    int size() {
      return deltas.length;
    }
  }

  private final FamilyScores score;
  private final Constraints constraints;
  private final double minImprovement;
  // an AtomicLong, not a LongAdder: a fresh JVM runs a LongAdder through VarHandle set-up,
  // interpreted
  final AtomicLong scored = new AtomicLong();

  FamilyScores score() {
    return score;
  }

  double minImprovement() {
    return minImprovement;
  }

  Operators(FamilyScores score, Constraints constraints, double minImprovement) {
    this.score = score;
    this.constraints = constraints;
    this.minImprovement = minImprovement;
  }

  /** The improving insertions of X → Y, or null if there is none. */
  Scored inserts(PdagState g, int x, int y) {
    if (x == y || g.isAdjacent(x, y) || constraints.forbidden(x, y)) {
      return null;
    }
    long[] na = NodeBits.and(g.ne[y], g.adj[x]);
    if (!g.isClique(na)) {
      return null;
    }
    long[] base = NodeBits.or(g.pa[y], na);
    int room = constraints.maxParents() - NodeBits.count(base) - 1;
    if (room < 0) {
      return null;
    }
    long[] allowed = allowedT(g, x, y, na);
    List<double[]> deltas = new ArrayList<>();
    List<long[]> sets = new ArrayList<>();
    for (long[] t : cliques(g, allowed, room)) {
      long[] parents = NodeBits.or(base, t);
      double d = withMinusWithout(y, parents, x);
      if (d > minImprovement) {
        deltas.add(new double[] {d});
        sets.add(t);
      }
    }
    return sorted(deltas, sets);
  }

  /** The improving deletions of the link X − Y or X → Y, or null if there is none. */
  Scored deletes(PdagState g, int x, int y) {
    if (!(g.isArc(x, y) || g.isEdge(x, y)) || constraints.requiredAdjacent(x, y)) {
      return null;
    }
    long[] na = NodeBits.and(g.ne[y], g.adj[x]);
    List<double[]> deltas = new ArrayList<>();
    List<long[]> sets = new ArrayList<>();
    long[] paNoX = g.pa[y].clone();
    NodeBits.clear(paNoX, x);
    for (long[] kept : cliques(g, na, Integer.MAX_VALUE)) {
      long[] parents = NodeBits.or(paNoX, kept);
      double d = -withMinusWithout(y, parents, x);
      if (d > minImprovement) {
        deltas.add(new double[] {d});
        sets.add(NodeBits.andNot(na, kept));
      }
    }
    return sorted(deltas, sets);
  }

  /**
   * The improving turns of the link Y → X or X − Y into X → Y (Hauser and Bühlmann 2012), each with
   * its set C of Y's neighbours that become its parents, or null if there is none. Every validity
   * condition is tested here, the global ones included: the search rescores every link's turns
   * after each turn it takes.
   */
  Scored turns(PdagState g, int x, int y) {
    if (constraints.forbidden(x, y) || constraints.required(y, x)) {
      return null;
    }
    if (g.isArc(y, x)) {
      return turnsOfArc(g, x, y);
    }
    return g.isEdge(x, y) ? turnsOfEdge(g, x, y) : null;
  }

  /**
   * The neighbours of Y a set T of Insert(X, Y, T) or of a turn of X → Y may take: not adjacent to
   * X, allowed into Y, and adjacent to every node of {@code na} (so that NA ∪ T stays a clique).
   */
  private long[] allowedT(PdagState g, int x, int y, long[] na) {
    long[] allowed = NodeBits.andNot(g.ne[y], g.adj[x]);
    allowed = NodeBits.andNot(allowed, constraints.forbiddenInto(y));
    for (int a = NodeBits.next(na, 0); a >= 0; a = NodeBits.next(na, a + 1)) {
      allowed = NodeBits.and(allowed, g.adj[a]);
    }
    return allowed;
  }

  /**
   * Turn(X, Y, C) of a compelled arc Y → X (Hauser and Bühlmann 2012, Proposition 34): C = NA_YX ∪
   * T with T ⊆ Ne(Y) \ Adj(X), valid iff C is a clique and every semi-directed path from Y to X
   * other than the arc itself meets C ∪ Ne(X). Score change s(Y, Pa_Y ∪ C ∪ {X}) − s(Y, Pa_Y ∪ C) +
   * s(X, Pa_X \ {Y}) − s(X, Pa_X).
   */
  private Scored turnsOfArc(PdagState g, int x, int y) {
    long[] na = NodeBits.and(g.ne[y], g.adj[x]);
    if (!g.isClique(na) || NodeBits.intersects(na, constraints.forbiddenInto(y))) {
      return null;
    }
    long[] base = NodeBits.or(g.pa[y], na);
    int room = constraints.maxParents() - NodeBits.count(base) - 1;
    if (room < 0) {
      return null;
    }
    long[] allowed = allowedT(g, x, y, na);
    long[] paXNoY = g.pa[x].clone();
    NodeBits.clear(paXNoY, y);
    double atX = -withMinusWithout(x, paXNoY, y);
    long[] neX = g.ne[x];
    List<double[]> deltas = new ArrayList<>();
    List<long[]> sets = new ArrayList<>();
    for (long[] t : cliques(g, allowed, room)) {
      long[] c = NodeBits.or(na, t);
      if (!g.hasSemiDirectedPath(y, x, NodeBits.or(c, neX), true)) {
        double d = withMinusWithout(y, NodeBits.or(base, t), x) + atX;
        if (d > minImprovement) {
          deltas.add(new double[] {d});
          sets.add(c);
        }
      }
    }
    return sorted(deltas, sets);
  }

  /**
   * Turn(X, Y, C) of an undirected edge X − Y (Hauser and Bühlmann 2012, Proposition 31 with
   * condition (iii) as their Algorithm 5 states it, as Gamella's ges package reads it): C ⊆ Ne(Y) \
   * {X} a clique holding a node not adjacent to X, and {X, Y} separating C from NA_YX \ C in the
   * chain component of Y. Score change s(Y, Pa_Y ∪ C ∪ {X}) − s(Y, Pa_Y ∪ C) + s(X, Pa_X ∪ (C ∩
   * NA_YX)) − s(X, Pa_X ∪ (C ∩ NA_YX) ∪ {Y}).
   */
  private Scored turnsOfEdge(PdagState g, int x, int y) {
    long[] far = NodeBits.andNot(g.ne[y], g.adj[x]);
    NodeBits.clear(far, x);
    if (NodeBits.isEmpty(far)) {
      return null;
    }
    long[] na = NodeBits.and(g.ne[y], g.adj[x]);
    long[] allowed = NodeBits.andNot(g.ne[y], constraints.forbiddenInto(y));
    NodeBits.clear(allowed, x);
    int room = constraints.maxParents() - NodeBits.count(g.pa[y]) - 1;
    if (room < 1) {
      return null;
    }
    List<double[]> deltas = new ArrayList<>();
    List<long[]> sets = new ArrayList<>();
    for (long[] c : cliques(g, allowed, room)) {
      if (NodeBits.intersects(c, far)
          && !g.undirectedPathAvoiding(c, NodeBits.andNot(na, c), x, y)) {
        double d =
            withMinusWithout(y, NodeBits.or(g.pa[y], c), x)
                - withMinusWithout(x, NodeBits.or(g.pa[x], NodeBits.and(c, na)), y);
        if (d > minImprovement) {
          deltas.add(new double[] {d});
          sets.add(c);
        }
      }
    }
    return sorted(deltas, sets);
  }

  /** s(y, parents ∪ {x}) − s(y, parents), {@code parents} not containing x. */
  private double withMinusWithout(int y, long[] parents, int x) {
    scored.incrementAndGet();
    return score.withMinusWithout(y, parents, x);
  }

  /**
   * The empty set and every clique of members of {@code allowed} with at most {@code room} members
   * (each a fresh array), a set before the sets that extend it, members added in increasing index
   * order. A list, not a callback: the loops that score them stay free of lambdas, each of which
   * costs its class's creation in a fresh JVM.
   */
  static List<long[]> cliques(PdagState g, long[] allowed, int room) {
    List<long[]> out = new ArrayList<>();
    addCliques(g, new long[g.words], allowed, 0, room, out);
    return out;
  }

  private static void addCliques(
      PdagState g, long[] chosen, long[] allowed, int from, int room, List<long[]> out) {
    out.add(chosen);
    if (room == 0) {
      return;
    }
    for (int t = NodeBits.next(allowed, from); t >= 0; t = NodeBits.next(allowed, t + 1)) {
      long[] next = chosen.clone();
      NodeBits.set(next, t);
      addCliques(g, next, NodeBits.and(allowed, g.adj[t]), t + 1, room - 1, out);
    }
  }

  /**
   * Best first; equal changes keep the enumeration order (a set before the sets that extend it),
   * which depends on the graph only, so the order is the same on every thread.
   */
  private static Scored sorted(List<double[]> deltas, List<long[]> sets) {
    int m = deltas.size();
    if (m == 0) {
      return null;
    }
    double[] d = new double[m];
    long[][] s = new long[m][];
    if (m > 16) { // a stable merge sort of the indices
      Integer[] order = new Integer[m];
      for (int i = 0; i < m; i++) {
        order[i] = i;
      }
      java.util.Arrays.sort(order, (a, b) -> Double.compare(deltas.get(b)[0], deltas.get(a)[0]));
      for (int i = 0; i < m; i++) {
        d[i] = deltas.get(order[i])[0];
        s[i] = sets.get(order[i]);
      }
      return new Scored(d, s);
    }
    for (int i = 0; i < m; i++) { // insertion sort, stable: a few entries, no comparator lambda
      double v = deltas.get(i)[0];
      int j = i;
      while (j > 0 && d[j - 1] < v) {
        d[j] = d[j - 1];
        s[j] = s[j - 1];
        j--;
      }
      d[j] = v;
      s[j] = sets.get(i);
    }
    return new Scored(d, s);
  }
}
