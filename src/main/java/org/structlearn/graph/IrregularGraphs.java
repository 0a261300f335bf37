package org.structlearn.graph;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.TreeSet;

/**
 * Graphs of extreme or prescribed irregularity (see {@link UndirectedGraphs#irregularity}), found
 * by enumerating every labelled simple graph on n <= {@value #MAX_NODES} nodes (2^(n(n-1)/2)
 * graphs: 32,768 for n = 6, 2,097,152 for n = 7). Seed 000's small-domain study uses six structures
 * on six nodes, from regular (irregularity 0) up to the maximum for six nodes; {@link #levels(int)}
 * lists every irregularity a connected graph on n nodes can have and {@link #withIrregularity(int,
 * int)} gives one graph for each, so a study picks its levels from these.
 *
 * <p>A graph is encoded as an edge mask: bit k stands for the k-th node pair in the order (0,1),
 * (0,2), ..., (0,n-1), (1,2), ..., (n-2,n-1). <b>Ties</b>: {@link #withIrregularity} returns, among
 * the connected graphs with that irregularity, one with the fewest edges, and among those the one
 * with the smallest mask (read as an unsigned number). The lists of {@link Extreme} hold one graph
 * per isomorphism class, each in its canonical labelling (the smallest mask over all n!
 * relabellings), sorted by that mask. Node names are {@code X1 .. Xn}.
 *
 * <p>For n = 6 (checked in the tests): connected graphs have irregularities 0, 2, 4, ..., 20 and 24
 * (22 does not occur); the maximum 24 is reached by one graph up to isomorphism, two adjacent nodes
 * joined to all four others (15 labellings), so seed 000's "models 5 and 6, maximum irregularity"
 * are two labellings of it or maxima under a constraint its garbled text hides. The fewest-edge
 * connected regular graph is the ring. Enumeration takes well under a second for n = 6 and a few
 * seconds for n = 7.
 */
public final class IrregularGraphs {
  /** The largest n enumerated (2^21 graphs at n = 7; n = 8 would be 2^28). */
  public static final int MAX_NODES = 7;

  private IrregularGraphs() {}

  /**
   * The extreme irregularity among graphs of some size, how many labelled graphs attain it and one
   * canonical graph per isomorphism class attaining it.
   *
   * @param irregularity the extreme value
   * @param labelledCount the number of labelled graphs on the n nodes attaining it
   * @param graphs one graph per isomorphism class, canonically labelled, by ascending mask
   */
  public record Extreme(int irregularity, long labelledCount, List<UndirectedGraph> graphs) {
    public Extreme {
      graphs = List.copyOf(graphs);
    }
  }

  /** The graphs on n nodes (any number of edges) of maximum irregularity. */
  public static Extreme maximum(int n) {
    return extreme(n, -1, true);
  }

  /** The graphs on n nodes with exactly {@code edges} edges of maximum irregularity. */
  public static Extreme maximum(int n, int edges) {
    checkEdges(n, edges);
    return extreme(n, edges, true);
  }

  /** The graphs on n nodes with exactly {@code edges} edges of minimum irregularity. */
  public static Extreme minimum(int n, int edges) {
    checkEdges(n, edges);
    return extreme(n, edges, false);
  }

  /** Every irregularity some connected graph on n nodes has, ascending. */
  public static int[] levels(int n) {
    checkNodes(n);
    int pairs = n * (n - 1) / 2;
    TreeSet<Integer> seen = new TreeSet<>();
    for (long mask = 0; mask < 1L << pairs; mask++) {
      if (connected(n, mask)) {
        seen.add(irregularity(n, mask));
      }
    }
    return seen.stream().mapToInt(Integer::intValue).toArray();
  }

