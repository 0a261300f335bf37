package org.structlearn.viz.layout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Random;
import org.structlearn.graph.UndirectedGraph;

/**
 * The drawing of an undirected graph whose label boxes never overlap:
 *
 * <ol>
 *   <li><b>Stress majorization</b> (Gansner, Koren and North 2004, "Graph drawing by stress
 *       majorization", Graph Drawing 2004, LNCS 3383): each connected component is placed so that
 *       the distance between any two nodes approaches their shortest-path distance d_ij, weighting
 *       pair (i, j) by d_ij^-2, by the localized majorization update x_i ← Σ_j w_ij (x_j + d_ij
 *       (x_i - x_j) / |x_i - x_j|) / Σ_j w_ij, started from classical multidimensional scaling (two
 *       leading eigenvectors by power iteration) with a small seeded jitter, and from three seeded
 *       random starts; of the four results the one whose straight edges cross least is kept.
 *   <li><b>Hubs given room</b>: an edge's ideal length is the larger of a base length (longer in a
 *       dense component, see {@link #baseLength}) and, for each end, the radius of a circle on
 *       which that end's neighbours' boxes fit side by side, so the neighbours of a node of degree
 *       19 spread around it instead of piling up.
 *   <li><b>Overlap removal</b> after PRISM (Gansner and Hu 2010, "Efficient, proximity-preserving
 *       node overlap removal", JGAA 14(1)): pairs whose boxes (plus a margin) overlap get the
 *       target distance t_ij |x_i - x_j|, t_ij the factor (at most 1.5) that separates the boxes
 *       along their centre line, all other pairs their current distance, and the same majorization
 *       minimises that stress; repeated until no boxes overlap. PRISM takes the pairs of a Delaunay
 *       triangulation as its proximity graph; here every pair of a component is used (O(n²) per
 *       iteration, fine for the few hundred nodes a picture can show). A last pass pushes apart any
 *       pair still overlapping, along the axis of least overlap.
 * </ol>
 *
 * Components are packed in rows, largest first; nodes without any edge go in rows below. Time O(n²
 * · iterations). Deterministic for a given seed.
 */
final class StressLayout {
  /** Shortest ideal edge length, in pixels between centres. */
  static final double BASE_LENGTH = 70;

  /** Mean degree above which a component's edges get longer (see {@link #baseLength}). */
  static final double DENSE_DEGREE = 3;

  /** Margin kept between two boxes, in pixels, horizontally; vertically it is {@link #Y_GAP}. */
  static final double X_GAP = 14;

  static final double Y_GAP = 14;

  private static final int STRESS_ITERATIONS = 400;

  /**
   * Fewest starts of the majorization: classical scaling (jittered by the seed) and seeded random
   * positions; the result whose straight edges cross least is kept. A component of m < 150 nodes
   * gets min(24, 600 / m) starts.
   */
  private static final int STARTS = 4;

  private static final int PRISM_ROUNDS = 60;
  private static final int PRISM_ITERATIONS = 30;
  private static final double MAX_FACTOR = 1.5;
  private static final double COMPONENT_GAP = 40;

  private StressLayout() {}

  static Layout layout(UndirectedGraph g, long seed, double[] widths) {
    int n = g.size();
    double[] x = new double[n];
    double[] y = new double[n];
    List<int[]> components = components(g);
    List<double[]> extents = new ArrayList<>();
    Random rnd = new Random(seed);
    for (int[] c : components) {
      extents.add(placeComponent(g, c, widths, x, y, rnd));
    }
    double bottom = pack(components, extents, x, y);
    List<Integer> isolated = new ArrayList<>();
    double right = 0;
    for (int v = 0; v < n; v++) {
      if (g.degree(v) == 0) {
        isolated.add(v);
      } else {
        right = Math.max(right, x[v] + widths[v] / 2);
      }
    }
    double top = components.isEmpty() ? 0 : bottom + Layouts.ROW_GAP;
    Layouts.placeRows(isolated, widths, Math.max(right, Layouts.MIN_ROW_WIDTH), top, x, y);
    return new Layout(x, y);
  }

  /** Connected components with at least one edge, largest first, ties by smallest node. */
  static List<int[]> components(UndirectedGraph g) {
    int n = g.size();
    boolean[] seen = new boolean[n];
    List<int[]> out = new ArrayList<>();
    for (int s = 0; s < n; s++) {
      if (seen[s] || g.degree(s) == 0) {
        continue;
      }
      List<Integer> c = new ArrayList<>();
      List<Integer> queue = new ArrayList<>(List.of(s));
      seen[s] = true;
      for (int i = 0; i < queue.size(); i++) {
        int v = queue.get(i);
        c.add(v);
        for (int u : g.neighbours(v)) {
          if (!seen[u]) {
            seen[u] = true;
            queue.add(u);
          }
        }
      }
      out.add(c.stream().sorted().mapToInt(Integer::intValue).toArray());
    }
    out.sort((a, b) -> a.length != b.length ? b.length - a.length : a[0] - b[0]);
    return out;
  }

