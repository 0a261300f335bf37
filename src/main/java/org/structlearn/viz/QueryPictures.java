package org.structlearn.viz;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.inference.DiscreteMarginal;
import org.structlearn.inference.Estimate;
import org.structlearn.inference.Query;
import org.structlearn.inference.QueryMethod;
import org.structlearn.viz.layout.Layout;
import org.structlearn.viz.layout.Layouts;

/**
 * Pictures of what a network says ({@link Query}): posterior bar charts before and after the
 * evidence, a drawing of the network with each node shaded by how far the evidence moved its
 * distribution, and sampling estimates with error bars converging to the exact answer as the draws
 * grow. The charts are {@link Charts}'; the shaded drawing is drawn here with Java2D on the layered
 * layout of {@link Layouts#layered}.
 */
public final class QueryPictures {
  private static final int MARGIN = 40;
  private static final int TITLE = 30;
  private static final int LEGEND = 46;
  private static final Font FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
  private static final Font BOLD = new Font(Font.SANS_SERIF, Font.BOLD, 12);

  private QueryPictures() {}

  /**
   * One variable's distribution before and after the evidence, as grouped bars with their values.
   */
  public static Picture beforeAfter(DiscreteMarginal before, DiscreteMarginal after, String title) {
    Map<String, double[]> series = new LinkedHashMap<>();
    series.put("before the evidence", before.probabilities());
    series.put("after the evidence", after.probabilities());
    return Charts.bars(
        title, "P(" + before.variable() + " = level)", before.levels(), series, false, true);
  }

  /**
   * Before-and-after bars for several variables, side by side: {@code prior} is the query without
   * the evidence, {@code posterior} with it.
   */
  public static Picture beforeAfter(Query prior, Query posterior, String... variables) {
    Map<String, Query> queries = new LinkedHashMap<>();
    queries.put("before the evidence", prior);
    queries.put("after the evidence", posterior);
    return posteriors("before and after " + posterior.evidence(), queries, variables);
  }

  /**
   * Several queries' posteriors of the same variables as grouped bars, one panel per variable, one
   * bar colour per query (labelled by the map's keys, in order): e.g. the same patient with and
   * without one more observation.
   */
  public static Picture posteriors(String title, Map<String, Query> queries, String... variables) {
    List<Picture> panels = new ArrayList<>();
    for (String v : variables) {
      Map<String, double[]> series = new LinkedHashMap<>();
      List<String> levels = List.of();
      for (Map.Entry<String, Query> q : queries.entrySet()) {
        DiscreteMarginal m = q.getValue().posterior(v);
        series.put(q.getKey(), m.probabilities());
        levels = m.levels();
      }
      panels.add(Charts.bars(v, "P(" + v + " = level)", levels, series, false, true));
    }
    return Picture.grid(title, Math.min(2, panels.size()), panels);
  }

