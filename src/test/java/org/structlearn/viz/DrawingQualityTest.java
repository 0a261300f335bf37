package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.structlearn.viz.layout.Layout;

/**
 * Every shipped network's drawing (karate, curtis54, will57, dolphins, the hub graphs, ALARM and
 * its moral graph, HAILFINDER, ANDES and its moral graph, and ALARM, HAILFINDER, hub 4 and dolphins
 * with ten seeded extra links, as comparison and weak-link drawings add them): no two node boxes
 * overlap and no link's drawn path (its rounded curves as painted) comes within {@code
 * Routes.MARGIN} (2 px) of the box of a node it does not join. The crossings of each are printed by
 * {@code bash scripts/bench.sh drawings} (DrawingBenchmark), not here.
 */
class DrawingQualityTest {
  @Test
  void noOverlapsAndNoLinkThroughAForeignBox() {
    for (Map.Entry<String, Supplier<Scene>> e : DrawingCases.scenes(true).entrySet()) {
      DrawingQuality q = DrawingQuality.of(e.getValue().get());
      assertEquals(0, q.overlaps(), e.getKey() + ": " + q);
      assertEquals(0, q.throughBoxes(), e.getKey() + ": " + q);
      assertTrue(q.nodes() > 0 && q.links() > 0, e.getKey() + ": " + q);
    }
  }

  @Test
  void theMeasureSeesAnOverlapAndALinkThroughABox() {
    // three nodes in a row, the middle one on the line from the first to the third, and a fourth
    // box on top of the first
    Layout layout = new Layout(new double[] {0, 100, 200, 10}, new double[] {0, 0, 0, 5});
    Scene scene =
        Scene.of(
            java.util.List.of("A", "B", "C", "D"),
            layout,
            java.util.List.of(new GraphCanvas.Link(0, 2, false, "")),
            0,
            0);
    // the router would take the link around B; put it back on the straight line to measure
    double[][] straight =
        new double[][] {
          {scene.boxes()[0].cx(), scene.boxes()[0].cy()},
          {scene.boxes()[2].cx(), scene.boxes()[2].cy()}
        };
    Scene forced =
        new Scene(
            scene.boxes(),
            scene.links(),
            java.util.List.<double[][]>of(straight),
            scene.width(),
            scene.height());
    DrawingQuality q = DrawingQuality.of(forced);
    assertEquals(1, q.overlaps(), q.toString());
    assertTrue(q.throughBoxes() >= 1, q.toString());
  }

  @Test
  void aRouteWithinTheMarginOfAForeignBoxCountsAndOneOutsideDoesNot() {
    Layout layout = new Layout(new double[] {0, 100, 200}, new double[] {0, 0, 0});
    Scene scene =
        Scene.of(
            java.util.List.of("A", "B", "C"),
            layout,
            java.util.List.of(new GraphCanvas.Link(0, 2, false, "")),
            0,
            0);
    org.structlearn.viz.layout.Routes.Box b = scene.boxes()[1];
    double top = b.cy() - b.halfH();
    for (double gap : new double[] {1, 3}) {
      double[][] past = {
        {scene.boxes()[0].cx(), scene.boxes()[0].cy()},
        {b.cx() - b.halfW() - 20, top - gap},
        {b.cx() + b.halfW() + 20, top - gap},
        {scene.boxes()[2].cx(), scene.boxes()[2].cy()}
      };
      Scene forced =
          new Scene(
              scene.boxes(),
              scene.links(),
              java.util.List.<double[][]>of(past),
              scene.width(),
              scene.height());
      assertEquals(gap < 2 ? 1 : 0, DrawingQuality.of(forced).throughBoxes(), "gap " + gap);
    }
    // the router's own route keeps the margin, with its bends rounded into a curve
    assertEquals(0, DrawingQuality.of(scene).throughBoxes(), scene.routes().toString());
    assertTrue(scene.routes().get(0).length > 4, "a rounded detour has more than 4 points");
  }
}
