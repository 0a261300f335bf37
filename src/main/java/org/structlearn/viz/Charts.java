package org.structlearn.viz;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchStep;

/**
 * Charts for notebooks, drawn with XChart and returned as images: search traces (score against
 * step, one series per restart or per run) and bar and line charts of benchmark tables. Nothing
 * opens a window.
 */
public final class Charts {
  /** Default size of a chart, in pixels. */
  public static final int WIDTH = 800;

  public static final int HEIGHT = 450;

  private Charts() {}

  /**
   * The convergence of one search: network score against step, one series per restart (the
   * perturbation steps that start a restart are left out; each restart's series begins where it
   * starts climbing). The first climb starts at step 0 with the score of the graph the search
   * started from (the empty graph unless a start graph was given), recovered as the first step's
   * total minus its delta; it is named "first climb" when restarts follow and e.g. "hill climbing
   * (no restarts)" when none do.
   */
  public static Picture trace(LearnResult result) {
    return traces(result.algorithm() + " (" + result.scoreName() + ")", traceSeries(result));
  }

  /** The series {@link #trace} draws, by name, each a list of steps. */
  static Map<String, List<SearchStep>> traceSeries(LearnResult result) {
    boolean restarts = result.steps().stream().anyMatch(s -> s.restart() > 0);
    String first = restarts ? "first climb" : result.algorithm() + " (no restarts)";
    Map<String, List<SearchStep>> series = new LinkedHashMap<>();
    series.put(first, new ArrayList<>(List.of(startStep(result))));
    for (SearchStep s : result.steps()) {
      if (Double.isNaN(s.delta())) {
        continue;
      }
      String name = s.restart() == 0 ? first : "restart " + s.restart();
      series.computeIfAbsent(name, k -> new ArrayList<>()).add(s);
    }
    return series;
  }

  /**
   * Step 0 of the first climb: the score before the first move (the first step's total minus its
   * delta; the final score when the search took no step).
   */
  static SearchStep startStep(LearnResult result) {
    double start = result.score();
    if (!result.steps().isEmpty()) {
      SearchStep s = result.steps().get(0);
      if (s.restart() == 0 && !Double.isNaN(s.delta())) {
        start = s.total() - s.delta();
      }
    }
    return new SearchStep(0, "start", 0, start, 0, 0);
  }

