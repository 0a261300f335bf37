package org.structlearn.viz;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.metrics.UndirectedComparison;
import org.structlearn.viz.layout.LabelMetrics;
import org.structlearn.viz.layout.Routes;
import org.structlearn.viz.layout.Routes.Box;

/**
 * Undirected graphs drawn at given coordinates (a lattice, points in the unit square, an MGMN map):
 * nodes as dots labelled with their names, both axes at the same scale (circles stay round), y
 * upwards. Either the graph alone (edges grey), or a learned graph against the true one: edges
 * found (true and learned) in bluish green, extra (learned only) in vermillion, missed (true only)
 * dashed grey, with the three counts below the picture; optionally circles of a given radius (in
 * map units) around chosen nodes, e.g. a threshold around a hub, kept whole in the picture. Colours
 * after Okabe and Ito (see {@link Palette}). An edge that would pass over another node's dot is
 * routed around it ({@link Routes}: a shortest path around the dots, its bends rounded), and each
 * label goes where it covers no dot, label or edge if it can. Time O(n²) plus the routing.
 */
public final class PointDrawings {
  private static final int MARGIN = 40;
  private static final int TOP = 50;
  private static final Color FOUND = Palette.BLUISH_GREEN;
  private static final Color EXTRA = Palette.VERMILLION;
  private static final Color MISSED = Palette.GREY;
  private static final Color CIRCLE = Palette.BLUE;
  private static final Color EDGE = new Color(90, 90, 90);

  private PointDrawings() {}

  /** The graph at coordinates {@code xy} (one {x, y} per node), {@code size} px wide. */
  public static Picture graph(String title, UndirectedGraph g, double[][] xy, int size) {
    return draw(title, g, null, xy, 0, new int[0], size);
  }

  /** A learned graph against the true one at coordinates {@code xy}, {@code size} px wide. */
  public static Picture comparison(
      String title, UndirectedGraph truth, UndirectedGraph learned, double[][] xy, int size) {
    return draw(title, truth, learned, xy, 0, new int[0], size);
  }

  /**
   * A learned graph against the true one at coordinates {@code xy}, with a circle of {@code radius}
   * (map units) around each node in {@code circled}.
   *
   * @throws IllegalArgumentException if the graphs, coordinates or circled nodes do not match
   */
  public static Picture comparison(
      String title,
      UndirectedGraph truth,
      UndirectedGraph learned,
      double[][] xy,
      double radius,
      int[] circled,
      int size) {
    return draw(title, truth, learned, xy, radius, circled, size);
  }

