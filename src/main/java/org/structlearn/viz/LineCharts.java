package org.structlearn.viz;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;

/**
 * Line charts with optional error bars and logarithmic axes, for {@link Charts#lines(ChartOptions,
 * double[], Map, Map)} and the panels of {@link Charts#grid}. Series take the colours and markers
 * of {@link ChartStyle} in the order given (a panel of a grid takes them by the series' place in
 * the whole grid, so a series has one colour in every panel).
 */
final class LineCharts {
  private static final int LEGEND_ROW = 18;
  private static final double CHAR_WIDTH = 7;

  private LineCharts() {}

  /**
   * The chart; {@code colourOf} gives each series' colour index, {@code legend} whether it draws a
   * legend of its own.
   */
  static XYChart chart(
      ChartOptions o,
      double[] x,
      Map<String, double[]> series,
      Map<String, double[]> errors,
      List<String> colourOrder,
      boolean legend) {
    XYChart chart =
        new XYChartBuilder()
            .width(o.width())
            .height(o.height())
            .title(o.title())
            .xAxisTitle(o.xLabel())
            .yAxisTitle(o.yLabel())
            .build();
    Styler s = chart.getStyler();
    ChartStyle.apply(s);
    chart.getStyler().setErrorBarsColorSeriesColor(true);
    chart.getStyler().setXAxisLogarithmic(o.logX());
    chart.getStyler().setYAxisLogarithmic(o.logY());
    chart.getStyler().setXAxisDecimalPattern("#,##0.###");
    chart.getStyler().setYAxisDecimalPattern("#,##0.###");
    addSeries(chart, x, series, errors, colourOrder);
    double[] range = ranges(o, x, series, errors);
    if (o.logY()) {
      labelPoints(chart, x, series);
      pad(chart, o, range, 1.9);
    } else {
      pad(chart, o, range, 1.0);
    }
    s.setLegendVisible(legend && !series.isEmpty());
    if (legend) {
      s.setLegendPosition(legendPosition(o, x, series, errors, range));
    }
    return chart;
  }

  /** Adds each series, with its error bars if it has any, in its colour and marker. */
  private static void addSeries(
      XYChart chart,
      double[] x,
      Map<String, double[]> series,
      Map<String, double[]> errors,
      List<String> colourOrder) {
    for (Map.Entry<String, double[]> e : series.entrySet()) {
      double[] y = e.getValue();
      if (y.length != x.length) {
        throw new IllegalArgumentException(
            "series '"
                + e.getKey()
                + "' has "
                + y.length
                + " values for "
                + x.length
                + " x values");
      }
      double[] err = errors.get(e.getKey());
      XYSeries xy;
      if (err == null) {
        xy = chart.addSeries(e.getKey(), x, y);
      } else if (err.length != x.length) {
        throw new IllegalArgumentException(
            "series '"
                + e.getKey()
                + "' has "
                + err.length
                + " errors for "
                + x.length
                + " points");
      } else {
        xy = chart.addSeries(e.getKey(), x, y, err);
      }
      int c = colourOrder.indexOf(e.getKey());
      xy.setLineColor(ChartStyle.color(c));
      xy.setMarkerColor(ChartStyle.color(c));
      xy.setMarker(ChartStyle.MARKERS[c % ChartStyle.MARKERS.length]);
    }
  }

  /** Data range {minX, maxX, minY, maxY}, error bars included, positive values only on log axes. */
  private static double[] ranges(
      ChartOptions o, double[] x, Map<String, double[]> series, Map<String, double[]> errors) {
    double[] r = {
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY,
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY
    };
    for (double v : x) {
      if (Double.isFinite(v) && (!o.logX() || v > 0)) {
        r[0] = Math.min(r[0], v);
        r[1] = Math.max(r[1], v);
      }
    }
    for (Map.Entry<String, double[]> e : series.entrySet()) {
      double[] err = errors.get(e.getKey());
      for (int i = 0; i < e.getValue().length; i++) {
        double v = e.getValue()[i];
        double d = err == null || !Double.isFinite(err[i]) ? 0 : err[i];
        for (double w : new double[] {v - d, v + d}) {
          if (Double.isFinite(w) && (!o.logY() || w > 0)) {
            r[2] = Math.min(r[2], w);
            r[3] = Math.max(r[3], w);
          }
        }
      }
    }
    return r;
  }

  /**
   * Keeps value labels and markers off the axes: a margin of 5% of the x range on each side, and on
   * a log y axis a factor {@code logFactor} below and above the data.
   */
  private static void pad(XYChart chart, ChartOptions o, double[] r, double logFactor) {
    if (!(r[0] < r[1]) || !(r[2] <= r[3])) {
      return;
    }
    var s = chart.getStyler();
    double[] lim = xLimits(o, r);
    s.setXAxisMin(lim[0]);
    s.setXAxisMax(lim[1]);
    if (o.logY()) {
      s.setYAxisMin(r[2] / logFactor);
      s.setYAxisMax(r[3] * logFactor);
    }
  }

