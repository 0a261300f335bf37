package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

class ChartOptionsAndGridTest {
  @Test
  void theLegendGoesToAnEmptyCornerElseBelowThePlot() {
    // a rising line fills the lower left and upper right: the upper left is empty
    List<double[]> rising =
        List.of(new double[] {0, 0}, new double[] {0.5, 0.5}, new double[] {1, 1});
    assertEquals(LegendPosition.InsideNW, ChartStyle.legendPosition(rising, 0.3, 0.2));
    // points in every corner: below the plot
    List<double[]> corners =
        List.of(new double[] {0, 0}, new double[] {0, 1}, new double[] {1, 0}, new double[] {1, 1});
    assertEquals(LegendPosition.OutsideS, ChartStyle.legendPosition(corners, 0.3, 0.2));
    // a falling line leaves the upper right free; the upper left is taken
    List<double[]> falling =
        List.of(new double[] {0, 1}, new double[] {0.5, 0.5}, new double[] {1, 0});
    assertEquals(LegendPosition.InsideNE, ChartStyle.legendPosition(falling, 0.3, 0.2));
  }

  @Test
  void aGridOfChartsDrawsOneTitleOneLegendAndEveryPanel() {
    double[] n = {100, 1000, 10000};
    Map<String, double[]> series = new LinkedHashMap<>();
    series.put("BJP", new double[] {0.2, 0.6, 1});
    series.put("MPL", new double[] {0.1, 0.5, 0.9});
    Map<String, double[]> se = Map.of("BJP", new double[] {0.04, 0.05, 0});
    ChartOptions small =
        ChartOptions.builder().small().xLabel("N").yLabel("rate").logX(true).build();
    List<Charts.Panel> panels =
        List.of(
            new Charts.Panel(small.withTitle("one"), n, series, se),
            new Charts.Panel(small.withTitle("two"), n, series),
            new Charts.Panel(small.withTitle("three"), n, series));
    Picture grid = Charts.grid("rates", "100 data sets per point", 2, panels);
    assertEquals(2 * ChartOptions.SMALL_WIDTH, grid.getWidth());
    assertTrue(grid.getHeight() > 2 * ChartOptions.SMALL_HEIGHT + 40, grid.toString());
    assertEquals(
        "picture " + grid.getWidth() + "\u00d7" + grid.getHeight() + ": rates", grid.toString());
    int legendBand = grid.getHeight() - 2 * ChartOptions.SMALL_HEIGHT;
    assertTrue(PictureTest.darkPixels(grid, 0, legendBand) > 100, "title, caption and legend");
  }

  @Test
  void logAxesNeedPositiveDataAndOptionsNameTheBadSize() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> ChartOptions.builder().size(20, 300).build());
    assertTrue(e.getMessage().contains("20\u00d7300"), e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                Charts.lines(
                    ChartOptions.builder().build(),
                    new double[] {1, 2},
                    Map.of("a", new double[] {1}),
                    Map.of()));
    assertTrue(e.getMessage().contains("'a' has 1 values for 2 x values"), e.getMessage());
  }

  @Test
  void pointDrawingsCountFoundExtraAndMissedAndCheckTheirInput() {
    UndirectedGraph truth =
        UndirectedGraph.of(List.of("A", "B", "C"), List.of(new Edge(0, 1), new Edge(1, 2)));
    UndirectedGraph learned =
        UndirectedGraph.of(List.of("A", "B", "C"), List.of(new Edge(0, 1), new Edge(0, 2)));
    double[][] xy = {{0, 0}, {1, 0}, {0.5, 1}};
    Picture p = PointDrawings.comparison("map", truth, learned, xy, 0.3, new int[] {1}, 300);
    assertEquals("picture 300\u00d7" + p.getHeight() + ": map", p.toString());
    assertTrue(DrawingsTest.count(p, 0x009e73) > 20, "bluish green: the edge found");
    assertTrue(DrawingsTest.count(p, 0xd55e00) > 20, "vermillion: the extra edge");
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> PointDrawings.graph("bad", truth, new double[][] {{0, 0}}, 300));
    assertTrue(e.getMessage().contains("coordinates for 1 nodes"), e.getMessage());
  }
}
