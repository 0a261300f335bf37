package org.structlearn.viz;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.viz.GraphCanvas.LegendEntry;
import org.structlearn.viz.GraphCanvas.Link;
import org.structlearn.viz.LinkComparison.ComparedLink;
import org.structlearn.viz.LinkComparison.Difference;
import org.structlearn.viz.layout.Layout;
import org.structlearn.viz.layout.Layouts;

/**
 * Graph pictures for notebooks, returned as {@link Picture}s (images with a short, stable {@code
 * toString()}) that the Java kernel displays as PNG. Painted with Java2D off-screen (no window;
 * works headless); node positions come from {@link Layouts}, so the same graph and options always
 * give the same pixels. No two node boxes overlap, and no link passes through a node it does not
 * join ({@code DrawingQualityTest} checks both on the shipped networks; {@code bash
 * scripts/bench.sh drawings} prints their crossings).
 *
 * <ul>
 *   <li>{@link #dag}: layered after Sugiyama et al. (1981) and Gansner et al. (1993), parents above
 *       children, long arcs through their own slots in the layers they pass.
 *   <li>{@link #pdag}: layered by a consistent extension when it has arcs and one exists, else as
 *       an undirected graph; arcs with arrowheads, undirected edges without.
 *   <li>{@link #undirected}: stress majorization (Gansner, Koren and North 2004) with hubs given
 *       room and overlap removal after PRISM (Gansner and Hu 2010).
 *   <li>{@link #comparison}: a learned graph over the true graph's layout, each linked pair in its
 *       exact category ({@link LinkComparison.Difference}): correct (black), extra (vermillion),
 *       missing (dashed grey), reversed (blue), an arc where the truth is undirected (bluish
 *       green), an undirected edge where the truth has an arc (reddish purple), with a legend of
 *       the exact counts below the graph and the counts as heading. Compares CPDAGs by default (see
 *       {@link ComparisonBasis}).
 * </ul>
 *
 * <p>Links the layout does not route are routed around the boxes of the nodes they do not join (see
 * {@link org.structlearn.viz.layout.Routes}: a shortest path through the visibility graph of the
 * grown box corners, its bends rounded into smooth curves), keeping at least 2 px from every such
 * box and, in a layered drawing, 14 px above and below boxes where it runs along a layer, clear of
 * the arrowheads there; several links meeting one side of a box are spread along it, so arrowheads
 * stay apart.
 *
 * <p>Node labels are 12 px in boxes as wide as the label; the picture is as large as the layout
 * needs at that size (a requested size only enlarges it), so 100 or 200 nodes stay legible at 100%
 * zoom; a long title wraps. Nodes without any link go in rows at the bottom. Time: layout (see
 * {@link Layouts}) plus routing, O(links · n) at most per link.
 */
public final class Drawings {
  private Drawings() {}

  /** The DAG with default options. */
  public static Picture dag(Dag g) {
    return dag(g, DrawingOptions.defaults());
  }

