package org.structlearn.viz;

import java.awt.Color;
import java.util.List;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The look every chart shares: white background, the Okabe–Ito colours (see {@link Palette}) and a
 * marker shape per series (so series stay apart in grey print too), and a legend that never covers
 * data: inside the plot only in a corner that no point or line passes through, else outside the
 * plot, below it.
 */
final class ChartStyle {
  static final Marker[] MARKERS = {
    SeriesMarkers.CIRCLE,
    SeriesMarkers.SQUARE,
    SeriesMarkers.DIAMOND,
    SeriesMarkers.TRIANGLE_UP,
    SeriesMarkers.TRIANGLE_DOWN,
    SeriesMarkers.CROSS,
    SeriesMarkers.PLUS,
    SeriesMarkers.OVAL
  };

  private ChartStyle() {}

  static void apply(Styler s) {
    s.setChartBackgroundColor(Color.WHITE);
    s.setPlotBackgroundColor(Color.WHITE);
    s.setSeriesColors(Palette.SERIES);
    s.setSeriesMarkers(MARKERS);
    s.setLegendBorderColor(Palette.LIGHT_GREY);
  }

  /** The colour of series number {@code i} (in the order they were added). */
  static Color color(int i) {
    return Palette.SERIES[i % Palette.SERIES.length];
  }

  /**
   * Where the legend goes: the first inside corner (NW, NE, SW, SE) that none of the points falls
   * in, else below the plot. Points are in plot fractions (0 left/bottom, 1 right/top); a corner is
   * a box {@code legendW × legendH} in those fractions.
   */
  static Styler.LegendPosition legendPosition(
      List<double[]> points, double legendW, double legendH) {
    Styler.LegendPosition[] corners = {
      Styler.LegendPosition.InsideNW,
      Styler.LegendPosition.InsideNE,
      Styler.LegendPosition.InsideSW,
      Styler.LegendPosition.InsideSE
    };
    for (int c = 0; c < corners.length; c++) {
      boolean left = c % 2 == 0;
      boolean top = c < 2;
      boolean empty = true;
      for (double[] p : points) {
        boolean inX = left ? p[0] <= legendW : p[0] >= 1 - legendW;
        boolean inY = top ? p[1] >= 1 - legendH : p[1] <= legendH;
        if (inX && inY) {
          empty = false;
          break;
        }
      }
      if (empty && legendW < 0.6 && legendH < 0.6) {
        return corners[c];
      }
    }
    return Styler.LegendPosition.OutsideS;
  }

  /**
   * Writes each bar's value just above the bar, in black (XChart's own labels sit inside the bar,
   * where a short bar's label falls on the axis). XChart places category i over x in [i, i + 1]
   * with its bars side by side in the middle 90%; the y axis gets room above the tallest label.
   */
  static void labelBars(
      org.knowm.xchart.CategoryChart chart,
      int categories,
      java.util.Map<String, double[]> series,
      boolean logScale) {
    double max = 0;
    for (double[] values : series.values()) {
      for (double v : values) {
        max = Double.isFinite(v) ? Math.max(max, v) : max;
      }
    }
    if (!logScale && max > 0) {
      chart.getStyler().setYAxisMax(max * 1.12);
    }
    chart.getStyler().setAnnotationTextFont(new java.awt.Font(java.awt.Font.SANS_SERIF, 0, 11));
    chart.getStyler().setAnnotationTextFontColor(Palette.BLACK);
    int s = 0;
    for (double[] values : series.values()) {
      for (int i = 0; i < values.length && i < categories; i++) {
        if (!Double.isFinite(values[i])) {
          continue;
        }
        double x = i + 0.05 + 0.9 * (s + 0.5) / series.size();
        double y = logScale ? values[i] * 1.35 : values[i] + max * 0.045;
        chart.addAnnotation(
            new org.knowm.xchart.AnnotationText(Charts.valueLabel(values[i]), x, y, false));
      }
      s++;
    }
  }
}
