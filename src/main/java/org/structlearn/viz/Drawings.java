package org.structlearn.viz;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.viz.GraphStreamCanvas.LegendEntry;
import org.structlearn.viz.GraphStreamCanvas.Link;
import org.structlearn.viz.LinkComparison.ComparedLink;

/**
 * Graph pictures for notebooks, returned as {@link Picture}s (images with a short, stable {@code
 * toString()}) that the Java kernel displays as PNG. Rendered by GraphStream's Swing renderer
 * off-screen (no window; works headless); node positions come from {@link Layouts}, so the same
 * graph and options always give the same pixels.
 *
 * <ul>
 *   <li>{@link #dag}: layered, parents above children, arcs with arrowheads.
 *   <li>{@link #pdag}: layered by a consistent extension when there is one (else force-directed);
 *       arcs with arrowheads, undirected edges without.
 *   <li>{@link #undirected}: seeded force-directed layout (Fruchterman and Reingold 1991).
 *   <li>{@link #comparison}: a learned graph over the true graph's layout, links coloured correct
 *       (black), extra (red), missing (dashed grey), reversed or differently oriented (orange),
 *       with a legend and the counts as heading. Compares CPDAGs by default (see {@link
 *       ComparisonBasis}); a link without arrowhead is undirected (its direction is not
 *       identifiable), and the legend then names the undirected cases: a correct undirected edge
 *       (black line) and a learned undirected edge where the truth has an arc (orange line).
 * </ul>
 *
 * <p>Links are routed around the boxes of the nodes they do not join (see {@link Routes}), and
 * several links meeting one side of a box are spread along it, so arrowheads stay apart.
 *
 * <p>Node labels are 12 px in boxes as wide as the label; without a given size the image is as
 * large as the layout needs (for a DAG about the widest layer's labels plus gaps by 100 px per
 * layer), so 100 or 200 nodes stay legible at 100% zoom. Nodes without any link go in rows at the
 * bottom. Time: layout (see {@link Layouts}) plus O(n + links) rendering.
 */
public final class Drawings {
  private Drawings() {}

  /** The DAG with default options. */
  public static Picture dag(Dag g) {
    return dag(g, DrawingOptions.defaults());
  }

  /** The DAG, layered with parents above children. */
  public static Picture dag(Dag g, DrawingOptions options) {
    List<Link> links = new ArrayList<>();
    for (Arc a : g.arcs()) {
      links.add(new Link(a.from(), a.to(), true, ""));
    }
    return draw(
        g.names(),
        Layouts.layered(g),
        links,
        options.title(),
        List.of(),
        options,
        g.size() + " nodes, " + g.arcCount() + " arcs");
  }

  /** The partially directed graph with default options. */
  public static Picture pdag(Pdag g) {
    return pdag(g, DrawingOptions.defaults());
  }

  /** The partially directed graph: arcs with arrowheads, undirected edges as plain lines. */
  public static Picture pdag(Pdag g, DrawingOptions options) {
    List<Link> links = new ArrayList<>();
    for (Arc a : g.arcs()) {
      links.add(new Link(a.from(), a.to(), true, ""));
    }
    for (Edge e : g.edges()) {
      links.add(new Link(e.a(), e.b(), false, ""));
    }
    Layout layout = Layouts.forPdag(g, options.seed());
    String what = g.size() + " nodes, " + g.arcs().size() + " arcs, " + g.edges().size() + " edges";
    return draw(g.names(), layout, links, options.title(), List.of(), options, what);
  }

  /** The undirected graph with default options (seed 1). */
  public static Picture undirected(UndirectedGraph g) {
    return undirected(g, DrawingOptions.defaults());
  }

  /** The undirected graph, force-directed layout seeded with {@code options.seed()}. */
  public static Picture undirected(UndirectedGraph g, DrawingOptions options) {
    List<Link> links = new ArrayList<>();
    for (Edge e : g.edges()) {
      links.add(new Link(e.a(), e.b(), false, ""));
    }
    Layout layout = Layouts.forceDirected(g, options.seed());
    String what = g.size() + " nodes, " + g.edges().size() + " edges";
    return draw(g.names(), layout, links, options.title(), List.of(), options, what);
  }

  /** A learned DAG against the true DAG, default options (CPDAG basis). */
  public static Picture comparison(Dag truth, Dag learned) {
    return comparison(truth, learned, DrawingOptions.defaults());
  }

  /**
   * A learned DAG against the true DAG, laid out by the true DAG's layers.
   *
   * @throws org.structlearn.metrics.NodeSetMismatchException if the node names differ
   */
  public static Picture comparison(Dag truth, Dag learned, DrawingOptions options) {
    LinkComparison c = LinkComparison.of(truth, learned, options.basis());
    return comparison(c, truth.names(), Layouts.layered(truth), options);
  }

