package org.structlearn.viz.layout;

/** Plane geometry used by the layouts and their crossing counts. */
public final class Geometry {
  private Geometry() {}

  /** True if segment (x1,y1)-(x2,y2) properly crosses segment (x3,y3)-(x4,y4). */
  public static boolean segmentsCross(
      double x1, double y1, double x2, double y2, double x3, double y3, double x4, double y4) {
    double d1 = orientation(x3, y3, x4, y4, x1, y1);
    double d2 = orientation(x3, y3, x4, y4, x2, y2);
    double d3 = orientation(x1, y1, x2, y2, x3, y3);
    double d4 = orientation(x1, y1, x2, y2, x4, y4);
    return d1 * d2 < 0 && d3 * d4 < 0;
  }

  private static double orientation(
      double ax, double ay, double bx, double by, double cx, double cy) {
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  }

  /** Distance from point (x, y) to segment a-b. */
  static double distanceToSegment(double x, double y, double[] a, double[] b) {
    double dx = b[0] - a[0];
    double dy = b[1] - a[1];
    double len2 = dx * dx + dy * dy;
    double f = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / len2));
    return Math.hypot(x - a[0] - f * dx, y - a[1] - f * dy);
  }

  static double distance(double[] a, double[] b) {
    return Math.hypot(a[0] - b[0], a[1] - b[1]);
  }

  /** Where the line from the centre of {@code b} towards {@code p} leaves the box. */
  static double[] border(Routes.Box b, double[] p) {
    double dx = p[0] - b.cx();
    double dy = p[1] - b.cy();
    if (dx == 0 && dy == 0) {
      return new double[] {b.cx(), b.cy()};
    }
    double t = Math.min(b.halfW() / Math.abs(dx), b.halfH() / Math.abs(dy));
    return new double[] {b.cx() + t * dx, b.cy() + t * dy};
  }
}