  /**
   * A connected graph on n nodes with the given irregularity: the fewest edges, then the smallest
   * mask (see the class comment).
   *
   * @throws GraphException if no connected graph on n nodes has it (see {@link #levels(int)})
   */
  public static UndirectedGraph withIrregularity(int n, int irregularity) {
    checkNodes(n);
    int pairs = n * (n - 1) / 2;
    long best = -1;
    int bestEdges = Integer.MAX_VALUE;
    for (long mask = 0; mask < 1L << pairs; mask++) {
      int m = Long.bitCount(mask);
      if (m < bestEdges && irregularity(n, mask) == irregularity && connected(n, mask)) {
        best = mask;
        bestEdges = m;
      }
    }
    if (best < 0) {
      throw new GraphException(
          "no connected graph on "
              + n
              + " nodes has irregularity "
              + irregularity
              + "; IrregularGraphs.levels("
              + n
              + ") lists those that exist");
    }
    return fromMask(n, best);
  }

  /** The graph on nodes X1..Xn whose edges are the set bits of the mask (see class comment). */
  public static UndirectedGraph fromMask(int n, long mask) {
    List<Edge> edges = new ArrayList<>();
    int k = 0;
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++, k++) {
        if ((mask >>> k & 1) != 0) {
          edges.add(new Edge(a, b));
        }
      }
    }
    return UndirectedGraph.of(UndirectedGraphs.defaultNames(n), edges);
  }

  /** The irregularity of the graph with this edge mask on n nodes. */
  static int irregularity(int n, long mask) {
    int[] deg = new int[n];
    int k = 0;
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++, k++) {
        if ((mask >>> k & 1) != 0) {
          deg[a]++;
          deg[b]++;
        }
      }
    }
    int irr = 0;
    k = 0;
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++, k++) {
        if ((mask >>> k & 1) != 0) {
          irr += Math.abs(deg[a] - deg[b]);
        }
      }
    }
    return irr;
  }

  private static Extreme extreme(int n, int edges, boolean max) {
    checkNodes(n);
    int pairs = n * (n - 1) / 2;
    int best = max ? -1 : Integer.MAX_VALUE;
    long count = 0;
    for (long mask = 0; mask < 1L << pairs; mask++) {
      if (edges >= 0 && Long.bitCount(mask) != edges) {
        continue;
      }
      int irr = irregularity(n, mask);
      if (max ? irr > best : irr < best) {
        best = irr;
        count = 0;
      }
      if (irr == best) {
        count++;
      }
    }
    return new Extreme(best, count, classes(n, edges, best));
  }

  /** One canonical graph per isomorphism class with the given irregularity (and edge count). */
  private static List<UndirectedGraph> classes(int n, int edges, int irr) {
    int pairs = n * (n - 1) / 2;
    int[][] pairMaps = Relabellings.pairMaps(n);
    BitSet seen = new BitSet(1 << pairs);
    TreeSet<Long> canonical = new TreeSet<>();
    for (long mask = 0; mask < 1L << pairs; mask++) {
      if (seen.get((int) mask)
          || (edges >= 0 && Long.bitCount(mask) != edges)
          || irregularity(n, mask) != irr) {
        continue;
      }
      long min = mask;
      for (int[] map : pairMaps) {
        long image = Relabellings.apply(map, mask);
        seen.set((int) image);
        min = Math.min(min, image);
      }
      canonical.add(min);
    }
    List<UndirectedGraph> graphs = new ArrayList<>();
    for (long mask : canonical) {
      graphs.add(fromMask(n, mask));
    }
    return graphs;
  }

  private static boolean connected(int n, long mask) {
    int[] adj = Relabellings.adjacency(n, mask);
    int reached = 1;
    int frontier = 1;
    while (frontier != 0) {
      int next = 0;
      for (int v = 0; v < n; v++) {
        if ((frontier >>> v & 1) != 0) {
          next |= adj[v];
        }
      }
      frontier = next & ~reached;
      reached |= next;
    }
    return reached == (1 << n) - 1;
  }

  private static void checkNodes(int n) {
    if (n < 1 || n > MAX_NODES) {
      throw new GraphException(
          "enumerating all graphs needs 1 <= n <= " + MAX_NODES + " nodes, was " + n);
    }
  }

  private static void checkEdges(int n, int edges) {
    checkNodes(n);
    if (edges < 0 || edges > n * (n - 1) / 2) {
      throw new GraphException(
          "a graph on " + n + " nodes has 0.." + n * (n - 1) / 2 + " edges, was " + edges);
    }
  }
}
