package org.structlearn.viz.layout;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

/**
 * Fruchterman and Reingold (1991), "Graph drawing by force-directed placement", Software: Practice
 * and Experience 21(11): repulsion k²/d between every pair, attraction d²/k along edges, a weak
 * pull to the centre so that components stay together, displacement capped by a temperature that
 * cools linearly. Start positions come from {@link Random} with the given seed, so the layout is a
 * function of (graph, seed). Afterwards overlapping label boxes are pushed apart.
 */
final class ForceDirected {
  private static final int OVERLAP_PASSES = 200;
  private static final double GRAVITY = 0.05;

  private ForceDirected() {}

  static Layout layout(
      UndirectedGraph g, long seed, double[] widths, int iterations, double edgeLength) {
    int n = g.size();
    List<Integer> placed = new ArrayList<>();
    List<Integer> isolated = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      (g.degree(v) == 0 ? isolated : placed).add(v);
    }
    double[] x = new double[n];
    double[] y = new double[n];
    int m = placed.size();
    double side = edgeLength * Math.sqrt(Math.max(1, m)) * 1.5;
    Random rnd = new Random(seed);
    for (int v : placed) {
      x[v] = rnd.nextDouble() * side;
      y[v] = rnd.nextDouble() * side;
    }
    double k = edgeLength;
    double[] dx = new double[n];
    double[] dy = new double[n];
    for (int it = 0; it < iterations; it++) {
      double temperature = side / 10 * (1 - (double) it / iterations) + 1;
      java.util.Arrays.fill(dx, 0);
      java.util.Arrays.fill(dy, 0);
      for (int i = 0; i < m; i++) {
        int u = placed.get(i);
        for (int j = i + 1; j < m; j++) {
          int v = placed.get(j);
          double ex = x[u] - x[v];
          double ey = y[u] - y[v];
          double d = Math.max(1e-3, Math.hypot(ex, ey));
          double f = k * k / d;
          dx[u] += ex / d * f;
          dy[u] += ey / d * f;
          dx[v] -= ex / d * f;
          dy[v] -= ey / d * f;
        }
      }
      for (Edge e : g.edges()) {
        double ex = x[e.a()] - x[e.b()];
        double ey = y[e.a()] - y[e.b()];
        double d = Math.max(1e-3, Math.hypot(ex, ey));
        double f = d * d / k;
        dx[e.a()] -= ex / d * f;
        dy[e.a()] -= ey / d * f;
        dx[e.b()] += ex / d * f;
        dy[e.b()] += ey / d * f;
      }
      for (int v : placed) {
        dx[v] += (side / 2 - x[v]) * GRAVITY * k / 10;
        dy[v] += (side / 2 - y[v]) * GRAVITY * k / 10;
        double d = Math.max(1e-3, Math.hypot(dx[v], dy[v]));
        double step = Math.min(d, temperature);
        x[v] += dx[v] / d * step;
        y[v] += dy[v] / d * step;
      }
    }
    separate(placed, widths, x, y);
    double minX = Double.POSITIVE_INFINITY;
    double minY = Double.POSITIVE_INFINITY;
    double maxX = 0;
    double maxY = 0;
    for (int v : placed) {
      minX = Math.min(minX, x[v] - widths[v] / 2);
      minY = Math.min(minY, y[v]);
    }
    for (int v : placed) {
      x[v] -= minX;
      y[v] -= minY;
      maxX = Math.max(maxX, x[v] + widths[v] / 2);
      maxY = Math.max(maxY, y[v]);
    }
    double top = m == 0 ? 0 : maxY + Layouts.LAYER_GAP * 0.8;
    Layouts.placeRows(isolated, widths, Math.max(maxX, Layouts.MIN_ROW_WIDTH), top, x, y);
    return new Layout(x, y);
  }

  /** Pushes apart label boxes that overlap (with a margin), along the axis of least overlap. */
  private static void separate(List<Integer> nodes, double[] widths, double[] x, double[] y) {
    double h = LabelMetrics.BOX_HEIGHT + 14;
    for (int pass = 0; pass < OVERLAP_PASSES; pass++) {
      boolean moved = false;
      for (int i = 0; i < nodes.size(); i++) {
        int u = nodes.get(i);
        for (int j = i + 1; j < nodes.size(); j++) {
          int v = nodes.get(j);
          double ox = (widths[u] + widths[v]) / 2 + Layouts.GAP - Math.abs(x[u] - x[v]);
          double oy = h - Math.abs(y[u] - y[v]);
          if (ox <= 0 || oy <= 0) {
            continue;
          }
          moved = true;
          if (ox < oy) {
            double s = (x[u] < x[v] || (x[u] == x[v] && u < v)) ? -ox / 2 : ox / 2;
            x[u] += s;
            x[v] -= s;
          } else {
            double s = (y[u] < y[v] || (y[u] == y[v] && u < v)) ? -oy / 2 : oy / 2;
            y[u] += s;
            y[v] -= s;
          }
        }
      }
      if (!moved) {
        return;
      }
    }
  }
}
