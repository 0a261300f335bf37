package org.structlearn.score.undirected;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.structlearn.WorkerPool;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiQuery;
import org.structlearn.citest.CiResult;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

/**
 * The terms of the BJP ({@link BjpScore}) or the IB-score ({@link IbScore}) of one graph, kept so
 * that flipping an edge re-evaluates only the terms it changes: the incremental form of those
 * scores, which IBMAP-HC ({@code search.undirected.IbmapHillClimbing}) climbs.
 *
 * <p>{@code term[x][y]} is the log posterior of the assertion about the pair (x, y) made from x's
 * blanket: {@code ln P(x ⊥ y | MB(x))} if x, y are not adjacent, {@code ln P(x not⊥ y | MB(x) ∖
 * {y})} if they are. The IB-score holds every ordered pair. BJP holds a pair's term only in the row
 * of the endpoint that comes first in its order ({@link BjpOrder}); the other entry is 0, the
 * seed's "inferred as 1". The score is the sum of the matrix, row by row in column order (each row
 * summed first), which is how {@link BjpScore#score} and {@link BlanketScore#total} sum it: the
 * incremental score is bit for bit a full rescoring.
 *
 * <p>Flipping (a, b) changes the blankets of a and b only, and (BJP) the order positions of a and b
 * only: another pair keeps its blankets and its relative order. So the terms that change are those
 * of the pairs that contain a or b: for the IB-score rows a and b (2(n − 1) terms), for BJP the
 * pairs (a, ·) and (b, ·), each assigned to its first endpoint under the new order (2n − 3 terms).
 * Each batch of terms is one batch of CI queries, run on the pool given. Not thread-safe; one
 * search owns it.
 */
public final class BlanketTerms {
  private final int n;
  private final boolean bjp;
  private final List<String> names;
  private final int[] nameRank;
  private final CachedCiTest tests;
  private final WorkerPool pool;
  private final boolean[][] adjacent;
  private final int[] degree;
  private final double[][] term;
  private long queries;

  /** The empty graph, every term evaluated. */
  public BlanketTerms(boolean bjp, List<String> names, CachedCiTest tests, WorkerPool pool) {
    this.n = names.size();
    this.bjp = bjp;
    this.names = names;
    this.nameRank = BjpOrder.nameRanks(names);
    this.tests = tests;
    this.pool = pool;
    this.adjacent = new boolean[n][n];
    this.degree = new int[n];
    this.term = new double[n][n];
    List<int[]> pairs = new ArrayList<>();
    for (int x = 0; x < n; x++) {
      for (int y = 0; y < n; y++) {
        if (x != y && (!bjp || before(x, y))) {
          pairs.add(new int[] {x, y});
        }
      }
    }
    fill(pairs);
  }

  /** The current score: the sum of the terms, rows first, in column order. */
  public double total() {
    double sum = 0;
    for (int x = 0; x < n; x++) {
      double row = 0;
      for (int y = 0; y < n; y++) {
        row += term[x][y];
      }
      sum += row;
    }
    return sum;
  }

