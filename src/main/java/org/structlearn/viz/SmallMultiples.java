package org.structlearn.viz;

import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.structlearn.viz.layout.LabelMetrics;

/**
 * {@link Charts#grid}: line-chart panels in a grid with one shared legend between the heading and
 * the panels. Each series keeps its colour and marker across panels (by its first appearance).
 */
final class SmallMultiples {
  private static final Font LEGEND_FONT = new Font(LabelMetrics.FONT_FAMILY, Font.PLAIN, 13);
  private static final int SAMPLE = 30;
  private static final int ITEM_GAP = 24;
  private static final int ROW = 22;

  private SmallMultiples() {}

  static Picture grid(String title, String caption, int columns, List<Charts.Panel> panels) {
    if (panels.isEmpty() || columns < 1) {
      throw new IllegalArgumentException(
          "a grid needs at least one panel and columns >= 1, had "
              + panels.size()
              + " panels and columns = "
              + columns);
    }
    Set<String> names = new LinkedHashSet<>();
    for (Charts.Panel p : panels) {
      names.addAll(p.series().keySet());
    }
    List<String> order = new ArrayList<>(names);
    List<Picture> images = new ArrayList<>();
    for (Charts.Panel p : panels) {
      XYChart chart = LineCharts.chart(p.options(), p.x(), p.series(), p.errors(), order, false);
      images.add(Picture.of(BitmapEncoder.getBufferedImage(chart), p.options().title()));
    }
    Picture body = Picture.grid("", Math.min(columns, panels.size()), images);
    Picture legend = legend(order, body.getWidth());
    return Picture.grid(title, caption, 1, List.of(legend, body));
  }

  /** The series' names, each after a line and marker sample in its colour, in centred rows. */
  static Picture legend(List<String> names, int width) {
    List<List<Integer>> rows = new ArrayList<>();
    List<Integer> row = new ArrayList<>();
    int used = 0;
    for (int i = 0; i < names.size(); i++) {
      int w = itemWidth(names.get(i));
      if (!row.isEmpty() && used + ITEM_GAP + w > width - 40) {
        rows.add(row);
        row = new ArrayList<>();
        used = 0;
      }
      used += (row.isEmpty() ? 0 : ITEM_GAP) + w;
      row.add(i);
    }
    if (!row.isEmpty()) {
      rows.add(row);
    }
    Picture p = new Picture(width, rows.size() * ROW + 10, "legend");
    Graphics2D g = p.createGraphics();
    try {
      g.setColor(java.awt.Color.WHITE);
      g.fillRect(0, 0, p.getWidth(), p.getHeight());
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setFont(LEGEND_FONT);
      int y = 5 + ROW / 2;
      for (List<Integer> r : rows) {
        int total = -ITEM_GAP;
        for (int i : r) {
          total += itemWidth(names.get(i)) + ITEM_GAP;
        }
        int x = Math.max(10, (width - total) / 2);
        for (int i : r) {
          g.setColor(ChartStyle.color(i));
          g.setStroke(new BasicStroke(2f));
          g.drawLine(x, y, x + SAMPLE, y);
          g.fill(marker(i, x + SAMPLE / 2.0, y));
          g.setColor(Palette.BLACK);
          g.drawString(names.get(i), x + SAMPLE + 6, y + 5);
          x += itemWidth(names.get(i)) + ITEM_GAP;
        }
        y += ROW;
      }
    } finally {
      g.dispose();
    }
    return p;
  }

  /** The marker of series {@code i}, as {@link ChartStyle#MARKERS} draws it, centred at x, y. */
  static java.awt.Shape marker(int i, double x, double y) {
    double r = 4.5;
    java.awt.geom.Path2D.Double p = new java.awt.geom.Path2D.Double();
    switch (i % ChartStyle.MARKERS.length) {
      case 1 -> {
        return new java.awt.geom.Rectangle2D.Double(x - r + 0.5, y - r + 0.5, 2 * r - 1, 2 * r - 1);
      }
      case 2 -> {
        p.moveTo(x, y - r - 1);
        p.lineTo(x + r + 1, y);
        p.lineTo(x, y + r + 1);
        p.lineTo(x - r - 1, y);
      }
      case 3 -> {
        p.moveTo(x, y - r);
        p.lineTo(x + r, y + r);
        p.lineTo(x - r, y + r);
      }
      case 4 -> {
        p.moveTo(x - r, y - r);
        p.lineTo(x + r, y - r);
        p.lineTo(x, y + r);
      }
      default -> {
        return new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r);
      }
    }
    p.closePath();
    return p;
  }

  private static int itemWidth(String name) {
    return SAMPLE + 6 + Heading.textWidth(name, LEGEND_FONT);
  }
}