  /**
   * Several searches overlaid (algorithms, settings, restarts): one line per entry, score against
   * the step number.
   */
  public static Picture traces(String title, Map<String, List<SearchStep>> runs) {
    XYChart chart =
        new XYChartBuilder()
            .width(WIDTH)
            .height(HEIGHT)
            .title(title)
            .xAxisTitle("step")
            .yAxisTitle("network score")
            .build();
    style(chart.getStyler());
    chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS); // inside, it hid points
    chart.getStyler().setYAxisDecimalPattern("#,##0");
    for (Map.Entry<String, List<SearchStep>> run : runs.entrySet()) {
      List<SearchStep> steps = run.getValue();
      if (steps.isEmpty()) {
        continue;
      }
      double[] x = new double[steps.size()];
      double[] y = new double[steps.size()];
      for (int i = 0; i < steps.size(); i++) {
        x[i] = steps.get(i).iteration();
        y[i] = steps.get(i).total();
      }
      XYSeries s = chart.addSeries(run.getKey(), x, y);
      s.setMarker(SeriesMarkers.NONE);
    }
    return Picture.of(BitmapEncoder.getBufferedImage(chart), title);
  }

  /**
   * A grouped bar chart: one group per category, one bar per series.
   *
   * @param series values by series name, each with one value per category
   * @param logScale a logarithmic y axis (for quantities spanning orders of magnitude)
   */
  public static Picture bars(
      String title,
      String yLabel,
      List<String> categories,
      Map<String, double[]> series,
      boolean logScale) {
    return bars(title, yLabel, categories, series, logScale, false);
  }

  /**
   * A grouped bar chart, optionally with each bar's value written on it: on a logarithmic axis the
   * length of a bar says little (it depends on where the axis starts), so label the values there.
   *
   * @param series values by series name, each with one value per category
   * @param logScale a logarithmic y axis (for quantities spanning orders of magnitude)
   * @param valueLabels write each bar's value on the bar
   */
  public static Picture bars(
      String title,
      String yLabel,
      List<String> categories,
      Map<String, double[]> series,
      boolean logScale,
      boolean valueLabels) {
    CategoryChart chart =
        new CategoryChartBuilder()
            .width(WIDTH)
            .height(HEIGHT)
            .title(title)
            .yAxisTitle(yLabel)
            .build();
    style(chart.getStyler());
    if (logScale) {
      double min = Double.POSITIVE_INFINITY;
      for (double[] values : series.values()) {
        for (double v : values) {
          if (!(v > 0)) {
            throw new IllegalArgumentException(
                "a logarithmic axis needs positive values, got " + v + "; use logScale = false");
          }
          min = Math.min(min, v);
        }
      }
      chart.getStyler().setYAxisLogarithmic(true);
      chart.getStyler().setYAxisMin(Math.pow(10, Math.floor(Math.log10(min))));
      double max =
          series.values().stream().flatMapToDouble(java.util.Arrays::stream).max().orElse(1);
      chart.getStyler().setYAxisMax(max * 2.5); // room above the tallest bar and its label
    }
    chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
    chart.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
    chart.getStyler().setLegendVisible(series.size() > 1);
    chart.getStyler().setXAxisLabelRotation(categories.size() > 4 ? 20 : 0);
    chart.getStyler().setYAxisDecimalPattern("#,##0.###");
    for (Map.Entry<String, double[]> e : series.entrySet()) {
      List<Double> values = new ArrayList<>();
      for (double v : e.getValue()) {
        values.add(v);
      }
      chart.addSeries(e.getKey(), categories, values);
    }
    if (valueLabels) {
      ChartStyle.labelBars(chart, categories.size(), series, logScale);
    }
    return Picture.of(BitmapEncoder.getBufferedImage(chart), title);
  }

  /**
   * A line chart of several series over the same x values.
   *
   * @param logScale a logarithmic y axis (for growth curves; the x axis stays linear so that every
   *     x value can be read off); each point then carries its value
   */
  public static Picture lines(
      String title,
      String xLabel,
      String yLabel,
      double[] x,
      Map<String, double[]> series,
      boolean logScale) {
    return lines(
        ChartOptions.builder().title(title).xLabel(xLabel).yLabel(yLabel).logY(logScale).build(),
        x,
        series,
        Map.of());
  }

  /**
   * A line chart of several series over the same x values, each point optionally with an error bar
   * (e.g. ± one standard error where a point is the mean of repeated runs), on linear or
   * logarithmic axes (see {@link ChartOptions}). Series take the Okabe–Ito colours and a marker
   * shape each, in order; the legend sits in a corner of the plot that no point, line or error bar
   * passes through, or below the plot when there is none. NaN values are left out.
   *
   * @param series y values by series name, one per x value
   * @param errors half-widths of the error bars by series name, one per x value, each ≥ 0; a series
   *     without an entry has no bars
   * @throws IllegalArgumentException if a series or its errors do not have one value per x
   */
  public static Picture lines(
      ChartOptions options,
      double[] x,
      Map<String, double[]> series,
      Map<String, double[]> errors) {
    XYChart chart =
        LineCharts.chart(options, x, series, errors, new ArrayList<>(series.keySet()), true);
    return Picture.of(BitmapEncoder.getBufferedImage(chart), options.title());
  }

  /**
   * One panel of {@link #grid}: a line chart's options, x values, series and error bars (see {@link
   * #lines(ChartOptions, double[], Map, Map)}).
   */
  public record Panel(
      ChartOptions options,
      double[] x,
      Map<String, double[]> series,
      Map<String, double[]> errors) {
    /** A panel without error bars. */
    public Panel(ChartOptions options, double[] x, Map<String, double[]> series) {
      this(options, x, series, Map.of());
    }
  }

  /**
   * Small multiples: line charts in a grid, {@code columns} per row, under one title and caption
   * (both drawn in the picture) and one legend for all panels (a series has the same colour and
   * marker in every panel), so no legend covers a panel's data. Give the panels {@link
   * ChartOptions.Builder#small()} sizes to keep the grid readable without scrolling.
   *
   * @throws IllegalArgumentException if there are no panels or {@code columns < 1}
   */
  public static Picture grid(String title, String caption, int columns, List<Panel> panels) {
    return SmallMultiples.grid(title, caption, columns, panels);
  }

  /**
   * A value with three significant digits (all its integer digits from 1,000 on), grouped thousands
   * and no exponent: 0.2075 as 0.208, 6.353 as 6.35, 102169 as 102,169.
   */
  static String valueLabel(double v) {
    java.math.BigDecimal d = java.math.BigDecimal.valueOf(v);
    d =
        Math.abs(v) >= 1000
            ? d.setScale(0, java.math.RoundingMode.HALF_UP)
            : d.round(new java.math.MathContext(3));
    java.text.DecimalFormat f =
        new java.text.DecimalFormat(
            "#,##0.########", java.text.DecimalFormatSymbols.getInstance(java.util.Locale.ROOT));
    return f.format(d);
  }

  /**
   * A line chart with error bars: each series' points carry a symmetric error (e.g. ± one standard
   * error); series without an entry in {@code errors} are drawn without bars.
   *
   * @param errors half-widths of the error bars by series name, one per x value, each ≥ 0
   */
  public static Picture lines(
      String title,
      String xLabel,
      String yLabel,
      double[] x,
      Map<String, double[]> series,
      Map<String, double[]> errors) {
    return lines(
        ChartOptions.builder().title(title).xLabel(xLabel).yLabel(yLabel).build(),
        x,
        series,
        errors);
  }

  /**
   * What the restarts of one search bought: for the first climb (restart 0) and each restart, the
   * best network score reached in that climb, and the best score found so far. The y axis spans
   * only these values, so differences between restarts stay visible however far the first climb
   * rose.
   */
  public static Picture restarts(LearnResult result) {
    double[][] climbs = bestPerClimb(result);
    XYChart chart =
        new XYChartBuilder()
            .width(WIDTH)
            .height(HEIGHT)
            .title(result.algorithm() + " (" + result.scoreName() + "): best score per climb")
            .xAxisTitle("climb (0 = first, then restarts)")
            .yAxisTitle("network score")
            .build();
    style(chart.getStyler());
    chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS); // inside, it hid points
    chart.getStyler().setYAxisDecimalPattern("#,##0.#");
    chart.getStyler().setXAxisDecimalPattern("0");
    if (climbs[0].length > 0) {
      XYSeries best = chart.addSeries("best in this climb", climbs[0], climbs[1]);
      best.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
      best.setMarker(SeriesMarkers.CIRCLE);
      XYSeries soFar = chart.addSeries("best so far", climbs[0], climbs[2]);
      soFar.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Step);
      soFar.setMarker(SeriesMarkers.NONE);
    }
    double[][] starts = restartStarts(result);
    if (starts[0].length > 0) {
      XYSeries start =
          chart.addSeries("start of the restart (best graph perturbed)", starts[0], starts[1]);
      start.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
      start.setMarker(SeriesMarkers.DIAMOND);
    }
    return Picture.of(BitmapEncoder.getBufferedImage(chart), chart.getTitle());
  }

  /**
   * Where each restart starts: row 0 the restart numbers (from 1), row 1 the network score after
   * its last perturbation step.
   */
  static double[][] restartStarts(LearnResult result) {
    Map<Integer, Double> start = new TreeMap<>();
    for (SearchStep s : result.steps()) {
      if (s.restart() > 0 && Double.isNaN(s.delta())) {
        start.put(s.restart(), s.total()); // the last perturbation step is where the climb starts
      }
    }
    double[][] rows = new double[2][start.size()];
    int i = 0;
    for (Map.Entry<Integer, Double> e : start.entrySet()) {
      rows[0][i] = e.getKey();
      rows[1][i] = e.getValue();
      i++;
    }
    return rows;
  }

  /**
   * The numbers behind {@link #restarts}: row 0 the climb numbers (0 = first climb), row 1 the best
   * network score reached in each climb, row 2 the best score so far, each row one entry per climb
   * that took at least one step.
   */
  static double[][] bestPerClimb(LearnResult result) {
    Map<Integer, Double> bestOfClimb = new TreeMap<>();
    for (SearchStep s : result.steps()) {
      bestOfClimb.merge(s.restart(), s.total(), Math::max);
    }
    double[][] rows = new double[3][bestOfClimb.size()];
    int i = 0;
    double running = Double.NEGATIVE_INFINITY;
    for (Map.Entry<Integer, Double> e : bestOfClimb.entrySet()) {
      running = Math.max(running, e.getValue());
      rows[0][i] = e.getKey();
      rows[1][i] = e.getValue();
      rows[2][i] = running;
      i++;
    }
    return rows;
  }

  private static void style(Styler s) {
    ChartStyle.apply(s);
  }
}
