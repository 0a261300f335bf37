package org.structlearn.viz.layout;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.structlearn.viz.layout.Routes.Box;

/**
 * Spreads the end points of routes that meet one side of a box evenly along that side, so that
 * several arrowheads arriving at one node stay apart. The ends on a side are ordered by the
 * position of the route's next bend (left to right on the top and bottom sides, top to bottom on
 * the left and right sides), so routes do not cross just before the box. An end whose moved segment
 * would cut through a box keeps its original place. Deterministic.
 */
final class Ports {
  private static final int TOP = 0;
  private static final int BOTTOM = 1;
  private static final int LEFT = 2;
  private static final int RIGHT = 3;

  /** One route end: route index, which end (0 first point, 1 last point), box and side. */
  private record End(int route, int which, int box, int side, double order) {}

  private Ports() {}

  static void spread(Box[] boxes, List<int[]> links, List<double[][]> routes) {
    Map<Long, List<End>> groups = new TreeMap<>();
    for (int r = 0; r < routes.size(); r++) {
      double[][] p = routes.get(r);
      if (p.length < 2) {
        continue;
      }
      addEnd(groups, boxes, r, 0, links.get(r)[0], p[0], p[1]);
      addEnd(groups, boxes, r, 1, links.get(r)[1], p[p.length - 1], p[p.length - 2]);
    }
    for (List<End> group : groups.values()) {
      if (group.size() < 2) {
        continue;
      }
      group.sort(Comparator.comparingDouble(End::order).thenComparingInt(End::route));
      for (int k = 0; k < group.size(); k++) {
        move(boxes, links, routes, group.get(k), (k + 1.0) / (group.size() + 1));
      }
    }
  }

  private static void addEnd(
      Map<Long, List<End>> groups,
      Box[] boxes,
      int r,
      int which,
      int box,
      double[] end,
      double[] next) {
    Box b = boxes[box];
    int side;
    if (Math.abs(end[1] - (b.cy() - b.halfH())) < 1e-6) {
      side = TOP;
    } else if (Math.abs(end[1] - (b.cy() + b.halfH())) < 1e-6) {
      side = BOTTOM;
    } else {
      side = end[0] < b.cx() ? LEFT : RIGHT;
    }
    double order = side <= BOTTOM ? next[0] : next[1];
    groups
        .computeIfAbsent(box * 4L + side, k -> new ArrayList<>())
        .add(new End(r, which, box, side, order));
  }

  /** Moves one end to {@code fraction} of its side, unless the moved segment would hit a box. */
  private static void move(
      Box[] boxes, List<int[]> links, List<double[][]> routes, End e, double fraction) {
    Box b = boxes[e.box()];
    double[] port =
        e.side() <= BOTTOM
            ? new double[] {
              b.cx() - b.halfW() + 2 * b.halfW() * fraction,
              e.side() == TOP ? b.cy() - b.halfH() : b.cy() + b.halfH()
            }
            : new double[] {
              e.side() == LEFT ? b.cx() - b.halfW() : b.cx() + b.halfW(),
              b.cy() - b.halfH() + 2 * b.halfH() * fraction
            };
    double[][] p = routes.get(e.route());
    int at = e.which() == 0 ? 0 : p.length - 1;
    double[] next = p[e.which() == 0 ? 1 : p.length - 2];
    int[] link = links.get(e.route());
    for (int i = 0; i < boxes.length; i++) {
      boolean own = i == link[0] || i == link[1];
      boolean hit =
          own
              ? Routes.crosses(boxes[i], 1, port, next)
              : Routes.near(boxes[i], Routes.MARGIN + 0.5, port, next);
      if (hit) {
        return;
      }
    }
    p[at] = port;
  }
}
