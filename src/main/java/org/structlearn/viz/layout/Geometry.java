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
}
