package org.structlearn.viz;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.graphstream.graph.Node;
import org.graphstream.ui.geom.Point3;
import org.graphstream.ui.graphicGraph.GraphicGraph;
import org.graphstream.ui.swing.SwingGraphRenderer;
import org.graphstream.ui.view.camera.Camera;
import org.structlearn.viz.Routes.Box;

/**
 * Draws positioned nodes and links with GraphStream's Swing renderer onto an off-screen {@link
 * BufferedImage}: no window, no viewer thread, works with {@code java.awt.headless=true}. The graph
 * is a {@link GraphicGraph} (GraphStream's renderable graph) with fixed {@code xyz} positions; its
 * camera fits the node boxes to the image. The links are then routed around the boxes ({@link
 * Routes}) and drawn with Java2D ({@link LinkPainter}), and a title and a legend above and below.
 */
final class GraphStreamCanvas {
  /** Space around the graph, in pixels. */
  static final int PADDING = 24;

  static final Color BACKGROUND = Color.WHITE;
  static final Color BLACK = new Color(0x22, 0x22, 0x22);
  static final Color RED = new Color(0xd6, 0x27, 0x28);
  static final Color GREY = new Color(0x99, 0x99, 0x99);
  static final Color ORANGE = new Color(0xff, 0x8c, 0x00);

  private static final int TITLE_BAND = 34;
  private static final int LEGEND_BAND = 34;
  private static final Font TITLE_FONT = new Font(LabelMetrics.FONT_FAMILY, Font.BOLD, 14);
  private static final Font LEGEND_FONT = new Font(LabelMetrics.FONT_FAMILY, Font.PLAIN, 12);

  // GraphStream draws the node boxes only; links are routed around them (Routes) and drawn with
  // Java2D on top (LinkPainter), which also keeps the pixels independent of GraphStream's
  // identity-hashed style groups.
  private static final String STYLESHEET =
      "graph { fill-color: white; padding: "
          + PADDING
          + "px; }"
          + " node { shape: box; fill-color: #e8eef7; stroke-mode: plain; stroke-color: #4a5a7a;"
          + " stroke-width: 1px; text-size: "
          + LabelMetrics.FONT_SIZE
          + "px; text-font: "
          + LabelMetrics.FONT_FAMILY
          + "; text-color: #111111; z-index: 10; }"
          + " node.anchor { visibility-mode: hidden; }";

  /** A link to draw between nodes {@code from} and {@code to}, styled by its class. */
  record Link(int from, int to, boolean directed, String styleClass, float width) {
    /** A link drawn with its style class's stroke. */
    Link(int from, int to, boolean directed, String styleClass) {
      this(from, to, directed, styleClass, 0);
    }
  }

  /** One legend item: a line sample in a colour, dashed or solid, with or without an arrowhead. */
  record LegendEntry(String text, Color color, boolean dashed, boolean arrow) {}

  private GraphStreamCanvas() {}

