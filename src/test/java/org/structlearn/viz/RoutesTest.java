package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Dags;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.graph.ModelStrings;
import org.structlearn.viz.layout.LabelMetrics;
import org.structlearn.viz.layout.Layout;
import org.structlearn.viz.layout.Layouts;
import org.structlearn.viz.layout.Routes;
import org.structlearn.viz.layout.Routes.Box;

class RoutesTest {
  /** The node boxes of a layout at scale 1, as the drawing places them. */
  static Box[] boxes(Layout layout, List<String> names) {
    double[] w = LabelMetrics.boxWidths(names);
    Box[] b = new Box[names.size()];
    for (int v = 0; v < b.length; v++) {
      b[v] = new Box(layout.x(v), layout.y(v), w[v] / 2, LabelMetrics.BOX_HEIGHT / 2);
    }
    return b;
  }

  static List<int[]> links(Dag g) {
    List<int[]> out = new ArrayList<>();
    for (Arc a : g.arcs()) {
      out.add(new int[] {a.from(), a.to()});
    }
    return out;
  }

  /** Every segment of every route avoids the boxes it does not start or end at. */
  static void assertClear(Box[] boxes, List<int[]> links, List<double[][]> routes, String what) {
    for (int r = 0; r < routes.size(); r++) {
      double[][] p = routes.get(r);
      int[] l = links.get(r);
      assertTrue(p.length >= 2, what + " route " + r);
      for (int s = 0; s + 1 < p.length; s++) {
        for (int b = 0; b < boxes.length; b++) {
          boolean own = (s == 0 && b == l[0]) || (s == p.length - 2 && b == l[1]);
          if (!own) {
            assertFalse(
                Routes.crosses(boxes[b], 2, p[s], p[s + 1]),
                what + ": link " + l[0] + "->" + l[1] + " segment " + s + " crosses box " + b);
          }
        }
      }
    }
  }

  @Test
  void alarmRoutesCrossNoOtherBoxAndSomeBend() {
    Dag alarm = Networks.dag("alarm");
    Box[] boxes = boxes(Layouts.layered(alarm), alarm.names());
    List<int[]> links = links(alarm);
    List<double[][]> routes = Routes.route(boxes, links);
    assertClear(boxes, links, routes, "ALARM");
    long bent = routes.stream().filter(p -> p.length > 2).count();
    // TPR -> CATECHOL, among others, would pass through MINVOL's box on a straight line
    assertTrue(bent >= 3, "bent routes: " + bent);
  }

  @Test
  void routesOfForceDirectedDrawingsAreClearToo() {
    UndirectedGraph moral = Dags.moralGraph(Networks.dag("insurance"));
    Box[] boxes = boxes(Layouts.forceDirected(moral, 1), moral.names());
    List<int[]> links = new ArrayList<>();
    for (Edge e : moral.edges()) {
      links.add(new int[] {e.a(), e.b()});
    }
    assertClear(boxes, links, Routes.route(boxes, links), "INSURANCE moral graph");
  }

  @Test
  void routesStartAndEndOnTheirBoxesBorders() {
    Dag alarm = Networks.dag("alarm");
    Box[] boxes = boxes(Layouts.layered(alarm), alarm.names());
    List<int[]> links = links(alarm);
    List<double[][]> routes = Routes.route(boxes, links);
    for (int r = 0; r < routes.size(); r++) {
      double[][] p = routes.get(r);
      assertOnBorder(boxes[links.get(r)[0]], p[0]);
      assertOnBorder(boxes[links.get(r)[1]], p[p.length - 1]);
    }
  }

  @Test
  void arrowsIntoOneNodeArriveAtDistinctPoints() {
    Dag alarm = Networks.dag("alarm");
    Box[] boxes = boxes(Layouts.layered(alarm), alarm.names());
    List<int[]> links = links(alarm);
    List<double[][]> routes = Routes.route(boxes, links);
    int catechol = alarm.indexOf("CATECHOL");
    List<double[]> tips = new ArrayList<>();
    for (int r = 0; r < routes.size(); r++) {
      if (links.get(r)[1] == catechol) {
        double[][] p = routes.get(r);
        tips.add(p[p.length - 1]);
      }
    }
    assertEquals(alarm.parentCount(catechol), tips.size());
    for (int i = 0; i < tips.size(); i++) {
      for (int j = i + 1; j < tips.size(); j++) {
        double d = Math.hypot(tips.get(i)[0] - tips.get(j)[0], tips.get(i)[1] - tips.get(j)[1]);
        assertTrue(d >= 6, "arrow tips " + i + " and " + j + " are " + d + " px apart");
      }
    }
  }