  /** A learned partially directed graph (e.g. from PC) against the true DAG, default options. */
  public static Picture comparison(Dag truth, Pdag learned) {
    return comparison(truth, learned, DrawingOptions.defaults());
  }

  /** A learned partially directed graph against the true DAG, laid out by the true DAG's layers. */
  public static Picture comparison(Dag truth, Pdag learned, DrawingOptions options) {
    LinkComparison c = LinkComparison.of(truth, learned, options.basis());
    return comparison(c, truth.names(), Layouts.layered(truth), options);
  }

  /** Two partially directed graphs, default options. */
  public static Picture comparison(Pdag truth, Pdag learned) {
    return comparison(truth, learned, DrawingOptions.defaults());
  }

  /** Two partially directed graphs, laid out by the true graph (see {@link #pdag}). */
  public static Picture comparison(Pdag truth, Pdag learned, DrawingOptions options) {
    LinkComparison c = LinkComparison.of(truth, learned, options.basis());
    return comparison(c, truth.names(), Layouts.forPdag(truth, options.seed()), options);
  }

  private static Picture comparison(
      LinkComparison c, List<String> names, Layout layout, DrawingOptions options) {
    List<Link> links = new ArrayList<>();
    // Missing links first, so the coloured ones are drawn over them.
    for (ComparedLink l : c.links()) {
      if (l.status() == LinkComparison.Status.MISSING) {
        links.add(link(l, l.truthLink(), "missing"));
      }
    }
    for (ComparedLink l : c.links()) {
      switch (l.status()) {
        case CORRECT -> links.add(link(l, l.truthLink(), ""));
        case EXTRA -> links.add(link(l, l.learnedLink(), "extra"));
        case REVERSED -> links.add(link(l, l.learnedLink(), "reversed"));
        case MISSING -> {}
      }
    }
    String heading = options.title().isEmpty() ? c.toString() : options.title() + " \u2014 " + c;
    return draw(names, layout, links, heading, legend(c), options, "");
  }

  /**
   * The legend of a comparison. When either graph has an undirected edge, correct links and
   * orientation differences are split into arcs and undirected edges, so the reader can tell a
   * black line (the same undirected edge in both) from an orange one (learned undirected, true
   * directed).
   */
  static List<LegendEntry> legend(LinkComparison c) {
    int correctEdges = 0;
    int learnedUndirected = 0;
    boolean anyUndirected = false;
    for (ComparedLink l : c.links()) {
      anyUndirected |= l.truthLink() == 3 || l.learnedLink() == 3;
      if (l.status() == LinkComparison.Status.CORRECT && l.truthLink() == 3) {
        correctEdges++;
      }
      if (l.status() == LinkComparison.Status.REVERSED && l.learnedLink() == 3) {
        learnedUndirected++;
      }
    }
    List<LegendEntry> legend = new ArrayList<>();
    if (anyUndirected) {
      legend.add(
          entry("correct arc " + (c.correct() - correctEdges), GraphStreamCanvas.BLACK, true));
      legend.add(entry("correct undirected " + correctEdges, GraphStreamCanvas.BLACK, false));
    } else {
      legend.add(entry("correct " + c.correct(), GraphStreamCanvas.BLACK, true));
    }
    legend.add(entry("extra " + c.extra(), GraphStreamCanvas.RED, true));
    legend.add(new LegendEntry("missing " + c.missing(), GraphStreamCanvas.GREY, true, true));
    if (anyUndirected) {
      legend.add(
          entry(
              "reversed, or directed where true is undirected "
                  + (c.reversed() - learnedUndirected),
              GraphStreamCanvas.ORANGE,
              true));
      legend.add(
          entry(
              "undirected where true is an arc " + learnedUndirected,
              GraphStreamCanvas.ORANGE,
              false));
    } else {
      legend.add(entry("reversed " + c.reversed(), GraphStreamCanvas.ORANGE, true));
    }
    return legend;
  }

  private static LegendEntry entry(String text, java.awt.Color color, boolean arrow) {
    return new LegendEntry(text, color, false, arrow);
  }

  /** The link as {@code code} describes it from {@code l.a()} (1 a->b, 2 b->a, 3 undirected). */
  private static Link link(ComparedLink l, int code, String styleClass) {
    return switch (code) {
      case 1 -> new Link(l.a(), l.b(), true, styleClass);
      case 2 -> new Link(l.b(), l.a(), true, styleClass);
      default -> new Link(l.a(), l.b(), false, styleClass);
    };
  }

  private static Picture draw(
      List<String> names,
      Layout layout,
      List<Link> links,
      String title,
      List<LegendEntry> legend,
      DrawingOptions options,
      String summary) {
    // the picture's toString: its title when it has one, else what it holds
    String description = title.isEmpty() ? summary : title;
    return GraphStreamCanvas.render(
        names, layout, links, title, legend, options.width(), options.height(), description);
  }
}
