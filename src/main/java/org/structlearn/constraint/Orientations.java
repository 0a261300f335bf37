package org.structlearn.constraint;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.knowledge.Knowledge;

/**
 * Orients a skeleton as bnlearn's {@code learn.arc.directions} does (bnlearn 5.2.1, {@code
 * R/backend-indep.R}):
 *
 * <ol>
 *   <li>Knowledge first: a forbidden direction leaves the other one (bnlearn drops blacklisted arcs
 *       from the arc set), a required arc forbids its reverse.
 *   <li>Every unshielded triple y – x – z whose links may point into x, with x not in the
 *       separating set of y and z, is a candidate v-structure y → x ← z, found with x in the
 *       search's order ({@link ConstraintOptions#order()}) and (y, z) in that order.
 *   <li>Candidates are applied in ascending order of the strength (p-value, or posterior of
 *       independence) of the test that separated y and z, ties in the order found (R's stable
 *       {@code order}). <b>Conflicts</b> are resolved bnlearn's way: the first applied wins; a
 *       later candidate whose link is already oriented out of x, or whose arcs would close a
 *       directed cycle, is skipped (bnlearn warns; here it is counted in {@link
 *       ConstraintResult#vStructuresSkipped()}).
 *   <li>Every directed arc is then fixed and the undirected edges are oriented by bnlearn's
 *       versions of Meek's rules ({@link Cpdags#orientFromFixedArcs}, its {@code cpdag(fix =
 *       TRUE)}).
 * </ol>
 *
 * Pairs kept apart by knowledge have no separating set and form no v-structure (bnlearn runs extra
 * tests for them; this does not).
 */
final class Orientations {
  private Orientations() {}

  /** The oriented graph and the v-structure counts. */
  record Oriented(Pdag pdag, int applied, int skipped) {}

  private record Candidate(int y, int x, int z, double strength) {}

  static Oriented orient(
      List<String> names,
      BitSet[] adj,
      List<Removal> removals,
      Knowledge.Resolved knowledge,
      ConstraintOptions.Order order) {
    int n = names.size();
    int[] rank = NameOrder.ranks(names, order);
    boolean[][] into = new boolean[n][n]; // into[i][j]: the link i – j may point to j
    for (int i = 0; i < n; i++) {
      for (int j = adj[i].nextSetBit(0); j >= 0; j = adj[i].nextSetBit(j + 1)) {
        into[i][j] = !knowledge.isForbidden(i, j);
      }
    }
    for (Arc a : knowledge.required()) {
      if (adj[a.from()].get(a.to())) {
        into[a.to()][a.from()] = false;
        into[a.from()][a.to()] = true;
      }
    }
    List<Candidate> candidates = candidates(n, adj, removals, rank, into);
    candidates.sort(Comparator.comparingDouble(Candidate::strength)); // stable, as R's order()
    int applied = 0;
    int skipped = 0;
    for (Candidate c : candidates) {
      if (!(into[c.y][c.x] && into[c.z][c.x])) {
        skipped++;
        continue;
      }
      boolean oldY = into[c.x][c.y];
      boolean oldZ = into[c.x][c.z];
      into[c.x][c.y] = false;
      into[c.x][c.z] = false;
      if (reaches(into, adj, c.x, c.y) || reaches(into, adj, c.x, c.z)) {
        into[c.x][c.y] = oldY;
        into[c.x][c.z] = oldZ;
        skipped++;
        continue;
      }
      applied++;
    }
    return new Oriented(Cpdags.orientFromFixedArcs(toPdag(names, adj, into)), applied, skipped);
  }

  private static List<Candidate> candidates(
      int n, BitSet[] adj, List<Removal> removals, int[] rank, boolean[][] into) {
    Map<Long, Removal> sep = new HashMap<>();
    for (Removal r : removals) {
      sep.put(key(r.x(), r.y()), r);
    }
    List<Candidate> out = new ArrayList<>();
    BitSet everyone = new BitSet(n);
    everyone.set(0, n);
    for (int x : NameOrder.sorted(everyone, rank)) {
      int[] tos = NameOrder.sorted(adj[x], rank).clone(); // links that may point into x, in order
      tos = java.util.Arrays.stream(tos).filter(t -> into[t][x]).toArray();
      for (int a = 0; a < tos.length; a++) {
        for (int b = a + 1; b < tos.length; b++) {
          int y = tos[a];
          int z = tos[b];
          Removal r = adj[y].get(z) ? null : sep.get(key(y, z));
          if (r != null && !contains(r.separatingSet(), x)) {
            out.add(new Candidate(y, x, z, r.strength()));
          }
        }
      }
    }
    return out;
  }

  /**
   * True if a directed path (arcs a → b with {@code into[a][b] && !into[b][a]}) leads from → to.
   */
  private static boolean reaches(boolean[][] into, BitSet[] adj, int from, int to) {
    BitSet seen = new BitSet();
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(from);
    seen.set(from);
    while (!queue.isEmpty()) {
      int v = queue.poll();
      for (int w = adj[v].nextSetBit(0); w >= 0; w = adj[v].nextSetBit(w + 1)) {
        if (into[v][w] && !into[w][v] && !seen.get(w)) {
          if (w == to) {
            return true;
          }
          seen.set(w);
          queue.add(w);
        }
      }
    }
    return false;
  }

  private static Pdag toPdag(List<String> names, BitSet[] adj, boolean[][] into) {
    List<Arc> arcs = new ArrayList<>();
    List<Edge> edges = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      for (int j = adj[i].nextSetBit(0); j >= 0; j = adj[i].nextSetBit(j + 1)) {
        if (into[i][j] && into[j][i]) {
          if (i < j) {
            edges.add(new Edge(i, j));
          }
        } else if (into[i][j]) {
          arcs.add(new Arc(i, j));
        } else if (!into[j][i] && i < j) {
          edges.add(new Edge(i, j)); // both directions forbidden cannot be in the skeleton
        }
      }
    }
    return Pdag.of(names, arcs, edges);
  }

  private static boolean contains(int[] set, int v) {
    for (int s : set) {
      if (s == v) {
        return true;
      }
    }
    return false;
  }

  private static long key(int a, int b) {
    return ((long) Math.min(a, b) << 32) | Math.max(a, b);
  }
}