  /** The red-wine DAG learned in notebook 03, whose long arcs once shared one corridor. */
  static final String RED_WINE =
      "[chlorides][alcohol|chlorides][free sulfur dioxide][fixed acidity]"
          + "[total sulfur dioxide|alcohol:free sulfur dioxide]"
          + "[citric acid|alcohol:fixed acidity:total sulfur dioxide:chlorides]"
          + "[pH|fixed acidity:total sulfur dioxide:alcohol:chlorides]"
          + "[residual sugar|total sulfur dioxide]"
          + "[density|fixed acidity:alcohol:pH:residual sugar:chlorides]"
          + "[volatile acidity|citric acid:density:chlorides][quality|volatile acidity:alcohol]"
          + "[sulphates|volatile acidity:quality:chlorides]";

  @Test
  void linksDoNotRunOnTopOfEachOther() {
    for (Dag g : List.of(ModelStrings.parse(RED_WINE), Networks.dag("alarm"))) {
      // as drawn: long arcs through the layered layout's dummy nodes, the others routed
      Scene scene = DrawingCases.dag(g);
      Box[] boxes = scene.boxes();
      List<int[]> links = links(g);
      List<double[][]> routes = scene.routes();
      assertClear(boxes, links, routes, g.size() + " nodes");
      for (int a = 0; a < routes.size(); a++) {
        for (int b = a + 1; b < routes.size(); b++) {
          double shared = sharedLength(routes.get(a), routes.get(b));
          assertTrue(
              shared <= 8,
              g.size()
                  + " nodes: links "
                  + g.names().get(links.get(a)[0])
                  + "->"
                  + g.names().get(links.get(a)[1])
                  + " and "
                  + g.names().get(links.get(b)[0])
                  + "->"
                  + g.names().get(links.get(b)[1])
                  + " share "
                  + shared
                  + " px");
        }
      }
    }
  }

  /** The longest stretch two polylines run on one line (within half a pixel). */
  static double sharedLength(double[][] p, double[][] q) {
    double most = 0;
    for (int i = 0; i + 1 < p.length; i++) {
      for (int j = 0; j + 1 < q.length; j++) {
        most = Math.max(most, overlap(p[i], p[i + 1], q[j], q[j + 1]));
      }
    }
    return most;
  }

  private static double overlap(double[] a, double[] b, double[] c, double[] d) {
    double len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len == 0) {
      return 0;
    }
    double ux = (b[0] - a[0]) / len;
    double uy = (b[1] - a[1]) / len;
    // both ends of c-d within half a pixel of the line through a-b
    for (double[] p : new double[][] {c, d}) {
      if (Math.abs((p[0] - a[0]) * uy - (p[1] - a[1]) * ux) > 0.5) {
        return 0;
      }
    }
    double tc = (c[0] - a[0]) * ux + (c[1] - a[1]) * uy;
    double td = (d[0] - a[0]) * ux + (d[1] - a[1]) * uy;
    return Math.max(0, Math.min(len, Math.max(tc, td)) - Math.max(0, Math.min(tc, td)));
  }

  @Test
  void routingIsDeterministic() {
    Dag child = Networks.dag("child");
    Box[] boxes = boxes(Layouts.layered(child), child.names());
    List<double[][]> a = Routes.route(boxes, links(child));
    List<double[][]> b = Routes.route(boxes, links(child));
    for (int r = 0; r < a.size(); r++) {
      assertEquals(a.get(r).length, b.get(r).length);
      for (int k = 0; k < a.get(r).length; k++) {
        assertArrayEquals(a.get(r)[k], b.get(r)[k]);
      }
    }
  }

  private static void assertOnBorder(Box b, double[] p) {
    boolean inX = Math.abs(p[0] - b.cx()) <= b.halfW() + 1e-6;
    boolean inY = Math.abs(p[1] - b.cy()) <= b.halfH() + 1e-6;
    boolean onX = Math.abs(Math.abs(p[0] - b.cx()) - b.halfW()) < 1e-6;
    boolean onY = Math.abs(Math.abs(p[1] - b.cy()) - b.halfH()) < 1e-6;
    assertTrue(inX && inY && (onX || onY), "point " + p[0] + "," + p[1] + " not on " + b);
  }
}
