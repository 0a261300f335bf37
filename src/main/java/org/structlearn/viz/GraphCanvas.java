package org.structlearn.viz;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.structlearn.viz.layout.LabelMetrics;
import org.structlearn.viz.layout.Layout;
import org.structlearn.viz.layout.Routes.Box;

/**
 * Paints a graph drawing with Java2D onto a {@link Picture}: the title (wrapped, see {@link
 * Heading}) above, the {@link Scene} (links routed around the node boxes, drawn by {@link
 * LinkPainter}, then the boxes with their labels on top), and the legend below, outside the graph,
 * so it never covers a node or a link. No window; works with {@code java.awt.headless=true}.
 */
final class GraphCanvas {
  static final Color BACKGROUND = Color.WHITE;
  static final Color BOX_FILL = new Color(0xe8, 0xee, 0xf7);
  static final Color BOX_STROKE = new Color(0x4a, 0x5a, 0x7a);
  static final Color LABEL = new Color(0x11, 0x11, 0x11);

  private static final Font LABEL_FONT =
      new Font(LabelMetrics.FONT_FAMILY, Font.PLAIN, LabelMetrics.FONT_SIZE);
  private static final Font LEGEND_FONT = new Font(LabelMetrics.FONT_FAMILY, Font.PLAIN, 12);

  /** A link to draw between nodes {@code from} and {@code to}, styled by its class. */
  record Link(int from, int to, boolean directed, String styleClass, float width) {
    /** A link drawn with its style class's stroke. */
    Link(int from, int to, boolean directed, String styleClass) {
      this(from, to, directed, styleClass, 0);
    }
  }

  /** One legend item: a line sample in a colour, dashed or solid, with or without an arrowhead. */
  record LegendEntry(String text, Color color, boolean dashed, boolean arrow) {}

  private GraphCanvas() {}

  /**
   * Renders the picture. {@code width} or {@code height} 0 means sized to the layout, and a size
   * too small for the layout at 12 px labels is enlarged to it; the title and legend may be empty;
   * {@code description} becomes the picture's {@code toString()}.
   */
  static Picture render(
      List<String> labels,
      Layout layout,
      List<Link> links,
      String title,
      List<LegendEntry> legend,
      int width,
      int height,
      String description) {
    // the heading and legend depend on the width, the graph area on the height left for it
    int natural = Scene.naturalWidth(labels, layout);
    // a narrow graph is centred in a picture wide enough for its title on a line or two
    int titleW = Math.min(Heading.textWidth(title, Heading.TITLE_FONT) + 2 * Scene.PADDING, 640);
    int imageW = Math.max(Math.max(natural, titleW), Math.max(width, minimumLegendWidth(legend)));
    Heading heading = Heading.of(title, "", imageW);
    List<List<LegendEntry>> rows = legendRows(legend, imageW);
    int bottom = legend.isEmpty() ? 0 : legendHeight(rows.size());
    int graphH = height > 0 ? Math.max(0, height - heading.height() - bottom) : 0;
    Scene scene = Scene.of(labels, layout, links, imageW, graphH);
    int imageH = heading.height() + scene.height() + bottom;
    Picture image = new Picture(imageW, imageH, description);
    Graphics2D g = image.createGraphics();
    try {
      g.setColor(BACKGROUND);
      g.fillRect(0, 0, imageW, imageH);
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      heading.draw(g, imageW);
      Graphics2D graph = (Graphics2D) g.create(0, heading.height(), imageW, scene.height());
      try {
        LinkPainter.paint(graph, scene.links(), scene.routes());
        paintBoxes(graph, scene.boxes(), labels);
      } finally {
        graph.dispose();
      }
      if (!legend.isEmpty()) {
        drawLegend(g, rows, imageW, imageH - bottom + 8);
      }
    } finally {
      g.dispose();
    }
    return image;
  }