  /**
   * Renders the picture. {@code width} or {@code height} 0 means sized to the layout; the title and
   * legend may be empty; {@code description} becomes the picture's {@code toString()}.
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
    double[] w = LabelMetrics.boxWidths(labels);
    double half = LabelMetrics.BOX_HEIGHT / 2;
    double minX = 0;
    double maxX = 0;
    double minY = 0;
    double maxY = 0;
    for (int v = 0; v < labels.size(); v++) {
      minX = Math.min(minX, layout.x(v) - w[v] / 2);
      maxX = Math.max(maxX, layout.x(v) + w[v] / 2);
      minY = Math.min(minY, layout.y(v) - half);
      maxY = Math.max(maxY, layout.y(v) + half);
    }
    int top = title.isEmpty() ? 0 : TITLE_BAND;
    int imageW = width > 0 ? width : (int) Math.ceil(maxX - minX) + 2 * PADDING;
    imageW = width > 0 ? imageW : Math.max(imageW, minimumWidth(title, legend, imageW));
    int bottom = legend.isEmpty() ? 0 : legendHeight(legendRows(legend, imageW).size());
    int imageH = height > 0 ? height : (int) Math.ceil(maxY - minY) + 2 * PADDING + top + bottom;
    int graphH = Math.max(1, imageH - top - bottom);

    Picture image = new Picture(imageW, imageH, description);
    Graphics2D g = image.createGraphics();
    try {
      g.setColor(BACKGROUND);
      g.fillRect(0, 0, imageW, imageH);
      BufferedImage graph =
          renderGraph(labels, layout, links, w, minX, maxX, minY, maxY, imageW, graphH);
      g.drawImage(graph, 0, top, null);
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      if (!title.isEmpty()) {
        g.setFont(TITLE_FONT);
        g.setColor(BLACK);
        FontMetrics fm = g.getFontMetrics();
        g.drawString(title, Math.max(PADDING / 2, (imageW - fm.stringWidth(title)) / 2), 22);
      }
      if (!legend.isEmpty()) {
        drawLegend(g, legendRows(legend, imageW), imageW, imageH - bottom + 8);
      }
    } finally {
      g.dispose();
    }
    return image;
  }

  private static BufferedImage renderGraph(
      List<String> labels,
      Layout layout,
      List<Link> links,
      double[] w,
      double minX,
      double maxX,
      double minY,
      double maxY,
      int width,
      int height) {
    GraphicGraph gg = new GraphicGraph("structlearn");
    gg.setAttribute("ui.stylesheet", STYLESHEET);
    gg.setAttribute("ui.antialias");
    gg.setAttribute("ui.quality");
    for (int v = 0; v < labels.size(); v++) {
      Node node = gg.addNode("n" + v);
      // GraphStream's y axis points up; layouts use screen coordinates
      node.setAttribute("xyz", layout.x(v), -layout.y(v), 0.0);
      node.setAttribute("ui.label", labels.get(v));
      node.setAttribute(
          "ui.style",
          String.format(Locale.ROOT, "size: %.1fpx, %.1fpx;", w[v], LabelMetrics.BOX_HEIGHT));
    }
    // Two hidden nodes at the corners of the node boxes: the camera fits node centres, so these
    // make it fit the whole boxes, at scale 1 when the image has the default size.
    addAnchor(gg, "anchor.lo", minX, -maxY);
    addAnchor(gg, "anchor.hi", maxX, -minY);
    BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    SwingGraphRenderer renderer = new SwingGraphRenderer();
    try {
      renderer.open(gg, null);
      renderer.render(g, 0, 0, width, height);
      Camera camera = renderer.getCamera();
      Box[] boxes = new Box[labels.size()];
      for (int v = 0; v < boxes.length; v++) {
        Point3 c = camera.transformGuToPx(layout.x(v), -layout.y(v), 0);
        boxes[v] = new Box(c.x, c.y, w[v] / 2, LabelMetrics.BOX_HEIGHT / 2);
      }
      List<int[]> ends = new ArrayList<>();
      for (Link l : links) {
        ends.add(new int[] {l.from(), l.to()});
      }
      LinkPainter.paint(g, links, Routes.route(boxes, ends));
    } finally {
      renderer.close();
      g.dispose();
    }
    return image;
  }

  private static void addAnchor(GraphicGraph gg, String id, double x, double y) {
    Node a = gg.addNode(id);
    a.setAttribute("xyz", x, y, 0.0);
    a.setAttribute("ui.class", "anchor");
  }

  /** Widest legend before it wraps onto a second row, unless the picture is wider. */
  private static final int LEGEND_WRAP = 640;

  private static final int SAMPLE = 28;
  private static final int ITEM_GAP = 22;
  private static final int LEGEND_ROW = 20;

  private static int minimumWidth(String title, List<LegendEntry> legend, int graphW) {
    BufferedImage scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = scratch.createGraphics();
    try {
      g.setFont(TITLE_FONT);
      int t = g.getFontMetrics().stringWidth(title) + 2 * PADDING;
      int widest = 0;
      for (List<LegendEntry> row : legendRows(legend, Math.max(graphW, LEGEND_WRAP))) {
        widest = Math.max(widest, rowWidth(row));
      }
      return Math.max(t, widest + 2 * PADDING);
    } finally {
      g.dispose();
    }
  }

  private static int legendHeight(int rows) {
    return LEGEND_BAND + (rows - 1) * LEGEND_ROW;
  }

  private static int itemWidth(LegendEntry e) {
    BufferedImage scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = scratch.createGraphics();
    try {
      g.setFont(LEGEND_FONT);
      return SAMPLE + 6 + g.getFontMetrics().stringWidth(e.text());
    } finally {
      g.dispose();
    }
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
      if (!row.isEmpty() && used + ITEM_GAP + w > imageW - 2 * PADDING) {
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
      int x = Math.max(PADDING / 2, (imageW - rowWidth(row)) / 2);
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
        g.setColor(BLACK);
        g.drawString(e.text(), x + SAMPLE + 6, mid + fm.getAscent() / 2 - 1);
        x += itemWidth(e) + ITEM_GAP;
      }
      mid += LEGEND_ROW;
    }
  }
}