  /**
   * Lays out one component (its coordinates written into x, y with the box extent's top left at 0,
   * 0); returns its box extent {width, height}.
   */
  private static double[] placeComponent(
      UndirectedGraph g, int[] c, double[] widths, double[] x, double[] y, Random rnd) {
    int m = c.length;
    double[] w = new double[m];
    for (int i = 0; i < m; i++) {
      w[i] = widths[c[i]];
    }
    double[][] d = distances(g, c, w);
    double[][] p = null;
    long fewest = Long.MAX_VALUE;
    int starts = Math.max(STARTS, Math.min(24, 600 / m)); // small graphs: more tries, cheaply
    for (int start = 0; start < starts; start++) {
      double[][] q = start == 0 ? StressMajorization.classicalScaling(d) : new double[m][2];
      double spread = start == 0 ? BASE_LENGTH * 0.05 : BASE_LENGTH * Math.sqrt(m);
      for (int i = 0; i < m; i++) {
        q[i][0] += (rnd.nextDouble() - 0.5) * spread;
        q[i][1] += (rnd.nextDouble() - 0.5) * spread;
      }
      StressMajorization.majorize(q, d, STRESS_ITERATIONS);
      long k = edgeCrossings(g, c, q);
      if (k < fewest) {
        fewest = k;
        p = q;
      }
    }
    removeOverlaps(p, w);
    double minX = Double.POSITIVE_INFINITY;
    double minY = Double.POSITIVE_INFINITY;
    double maxX = Double.NEGATIVE_INFINITY;
    double maxY = Double.NEGATIVE_INFINITY;
    double half = LabelMetrics.BOX_HEIGHT / 2;
    for (int i = 0; i < m; i++) {
      minX = Math.min(minX, p[i][0] - w[i] / 2);
      maxX = Math.max(maxX, p[i][0] + w[i] / 2);
      minY = Math.min(minY, p[i][1] - half);
      maxY = Math.max(maxY, p[i][1] + half);
    }
    for (int i = 0; i < m; i++) {
      x[c[i]] = p[i][0] - minX;
      y[c[i]] = p[i][1] - minY;
    }
    return new double[] {maxX - minX, maxY - minY};
  }

  /** Pairs of edges without a common end whose straight lines cross. O(e²). */
  private static long edgeCrossings(UndirectedGraph g, int[] c, double[][] p) {
    int[] local = new int[g.size()];
    for (int i = 0; i < c.length; i++) {
      local[c[i]] = i;
    }
    List<int[]> edges = new ArrayList<>();
    for (int i = 0; i < c.length; i++) {
      for (int u : g.neighbours(c[i])) {
        if (c[i] < u) {
          edges.add(new int[] {i, local[u]});
        }
      }
    }
    long k = 0;
    for (int a = 0; a < edges.size(); a++) {
      int[] e = edges.get(a);
      for (int b = a + 1; b < edges.size(); b++) {
        int[] f = edges.get(b);
        if (e[0] != f[0]
            && e[0] != f[1]
            && e[1] != f[0]
            && e[1] != f[1]
            && Geometry.segmentsCross(
                p[e[0]][0],
                p[e[0]][1],
                p[e[1]][0],
                p[e[1]][1],
                p[f[0]][0],
                p[f[0]][1],
                p[f[1]][0],
                p[f[1]][1])) {
          k++;
        }
      }
    }
    return k;
  }

  /** Shortest-path distances with each edge as long as {@link #edgeLength} (Dijkstra). */
  static double[][] distances(UndirectedGraph g, int[] c, double[] w) {
    int m = c.length;
    int[] local = new int[g.size()];
    Arrays.fill(local, -1);
    for (int i = 0; i < m; i++) {
      local[c[i]] = i;
    }
    double[] room = new double[m];
    for (int i = 0; i < m; i++) {
      double around = 0;
      for (int u : g.neighbours(c[i])) {
        around += w[local[u]] + X_GAP;
      }
      room[i] = around / (2 * Math.PI);
    }
    double base = baseLength(g, c);
    double[][] d = new double[m][m];
    for (int s = 0; s < m; s++) {
      double[] dist = d[s];
      Arrays.fill(dist, Double.POSITIVE_INFINITY);
      dist[s] = 0;
      PriorityQueue<double[]> q = new PriorityQueue<>((a, b) -> Double.compare(a[0], b[0]));
      q.add(new double[] {0, s});
      while (!q.isEmpty()) {
        double[] top = q.poll();
        int v = (int) top[1];
        if (top[0] > dist[v]) {
          continue;
        }
        for (int uu : g.neighbours(c[v])) {
          int u = local[uu];
          double len = edgeLength(base, w[v], w[u], room[v], room[u]);
          if (dist[v] + len < dist[u]) {
            dist[u] = dist[v] + len;
            q.add(new double[] {dist[u], u});
          }
        }
      }
    }
    return d;
  }