  /**
   * The x axis' limits: 5% of the range beyond the data on each side; on a log axis, whose ticks
   * are labelled at powers of 10 (100, 1,000, 10,000), out to the nearest power on a side where it
   * is close, so that even a narrow range shows two labelled ticks.
   */
  private static double[] xLimits(ChartOptions o, double[] r) {
    if (!o.logX()) {
      double m = (r[1] - r[0]) * 0.05;
      return new double[] {r[0] - m, r[1] + m};
    }
    double f = Math.pow(r[1] / r[0], 0.05);
    double below = Math.pow(10, Math.floor(Math.log10(r[0]) + 1e-9));
    double above = Math.pow(10, Math.ceil(Math.log10(r[1]) - 1e-9));
    return new double[] {
      r[0] / below <= 3.2 ? Math.min(below / 1.1, r[0] / f) : r[0] / f,
      above / r[1] <= 2.5 ? Math.max(above * 1.1, r[1] * f) : r[1] * f
    };
  }

  /**
   * An inside corner that no point, line or error bar passes through, else below the plot. The
   * points are placed in plot fractions on the padded axes (8 samples per line segment).
   */
  private static Styler.LegendPosition legendPosition(
      ChartOptions o,
      double[] x,
      Map<String, double[]> series,
      Map<String, double[]> errors,
      double[] r) {
    double[] lim = r[0] < r[1] ? xLimits(o, r) : new double[] {r[0] - 1, r[1] + 1};
    double x0 = t(o.logX(), lim[0]);
    double x1 = t(o.logX(), lim[1]);
    double y0 = o.logY() ? t(true, r[2] / 1.9) : r[2];
    double y1 = o.logY() ? t(true, r[3] * 1.9) : r[3];
    List<double[]> pts = new ArrayList<>();
    int widest = 0;
    for (Map.Entry<String, double[]> e : series.entrySet()) {
      widest = Math.max(widest, e.getKey().length());
      double[] y = e.getValue();
      double[] err = errors.get(e.getKey());
      for (int i = 0; i < x.length; i++) {
        double d = err == null ? 0 : err[i];
        for (double v : new double[] {y[i] - d, y[i], y[i] + d}) {
          add(pts, o, x[i], v, x0, x1, y0, y1);
        }
        if (i + 1 < x.length) {
          for (int k = 1; k < 8; k++) {
            double f = k / 8.0;
            double xs = inv(o.logX(), (1 - f) * t(o.logX(), x[i]) + f * t(o.logX(), x[i + 1]));
            double ys = inv(o.logY(), (1 - f) * t(o.logY(), y[i]) + f * t(o.logY(), y[i + 1]));
            add(pts, o, xs, ys, x0, x1, y0, y1);
          }
        }
      }
    }
    double plotW = o.width() - 110.0;
    double plotH = o.height() - 110.0;
    double legendW = (widest * CHAR_WIDTH + 50) / plotW;
    double legendH = (series.size() * LEGEND_ROW + 16) / plotH;
    return ChartStyle.legendPosition(pts, legendW, legendH);
  }

  private static void add(
      List<double[]> pts,
      ChartOptions o,
      double x,
      double y,
      double x0,
      double x1,
      double y0,
      double y1) {
    if (!Double.isFinite(x) || !Double.isFinite(y) || (o.logY() && y <= 0)) {
      return;
    }
    double fy = y1 > y0 ? (t(o.logY(), y) - y0) / (y1 - y0) : 0.5;
    pts.add(new double[] {x1 > x0 ? (t(o.logX(), x) - x0) / (x1 - x0) : 0.5, fy});
  }

  private static double t(boolean log, double v) {
    return log ? Math.log10(Math.max(v, 1e-300)) : v;
  }

  private static double inv(boolean log, double v) {
    return log ? Math.pow(10, v) : v;
  }

  /**
   * Writes each point's value beside it (a log axis has few tick labels): above the point where its
   * series is the highest at that x, below it otherwise, so two close series keep apart.
   */
  static void labelPoints(XYChart chart, double[] x, Map<String, double[]> series) {
    chart.getStyler().setAnnotationTextFont(new java.awt.Font(java.awt.Font.SANS_SERIF, 0, 11));
    double lo = Double.POSITIVE_INFINITY;
    double hi = 0;
    for (double[] y : series.values()) {
      for (double v : y) {
        if (Double.isFinite(v) && v > 0) {
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
      }
    }
    // about 7% of the plot's height between a point and its label's centre, so the 11 px text
    // clears the marker (the axis spans the data's decades plus the padding)
    double decades = hi > lo ? Math.log10(hi / lo) + 0.6 : 1;
    double factor = Math.max(1.3, Math.pow(10, 0.07 * decades));
    for (double[] y : series.values()) {
      for (int i = 0; i < x.length && i < y.length; i++) {
        if (!Double.isFinite(y[i])) {
          continue;
        }
        boolean highest = true;
        for (double[] other : series.values()) {
          highest &= other == y || i >= other.length || !(other[i] > y[i]);
        }
        double at = highest ? y[i] * factor : y[i] / factor;
        chart.addAnnotation(new AnnotationText(Charts.valueLabel(y[i]), x[i], at, false));
      }
    }
  }
}