  /**
   * The network with each node shaded by the total variation distance between its distribution
   * before and after the evidence (white: unmoved, deep red: moved by 1, the most possible), the
   * distance written under its name; the observed nodes are drawn dark with their level. {@code
   * before} and {@code after} hold one marginal per node, in the DAG's node order.
   */
  public static Picture shifts(
      Dag dag,
      List<DiscreteMarginal> before,
      List<DiscreteMarginal> after,
      Map<String, String> observed,
      String title) {
    Layout layout = Layouts.layered(dag);
    java.awt.image.BufferedImage scratch =
        new java.awt.image.BufferedImage(1, 1, java.awt.image.BufferedImage.TYPE_INT_RGB);
    int titleWidth = scratch.createGraphics().getFontMetrics(BOLD).stringWidth(title) + MARGIN;
    int width =
        Math.max(Math.max((int) Math.ceil(layout.width()) + 2 * MARGIN + 60, titleWidth), 460);
    int height = (int) Math.ceil(layout.height()) + 2 * MARGIN + TITLE + LEGEND;
    Picture p = new Picture(width, height, title);
    Graphics2D g = p.createGraphics();
    try {
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, width, height);
      g.setColor(Color.BLACK);
      g.setFont(BOLD);
      g.drawString(title, MARGIN / 2, 20);
      double ox = Math.max(MARGIN + 30, (width - layout.width()) / 2);
      double oy = MARGIN + TITLE;
      double[] shift = new double[dag.size()];
      for (int v = 0; v < dag.size(); v++) {
        shift[v] = before.get(v).distance(after.get(v));
      }
      g.setFont(FONT);
      FontMetrics fm = g.getFontMetrics();
      double[] half = new double[dag.size()];
      for (int v = 0; v < dag.size(); v++) {
        half[v] = Math.max(fm.stringWidth(dag.name(v)), fm.stringWidth("0.000")) / 2.0 + 6;
      }
      for (Arc a : dag.arcs()) {
        double[][] bends = layout.bends(a.from(), a.to());
        if (bends != null) {
          polyline(g, ox, oy, layout.x(a.from()), layout.y(a.from()), bends);
          double[] last = bends[bends.length - 1];
          arrow(
              g,
              ox + last[0],
              oy + last[1],
              ox + layout.x(a.to()),
              oy + layout.y(a.to()),
              half[a.to()]);
          continue;
        }
        arrow(
            g,
            ox + layout.x(a.from()),
            oy + layout.y(a.from()),
            ox + layout.x(a.to()),
            oy + layout.y(a.to()),
            half[a.to()]);
      }
      for (int v = 0; v < dag.size(); v++) {
        node(
            g,
            fm,
            dag.name(v),
            ox + layout.x(v),
            oy + layout.y(v),
            half[v],
            shift[v],
            observed.get(dag.name(v)));
      }
      legend(g, MARGIN / 2, height - LEGEND + 8);
    } finally {
      g.dispose();
    }
    return p;
  }

  /**
   * As {@link #shifts(Dag, List, List, Map, String)} for a query and the same query without
   * evidence.
   */
  public static Picture shifts(Dag dag, Query prior, Query posterior) {
    Map<String, String> observed = new LinkedHashMap<>();
    posterior.evidence().observations().forEach((k, v) -> observed.put(k, v.toString()));
    return shifts(
        dag,
        prior.marginals(),
        posterior.marginals(),
        observed,
        "How far the evidence moved each variable (total variation distance): "
            + posterior.evidence());
  }

  private static Color shade(double s) {
    s = Math.max(0, Math.min(1, s));
    return new Color(255, (int) Math.round(255 - 200 * s), (int) Math.round(255 - 220 * s));
  }

  private static void node(
      Graphics2D g,
      FontMetrics fm,
      String name,
      double cx,
      double cy,
      double half,
      double shift,
      String level) {
    double h = 2 * fm.getHeight() + 6;
    RoundRectangle2D box = new RoundRectangle2D.Double(cx - half, cy - h / 2, 2 * half, h, 10, 10);
    boolean seen = level != null;
    g.setColor(seen ? new Color(40, 40, 60) : shade(shift));
    g.fill(box);
    g.setColor(Color.DARK_GRAY);
    g.setStroke(new BasicStroke(seen ? 2f : 1f));
    g.draw(box);
    g.setColor(seen ? Color.WHITE : Color.BLACK);
    String second = seen ? "= " + level : String.format(Locale.ROOT, "%.3f", shift);
    g.drawString(name, (float) (cx - fm.stringWidth(name) / 2.0), (float) (cy - 2));
    g.drawString(
        second, (float) (cx - fm.stringWidth(second) / 2.0), (float) (cy + fm.getAscent()));
  }

  /** The line from a node's centre through the bend points (to the last bend). */
  private static void polyline(
      Graphics2D g, double ox, double oy, double x, double y, double[][] bends) {
    Path2D path = new Path2D.Double();
    path.moveTo(ox + x, oy + y);
    for (double[] b : bends) {
      path.lineTo(ox + b[0], oy + b[1]);
    }
    g.setColor(new Color(120, 120, 120));
    g.setStroke(new BasicStroke(1.2f));
    g.draw(path);
  }

  private static void arrow(Graphics2D g, double x1, double y1, double x2, double y2, double half) {
    double dx = x2 - x1;
    double dy = y2 - y1;
    double len = Math.hypot(dx, dy);
    if (len == 0) {
      return;
    }
    double ux = dx / len;
    double uy = dy / len;
    // stop at the target box: the nearer of its vertical and horizontal edges along the line
    double boxHalfHeight = 18;
    double t =
        Math.min(
            Math.abs(ux) > 1e-9 ? half / Math.abs(ux) : Double.MAX_VALUE,
            Math.abs(uy) > 1e-9 ? boxHalfHeight / Math.abs(uy) : Double.MAX_VALUE);
    double ex = x2 - ux * t;
    double ey = y2 - uy * t;
    g.setColor(new Color(120, 120, 120));
    g.setStroke(new BasicStroke(1.2f));
    g.draw(new java.awt.geom.Line2D.Double(x1, y1, ex, ey));
    Path2D head = new Path2D.Double();
    head.moveTo(ex, ey);
    head.lineTo(ex - 9 * ux + 4 * uy, ey - 9 * uy - 4 * ux);
    head.lineTo(ex - 9 * ux - 4 * uy, ey - 9 * uy + 4 * ux);
    head.closePath();
    g.fill(head);
  }

  private static void legend(Graphics2D g, int x, int y) {
    g.setFont(FONT);
    g.setColor(Color.BLACK);
    g.drawString("shift:", x, y + 13);
    for (int i = 0; i <= 10; i++) {
      g.setColor(shade(i / 10.0));
      g.fillRect(x + 40 + i * 22, y, 22, 18);
    }
    g.setColor(Color.DARK_GRAY);
    g.drawRect(x + 40, y, 11 * 22, 18);
    g.drawString("0", x + 44, y + 32);
    g.drawString("1", x + 40 + 10 * 22 + 6, y + 32);
    g.setColor(new Color(40, 40, 60));
    g.fillRect(x + 320, y, 22, 18);
    g.setColor(Color.BLACK);
    g.drawString("observed", x + 348, y + 13);
  }

  /**
   * Sampling estimates of P(variable = level | evidence) as the draws grow (logarithmic axis), each
   * with error bars of two standard errors, beside the exact value: one series per sampling method,
   * the same seed for every point.
   */
  public static Picture convergence(
      Query query, String variable, String level, int[] draws, List<QueryMethod> methods) {
    double exact = query.using(QueryMethod.EXACT).probability(variable, level).value();
    double[] x = new double[draws.length];
    Map<String, double[]> series = new LinkedHashMap<>();
    Map<String, double[]> errors = new LinkedHashMap<>();
    for (QueryMethod m : methods) {
      double[] y = new double[draws.length];
      double[] e = new double[draws.length];
      for (int i = 0; i < draws.length; i++) {
        x[i] = draws[i];
        Estimate est = query.using(m).draws(draws[i]).probability(variable, level);
        y[i] = est.value();
        e[i] = 2 * est.standardError();
      }
      series.put(m + " ± 2 standard errors", y);
      errors.put(m + " ± 2 standard errors", e);
    }
    double[] flat = new double[draws.length];
    java.util.Arrays.fill(flat, exact);
    series.put(String.format(Locale.ROOT, "exact: %.4f", exact), flat);
    return Charts.lines(
        ChartOptions.builder()
            .title(
                "P(" + variable + " = " + level + " | " + query.evidence() + ") as the draws grow")
            .xLabel("draws")
            .yLabel("probability")
            .logX(true)
            .build(),
        x,
        series,
        errors);
  }

  /** The observed variables of a query, as names, for {@link #shifts}. */
  static Set<String> observed(Query q) {
    return q.evidence().observations().keySet();
  }
}