  /**
   * The ideal length of an edge between boxes of widths wa, wb around nodes needing room ra, rb,
   * {@code base} being the component's base length.
   */
  static double edgeLength(double base, double wa, double wb, double ra, double rb) {
    return Math.max(base + (wa + wb) / 4, Math.max(ra, rb));
  }

  /**
   * The base edge length of a component: {@link #BASE_LENGTH}, times √(mean degree / 3) when the
   * mean degree is above 3, so that a dense graph (dolphins, mean degree 5.1) is drawn larger and
   * its edges find room between the boxes instead of running through them.
   */
  static double baseLength(UndirectedGraph g, int[] c) {
    double degrees = 0;
    for (int v : c) {
      degrees += g.degree(v);
    }
    return BASE_LENGTH * Math.sqrt(Math.max(1, degrees / c.length / DENSE_DEGREE));
  }

  /** PRISM-style rounds until no two boxes (with margins) overlap, then a last push apart. */
  static void removeOverlaps(double[][] p, double[] w) {
    int m = p.length;
    double h = LabelMetrics.BOX_HEIGHT;
    for (int round = 0; round < PRISM_ROUNDS; round++) {
      double[][] target = new double[m][m];
      boolean any = false;
      for (int i = 0; i < m; i++) {
        for (int j = i + 1; j < m; j++) {
          double dx = Math.abs(p[i][0] - p[j][0]);
          double dy = Math.abs(p[i][1] - p[j][1]);
          double len = Math.max(1e-6, Math.hypot(dx, dy));
          double fx = ((w[i] + w[j]) / 2 + X_GAP) / Math.max(dx, 1e-6);
          double fy = (h + Y_GAP) / Math.max(dy, 1e-6);
          double t = Math.min(fx, fy);
          if (t > 1) {
            any = true;
          }
          t = Math.max(1, Math.min(MAX_FACTOR, t));
          target[i][j] = target[j][i] = t * len;
        }
      }
      if (!any) {
        return;
      }
      StressMajorization.majorize(p, target, PRISM_ITERATIONS);
    }
    pushApart(p, w);
  }

  /** Moves overlapping pairs apart along the axis of least overlap until none overlap. */
  private static void pushApart(double[][] p, double[] w) {
    double h = LabelMetrics.BOX_HEIGHT + Y_GAP;
    for (int pass = 0; pass < 500; pass++) {
      boolean moved = false;
      for (int i = 0; i < p.length; i++) {
        for (int j = i + 1; j < p.length; j++) {
          double ox = (w[i] + w[j]) / 2 + X_GAP - Math.abs(p[i][0] - p[j][0]);
          double oy = h - Math.abs(p[i][1] - p[j][1]);
          if (ox <= 0 || oy <= 0) {
            continue;
          }
          moved = true;
          int axis = ox < oy ? 0 : 1;
          double o = (axis == 0 ? ox : oy) / 2 + 0.01;
          double s = p[i][axis] < p[j][axis] || (p[i][axis] == p[j][axis] && i < j) ? -o : o;
          p[i][axis] += s;
          p[j][axis] -= s;
        }
      }
      if (!moved) {
        return;
      }
    }
  }

  /**
   * Places the components (each at 0, 0 with the given extent) in rows of about the width of a
   * square holding them all, largest first; returns the bottom of the last row.
   */
  private static double pack(List<int[]> comps, List<double[]> ext, double[] x, double[] y) {
    double area = 0;
    double widest = 0;
    for (double[] e : ext) {
      area += (e[0] + COMPONENT_GAP) * (e[1] + COMPONENT_GAP);
      widest = Math.max(widest, e[0]);
    }
    double rowWidth = Math.max(widest, Math.sqrt(area) * 1.2);
    double cx = 0;
    double cy = 0;
    double rowH = 0;
    for (int k = 0; k < comps.size(); k++) {
      double[] e = ext.get(k);
      if (cx > 0 && cx + e[0] > rowWidth) {
        cx = 0;
        cy += rowH + COMPONENT_GAP;
        rowH = 0;
      }
      for (int v : comps.get(k)) {
        x[v] += cx;
        y[v] += cy;
      }
      cx += e[0] + COMPONENT_GAP;
      rowH = Math.max(rowH, e[1]);
    }
    return cy + rowH;
  }
}