  /** Every node as a filled box with a border and its label centred in it. */
  private static void paintBoxes(Graphics2D g, Box[] boxes, List<String> labels) {
    g.setFont(LABEL_FONT);
    FontMetrics fm = g.getFontMetrics();
    g.setStroke(new BasicStroke(1f));
    for (int v = 0; v < boxes.length; v++) {
      Box b = boxes[v];
      Rectangle2D r = b.grown(0);
      g.setColor(BOX_FILL);
      g.fill(r);
      g.setColor(BOX_STROKE);
      g.draw(r);
      g.setColor(LABEL);
      String text = labels.get(v);
      float x = (float) (b.cx() - fm.stringWidth(text) / 2.0);
      float y = (float) (b.cy() + (fm.getAscent() - fm.getDescent()) / 2.0);
      g.drawString(text, x, y);
    }
  }

  /** Widest legend row before it wraps, unless the picture is wider. */
  private static final int LEGEND_WRAP = 640;

  private static final int SAMPLE = 28;
  private static final int ITEM_GAP = 22;
  private static final int LEGEND_ROW = 20;
  private static final int LEGEND_BAND = 34;

  /** The width the legend needs to keep each item whole (the widest item), capped by the wrap. */
  private static int minimumLegendWidth(List<LegendEntry> legend) {
    int widest = 0;
    for (LegendEntry e : legend) {
      widest = Math.max(widest, itemWidth(e));
    }
    return legend.isEmpty() ? 0 : Math.min(LEGEND_WRAP, widest) + 2 * Scene.PADDING;
  }

  private static int legendHeight(int rows) {
    return LEGEND_BAND + (rows - 1) * LEGEND_ROW;
  }

  private static int itemWidth(LegendEntry e) {
    return SAMPLE + 6 + Heading.textWidth(e.text(), LEGEND_FONT);
  }

  private static int rowWidth(List<LegendEntry> row) {
    int total = 0;
    for (LegendEntry e : row) {
      total += itemWidth(e) + ITEM_GAP;
    }
    return Math.max(0, total - ITEM_GAP);
  }

  /** The legend's items in rows no wider than {@code imageW} minus the padding (at least one). */
  private static List<List<LegendEntry>> legendRows(List<LegendEntry> legend, int imageW) {
    List<List<LegendEntry>> rows = new ArrayList<>();
    List<LegendEntry> row = new ArrayList<>();
    int used = 0;
    for (LegendEntry e : legend) {
      int w = itemWidth(e);
      if (!row.isEmpty() && used + ITEM_GAP + w > imageW - 2 * Scene.PADDING) {
        rows.add(row);
        row = new ArrayList<>();
        used = 0;
      }
      used += (row.isEmpty() ? 0 : ITEM_GAP) + w;
      row.add(e);
    }
    if (!row.isEmpty()) {
      rows.add(row);
    }
    return rows;
  }

  private static void drawLegend(Graphics2D g, List<List<LegendEntry>> rows, int imageW, int y) {
    g.setFont(LEGEND_FONT);
    FontMetrics fm = g.getFontMetrics();
    int mid = y + 10;
    for (List<LegendEntry> row : rows) {
      int x = Math.max(Scene.PADDING / 2, (imageW - rowWidth(row)) / 2);
      for (LegendEntry e : row) {
        g.setColor(e.color());
        g.setStroke(
            e.dashed()
                ? new BasicStroke(
                    1.8f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_BEVEL, 10, new float[] {5, 4}, 0)
                : new BasicStroke(2.2f));
        g.drawLine(x, mid, x + SAMPLE - (e.arrow() ? 7 : 0), mid);
        if (e.arrow()) {
          g.fillPolygon(
              new int[] {x + SAMPLE, x + SAMPLE - 9, x + SAMPLE - 9},
              new int[] {mid, mid - 4, mid + 4},
              3);
        }
        g.setColor(Palette.BLACK);
        g.drawString(e.text(), x + SAMPLE + 6, mid + fm.getAscent() / 2 - 1);
        x += itemWidth(e) + ITEM_GAP;
      }
      mid += LEGEND_ROW;
    }
  }
}
