package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.GraphGenerators;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.study.TopologyStudy;
import org.structlearn.viz.layout.LabelMetrics;

/**
 * The geometric graph of notebook 06 at its true coordinates, as {@link PointDrawings} draws it: no
 * edge passes over (within 2 px of) the dot of a node it does not join, unless that dot lies on one
 * of the edge's own dots (points closer than 18 px, which no route can separate); at most one label
 * touches a dot, and labels crossed by an edge are few (25 fixed points with 57 edges).
 */
class PointDrawingsTest {
  @Test
  void noEdgeOverAForeignDotAndNoLabelOverADot() {
    UndirectedGraph g = TopologyStudy.targets().get(1).graph();
    double[][] xy = GraphGenerators.unitSquarePoints(25, TopologyStudy.GEOMETRIC_SEED);
    Picture p = PointDrawings.graph("geometric 25", g, xy, 460);
    assertTrue(p.getWidth() == 460, p.toString());
    double[][] placed = PointDrawings.place(xy, 0, new int[0], 460);
    double[] px = placed[0];
    double[] py = placed[1];
    List<int[]> links = PointDrawings.links(g, null);
    List<double[][]> routes = PointDrawings.routes(links, px, py);
    int through = 0;
    for (int r = 0; r < routes.size(); r++) {
      for (int v = 0; v < px.length; v++) {
        int a = links.get(r)[0];
        int b = links.get(r)[1];
        if (v == a || v == b || close(px, py, v, a) || close(px, py, v, b)) {
          continue; // a dot drawn (almost) on an end's dot: no route can miss it
        }
        Rectangle2D dot =
            new Rectangle2D.Double(
                px[v] - PointDrawings.DOT - 2,
                py[v] - PointDrawings.DOT - 2,
                2 * PointDrawings.DOT + 4,
                2 * PointDrawings.DOT + 4);
        int t = PointDrawings.edgesThrough(dot, List.<double[][]>of(routes.get(r)));
        through += t;
      }
    }
    assertEquals(0, through, "edges over a foreign dot");
    FontMetrics fm =
        new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB)
            .createGraphics()
            .getFontMetrics(new Font(LabelMetrics.FONT_FAMILY, Font.PLAIN, 11));
    List<Rectangle2D> labels = PointDrawings.labels(g, fm, px, py, routes);
    int overDots = 0;
    int crossed = 0;
    for (Rectangle2D label : labels) {
      for (int v = 0; v < px.length; v++) {
        overDots +=
            label.intersects(
                    px[v] - PointDrawings.DOT,
                    py[v] - PointDrawings.DOT,
                    2 * PointDrawings.DOT,
                    2 * PointDrawings.DOT)
                ? 1
                : 0;
      }
      crossed += PointDrawings.edgesThrough(label, routes) > 0 ? 1 : 0;
    }
    // one: X22's label touches X8's dot (24 px apart in the seven-point cluster), every one of
    // its eight places being covered by an edge or a dot
    assertTrue(overDots <= 1, overDots + " labels over dots");
    assertTrue(crossed <= 5, crossed + " of 25 labels crossed by an edge");
  }

  /** True if the dots of u and v are closer than two dots and their clearances. */
  private static boolean close(double[] px, double[] py, int u, int v) {
    double room = 2 * (PointDrawings.DOT + PointDrawings.DOT_CLEARANCE);
    return Math.hypot(px[u] - px[v], py[u] - py[v]) < room;
  }
}
