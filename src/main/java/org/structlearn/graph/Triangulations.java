package org.structlearn.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Triangulation of undirected graphs by greedy elimination (Rose 1970; Kjærulff 1990; Koller and
 * Friedman 2009, sec. 9.4.3), the first step of building a junction tree or of ordering a variable
 * elimination.
 *
 * <p>Each step eliminates the remaining node whose {@link EliminationHeuristic} score is lowest
 * (ties: the smaller clique table, the product of the {@code weights} of the node and its remaining
 * neighbours, e.g. cardinalities; then the lower node index), connects its remaining neighbours
 * (the fill-in) and records the clique it creates, kept when not contained in a clique created
 * earlier (a later clique never contains an earlier one's eliminated node), which gives exactly the
 * maximal cliques of the triangulated graph. Scores are cached and, after a step, recomputed only
 * for the eliminated node's neighbours and their neighbours, the only nodes whose score can change:
 * O(n^2 / 64 + n d^3) time for n nodes and largest elimination clique d, O(n^2 / 8) bytes.
 */
public final class Triangulations {
  private static final double TIE = 1e-12;

  private Triangulations() {}

  /**
   * Triangulates by the min-fill heuristic; see {@link #of(UndirectedGraph, int[],
   * EliminationHeuristic)}.
   */
  public static Triangulation minFill(UndirectedGraph graph, int[] weights) {
    return of(graph, weights, EliminationHeuristic.MIN_FILL);
  }

  /**
   * Triangulates by greedy elimination with the given heuristic.
   *
   * @param weights a positive weight per node (the number of states for a junction tree)
   * @throws GraphException if the weights do not match the nodes or one is not positive
   */
  public static Triangulation of(
      UndirectedGraph graph, int[] weights, EliminationHeuristic heuristic) {
    return of(graph, weights, heuristic, new int[graph.size()]);
  }

  /**
   * Triangulates by greedy elimination constrained by stages: every node of stage 0 is eliminated
   * before any node of stage 1, and so on; within a stage the heuristic chooses. A maximum a
   * posteriori query needs this order (sum out the other variables before maximising over the query
   * variables: the two operations do not commute).
   *
   * @param stage a stage per node, >= 0
   * @throws GraphException if the weights or stages do not match the nodes or a weight is not
   *     positive or a stage negative
   */
  public static Triangulation of(
      UndirectedGraph graph, int[] weights, EliminationHeuristic heuristic, int[] stage) {
    int n = graph.size();
    checkWeights(n, weights);
    if (stage.length != n) {
      throw new GraphException("the graph has " + n + " nodes but " + stage.length + " stages");
    }
    Elimination e = new Elimination(graph, weights, heuristic, stage);
    for (int step = 0; step < n; step++) {
      e.eliminate(e.next());
    }
    return e.result();
  }

  /**
   * The triangulation of eliminating the nodes in the given order.
   *
   * @throws GraphException if the order is not a permutation of the nodes
   */
  public static Triangulation fromOrder(UndirectedGraph graph, int[] order) {
    int n = graph.size();
    boolean[] seen = new boolean[n];
    if (order.length != n) {
      throw new GraphException("the order has " + order.length + " nodes, the graph " + n);
    }
    for (int v : order) {
      if (v < 0 || v >= n || seen[v]) {
        throw new GraphException("the order " + Arrays.toString(order) + " is no permutation");
      }
      seen[v] = true;
    }
    int[] ones = new int[n];
    Arrays.fill(ones, 1);
    Elimination e = new Elimination(graph, ones, EliminationHeuristic.MIN_FILL, new int[n]);
    for (int v : order) {
      e.eliminate(v);
    }
    return e.result();
  }

  private static void checkWeights(int n, int[] weights) {
    if (weights.length != n) {
      throw new GraphException(
          "the graph has " + n + " nodes but " + weights.length + " weights were given");
    }
    for (int v = 0; v < n; v++) {
      if (weights[v] < 1) {
        throw new GraphException("weight of node " + v + " must be >= 1, was " + weights[v]);
      }
    }
  }

  /** The state of one greedy elimination: adjacency bit sets and cached scores. */
  private static final class Elimination {
    private final int n;
    private final int words;
    private final long[][] adj;
    private final long[] gone;
    private final long[] scratch;
    private final double[] logWeight;
    private final int[] weights;
    private final EliminationHeuristic heuristic;
    private final int[] stage;
    private final double[] primary;
    private final double[] secondary;
    private final boolean[] stale;
    private final int[] order;
    private int steps;
    private final List<Edge> fill = new ArrayList<>();
    private final List<int[]> cliques = new ArrayList<>();

    Elimination(UndirectedGraph g, int[] weights, EliminationHeuristic h, int[] stage) {
      this.n = g.size();
      this.words = (n + 63) >>> 6;
      this.adj = new long[n][words];
      this.gone = new long[words];
      this.scratch = new long[words];
      this.weights = weights;
      this.logWeight = new double[n];
      for (int v = 0; v < n; v++) {
        logWeight[v] = Math.log(weights[v]);
        if (stage[v] < 0) {
          throw new GraphException("stage of node " + v + " must be >= 0, was " + stage[v]);
        }
      }
      for (Edge e : g.edges()) {
        set(e.a(), e.b());
      }
      this.heuristic = h;
      this.stage = stage;
      this.primary = new double[n];
      this.secondary = new double[n];
      this.stale = new boolean[n];
      Arrays.fill(stale, true);
      this.order = new int[n];
    }

    private void set(int a, int b) {
      adj[a][b >>> 6] |= 1L << b;
      adj[b][a >>> 6] |= 1L << a;
    }

    private boolean adjacent(int a, int b) {
      return (adj[a][b >>> 6] & (1L << b)) != 0;
    }

    private boolean isGone(int v) {
      return (gone[v >>> 6] & (1L << v)) != 0;
    }

    /** The remaining neighbours of v, ascending. */
    int[] remaining(int v) {
      int count = 0;
      for (int w = 0; w < words; w++) {
        count += Long.bitCount(adj[v][w] & ~gone[w]);
      }
      int[] nb = new int[count];
      int k = 0;
      for (int w = 0; w < words; w++) {
        long bits = adj[v][w] & ~gone[w];
        while (bits != 0) {
          nb[k++] = (w << 6) + Long.numberOfTrailingZeros(bits);
          bits &= bits - 1;
        }
      }
      return nb;
    }

    /**
     * Scores v: its clique's log weight and the fill edges among its remaining neighbours, counted
     * word by word (the non-neighbours above neighbour i are rem & ~adj[i] above i).
     */
    private void score(int v) {
      long[] rem = scratch;
      int degree = 0;
      for (int x = 0; x < words; x++) {
        rem[x] = adj[v][x] & ~gone[x];
        degree += Long.bitCount(rem[x]);
      }
      double w = logWeight[v];
      long fillCount = 0;
      for (int xi = 0; xi < words; xi++) {
        for (long bi = rem[xi]; bi != 0; bi &= bi - 1) {
          int i = (xi << 6) + Long.numberOfTrailingZeros(bi);
          w += logWeight[i];
          for (int x = xi; x < words; x++) {
            fillCount += Long.bitCount(rem[x] & ~adj[i][x] & (x == xi ? -2L << (i & 63) : -1L));
          }
        }
      }
      switch (heuristic) {
        case MIN_FILL -> set(v, fillCount, w);
        case WEIGHTED_MIN_FILL -> set(v, fillWeight(rem), w);
        case MIN_WEIGHT -> set(v, w, fillCount);
        case MIN_NEIGHBOURS -> set(v, degree, w);
      }
      stale[v] = false;
    }

    /**
     * The sum of weight(i) * weight(j) over the pairs i < j of rem not adjacent. Summed exactly on
     * longs (each pair's non-neighbour weight is the weight above i less that of the neighbours
     * above i, whichever set is smaller is visited): a sum of integers below 2^53 is the same
     * double in any order, so this equals the pairwise double sum; above 2^53 (never for a junction
     * tree that fits in memory) the pairwise sum is taken in the order i, j ascending.
     */
    private double fillWeight(long[] rem) {
      long above = 0;
      for (int x = 0; x < words; x++) {
        for (long b = rem[x]; b != 0; b &= b - 1) {
          above += weights[(x << 6) + Long.numberOfTrailingZeros(b)];
        }
      }
      long total = 0;
      for (int xi = 0; xi < words; xi++) {
        for (long bi = rem[xi]; bi != 0; bi &= bi - 1) {
          int i = (xi << 6) + Long.numberOfTrailingZeros(bi);
          above -= weights[i];
          long adjacentAbove = 0;
          long apart = 0;
          for (int x = xi; x < words; x++) {
            long mask = rem[x] & (x == xi ? -2L << (i & 63) : -1L);
            for (long b = mask & adj[i][x]; b != 0; b &= b - 1) {
              adjacentAbove += weights[(x << 6) + Long.numberOfTrailingZeros(b)];
            }
            apart += Long.bitCount(mask & ~adj[i][x]);
          }
          long far = above - adjacentAbove;
          if (apart > 0 && (far > (1L << 31) || weights[i] > (1L << 31))) {
            return pairwiseFillWeight(rem);
          }
          total += weights[i] * far;
          if (total >= 1L << 53) {
            return pairwiseFillWeight(rem);
          }
        }
      }
      return total;
    }

    private double pairwiseFillWeight(long[] rem) {
      int[] nb = new int[words << 6];
      int k = 0;
      for (int x = 0; x < words; x++) {
        for (long b = rem[x]; b != 0; b &= b - 1) {
          nb[k++] = (x << 6) + Long.numberOfTrailingZeros(b);
        }
      }
      double fillWeight = 0;
      for (int i = 0; i < k; i++) {
        for (int j = i + 1; j < k; j++) {
          if (!adjacent(nb[i], nb[j])) {
            fillWeight += (double) weights[nb[i]] * weights[nb[j]];
          }
        }
      }
      return fillWeight;
    }

    private void set(int v, double p, double s) {
      primary[v] = p;
      secondary[v] = s;
    }

    int next() {
      int best = -1;
      for (int v = 0; v < n; v++) {
        if (isGone(v)) {
          continue;
        }
        if (best >= 0 && stage[v] > stage[best]) {
          continue;
        }
        if (stale[v]) {
          score(v);
        }
        // strict comparisons: on a full tie the lower index, seen first, stays
        if (best < 0 || stage[v] < stage[best] || better(v, best)) {
          best = v;
        }
      }
      return best;
    }

    private boolean better(int v, int best) {
      double tol = TIE * Math.max(1, Math.abs(primary[best]));
      if (primary[v] < primary[best] - tol) {
        return true;
      }
      return primary[v] <= primary[best] + tol && secondary[v] < secondary[best] - TIE;
    }

    void eliminate(int v) {
      order[steps++] = v;
      int[] nb = remaining(v);
      for (int i = 0; i < nb.length; i++) {
        for (int j = i + 1; j < nb.length; j++) {
          if (!adjacent(nb[i], nb[j])) {
            set(nb[i], nb[j]);
            fill.add(new Edge(nb[i], nb[j]));
          }
        }
      }
      int[] clique = Arrays.copyOf(nb, nb.length + 1);
      clique[nb.length] = v;
      Arrays.sort(clique);
      if (!containedInAny(clique, cliques)) {
        cliques.add(clique);
      }
      gone[v >>> 6] |= 1L << v;
      for (int u : nb) { // their neighbourhoods changed, and so did their neighbours' fill
        stale[u] = true;
        for (int w : remaining(u)) {
          stale[w] = true;
        }
      }
    }

    Triangulation result() {
      return new Triangulation(order, fill, cliques);
    }
  }

  private static boolean containedInAny(int[] clique, List<int[]> cliques) {
    for (int[] c : cliques) {
      if (isSubset(clique, c)) {
        return true;
      }
    }
    return false;
  }

  /** Whether sorted {@code a} is a subset of sorted {@code b}. */
  static boolean isSubset(int[] a, int[] b) {
    int j = 0;
    for (int x : a) {
      while (j < b.length && b[j] < x) {
        j++;
      }
      if (j == b.length || b[j] != x) {
        return false;
      }
      j++;
    }
    return true;
  }
}
