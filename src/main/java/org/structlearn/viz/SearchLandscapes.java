package org.structlearn.viz;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.structlearn.search.SearchStep;

/**
 * Pictures of a score landscape as a search sees it: where the local optima it can end in lie
 * against the best network there is. Drawn with XChart, returned as {@link Picture}s; nothing opens
 * a window.
 */
public final class SearchLandscapes {
  private static final Color[] MARK_COLOURS = {
    new Color(0xD5, 0x5E, 0x00),
    new Color(0x00, 0x72, 0xB2),
    new Color(0x00, 0x9E, 0x73),
    new Color(0xCC, 0x79, 0xA7),
    new Color(0xE6, 0x9F, 0x00),
    Color.BLACK
  };

  private SearchLandscapes() {}

  /**
   * The local optima of many greedy runs (e.g. hill climbing from random start graphs) as a
   * histogram of their gap below a reference score (the exact optimum), with a vertical line at the
   * gap of each marked result (e.g. GES, tabu search, hill climbing from the empty graph). The x
   * axis is {@code reference − score}, so 0 is the optimum and further right is worse; a log-free
   * linear axis in score units.
   *
   * @param optima the scores of the local optima
   * @param reference the score the gaps are measured from (larger is better)
   * @param marks results to mark, by name, as scores
   * @param bins histogram bins (at least 1)
   */
  public static Picture localOptima(
      String title, double[] optima, double reference, Map<String, Double> marks, int bins) {
    if (optima.length == 0 || bins < 1) {
      throw new IllegalArgumentException("need at least one local optimum and one bin");
    }
    double[] gaps = Arrays.stream(optima).map(s -> reference - s).sorted().toArray();
    double max = gaps[gaps.length - 1];
    for (double m : marks.values()) {
      max = Math.max(max, reference - m);
    }
    double width = max > 0 ? max / bins : 1;
    double[] count = new double[bins];
    for (double g : gaps) {
      count[Math.min(bins - 1, Math.max(0, (int) Math.floor(g / width)))]++;
    }
    XYChart chart =
        new XYChartBuilder()
            .width(Charts.WIDTH)
            .height(Charts.HEIGHT)
            .title(title)
            .xAxisTitle("gap below the optimum (score units; 0 = optimal)")
            .yAxisTitle("local optima")
            .build();
    chart.getStyler().setChartBackgroundColor(Color.WHITE);
    chart.getStyler().setPlotBackgroundColor(Color.WHITE);
    chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
    chart.getStyler().setXAxisDecimalPattern("#,##0");
    double[] x = new double[2 * bins + 2];
    double[] y = new double[2 * bins + 2];
    for (int b = 0; b < bins; b++) {
      x[2 * b + 1] = b * width;
      x[2 * b + 2] = (b + 1) * width;
      y[2 * b + 1] = count[b];
      y[2 * b + 2] = count[b];
    }
    x[2 * bins + 1] = bins * width;
    XYSeries h =
        chart.addSeries("hill climbing from " + optima.length + " random start graphs", x, y);
    h.setMarker(SeriesMarkers.NONE);
    h.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Area);
    h.setFillColor(new Color(0x99, 0x99, 0x99, 120));
    h.setLineColor(Color.GRAY);
    double top = Arrays.stream(count).max().orElse(1) * 1.1 + 0.5;
    int k = 0;
    for (Map.Entry<String, Double> m : marks.entrySet()) {
      double g = reference - m.getValue();
      XYSeries s =
          chart.addSeries(
              m.getKey() + String.format(java.util.Locale.ROOT, " (gap %,.1f)", g),
              new double[] {g, g},
              new double[] {0, top});
      s.setMarker(SeriesMarkers.NONE);
      s.setLineColor(MARK_COLOURS[k++ % MARK_COLOURS.length]);
      s.setLineStyle(new BasicStroke(2.5f));
    }
    return Picture.of(BitmapEncoder.getBufferedImage(chart), title);
  }

  /**
   * Gaps below this are drawn at it, so that a search that reaches the optimum stays on the axis.
   */
  public static final double SMALLEST_GAP = 0.5;

  /**
   * How far below a reference score (the exact optimum) each search is after each step, on a
   * logarithmic axis: the end of a climb, where the searches part, is where a linear axis of the
   * score shows nothing (the first steps gain a hundred times more). Gaps under {@link
   * #SMALLEST_GAP} (a search at the optimum) are drawn at it.
   *
   * @param runs the steps of each search, by name (step totals are network scores)
   * @param reference the score the gaps are measured from
   */
  public static Picture gapTraces(
      String title, Map<String, List<SearchStep>> runs, double reference) {
    XYChart chart =
        new XYChartBuilder()
            .width(Charts.WIDTH)
            .height(Charts.HEIGHT)
            .title(title)
            .xAxisTitle("step")
            .yAxisTitle("gap below the optimum (log scale)")
            .build();
    chart.getStyler().setChartBackgroundColor(Color.WHITE);
    chart.getStyler().setPlotBackgroundColor(Color.WHITE);
    chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
    chart.getStyler().setYAxisLogarithmic(true);
    chart.getStyler().setYAxisDecimalPattern("#,##0.#");
    int k = 0;
    for (Map.Entry<String, List<SearchStep>> run : runs.entrySet()) {
      List<SearchStep> steps = run.getValue();
      if (steps.isEmpty()) {
        continue;
      }
      double[] x = new double[steps.size()];
      double[] y = new double[steps.size()];
      for (int i = 0; i < steps.size(); i++) {
        x[i] = steps.get(i).iteration();
        y[i] = Math.max(SMALLEST_GAP, reference - steps.get(i).total());
      }
      XYSeries s = chart.addSeries(run.getKey(), x, y);
      s.setMarker(SeriesMarkers.NONE);
      s.setLineColor(MARK_COLOURS[k++ % MARK_COLOURS.length]);
      s.setLineStyle(new BasicStroke(2f));
    }
    return Picture.of(BitmapEncoder.getBufferedImage(chart), title);
  }
}