  private static Picture draw(
      String title,
      UndirectedGraph truth,
      UndirectedGraph learned,
      double[][] xy,
      double radius,
      int[] circled,
      int size) {
    check(truth, learned, xy, radius, circled, size);
    double[][] placed = place(xy, radius, circled, size);
    double[] px = placed[0];
    double[] py = placed[1];
    double scale = placed[2][0];
    int bottom = learned == null ? 20 : 40;
    Picture pic = new Picture(size, size + TOP - MARGIN + bottom, title);
    Graphics2D g = pic.createGraphics();
    try {
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, pic.getWidth(), pic.getHeight());
      List<int[]> links = links(truth, learned);
      List<double[][]> routes = routes(links, px, py);
      edges(g, links, routes);
      circles(g, radius * scale, circled, px, py);
      nodes(g, truth, circled, px, py, routes);
      Heading.of(title, "", size).draw(g, size);
      if (learned != null) {
        counts(g, UndirectedComparison.of(truth, learned), pic.getHeight() - 14);
      }
    } finally {
      g.dispose();
    }
    return pic;
  }

  /**
   * Pixel positions {px, py, {scale}} of the coordinates in a picture {@code size} wide: both axes
   * at one scale, y upwards, the points and circles centred in the area inside the margins.
   */
  static double[][] place(double[][] xy, double radius, int[] circled, int size) {
    double[] box = bounds(xy, radius, circled);
    double span = Math.max(Math.max(box[1] - box[0], box[3] - box[2]), 1e-12);
    int area = size - 2 * MARGIN;
    double scale = area / span;
    double ox = MARGIN + (area - (box[1] - box[0]) * scale) / 2;
    double oy = TOP + (area - (box[3] - box[2]) * scale) / 2;
    double[] px = new double[xy.length];
    double[] py = new double[xy.length];
    for (int i = 0; i < xy.length; i++) {
      px[i] = ox + (xy[i][0] - box[0]) * scale;
      py[i] = oy + (box[3] - xy[i][1]) * scale;
    }
    return new double[][] {px, py, {scale}};
  }

  private static void check(
      UndirectedGraph truth,
      UndirectedGraph learned,
      double[][] xy,
      double radius,
      int[] circled,
      int size) {
    if (xy.length != truth.size() || (learned != null && learned.size() != truth.size())) {
      throw new IllegalArgumentException(
          "coordinates for "
              + xy.length
              + " nodes, true graph of "
              + truth.size()
              + (learned == null ? "" : ", learned graph of " + learned.size()));
    }
    for (int c : circled) {
      if (c < 0 || c >= truth.size()) {
        throw new IllegalArgumentException("circled node " + c + " is not in 0.." + truth.size());
      }
    }
    if (!(radius >= 0) || size < 2 * MARGIN + 10 || size > DrawingOptions.MAX_SIZE) {
      throw new IllegalArgumentException(
          "radius must be >= 0 and size in "
              + (2 * MARGIN + 10)
              + ".."
              + DrawingOptions.MAX_SIZE
              + ", were "
              + radius
              + " and "
              + size);
    }
  }

  /** {minX, maxX, minY, maxY} of the coordinates and of the circles around {@code circled}. */
  private static double[] bounds(double[][] xy, double radius, int[] circled) {
    double[] b = {
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY,
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY
    };
    for (double[] p : xy) {
      b[0] = Math.min(b[0], p[0]);
      b[1] = Math.max(b[1], p[0]);
      b[2] = Math.min(b[2], p[1]);
      b[3] = Math.max(b[3], p[1]);
    }
    for (int c : circled) {
      b[0] = Math.min(b[0], xy[c][0] - radius);
      b[1] = Math.max(b[1], xy[c][0] + radius);
      b[2] = Math.min(b[2], xy[c][1] - radius);
      b[3] = Math.max(b[3], xy[c][1] + radius);
    }
    return b;
  }

  /** Radius of a node's dot, in pixels. */
  static final double DOT = 5;

  /** Clearance of a route around a dot, in pixels (dots of clustered points lie close together). */
  static final double DOT_CLEARANCE = 4;

  /**
   * The links to draw, each {from, to, kind} with kind 0 an edge of the graph alone, 1 found, 2
   * extra, 3 missed; in order of the pair (a, b), a < b.
   */
  static List<int[]> links(UndirectedGraph truth, UndirectedGraph learned) {
    List<int[]> out = new ArrayList<>();
    for (int a = 0; a < truth.size(); a++) {
      for (int b = a + 1; b < truth.size(); b++) {
        boolean t = truth.isAdjacent(a, b);
        boolean l = learned != null && learned.isAdjacent(a, b);
        if (t || l) {
          out.add(new int[] {a, b, learned == null ? 0 : t && l ? 1 : l ? 2 : 3});
        }
      }
    }
    return out;
  }

  /**
   * The routes of the links between dots at (px, py): straight where that passes no other dot, else
   * around the dots (see {@link Routes}), so no edge seems to join a node it passes.
   */
  static List<double[][]> routes(List<int[]> links, double[] px, double[] py) {
    Box[] dots = new Box[px.length];
    for (int i = 0; i < px.length; i++) {
      dots[i] = new Box(px[i], py[i], DOT, DOT);
    }
    return Routes.route(dots, links, DOT_CLEARANCE, DOT_CLEARANCE);
  }

  private static void edges(Graphics2D g, List<int[]> links, List<double[][]> routes) {
    Stroke solid = new BasicStroke(2f);
    Stroke dashed =
        new BasicStroke(
            1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {5f, 4f}, 0f);
    Color[] colours = {EDGE, FOUND, EXTRA, MISSED};
    for (int i = 0; i < links.size(); i++) {
      double[][] p = routes.get(i);
      if (p.length < 2) {
        continue;
      }
      g.setColor(colours[links.get(i)[2]]);
      g.setStroke(links.get(i)[2] == 3 ? dashed : solid);
      Path2D.Double line = new Path2D.Double();
      line.moveTo(p[0][0], p[0][1]);
      for (int k = 1; k < p.length; k++) {
        line.lineTo(p[k][0], p[k][1]);
      }
      g.draw(line);
    }
  }

  private static void circles(Graphics2D g, double r, int[] circled, double[] px, double[] py) {
    g.setStroke(new BasicStroke(1.5f));
    for (int c : circled) {
      if (r > 0) {
        Ellipse2D circle = new Ellipse2D.Double(px[c] - r, py[c] - r, 2 * r, 2 * r);
        g.setColor(new Color(CIRCLE.getRed(), CIRCLE.getGreen(), CIRCLE.getBlue(), 40));
        g.fill(circle);
        g.setColor(CIRCLE);
        g.draw(circle);
      }
    }
  }

  private static void nodes(
      Graphics2D g,
      UndirectedGraph truth,
      int[] circled,
      double[] px,
      double[] py,
      List<double[][]> routes) {
    g.setFont(new Font(LabelMetrics.FONT_FAMILY, Font.PLAIN, 11));
    for (int i = 0; i < px.length; i++) {
      boolean marked = false;
      for (int c : circled) {
        marked |= c == i;
      }
      g.setColor(marked ? CIRCLE : new Color(60, 60, 60));
      g.fill(new Ellipse2D.Double(px[i] - DOT, py[i] - DOT, 2 * DOT, 2 * DOT));
    }
    g.setColor(Color.BLACK);
    FontMetrics fm = g.getFontMetrics();
    List<Rectangle2D> labels = labels(truth, fm, px, py, routes);
    for (int i = 0; i < labels.size(); i++) {
      Rectangle2D label = labels.get(i);
      g.drawString(
          truth.name(i), (float) label.getX(), (float) (label.getMaxY() - fm.getDescent()));
    }
  }

  /** Each node's label box, placed by {@link #placeLabel} in node order. */
  static List<Rectangle2D> labels(
      UndirectedGraph truth, FontMetrics fm, double[] px, double[] py, List<double[][]> routes) {
    List<Rectangle2D> taken = new ArrayList<>();
    for (int i = 0; i < px.length; i++) {
      taken.add(new Rectangle2D.Double(px[i] - DOT, py[i] - DOT, 2 * DOT, 2 * DOT));
    }
    List<Rectangle2D> out = new ArrayList<>();
    for (int i = 0; i < px.length; i++) {
      Rectangle2D label =
          placeLabel(fm.stringWidth(truth.name(i)), fm, px[i], py[i], taken, routes);
      taken.add(label);
      out.add(label);
    }
    return out;
  }

  /**
   * A label's box beside its dot: the first of eight places around it (upper right first) that no
   * dot, earlier label or edge covers, else the least covered one, an edge through the box counting
   * as a quarter of the box's area and a covered dot or label as ten times the area covered (a
   * greedy placement in the manner of Christensen, Marks and Shieber 1995's candidate positions).
   */
  private static Rectangle2D placeLabel(
      int w, FontMetrics fm, double x, double y, List<Rectangle2D> taken, List<double[][]> routes) {
    int h = fm.getAscent() + fm.getDescent();
    double[][] offsets = {
      {6, -6 - h},
      {-6 - w, -6 - h},
      {6, 6},
      {-6 - w, 6},
      {8, -h / 2.0},
      {-8 - w, -h / 2.0},
      {-w / 2.0, -8 - h},
      {-w / 2.0, 8}
    };
    Rectangle2D best = null;
    double least = Double.POSITIVE_INFINITY;
    for (double[] o : offsets) {
      Rectangle2D r = new Rectangle2D.Double(x + o[0], y + o[1], w, h);
      double covered = 0;
      for (Rectangle2D t : taken) {
        Rectangle2D both = r.createIntersection(t);
        covered +=
            both.getWidth() > 0 && both.getHeight() > 0
                ? 10 * both.getWidth() * both.getHeight()
                : 0;
      }
      covered += edgesThrough(r, routes) * w * h / 4.0;
      if (covered < least) {
        least = covered;
        best = r;
      }
      if (covered == 0) {
        break;
      }
    }
    return best;
  }

  /** How many routes pass through box {@code r}. */
  static int edgesThrough(Rectangle2D r, List<double[][]> routes) {
    int n = 0;
    for (double[][] p : routes) {
      for (int k = 0; k + 1 < p.length; k++) {
        if (r.intersectsLine(p[k][0], p[k][1], p[k + 1][0], p[k + 1][1])) {
          n++;
          break;
        }
      }
    }
    return n;
  }

  private static void counts(Graphics2D g, UndirectedComparison c, int baseline) {
    g.setFont(new Font(LabelMetrics.FONT_FAMILY, Font.PLAIN, 12));
    int x = MARGIN / 2;
    String[] texts = {c.tp() + " found", c.fp() + " extra", c.fn() + " missed (dashed)"};
    Color[] colours = {FOUND, EXTRA, MISSED};
    for (int k = 0; k < texts.length; k++) {
      g.setColor(colours[k]);
      g.fillRect(x, baseline - 9, 18, 4);
      g.setColor(Palette.BLACK);
      g.drawString(texts[k], x + 24, baseline - 3);
      x += 24 + Heading.textWidth(texts[k], g.getFont()) + 22;
    }
  }
}