  /** The DAG, layered with parents above children. */
  public static Picture dag(Dag g, DrawingOptions options) {
    return draw(
        g.names(),
        Layouts.layered(g),
        links(g),
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
    List<Link> links = links(g);
    Layout layout = Layouts.undirected(g, options.seed());
    String what = g.size() + " nodes, " + g.edges().size() + " edges";
    return draw(g.names(), layout, links, options.title(), List.of(), options, what);
  }

  /** The arcs of a DAG as links to draw. */
  static List<Link> links(Dag g) {
    List<Link> links = new ArrayList<>();
    for (Arc a : g.arcs()) {
      links.add(new Link(a.from(), a.to(), true, ""));
    }
    return links;
  }

  /** The edges of an undirected graph as links to draw. */
  static List<Link> links(UndirectedGraph g) {
    List<Link> links = new ArrayList<>();
    for (Edge e : g.edges()) {
      links.add(new Link(e.a(), e.b(), false, ""));
    }
    return links;
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
        links.add(link(l, l.truth(), "missing"));
      }
    }
    for (ComparedLink l : c.links()) {
      switch (l.difference()) {
        case CORRECT_ARC, CORRECT_UNDIRECTED -> links.add(link(l, l.truth(), ""));
        case EXTRA -> links.add(link(l, l.learned(), "extra"));
        case REVERSED -> links.add(link(l, l.learned(), "reversed"));
        case UNDIRECTED_WHERE_ARC ->
            links.add(link(l, l.learned(), LinkPainter.UNDIRECTED_WHERE_ARC));
        case DIRECTED_WHERE_UNDIRECTED ->
            links.add(link(l, l.learned(), LinkPainter.DIRECTED_WHERE_UNDIRECTED));
        case MISSING -> {}
      }
    }
    String heading = options.title().isEmpty() ? c.toString() : options.title() + " \u2014 " + c;
    return draw(names, layout, links, heading, legend(c), options, "");
  }

  /**
   * The legend of a comparison: one entry per category of {@link LinkComparison.Difference} that
   * can occur, each with its exact count, so a reversed arc, an arc where the truth is undirected
   * and an undirected edge where the truth has an arc are never counted together. Between two DAGs
   * compared arc by arc only correct, extra, missing and reversed can occur; between two undirected
   * graphs only correct, extra and missing edges.
   */
  static List<LegendEntry> legend(LinkComparison c) {
    boolean anyUndirected = false;
    boolean anyArc = false;
    for (ComparedLink l : c.links()) {
      anyUndirected |= l.truth() == LinkKind.UNDIRECTED || l.learned() == LinkKind.UNDIRECTED;
      anyArc |= l.truth().directed() || l.learned().directed();
    }
    List<LegendEntry> legend = new ArrayList<>();
    if (!anyArc) {
      // two undirected graphs: only correct, extra and missing edges can occur
      legend.add(entry("correct " + c.correct(), "", false));
      legend.add(entry("extra " + c.extra(), "extra", false));
      legend.add(
          new LegendEntry("missing " + c.missing(), LinkPainter.color("missing"), true, false));
      return legend;
    }
    if (anyUndirected) {
      legend.add(entry("correct arc " + c.count(Difference.CORRECT_ARC), "", true));
      legend.add(entry("correct undirected " + c.count(Difference.CORRECT_UNDIRECTED), "", false));
    } else {
      legend.add(entry("correct " + c.correct(), "", true));
    }
    legend.add(entry("extra " + c.extra(), "extra", true));
    legend.add(new LegendEntry("missing " + c.missing(), LinkPainter.color("missing"), true, true));
    legend.add(entry("reversed " + c.count(Difference.REVERSED), "reversed", true));
    if (anyUndirected) {
      legend.add(
          entry(
              "arc where true is undirected " + c.count(Difference.DIRECTED_WHERE_UNDIRECTED),
              LinkPainter.DIRECTED_WHERE_UNDIRECTED,
              true));
      legend.add(
          entry(
              "undirected where true is an arc " + c.count(Difference.UNDIRECTED_WHERE_ARC),
              LinkPainter.UNDIRECTED_WHERE_ARC,
              false));
    }
    return legend;
  }

  private static LegendEntry entry(String text, String styleClass, boolean arrow) {
    return new LegendEntry(text, LinkPainter.color(styleClass), false, arrow);
  }

  /** The link of {@code kind} between {@code l.a()} and {@code l.b()}. */
  private static Link link(ComparedLink l, LinkKind kind, String styleClass) {
    return switch (kind) {
      case FORWARD -> new Link(l.a(), l.b(), true, styleClass);
      case BACKWARD -> new Link(l.b(), l.a(), true, styleClass);
      case UNDIRECTED, NONE -> new Link(l.a(), l.b(), false, styleClass);
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
    return GraphCanvas.render(
        names, layout, links, title, legend, options.width(), options.height(), description);
  }
}