  /**
   * The {@code k} most promising flips, most promising first: the pairs (a, b), a &lt; b, whose
   * terms sum lowest, i.e. whose current assertions the data contradict most (ties: the first pair
   * in row-major order); fewer if there are fewer pairs.
   */
  public List<int[]> proposals(int k) {
    int pairs = n * (n - 1) / 2;
    double[] sums = new double[pairs];
    int i = 0;
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        sums[i] = term[a][b] + term[b][a];
        i++;
      }
    }
    Integer[] idx = new Integer[pairs];
    for (int p = 0; p < pairs; p++) {
      idx[p] = p;
    }
    java.util.Arrays.sort(
        idx, (p, q) -> sums[p] != sums[q] ? Double.compare(sums[p], sums[q]) : p - q);
    List<int[]> out = new ArrayList<>();
    for (int p = 0; p < Math.min(k, pairs); p++) {
      out.add(pair(idx[p]));
    }
    return out;
  }

  /** The pair with row-major index {@code p} among (a, b), a &lt; b. */
  private int[] pair(int p) {
    int a = 0;
    int rest = p;
    while (rest >= n - 1 - a) {
      rest -= n - 1 - a;
      a++;
    }
    return new int[] {a, a + 1 + rest};
  }

  /**
   * Flips (a, b) and re-evaluates the terms it changes; {@link #undo} restores the state before.
   *
   * @return the undo record
   */
  public Undo flip(int a, int b) {
    double[] rowA = term[a].clone();
    double[] rowB = term[b].clone();
    double[] colA = column(a);
    double[] colB = column(b);
    toggle(a, b);
    List<int[]> pairs = new ArrayList<>();
    for (int u : new int[] {a, b}) {
      for (int v = 0; v < n; v++) {
        if (v == u || (u == b && v == a)) {
          continue; // (a, b) is handled once, from a's loop
        }
        if (!bjp) {
          pairs.add(new int[] {u, v});
        } else if (before(u, v)) {
          pairs.add(new int[] {u, v});
          term[v][u] = 0;
        } else {
          pairs.add(new int[] {v, u});
          term[u][v] = 0;
        }
      }
    }
    if (!bjp) {
      pairs.add(new int[] {b, a});
    }
    fill(pairs);
    return new Undo(a, b, rowA, rowB, colA, colB);
  }

  /** Restores the state before the flip {@code undo} records. */
  public void undo(Undo undo) {
    toggle(undo.a, undo.b);
    term[undo.a] = undo.rowA;
    term[undo.b] = undo.rowB;
    for (int v = 0; v < n; v++) {
      if (v != undo.a && v != undo.b) {
        term[v][undo.a] = undo.colA[v];
        term[v][undo.b] = undo.colB[v];
      }
    }
  }

  public boolean isAdjacent(int a, int b) {
    return adjacent[a][b];
  }

  /** Answers asked of the test so far. */
  public long queries() {
    return queries;
  }

  /** The current graph over the names, in column order. */
  public UndirectedGraph graph() {
    List<Edge> edges = new ArrayList<>();
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        if (adjacent[a][b]) {
          edges.add(new Edge(a, b));
        }
      }
    }
    return UndirectedGraph.of(names, edges);
  }

  /** Whether x's blanket comes before y's in BJP's order ({@link BjpOrder}). */
  private boolean before(int x, int y) {
    return BjpOrder.before(degree[x], nameRank[x], degree[y], nameRank[y]);
  }

  private void toggle(int a, int b) {
    boolean now = !adjacent[a][b];
    adjacent[a][b] = now;
    adjacent[b][a] = now;
    degree[a] += now ? 1 : -1;
    degree[b] += now ? 1 : -1;
  }

  private double[] column(int c) {
    double[] out = new double[n];
    for (int v = 0; v < n; v++) {
      out[v] = term[v][c];
    }
    return out;
  }

  /** Evaluates term[x][y] for each pair {x, y} as one batch of CI queries. */
  private void fill(List<int[]> pairs) {
    List<CiQuery> batch = new ArrayList<>(pairs.size());
    for (int[] p : pairs) {
      batch.add(new CiQuery(p[0], p[1], given(p[0], p[1])));
    }
    CiResult[] results = tests.testAll(batch, pool);
    queries += results.length;
    for (int i = 0; i < results.length; i++) {
      int x = pairs.get(i)[0];
      int y = pairs.get(i)[1];
      term[x][y] =
          adjacent[x][y]
              ? results[i].logPosteriorDependence()
              : results[i].logPosteriorIndependence();
    }
  }

  /** The conditioning set of x's assertion about y: MB(x), without y, sorted. */
  private int[] given(int x, int y) {
    int[] out = new int[degree[x]];
    int k = 0;
    for (int v = 0; v < n; v++) {
      if (v != y && adjacent[x][v]) {
        out[k++] = v;
      }
    }
    return k == out.length ? out : Arrays.copyOf(out, k);
  }

  /** What {@link #undo} needs to restore the terms a flip changed. */
  public record Undo(int a, int b, double[] rowA, double[] rowB, double[] colA, double[] colB) {}
}
