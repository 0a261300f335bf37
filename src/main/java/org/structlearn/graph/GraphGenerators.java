package org.structlearn.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.jgrapht.Graph;
import org.jgrapht.generate.BarabasiAlbertGraphGenerator;
import org.jgrapht.generate.GraphGenerator;
import org.jgrapht.generate.RingGraphGenerator;
import org.jgrapht.generate.StarGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.jgrapht.util.SupplierUtil;

/**
 * Undirected ground-truth structures for Markov network studies, as in seed 000 (Schlüter et al.):
 * rings, stars, lattices, hub graphs, Barabási–Albert scale-free graphs and random geometric
 * graphs. Nodes are named {@code X1 .. Xn}. Random generators take an explicit seed and return the
 * same graph for the same arguments on every run and platform. Rings, stars, lattices and
 * Barabási–Albert graphs come from JGraphT's generators (converted at the boundary, so no JGraphT
 * type appears here); hub graphs, which JGraphT lacks, are written here. For the graphs of extreme
 * irregularity see {@link IrregularGraphs}.
 */
public final class GraphGenerators {
  private GraphGenerators() {}

  /** The cycle X1 - X2 - ... - Xn - X1; n >= 3, every degree 2, irregularity 0. */
  public static UndirectedGraph ring(int n) {
    require(n >= 3, "a ring needs n >= 3 nodes, was " + n);
    return fromJGraphT(new RingGraphGenerator<>(n));
  }

  /** The star with centre X1 joined to X2 .. Xn; n >= 2, irregularity (n - 1)(n - 2). */
  public static UndirectedGraph star(int n) {
    require(n >= 2, "a star needs n >= 2 nodes, was " + n);
    return fromJGraphT(new StarGraphGenerator<>(n));
  }

  /**
   * The rows × cols grid lattice (4-neighbourhood, no wrap-around); node {@code X(r*cols + c + 1)}
   * is at row r, column c. rows, cols >= 1.
   */
  public static UndirectedGraph lattice(int rows, int cols) {
    require(rows >= 1 && cols >= 1, "a lattice needs rows, cols >= 1, was " + rows + "x" + cols);
    if (rows * cols == 1) {
      return UndirectedGraph.of(UndirectedGraphs.defaultNames(1), List.of());
    }
    // Built here rather than by JGraphT's GridGraphGenerator so the node numbering is documented.
    List<Edge> edges = new ArrayList<>();
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        int v = r * cols + c;
        if (c + 1 < cols) {
          edges.add(new Edge(v, v + 1));
        }
        if (r + 1 < rows) {
          edges.add(new Edge(v, v + cols));
        }
      }
    }
    return UndirectedGraph.of(UndirectedGraphs.defaultNames(rows * cols), edges);
  }

  /**
   * A hub graph as BDgraph's and huge's {@code graph = "hub"} define it: the n nodes are split into
   * {@code hubs} consecutive groups whose sizes differ by at most one (the larger groups first),
   * and in each group one hub is joined to every other member; groups are not joined. The seed
   * permutes which node plays which role (seed-dependent labelling; the structure up to isomorphism
   * does not depend on it). Preconditions: 1 <= hubs and every group has at least 2 nodes (2 * hubs
   * <= n).
   */
  public static UndirectedGraph hub(int n, int hubs, long seed) {
    require(hubs >= 1 && 2 * hubs <= n, "a hub graph needs 1 <= hubs <= n/2, was hubs=" + hubs);
    int[] perm = permutation(n, seed);
    List<Edge> edges = new ArrayList<>();
    int start = 0;
    for (int h = 0; h < hubs; h++) {
      int size = n / hubs + (h < n % hubs ? 1 : 0);
      for (int i = start + 1; i < start + size; i++) {
        edges.add(new Edge(perm[start], perm[i]));
      }
      start += size;
    }
    return UndirectedGraph.of(UndirectedGraphs.defaultNames(n), edges);
  }

  /**
   * A Barabási–Albert scale-free graph (Barabási and Albert 1999) by JGraphT's generator: a
   * complete graph on m0 nodes, then each further node joins m distinct earlier nodes chosen with
   * probability proportional to their degree. It has m0(m0 - 1)/2 + (n - m0)m edges. Preconditions:
   * 1 <= m <= m0 <= n.
   */
  public static UndirectedGraph barabasiAlbert(int n, int m0, int m, long seed) {
    require(
        1 <= m && m <= m0 && m0 <= n,
        "Barabási–Albert needs 1 <= m <= m0 <= n, was n=" + n + ", m0=" + m0 + ", m=" + m);
    return fromJGraphT(new BarabasiAlbertGraphGenerator<>(m0, m, n, new Random(seed)));
  }

  /**
   * {@code n} points drawn uniformly in the unit square, {@code points[i] = {x, y}} for node {@code
   * X(i+1)}, from one {@link SplittableRandom} seeded with {@code seed} (x then y, node by node):
   * the layout behind {@link #randomGeometric}. n >= 1.
   */
  public static double[][] unitSquarePoints(int n, long seed) {
    require(n >= 1, "a point layout needs n >= 1 points, was " + n);
    SplittableRandom rnd = new SplittableRandom(seed);
    double[][] points = new double[n][2];
    for (int i = 0; i < n; i++) {
      points[i][0] = rnd.nextDouble();
      points[i][1] = rnd.nextDouble();
    }
    return points;
  }

  /**
   * A random geometric graph (Gilbert 1961; Penrose 2003): the {@link #unitSquarePoints(int, long)}
   * of {@code seed}, two nodes joined when their Euclidean distance is at most {@code radius}. A
   * spatial structure like seed 003's mobile networks: neighbours are near, and a node depends on a
   * far one only through the nodes between them. It need not be connected. n >= 1, radius > 0.
   */
  public static UndirectedGraph randomGeometric(int n, double radius, long seed) {
    require(radius > 0 && radius < Double.POSITIVE_INFINITY, "radius must be > 0, was " + radius);
    double[][] p = unitSquarePoints(n, seed);
    List<Edge> edges = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (Math.hypot(p[i][0] - p[j][0], p[i][1] - p[j][1]) <= radius) {
          edges.add(new Edge(i, j));
        }
      }
    }
    return UndirectedGraph.of(UndirectedGraphs.defaultNames(n), edges);
  }

  /** A uniformly random permutation of 0..n-1 (Fisher–Yates on a SplittableRandom). */
  static int[] permutation(int n, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int[] p = new int[n];
    for (int i = 0; i < n; i++) {
      p[i] = i;
    }
    for (int i = n - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      int t = p[i];
      p[i] = p[j];
      p[j] = t;
    }
    return p;
  }

  private static UndirectedGraph fromJGraphT(GraphGenerator<Integer, DefaultEdge, ?> generator) {
    Graph<Integer, DefaultEdge> g =
        new SimpleGraph<>(
            SupplierUtil.createIntegerSupplier(), SupplierUtil.createDefaultEdgeSupplier(), false);
    generator.generateGraph(g);
    TreeSet<Edge> edges = new TreeSet<>();
    for (DefaultEdge e : g.edgeSet()) {
      edges.add(new Edge(g.getEdgeSource(e), g.getEdgeTarget(e)));
    }
    return UndirectedGraph.of(UndirectedGraphs.defaultNames(g.vertexSet().size()), edges);
  }

  private static void require(boolean ok, String message) {
    if (!ok) {
      throw new GraphException(message);
    }
  }
}
