package org.structlearn.viz.layout;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.structlearn.viz.layout.Routes.Box;

/**
 * Separates routes that bend at the same box corner, for {@link Routes}. Shortest routes around
 * boxes all bend at the same grown-box corners, so several of them would run on top of each other
 * along one corridor and fan into one point. Here each route passing a shared corner gets its own
 * lane: its bend moves away from the box, diagonally outwards, by {@link #LANE} pixels per lane in
 * x and in y. Two routes that share a corridor between two corners get the same kind of offset at
 * both ends, so they run parallel and {@code LANE} pixels apart instead of on one line.
 *
 * <p>The lanes at a corner are ordered by where a route comes from and goes to: the route whose
 * neighbouring points lie further outwards takes the outer lane, so routes do not cross at the
 * corner. A bend is not moved if either of its two segments would then cut a box it does not start
 * or end at (then it tries the nearer lanes). Deterministic: corners are visited in coordinate
 * order and ties go to the lower route index. Time O(s · n) for s shared corners and n boxes, plus
 * O(b log b) for b bends.
 */
final class Nudges {
  /** The distance between neighbouring lanes, in pixels along each axis. */
  static final double LANE = 3.5;

  /** At most this many lanes per corner; further routes share the outermost lane. */
  private static final int MAX_LANES = 12;

  /** One bend of one route: route index and position of the bend in its polyline. */
  private record Bend(int route, int at, double order) {}

  private Nudges() {}

  /** Moves shared bends of {@code routes} (each from box {@code links[i][0]} to [1]) apart. */
  static void separate(
      Box[] boxes,
      List<int[]> links,
      List<double[][]> routes,
      double clearanceX,
      double clearanceY) {
    List<double[][]> original = new ArrayList<>();
    for (double[][] p : routes) {
      double[][] copy = new double[p.length][];
      for (int i = 0; i < p.length; i++) {
        copy[i] = p[i].clone();
      }
      original.add(copy);
    }
    Map<List<Double>, List<Bend>> corners = new TreeMap<>(Nudges::compare);
    for (int r = 0; r < routes.size(); r++) {
      double[][] p = routes.get(r);
      for (int i = 1; i + 1 < p.length; i++) {
        corners.computeIfAbsent(List.of(p[i][0], p[i][1]), k -> new ArrayList<>());
        corners.get(List.of(p[i][0], p[i][1])).add(new Bend(r, i, 0));
      }
    }
    for (Map.Entry<List<Double>, List<Bend>> e : corners.entrySet()) {
      if (e.getValue().size() < 2) {
        continue;
      }
      double[] c = {e.getKey().get(0), e.getKey().get(1)};
      double[] out = outwards(boxes, c, clearanceX, clearanceY);
      if (out == null) {
        continue;
      }
      List<Bend> bends = new ArrayList<>();
      for (Bend b : e.getValue()) {
        double[][] p = routes.get(b.route());
        bends.add(new Bend(b.route(), b.at(), outwardness(c, out, p[b.at() - 1], p[b.at() + 1])));
      }
      bends.sort(Comparator.comparingDouble(Bend::order).thenComparingInt(Bend::route));
      for (int k = 0; k < bends.size(); k++) {
        Bend b = bends.get(k);
        move(boxes, links, routes, original.get(b.route()), b, c, out, Math.min(k, MAX_LANES));
      }
    }
  }

  private static int compare(List<Double> a, List<Double> b) {
    int x = Double.compare(a.get(0), b.get(0));
    return x != 0 ? x : Double.compare(a.get(1), b.get(1));
  }

  /**
   * The outward direction (signs in x and y) of the grown-box corner at {@code c}, or null if
   * {@code c} is no such corner.
   */
  private static double[] outwards(Box[] boxes, double[] c, double clearanceX, double clearanceY) {
    for (Box b : boxes) {
      double dx = c[0] - b.cx();
      double dy = c[1] - b.cy();
      if (Math.abs(Math.abs(dx) - b.halfW() - clearanceX) < 1e-9
          && Math.abs(Math.abs(dy) - b.halfH() - clearanceY) < 1e-9) {
        return new double[] {Math.signum(dx), Math.signum(dy)};
      }
    }
    return null;
  }

  /** How far outwards the bend's neighbours lie: larger means an outer lane. */
  private static double outwardness(double[] c, double[] out, double[] prev, double[] next) {
    return along(c, out, prev) + along(c, out, next);
  }

  private static double along(double[] c, double[] out, double[] p) {
    double dx = p[0] - c[0];
    double dy = p[1] - c[1];
    double len = Math.hypot(dx, dy);
    return len == 0 ? 0 : (dx * out[0] + dy * out[1]) / len;
  }

  /** Moves one bend to lane {@code lane} unless a moved segment would cut a foreign box. */
  private static void move(
      Box[] boxes,
      List<int[]> links,
      List<double[][]> routes,
      double[][] original,
      Bend b,
      double[] c,
      double[] out,
      int lane) {
    double[][] p = routes.get(b.route());
    int[] link = links.get(b.route());
    // on a corridor to a bend already moved, keep that bend's offset across the corridor, so the
    // lanes stay parallel (else two corners on opposite sides would make them cross)
    double[] keep = {Double.NaN, Double.NaN};
    for (int n : new int[] {b.at() - 1, b.at() + 1}) {
      for (int axis = 0; axis < 2; axis++) {
        if (original[n][axis] == c[axis] && p[n][axis] != c[axis]) {
          keep[axis] = p[n][axis] - c[axis];
        }
      }
    }
    if (lane == 0 && Double.isNaN(keep[0]) && Double.isNaN(keep[1])) {
      return;
    }
    for (int l = lane; l >= 0; l--) {
      double[] moved = {
        c[0] + (Double.isNaN(keep[0]) ? out[0] * LANE * l : keep[0]),
        c[1] + (Double.isNaN(keep[1]) ? out[1] * LANE * l : keep[1])
      };
      if (clear(boxes, link, p, b.at(), moved)) {
        p[b.at()] = moved;
        return;
      }
    }
  }

  /** True if the segments to and from bend {@code at} at {@code q} avoid foreign boxes. */
  private static boolean clear(Box[] boxes, int[] link, double[][] p, int at, double[] q) {
    boolean first = at - 1 == 0;
    boolean last = at + 1 == p.length - 1;
    for (int i = 0; i < boxes.length; i++) {
      boolean blocksIn = blocks(boxes, i, first ? link[0] : -1, link, p[at - 1], q);
      boolean blocksOut = blocks(boxes, i, last ? link[1] : -1, link, q, p[at + 1]);
      if (blocksIn || blocksOut) {
        return false;
      }
    }
    return true;
  }

  /**
   * True if segment p-q cuts box {@code i}: the box of the link's end {@code own} (where the
   * segment starts or ends) only through its interior, any other box within {@link Routes#MARGIN}.
   */
  private static boolean blocks(Box[] boxes, int i, int own, int[] link, double[] p, double[] q) {
    if (i == own) {
      return false;
    }
    boolean end = i == link[0] || i == link[1];
    return end
        ? Routes.crosses(boxes[i], 1, p, q)
        : Routes.near(boxes[i], Routes.MARGIN + 0.5, p, q);
  }
}
