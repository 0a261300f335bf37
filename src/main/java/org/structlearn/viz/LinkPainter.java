package org.structlearn.viz;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.Path2D;
import java.util.List;
import org.structlearn.viz.GraphCanvas.Link;

/**
 * Draws routed links (see {@link Routes}) with Java2D: a polyline per link in its style class's
 * colour, width and dash pattern, and an arrowhead whose tip touches the target box for a directed
 * link; a link with a width of its own (arc strengths) is drawn that wide. Classes are drawn in a
 * fixed order (missing, weak, plain, the orientation differences, extra), so overlaps never depend
 * on anything but the input. Colours are Okabe and Ito's (see {@link Palette}).
 */
final class LinkPainter {
  static final double ARROW_LENGTH = 10;
  static final double ARROW_HALF_WIDTH = 4;

  /** Style class of a learned undirected edge where the truth has an arc. */
  static final String UNDIRECTED_WHERE_ARC = "undirected-where-arc";

  /** Style class of a learned arc where the truth has an undirected edge. */
  static final String DIRECTED_WHERE_UNDIRECTED = "directed-where-undirected";

  private static final String[] ORDER = {
    "missing", "weak", "", UNDIRECTED_WHERE_ARC, DIRECTED_WHERE_UNDIRECTED, "reversed", "extra"
  };

  private LinkPainter() {}

  /** The colour of a style class. */
  static Color color(String styleClass) {
    return switch (styleClass) {
      case "extra" -> Palette.VERMILLION;
      case "reversed" -> Palette.BLUE;
      case UNDIRECTED_WHERE_ARC -> Palette.REDDISH_PURPLE;
      case DIRECTED_WHERE_UNDIRECTED -> Palette.BLUISH_GREEN;
      case "missing" -> Palette.GREY;
      case "weak" -> Palette.LIGHT_GREY;
      default -> Palette.BLACK;
    };
  }

  /** The stroke of a style class: dashed for missing links, thicker for coloured ones. */
  static Stroke stroke(String styleClass) {
    return switch (styleClass) {
      case "extra", "reversed", UNDIRECTED_WHERE_ARC, DIRECTED_WHERE_UNDIRECTED ->
          new BasicStroke(1.8f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND);
      case "missing" ->
          new BasicStroke(
              1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10, new float[] {5, 4}, 0);
      default -> new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND);
    };
  }

  /** Paints {@code routes.get(i)} as {@code links.get(i)}, routes in image pixels. */
  static void paint(Graphics2D g, List<Link> links, List<double[][]> routes) {
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
    for (String cls : ORDER) {
      for (int i = 0; i < links.size(); i++) {
        Link l = links.get(i);
        double[][] p = routes.get(i);
        if (l.styleClass().equals(cls) && p.length >= 2) {
          Stroke s =
              l.width() > 0
                  ? new BasicStroke(l.width(), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND)
                  : stroke(cls);
          paint(g, p, l.directed(), color(cls), s);
        }
      }
    }
  }

  private static void paint(Graphics2D g, double[][] p, boolean directed, Color c, Stroke s) {
    int last = p.length - 1;
    double[] tip = p[last];
    double dx = tip[0] - p[last - 1][0];
    double dy = tip[1] - p[last - 1][1];
    double len = Math.hypot(dx, dy);
    double ux = len == 0 ? 0 : dx / len;
    double uy = len == 0 ? 0 : dy / len;
    Path2D.Double line = new Path2D.Double();
    line.moveTo(p[0][0], p[0][1]);
    for (int i = 1; i < last; i++) {
      line.lineTo(p[i][0], p[i][1]);
    }
    // a directed line stops inside the arrowhead, so its end does not poke through the tip
    double back = directed ? Math.min(len, ARROW_LENGTH - 2) : 0;
    line.lineTo(tip[0] - ux * back, tip[1] - uy * back);
    g.setColor(c);
    g.setStroke(s);
    g.draw(line);
    if (directed && len > 0) {
      g.fill(arrowhead(tip[0], tip[1], ux, uy));
    }
  }

  /** A filled triangle with its tip at (x, y) pointing along the unit vector (ux, uy). */
  static Path2D arrowhead(double x, double y, double ux, double uy) {
    double bx = x - ux * ARROW_LENGTH;
    double by = y - uy * ARROW_LENGTH;
    Path2D.Double head = new Path2D.Double();
    head.moveTo(x, y);
    head.lineTo(bx - uy * ARROW_HALF_WIDTH, by + ux * ARROW_HALF_WIDTH);
    head.lineTo(bx + uy * ARROW_HALF_WIDTH, by - ux * ARROW_HALF_WIDTH);
    head.closePath();
    return head;
  }
}
