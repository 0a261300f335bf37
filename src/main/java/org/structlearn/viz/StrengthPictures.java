package org.structlearn.viz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.structlearn.bootstrap.ArcStrength;
import org.structlearn.bootstrap.ArcStrengths;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.viz.GraphCanvas.LegendEntry;
import org.structlearn.viz.GraphCanvas.Link;
import org.structlearn.viz.layout.Layouts;

/**
 * Pictures of bootstrap arc strengths ({@link ArcStrengths}): the averaged network with each arc as
 * wide as it is strong, and the strengths' empirical CDF with the threshold.
 */
public final class StrengthPictures {
  /** Line width of an arc of strength 1, in pixels; an arc of strength s is {@code 0.5 + 4.5 s}. */
  static final float MAX_WIDTH = 5f;

  private StrengthPictures() {}

  /**
   * The averaged network at the threshold, layered, each arc as wide as its strength, and the pairs
   * that did not make it but were linked in at least {@code weakest} of the replicates as grey
   * lines (no arrowhead: their direction did not count), also as wide as their strength.
   *
   * @param weakest the smallest strength of a grey link, in (0, 1]
   */
  public static Picture network(
      ArcStrengths r, double threshold, double weakest, DrawingOptions options) {
    Dag g = r.averaged(threshold);
    List<String> names = r.names();
    List<Link> links = new ArrayList<>();
    int weak = 0;
    for (ArcStrength a : r.arcs()) {
      int i = names.indexOf(a.from());
      int j = names.indexOf(a.to());
      if (i < j && !g.isAdjacent(i, j) && a.strength() >= weakest) {
        links.add(new Link(i, j, false, "weak", width(a.strength())));
        weak++;
      }
    }
    for (Arc a : g.arcs()) {
      double s = r.strength(names.get(a.from()), names.get(a.to()));
      links.add(new Link(a.from(), a.to(), true, "", width(s)));
    }
    String title =
        String.format(
            Locale.ROOT,
            "%s%d replicates: averaged network at threshold %.3f (%d arcs), line width = strength",
            options.title().isEmpty() ? "" : options.title() + " \u2014 ",
            r.replicates().size(),
            threshold,
            g.arcCount());
    List<LegendEntry> legend =
        List.of(
            new LegendEntry("arc of the averaged network", Palette.BLACK, false, true),
            new LegendEntry(
                String.format(Locale.ROOT, "%d weaker links, strength \u2265 %.2f", weak, weakest),
                Palette.LIGHT_GREY,
                false,
                false));
    return GraphCanvas.render(
        names, Layouts.layered(g), links, title, legend, options.width(), options.height(), title);
  }

  /** {@link #network(ArcStrengths, double, double, DrawingOptions)} at the inclusion threshold. */
  public static Picture network(ArcStrengths r) {
    return network(r, r.threshold(), 0.1, DrawingOptions.defaults());
  }

  private static float width(double strength) {
    return (float) (0.5 + (MAX_WIDTH - 0.5) * strength);
  }

  /**
   * The empirical CDF of the strengths of all pairs (unlinked pairs at 0), as a step function, with
   * the threshold as a vertical line: the steep rise at 0 and the jump at 1 are the pairs the data
   * decide; the threshold falls in the flat middle.
   */
  public static Picture cdf(ArcStrengths r, double threshold) {
    double[] s = r.allStrengths();
    Arrays.sort(s);
    List<Double> x = new ArrayList<>();
    List<Double> y = new ArrayList<>();
    x.add(0.0);
    y.add(0.0);
    for (int i = 0; i < s.length; i++) {
      if (i + 1 < s.length && s[i + 1] == s[i]) {
        continue;
      }
      x.add(s[i]);
      y.add(y.get(y.size() - 1));
      x.add(s[i]);
      y.add((double) (i + 1) / s.length);
    }
    x.add(1.0);
    y.add(1.0);
    String title =
        String.format(
            Locale.ROOT,
            "Empirical CDF of the arc strengths of %d pairs; threshold %.3f",
            s.length / 2,
            threshold);
    XYChart chart =
        new XYChartBuilder()
            .width(Charts.WIDTH)
            .height(Charts.HEIGHT)
            .title(title)
            .xAxisTitle("strength")
            .yAxisTitle("fraction of pairs with at most this strength")
            .build();
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideSE);
    chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
    chart.getStyler().setYAxisMin(Math.max(0, y.get(1) - 0.05));
    chart.getStyler().setYAxisMax(1.0);
    XYSeries cdf = chart.addSeries("empirical CDF", x, y);
    cdf.setMarker(SeriesMarkers.NONE);
    XYSeries t =
        chart.addSeries(
            "threshold", List.of(threshold, threshold), List.of(Math.max(0, y.get(1) - 0.05), 1.0));
    t.setMarker(SeriesMarkers.NONE);
    t.setLineColor(Palette.VERMILLION);
    return Picture.of(BitmapEncoder.getBufferedImage(chart), title);
  }
}
