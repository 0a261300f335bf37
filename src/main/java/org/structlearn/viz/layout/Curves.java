package org.structlearn.viz.layout;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.viz.layout.Routes.Box;

/**
 * Rounds the bends of routed links into smooth curves, for {@link Routes}: at every bend the corner
 * is replaced by a quadratic Bézier curve from a point {@code r} before the bend to a point {@code
 * r} after it, with the bend as control point (the curve is tangent to both segments, so the route
 * stays smooth, as in the corner rounding of Graphviz's and MSAGL's routers; Dwyer and Nachmanson
 * 2009 describe the shortest-path-then-smooth scheme followed here). {@code r} is at most {@link
 * #RADIUS} and at most half of each segment at the bend. The curve is returned flattened, as the
 * polyline that is painted, so what is measured ({@code DrawingQuality}) is what is drawn.
 *
 * <p>A rounded corner cuts inside its bend, towards the box the route goes around; a route whose
 * curve would come closer than {@link Routes#MARGIN} to a box it does not join is tried with half
 * the radius, then a quarter, and otherwise stays a polyline. The first and last segments stay
 * straight over at least their outer half, so arrowheads keep the direction of the last segment and
 * their tips stay on the target box. Deterministic; time O(b · s · n) per route for b bends, s =
 * {@link #STEPS} and n boxes.
 */
final class Curves {
  /** Largest rounding distance along each segment, in pixels. */
  static final double RADIUS = 18;

  /** Straight pieces each rounded corner is flattened into. */
  static final int STEPS = 8;

  private Curves() {}

  /** Replaces every route of more than two points by its rounded, flattened curve, if clear. */
  static void round(Box[] boxes, List<int[]> links, List<double[][]> routes) {
    for (int r = 0; r < routes.size(); r++) {
      double[][] p = routes.get(r);
      if (p.length < 3) {
        continue;
      }
      for (double radius = RADIUS; radius >= RADIUS / 4; radius /= 2) {
        double[][] curve = rounded(p, radius);
        if (clear(boxes, links.get(r), curve)) {
          routes.set(r, curve);
          break;
        }
      }
    }
  }

  /** The polyline {@code p} with each bend rounded off at distance up to {@code radius}. */
  static double[][] rounded(double[][] p, double radius) {
    List<double[]> out = new ArrayList<>();
    out.add(p[0].clone());
    for (int i = 1; i + 1 < p.length; i++) {
      double[] a = p[i - 1];
      double[] b = p[i];
      double[] c = p[i + 1];
      double ab = Math.hypot(b[0] - a[0], b[1] - a[1]);
      double bc = Math.hypot(c[0] - b[0], c[1] - b[1]);
      if (ab == 0 || bc == 0) {
        continue;
      }
      double r1 = Math.min(radius, ab / 2);
      double r2 = Math.min(radius, bc / 2);
      double[] s = {b[0] + (a[0] - b[0]) * r1 / ab, b[1] + (a[1] - b[1]) * r1 / ab};
      double[] e = {b[0] + (c[0] - b[0]) * r2 / bc, b[1] + (c[1] - b[1]) * r2 / bc};
      out.add(s);
      for (int k = 1; k < STEPS; k++) {
        double t = (double) k / STEPS;
        double u = 1 - t;
        out.add(
            new double[] {
              u * u * s[0] + 2 * u * t * b[0] + t * t * e[0],
              u * u * s[1] + 2 * u * t * b[1] + t * t * e[1]
            });
      }
      out.add(e);
    }
    out.add(p[p.length - 1].clone());
    return out.toArray(new double[0][]);
  }

  /**
   * True if the curve keeps {@link Routes#MARGIN} from every box but its own two, and stays out of
   * its own boxes between its first and last segments.
   */
  private static boolean clear(Box[] boxes, int[] link, double[][] curve) {
    for (int b = 0; b < boxes.length; b++) {
      boolean own = b == link[0] || b == link[1];
      for (int i = own ? 1 : 0; i + 1 < curve.length - (own ? 1 : 0); i++) {
        boolean hit =
            own
                ? Routes.crosses(boxes[b], 1, curve[i], curve[i + 1])
                : Routes.near(boxes[b], Routes.MARGIN + 0.5, curve[i], curve[i + 1]);
        if (hit) {
          return false;
        }
      }
    }
    return true;
  }
}
