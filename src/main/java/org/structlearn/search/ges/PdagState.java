package org.structlearn.search.ges;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;

/**
 * The mutable partially directed graph GES works on: for every node its directed parents, directed
 * children, undirected neighbours and all adjacent nodes as {@link NodeBits} rows. Besides the
 * edits it answers the questions of Chickering's (2002) validity tests (is a set a clique, is there
 * a semi-directed path that avoids a set) and rebuilds the CPDAG of the equivalence class after an
 * operator: a consistent extension (Dor and Tarsi 1992), its v-structures, then Meek's (1995) rules
 * R1 to R3 to closure (R4 too when background knowledge has oriented edges).
 */
final class PdagState {
  final int n;
  final int words;
  final long[][] pa;
  final long[][] ch;
  final long[][] ne;
  final long[][] adj;

  PdagState(int n) {
    this.n = n;
    this.words = NodeBits.words(n);
    this.pa = new long[n][words];
    this.ch = new long[n][words];
    this.ne = new long[n][words];
    this.adj = new long[n][words];
  }

  PdagState copy() {
    PdagState c = new PdagState(n);
    for (int v = 0; v < n; v++) {
      c.pa[v] = pa[v].clone();
      c.ch[v] = ch[v].clone();
      c.ne[v] = ne[v].clone();
      c.adj[v] = adj[v].clone();
    }
    return c;
  }

  static PdagState of(Pdag p) {
    PdagState s = new PdagState(p.size());
    for (Arc a : p.arcs()) {
      s.addArc(a.from(), a.to());
    }
    for (Edge e : p.edges()) {
      s.addEdge(e.a(), e.b());
    }
    return s;
  }

