package org.structlearn.graph;

import java.util.ArrayList;
import java.util.List;

/**
 * A port of bnlearn's {@code cpdag()} (Scutari 2010; R package bnlearn 5.2.1, {@code
 * src/bnlearn/cpdag.c}, called by {@code shd()} with no whitelist, no blacklist, {@code moral =
 * FALSE}, {@code fix = FALSE}), used for the CPDAG of a partially directed graph.
 *
 * <p>The state is bnlearn's adjacency matrix: {@code a[i][j]} is ABSENT, PRESENT or FIXED, an arc
 * {@code i -> j} being {@code a[i][j] > 0, a[j][i] == 0} and an undirected edge both nonzero. The
 * steps, in bnlearn's order and with its scan order (which matters, since the matrix changes while
 * it is scanned):
 *
 * <ol>
 *   <li>Nodes with at least two directed parents are colliders. Links into other nodes become
 *       undirected. Directed arcs into colliders are fixed; an undirected edge between two
 *       colliders is fixed as undirected. Fixed arcs into a collider are released (made undirected)
 *       when no other fixed parent of that collider is non-adjacent to their tail.
 *   <li>Until nothing changes: a directed path {@code i ~> j} orients {@code i - j} as {@code i ->
 *       j} (fixed undirected if {@code j} has a parent not adjacent to {@code i}); bnlearn's rule 1
 *       (note: when only the direction {@code j -> i} would create a collider at {@code i}, bnlearn
 *       leaves the edge alone: its code tests the other case twice); Meek's rule 3; and a rule 4
 *       that requires {@code i - l} undirected.
 * </ol>
 *
 * <p>Adjacency never changes, so scans over "every k" run over the skeleton neighbours, in
 * ascending order as bnlearn's column scans do. Each sweep costs about O(links * max degree +
 * undirected edges * (n + links)).
 */
final class BnlearnCpdag {
  private static final byte ABSENT = 0;
  private static final byte PRESENT = 1;
  private static final byte FIXED = 2;

  private final int n;
  private final byte[][] a;
  private final int[][] nb; // skeleton neighbours, ascending
  private final boolean[] collider;
  private final int[] queue;
  private final int[] seen;
  private int stamp;

