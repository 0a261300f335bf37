package org.structlearn.viz;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.viz.GraphCanvas.Link;
import org.structlearn.viz.layout.LabelMetrics;
import org.structlearn.viz.layout.Layout;
import org.structlearn.viz.layout.Routes;
import org.structlearn.viz.layout.Routes.Box;

/**
 * The geometry of a graph drawing in image pixels, before anything is painted: the node boxes and
 * the route of every link, in a graph area {@code width × height}. A layout is placed at scale 1
 * (12 px labels) with {@link #PADDING} around it; a larger requested area spreads the node centres
 * (never the boxes) to fill it, centred, and a smaller one is enlarged to the layout's own size, so
 * boxes never shrink onto each other.
 *
 * @param boxes the node boxes, by node index
 * @param links the links, as given
 * @param routes the route of each link, a polyline from border to border
 * @param width the graph area's width in pixels
 * @param height the graph area's height in pixels
 */
record Scene(Box[] boxes, List<Link> links, List<double[][]> routes, int width, int height) {
  /** Space around the graph, in pixels. */
  static final int PADDING = 24;

  /**
   * Places the layout in an area of at least {@code minWidth × minHeight} pixels (0 = the layout's
   * own size) and routes the links.
   */
  static Scene of(
      List<String> labels, Layout layout, List<Link> links, int minWidth, int minHeight) {
    int n = labels.size();
    double[] w = LabelMetrics.boxWidths(labels);
    double half = LabelMetrics.BOX_HEIGHT / 2;
    double[] ext = extent(layout, w, half); // box extent minX, maxX, minY, maxY
    double[] centres = centreExtent(layout);
    double spanX = ext[1] - ext[0];
    double spanY = ext[3] - ext[2];
    int width = Math.max(minWidth, (int) Math.ceil(spanX) + 2 * PADDING);
    int height = Math.max(minHeight, (int) Math.ceil(spanY) + 2 * PADDING);
    double cx = centres[1] - centres[0];
    double cy = centres[3] - centres[2];
    double sx = cx <= 0 ? Double.POSITIVE_INFINITY : (width - 2 * PADDING - (spanX - cx)) / cx;
    double sy = cy <= 0 ? Double.POSITIVE_INFINITY : (height - 2 * PADDING - (spanY - cy)) / cy;
    double s = Math.max(1, Math.min(sx, sy));
    if (Double.isInfinite(s)) {
      s = 1;
    }
    // the scaled extent, centred in the area
    double left = centres[0] * s - (centres[0] - ext[0]);
    double right = centres[1] * s + (ext[1] - centres[1]);
    double top = centres[2] * s - (centres[2] - ext[2]);
    double bottom = centres[3] * s + (ext[3] - centres[3]);
    double dx = (width - (right - left)) / 2 - left;
    double dy = (height - (bottom - top)) / 2 - top;
    Box[] boxes = new Box[n];
    for (int v = 0; v < n; v++) {
      boxes[v] = new Box(layout.x(v) * s + dx, layout.y(v) * s + dy, w[v] / 2, half);
    }
    List<int[]> ends = new ArrayList<>();
    List<double[][]> bends = new ArrayList<>();
    for (Link l : links) {
      ends.add(new int[] {l.from(), l.to()});
      double[][] b = layout.bends(l.from(), l.to());
      if (b != null) {
        double[][] placed = new double[b.length][];
        for (int i = 0; i < b.length; i++) {
          placed[i] = new double[] {b[i][0] * s + dx, b[i][1] * s + dy};
        }
        b = placed;
      }
      bends.add(b);
    }
    return new Scene(
        boxes,
        List.copyOf(links),
        Routes.route(boxes, ends, bends, layout.layered()),
        width,
        height);
  }

  /** The width of the graph area at scale 1: the layout's box extent plus the padding. */
  static int naturalWidth(List<String> labels, Layout layout) {
    double[] ext = extent(layout, LabelMetrics.boxWidths(labels), LabelMetrics.BOX_HEIGHT / 2);
    return (int) Math.ceil(ext[1] - ext[0]) + 2 * PADDING;
  }

  private static double[] extent(Layout layout, double[] w, double half) {
    double[] e = {
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY,
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY
    };
    for (int v = 0; v < layout.size(); v++) {
      e[0] = Math.min(e[0], layout.x(v) - w[v] / 2);
      e[1] = Math.max(e[1], layout.x(v) + w[v] / 2);
      e[2] = Math.min(e[2], layout.y(v) - half);
      e[3] = Math.max(e[3], layout.y(v) + half);
    }
    for (double[][] b : layout.allBends()) {
      for (double[] p : b) {
        e[0] = Math.min(e[0], p[0] - 4);
        e[1] = Math.max(e[1], p[0] + 4);
        e[2] = Math.min(e[2], p[1]);
        e[3] = Math.max(e[3], p[1]);
      }
    }
    return layout.size() == 0 ? new double[4] : e;
  }

  private static double[] centreExtent(Layout layout) {
    double[] e = {
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY,
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY
    };
    for (int v = 0; v < layout.size(); v++) {
      e[0] = Math.min(e[0], layout.x(v));
      e[1] = Math.max(e[1], layout.x(v));
      e[2] = Math.min(e[2], layout.y(v));
      e[3] = Math.max(e[3], layout.y(v));
    }
    for (double[][] b : layout.allBends()) {
      for (double[] p : b) {
        e[0] = Math.min(e[0], p[0]);
        e[1] = Math.max(e[1], p[0]);
        e[2] = Math.min(e[2], p[1]);
        e[3] = Math.max(e[3], p[1]);
      }
    }
    return layout.size() == 0 ? new double[4] : e;
  }
}