  Pdag toPdag(List<String> names) {
    List<Arc> arcs = new ArrayList<>();
    List<Edge> edges = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      for (int u : NodeBits.members(pa[v])) {
        arcs.add(new Arc(u, v));
      }
      for (int u = NodeBits.next(ne[v], v + 1); u >= 0; u = NodeBits.next(ne[v], u + 1)) {
        edges.add(new Edge(v, u));
      }
    }
    return Pdag.of(names, arcs, edges);
  }

  boolean isArc(int a, int b) {
    return NodeBits.get(pa[b], a);
  }

  boolean isEdge(int a, int b) {
    return NodeBits.get(ne[a], b);
  }

  boolean isAdjacent(int a, int b) {
    return NodeBits.get(adj[a], b);
  }

  void addArc(int a, int b) {
    NodeBits.set(pa[b], a);
    NodeBits.set(ch[a], b);
    NodeBits.set(adj[a], b);
    NodeBits.set(adj[b], a);
  }

  void addEdge(int a, int b) {
    NodeBits.set(ne[a], b);
    NodeBits.set(ne[b], a);
    NodeBits.set(adj[a], b);
    NodeBits.set(adj[b], a);
  }

  /** Removes whatever links a and b. */
  void remove(int a, int b) {
    NodeBits.clear(pa[a], b);
    NodeBits.clear(pa[b], a);
    NodeBits.clear(ch[a], b);
    NodeBits.clear(ch[b], a);
    NodeBits.clear(ne[a], b);
    NodeBits.clear(ne[b], a);
    NodeBits.clear(adj[a], b);
    NodeBits.clear(adj[b], a);
  }

  /** Turns the undirected edge a − b into a → b. */
  void orient(int a, int b) {
    NodeBits.clear(ne[a], b);
    NodeBits.clear(ne[b], a);
    NodeBits.set(pa[b], a);
    NodeBits.set(ch[a], b);
  }

  /** True if every two members of {@code set} are adjacent. */
  boolean isClique(long[] set) {
    for (int v = NodeBits.next(set, 0); v >= 0; v = NodeBits.next(set, v + 1)) {
      for (int k = 0; k < words; k++) {
        long others = set[k] & ~adj[v][k];
        if (k == v >>> 6) {
          others &= ~(1L << v);
        }
        if (others != 0) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * True if a semi-directed path (every link undirected or directed away from {@code from}) leads
   * from {@code from} to {@code to} through no node of {@code blocked}. Breadth-first, O(n words).
   */
  boolean hasSemiDirectedPath(int from, int to, long[] blocked) {
    return hasSemiDirectedPath(from, to, blocked, false);
  }

  /**
   * As {@link #hasSemiDirectedPath(int, int, long[])}; with {@code skipDirect} the path of the one
   * link between {@code from} and {@code to} does not count.
   */
  boolean hasSemiDirectedPath(int from, int to, long[] blocked, boolean skipDirect) {
    long[] seen = new long[words];
    NodeBits.set(seen, from);
    int[] queue = new int[n];
    int head = 0;
    int tail = 0;
    queue[tail++] = from;
    while (head < tail) {
      int z = queue[head++];
      for (int k = 0; k < words; k++) {
        long step = (ch[z][k] | ne[z][k]) & ~blocked[k] & ~seen[k];
        if (skipDirect && z == from && k == to >>> 6) {
          step &= ~(1L << to);
        }
        seen[k] |= step;
        while (step != 0) {
          int u = (k << 6) + Long.numberOfTrailingZeros(step);
          step &= step - 1;
          if (u == to) {
            return true;
          }
          queue[tail++] = u;
        }
      }
    }
    return false;
  }

  /**
   * True if a path of undirected links leads from a node of {@code from} to a node of {@code to}
   * through neither {@code a} nor {@code b}. Breadth-first, O(n words).
   */
  boolean undirectedPathAvoiding(long[] from, long[] to, int a, int b) {
    long[] seen = from.clone();
    NodeBits.set(seen, a);
    NodeBits.set(seen, b);
    int[] queue = new int[n];
    int tail = 0;
    for (int v = NodeBits.next(from, 0); v >= 0; v = NodeBits.next(from, v + 1)) {
      if (NodeBits.get(to, v)) {
        return true;
      }
      queue[tail++] = v;
    }
    for (int head = 0; head < tail; head++) {
      int z = queue[head];
      for (int k = 0; k < words; k++) {
        long step = ne[z][k] & ~seen[k];
        seen[k] |= step;
        if ((step & to[k]) != 0) {
          return true;
        }
        while (step != 0) {
          queue[tail++] = (k << 6) + Long.numberOfTrailingZeros(step);
          step &= step - 1;
        }
      }
    }
    return false;
  }

  /**
   * A consistent extension (Dor and Tarsi 1992): the parent rows of a DAG with this skeleton, these
   * arcs and no new v-structure, or null if there is none. Sweeps the nodes in index order and
   * removes every node that can be a sink (no arc out to a remaining node; each remaining
   * undirected neighbour adjacent to all its other remaining neighbours), directing its remaining
   * undirected edges into it; repeats until none is left.
   */
  long[][] extension() {
    long[] left = new long[words];
    for (int v = 0; v < n; v++) {
      NodeBits.set(left, v);
    }
    long[][] parents = new long[n][];
    int remaining = n;
    while (remaining > 0) {
      boolean removed = false;
      for (int x = 0; x < n; x++) {
        if (NodeBits.get(left, x) && isSink(x, left)) {
          parents[x] = NodeBits.or(pa[x], NodeBits.and(ne[x], left));
          NodeBits.clear(left, x);
          remaining--;
          removed = true;
        }
      }
      if (!removed) {
        return null;
      }
    }
    return parents;
  }

  private boolean isSink(int x, long[] left) {
    if (NodeBits.intersects(ch[x], left)) {
      return false;
    }
    long[] around = NodeBits.and(adj[x], left);
    long[] undirected = NodeBits.and(ne[x], left);
    for (int y = NodeBits.next(undirected, 0); y >= 0; y = NodeBits.next(undirected, y + 1)) {
      for (int k = 0; k < words; k++) {
        long missing = around[k] & ~adj[y][k];
        if (k == y >>> 6) {
          missing &= ~(1L << y);
        }
        if (missing != 0) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * The CPDAG of the DAG with the given parent rows: arcs in v-structures compelled, every other
   * link undirected, then Meek's rules R1 to R3 to closure (complete for this case, Meek 1995).
   */
  static PdagState cpdagOf(long[][] parents) {
    int n = parents.length;
    PdagState s = new PdagState(n);
    for (int v = 0; v < n; v++) {
      for (int u = NodeBits.next(parents[v], 0); u >= 0; u = NodeBits.next(parents[v], u + 1)) {
        NodeBits.set(s.adj[v], u);
        NodeBits.set(s.adj[u], v);
      }
    }
    for (int v = 0; v < n; v++) {
      long[] p = parents[v];
      for (int a = NodeBits.next(p, 0); a >= 0; a = NodeBits.next(p, a + 1)) {
        long[] others = NodeBits.andNot(p, s.adj[a]);
        NodeBits.clear(others, a);
        if (NodeBits.isEmpty(others)) {
          NodeBits.set(s.ne[v], a);
          NodeBits.set(s.ne[a], v);
        } else {
          NodeBits.set(s.pa[v], a);
          NodeBits.set(s.ch[a], v);
        }
      }
    }
    s.closeUnderMeek(false);
    return s;
  }

  /** Applies Meek's rules R1, R2, R3 (and R4 if asked) until no undirected edge is oriented. */
  void closeUnderMeek(boolean r4) {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int a = 0; a < n; a++) {
        for (int b = NodeBits.next(ne[a], 0); b >= 0; b = NodeBits.next(ne[a], b + 1)) {
          if (implied(a, b, r4)) {
            orient(a, b);
            changed = true;
          }
        }
      }
    }
  }

  /** True if one of Meek's rules orients the undirected edge a − b as a → b. */
  private boolean implied(int a, int b, boolean r4) {
    for (int k = 0; k < words; k++) {
      long r1 = pa[a][k] & ~adj[b][k];
      if (k == b >>> 6) {
        r1 &= ~(1L << b);
      }
      if (r1 != 0 || (ch[a][k] & pa[b][k]) != 0) {
        return true; // R1: c -> a - b, c and b not adjacent; R2: a -> c -> b
      }
    }
    long[] c = NodeBits.and(ne[a], pa[b]);
    if (NodeBits.count(c) >= 2 && !isClique(c)) {
      return true; // R3: a - c -> b, a - d -> b, c and d not adjacent
    }
    if (r4) {
      long[] far = NodeBits.andNot(adj[a], adj[b]);
      NodeBits.clear(far, b);
      long[] mid = NodeBits.and(pa[b], adj[a]);
      for (int k = NodeBits.next(far, 0); k >= 0; k = NodeBits.next(far, k + 1)) {
        if (NodeBits.intersects(ch[k], mid)) {
          return true; // R4: a ~ k -> l -> b, a ~ l, k and b not adjacent
        }
      }
    }
    return false;
  }

  /** True if node v has the same parents, children and neighbours here as in {@code o}. */
  boolean sameLinks(int v, PdagState o) {
    return Arrays.equals(pa[v], o.pa[v])
        && Arrays.equals(ch[v], o.ch[v])
        && Arrays.equals(ne[v], o.ne[v]);
  }

  static Dag dagOf(long[][] parents, List<String> names) {
    List<Arc> arcs = new ArrayList<>();
    for (int v = 0; v < parents.length; v++) {
      for (int u : NodeBits.members(parents[v])) {
        arcs.add(new Arc(u, v));
      }
    }
    return Dag.of(names, arcs);
  }

  int linkCount() {
    int c = 0;
    for (int v = 0; v < n; v++) {
      c += NodeBits.count(adj[v]);
    }
    return c / 2;
  }
}