  private BnlearnCpdag(Pdag p) {
    n = p.size();
    a = new byte[n][n];
    List<List<Integer>> lists = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      lists.add(new ArrayList<>());
    }
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        int l = p.link(i, j);
        if (l != 0) {
          lists.get(i).add(j);
          if (l == 1 || l == 3) {
            a[i][j] = PRESENT;
          }
        }
      }
    }
    nb = new int[n][];
    for (int i = 0; i < n; i++) {
      nb[i] = lists.get(i).stream().mapToInt(Integer::intValue).toArray();
    }
    collider = new boolean[n];
    queue = new int[n];
    seen = new int[n];
  }

  static Pdag of(Pdag p) {
    BnlearnCpdag c = new BnlearnCpdag(p);
    c.markColliders();
    c.unmarkShielded();
    for (long it = 0; it < (long) c.n * c.n; it++) {
      boolean changed = c.preventCycles();
      changed |= c.preventAdditionalVstructures();
      changed |= c.preventConflicts();
      changed |= c.preventChains();
      if (!changed) {
        break;
      }
    }
    return c.toPdag(p.names());
  }

  /**
   * bnlearn's {@code cpdag(fix = TRUE)} with no whitelist or blacklist, the last step of its
   * constraint-based learners ({@code learn.arc.directions}): every directed arc is fixed as it is
   * (bnlearn skips the collider marking of step 2), then the rules of step 3 run until nothing
   * changes.
   */
  static Pdag withDirectedFixed(Pdag p) {
    BnlearnCpdag c = new BnlearnCpdag(p);
    for (int i = 0; i < c.n; i++) {
      for (int j : c.nb[i]) {
        if (c.a[i][j] == PRESENT && c.a[j][i] == ABSENT) {
          c.a[i][j] = FIXED;
        }
      }
    }
    for (long it = 0; it < (long) c.n * c.n; it++) {
      boolean changed = c.preventCycles();
      changed |= c.preventAdditionalVstructures();
      changed |= c.preventConflicts();
      changed |= c.preventChains();
      if (!changed) {
        break;
      }
    }
    return c.toPdag(p.names());
  }

  private boolean directed(int i, int j) {
    return a[i][j] != ABSENT && a[j][i] == ABSENT;
  }

  private boolean undirectedFree(int i, int j) {
    return a[i][j] == PRESENT && a[j][i] == PRESENT;
  }

  private boolean adjacent(int i, int j) {
    return a[i][j] != ABSENT || a[j][i] != ABSENT;
  }

  private void markColliders() {
    for (int j = 0; j < n; j++) {
      int count = 0;
      for (int i : nb[j]) {
        if (directed(i, j)) {
          count++;
        }
      }
      collider[j] = count >= 2;
    }
    for (int j = 0; j < n; j++) {
      if (!collider[j]) {
        for (int i : nb[j]) {
          if (a[i][j] == PRESENT) {
            a[j][i] = PRESENT;
          }
        }
      }
    }
    for (int j = 0; j < n; j++) {
      if (!collider[j]) {
        continue;
      }
      for (int i : nb[j]) {
        if (a[i][j] != PRESENT) {
          continue;
        }
        if (a[j][i] == ABSENT) {
          a[i][j] = FIXED;
        } else if (a[j][i] == PRESENT && collider[i]) {
          a[i][j] = FIXED;
          a[j][i] = FIXED;
        }
      }
    }
  }

  private void unmarkShielded() {
    for (int i = 0; i < n; i++) {
      if (!collider[i]) {
        continue;
      }
      for (int j : nb[i]) {
        if (a[j][i] != FIXED) {
          continue;
        }
        boolean unshielded = false;
        for (int k : nb[i]) {
          if (k != j && a[k][i] == FIXED && !adjacent(j, k)) {
            unshielded = true;
            break;
          }
        }
        if (!unshielded) {
          a[j][i] = PRESENT;
          a[i][j] = PRESENT;
        }
      }
    }
  }

  /** A path {@code from ~> to} along directed links only (bnlearn's c_directed_path). */
  private boolean directedPath(int from, int to) {
    int s = ++stamp;
    int head = 0;
    int tail = 0;
    queue[tail++] = from;
    seen[from] = s;
    while (head < tail) {
      int v = queue[head++];
      for (int c : nb[v]) {
        if (directed(v, c) && seen[c] != s) {
          if (c == to) {
            return true;
          }
          seen[c] = s;
          queue[tail++] = c;
        }
      }
    }
    return false;
  }

  /** Some {@code k -> j} with {@code k} not adjacent to {@code i} (a collider at j if i -> j). */
  private boolean unshieldedParent(int j, int i) {
    for (int k : nb[j]) {
      if (k != i && directed(k, j) && !adjacent(k, i)) {
        return true;
      }
    }
    return false;
  }

  private boolean preventCycles() {
    boolean changed = false;
    for (int j = 0; j < n; j++) {
      for (int i : nb[j]) {
        if (!undirectedFree(i, j) || !directedPath(i, j)) {
          continue;
        }
        if (unshieldedParent(j, i)) {
          a[i][j] = FIXED;
          a[j][i] = FIXED;
        } else {
          a[i][j] = FIXED;
          a[j][i] = ABSENT;
        }
        changed = true;
      }
    }
    return changed;
  }

  private boolean preventAdditionalVstructures() {
    boolean[] hasParent = new boolean[n];
    boolean[] hasNeighbour = new boolean[n];
    for (int j = 0; j < n; j++) {
      for (int i : nb[j]) {
        if (a[i][j] != ABSENT) {
          if (a[j][i] == PRESENT) {
            hasNeighbour[j] = true;
          } else {
            hasParent[j] = true;
          }
        }
      }
    }
    boolean changed = false;
    for (int j = 0; j < n; j++) {
      if (!(hasParent[j] && hasNeighbour[j])) {
        continue;
      }
      for (int i : nb[j]) {
        if (!(a[i][j] != ABSENT && a[j][i] == PRESENT)) {
          continue;
        }
        changed |= hasParent[i] ? bothHaveParents(i, j) : onlyJHasParents(i, j);
      }
    }
    return changed;
  }

  private boolean bothHaveParents(int i, int j) {
    boolean unshieldedI = unshieldedParent(i, j);
    boolean unshieldedJ = unshieldedParent(j, i);
    if (unshieldedJ && !unshieldedI) {
      if (directedPath(i, j)) {
        a[i][j] = FIXED;
        a[j][i] = FIXED;
      } else {
        a[i][j] = ABSENT;
        a[j][i] = FIXED;
      }
      return true;
    }
    if (unshieldedI && unshieldedJ) {
      a[i][j] = FIXED;
      a[j][i] = FIXED;
      return true;
    }
    return false; // bnlearn tests the (unshieldedJ && !unshieldedI) case twice, so not this one
  }

  private boolean onlyJHasParents(int i, int j) {
    if (!unshieldedParent(j, i)) {
      return false;
    }
    if (directedPath(i, j)) {
      a[i][j] = FIXED;
      a[j][i] = FIXED;
    } else {
      a[i][j] = ABSENT;
      a[j][i] = FIXED;
    }
    return true;
  }

  /** Meek's rule 3: {@code i - k -> j} and {@code i - l -> j}, k and l not adjacent. */
  private boolean preventConflicts() {
    boolean changed = false;
    int[] ks = new int[n];
    for (int i = 0; i < n; i++) {
      for (int j : nb[i]) {
        if (!undirectedFree(i, j)) {
          continue;
        }
        int m = 0;
        for (int k : nb[i]) {
          if (k != j && undirectedFree(i, k) && a[k][j] != ABSENT && a[j][k] == ABSENT) {
            ks[m++] = k;
          }
        }
        if (hasNonAdjacentPair(ks, m)) {
          a[i][j] = FIXED;
          a[j][i] = ABSENT;
          changed = true;
          break;
        }
      }
    }
    return changed;
  }

  private boolean hasNonAdjacentPair(int[] ks, int m) {
    for (int x = 0; x < m; x++) {
      for (int y = x + 1; y < m; y++) {
        if (!adjacent(ks[x], ks[y])) {
          return true;
        }
      }
    }
    return false;
  }

  /** bnlearn's rule 4: {@code i - k -> l -> j} with {@code i - l} and k, j not adjacent. */
  private boolean preventChains() {
    boolean changed = false;
    for (int i = 0; i < n; i++) {
      for (int j : nb[i]) {
        if (undirectedFree(i, j) && findChain(i, j)) {
          a[i][j] = FIXED;
          a[j][i] = ABSENT;
          changed = true;
          break;
        }
      }
    }
    return changed;
  }

  private boolean findChain(int i, int j) {
    for (int k : nb[i]) {
      if (a[i][k] == ABSENT || a[k][i] == ABSENT || adjacent(k, j)) {
        continue;
      }
      for (int l : nb[k]) {
        if (directed(k, l) && directed(l, j) && a[i][l] != ABSENT && a[l][i] != ABSENT) {
          return true;
        }
      }
    }
    return false;
  }

  private Pdag toPdag(List<String> names) {
    List<Arc> arcs = new ArrayList<>();
    List<Edge> edges = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j : nb[i]) {
        boolean ij = a[i][j] != ABSENT;
        boolean ji = a[j][i] != ABSENT;
        if (ij && ji) {
          if (i < j) {
            edges.add(new Edge(i, j));
          }
        } else if (ij) {
          arcs.add(new Arc(i, j));
        }
      }
    }
    return Pdag.of(names, arcs, edges);
  }
}
