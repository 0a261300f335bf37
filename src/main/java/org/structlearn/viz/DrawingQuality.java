package org.structlearn.viz;

import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.Locale;
import org.structlearn.viz.layout.Geometry;
import org.structlearn.viz.layout.Routes;
import org.structlearn.viz.layout.Routes.Box;

/**
 * How readable a drawing's geometry is (a {@link Scene}, in pixels): pairs of node boxes that
 * overlap, links whose drawn path passes through (or within {@link Routes#MARGIN} px of) the box of
 * a node the link does not join, and pairs of links that cross. The drawings aim at 0, 0 and few.
 * The routes measured are the painted polylines (curves are flattened by the router), so what is
 * measured is what is drawn. The drawings have no edge labels, so there are no label collisions to
 * count here; node labels sit inside the boxes, so box overlaps are label collisions.
 *
 * @param nodes node boxes
 * @param links links drawn
 * @param overlaps pairs of boxes whose interiors intersect
 * @param throughBoxes (link, box) pairs where a link's drawn path enters a box it neither starts
 *     nor ends at, grown by {@link Routes#MARGIN} px
 * @param crossings pairs of segments of two links without a common end node that cross
 * @param width the graph area's width in pixels
 * @param height the graph area's height in pixels
 */
record DrawingQuality(
    int nodes, int links, int overlaps, int throughBoxes, long crossings, int width, int height) {

  /** Measures a scene. O(n² + s·n + s²) for n boxes and s drawn segments. */
  static DrawingQuality of(Scene scene) {
    Box[] boxes = scene.boxes();
    int overlaps = 0;
    for (int i = 0; i < boxes.length; i++) {
      Rectangle2D a = boxes[i].grown(0);
      for (int j = i + 1; j < boxes.length; j++) {
        Rectangle2D b = boxes[j].grown(0);
        Rectangle2D both = a.createIntersection(b);
        overlaps += both.getWidth() > 0 && both.getHeight() > 0 ? 1 : 0;
      }
    }
    List<double[][]> routes = scene.routes();
    int through = 0;
    for (int r = 0; r < routes.size(); r++) {
      through += throughBoxes(scene, r);
    }
    long crossings = 0;
    for (int r = 0; r < routes.size(); r++) {
      for (int q = r + 1; q < routes.size(); q++) {
        if (!shareEnd(scene, r, q)) {
          crossings += crossings(routes.get(r), routes.get(q));
        }
      }
    }
    return new DrawingQuality(
        boxes.length, routes.size(), overlaps, through, crossings, scene.width(), scene.height());
  }

  /**
   * The boxes, other than its two ends', that link {@code r}'s drawn route (its rounded curves
   * flattened, as painted) comes closer to than {@link Routes#MARGIN} pixels.
   */
  static int throughBoxes(Scene scene, int r) {
    double[][] p = scene.routes().get(r);
    int from = scene.links().get(r).from();
    int to = scene.links().get(r).to();
    Box[] boxes = scene.boxes();
    int n = 0;
    for (int b = 0; b < boxes.length; b++) {
      if (b == from || b == to) {
        continue;
      }
      Rectangle2D grown = boxes[b].grown(Routes.MARGIN);
      for (int s = 0; s + 1 < p.length; s++) {
        if (grown.intersectsLine(p[s][0], p[s][1], p[s + 1][0], p[s + 1][1])) {
          n++;
          break;
        }
      }
    }
    return n;
  }

  private static boolean shareEnd(Scene scene, int r, int q) {
    var a = scene.links().get(r);
    var b = scene.links().get(q);
    return a.from() == b.from() || a.from() == b.to() || a.to() == b.from() || a.to() == b.to();
  }

  private static int crossings(double[][] a, double[][] b) {
    int c = 0;
    for (int i = 0; i + 1 < a.length; i++) {
      for (int j = 0; j + 1 < b.length; j++) {
        if (Geometry.segmentsCross(
            a[i][0],
            a[i][1],
            a[i + 1][0],
            a[i + 1][1],
            b[j][0],
            b[j][1],
            b[j + 1][0],
            b[j + 1][1])) {
          c++;
        }
      }
    }
    return c;
  }

  /** E.g. {@code 37 nodes, 46 links, 771×944 px: 0 overlaps, 0 through boxes, 9 crossings}. */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "%d nodes, %d links, %d\u00d7%d px: %d overlaps, %d through boxes, %d crossings",
        nodes,
        links,
        width,
        height,
        overlaps,
        throughBoxes,
        crossings);
  }
}
