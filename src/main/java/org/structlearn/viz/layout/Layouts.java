package org.structlearn.viz.layout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.Pdags;
import org.structlearn.graph.UndirectedGraph;

/**
 * Node placement for {@link org.structlearn.viz.Drawings}, computed here so that the same graph
 * always gives the same picture.
 *
 * <ul>
 *   <li>{@link #layered(Dag)}: the layered drawing of Sugiyama, Tagawa and Toda (1981) with the
 *       layering, ordering and coordinate steps of Gansner et al. (1993), long arcs through dummy
 *       nodes; see {@link LayeredLayout}. Parents above children, nodes without any arc in rows
 *       below.
 *   <li>{@link #undirected(UndirectedGraph, long)}: stress majorization (Gansner, Koren and North
 *       2004) with hubs given room and PRISM-style overlap removal (Gansner and Hu 2010); no two
 *       label boxes overlap. See {@link StressLayout}.
 *   <li>{@link #forceDirected(UndirectedGraph, long)}: Fruchterman and Reingold (1991), the
 *       undirected layout used before; kept for comparison ({@code bash scripts/bench.sh
 *       drawings}).
 * </ul>
 *
 * Coordinates are pixels at scale 1 (12 px labels), y downwards.
 */
public final class Layouts {
  /** Horizontal space between two label boxes of one layer. */
  public static final double GAP = 16;

  /** Vertical distance between two layers. */
  static final double LAYER_GAP = 100;

  /** Vertical distance between two rows of isolated nodes. */
  static final double ROW_GAP = 36;

  /** Narrowest row of isolated nodes before it wraps. */
  static final double MIN_ROW_WIDTH = 600;

  private static final int SWEEPS = 12;
  private static final int MAX_ARCS_FOR_CROSSING_COUNT = 2000;
  private static final int FR_ITERATIONS = 300;
  private static final double FR_EDGE_LENGTH = 80;

  private Layouts() {}

  /**
   * The layer of every node, 0 at the top; -1 for a node without any arc. Every parent is in a
   * strictly smaller layer than its children. Starts from the longest path from the roots, then
   * lowers the total span of the arcs (the objective of Gansner et al.'s network-simplex layering)
   * by moving one node at a time within the layers its parents and children allow: down when it has
   * more children than parents (a root sits just above its highest child), up when it has more
   * parents, until no move shortens the arcs. Then the layers are renumbered from 0. O(n + a) per
   * round, at most n rounds.
   */
  public static int[] layers(Dag g) {
    int n = g.size();
    int[] layer = new int[n];
    Arrays.fill(layer, -1);
    int[] topo = g.topologicalOrder();
    for (int v : topo) {
      if (g.parentCount(v) == 0 && g.children(v).length == 0) {
        continue;
      }
      int l = 0;
      for (int p : g.parents(v)) {
        l = Math.max(l, layer[p] + 1);
      }
      layer[v] = l;
    }
    boolean moved = true;
    for (int round = 0; moved && round < n; round++) {
      moved = false;
      for (int i = topo.length - 1; i >= 0; i--) {
        int v = topo[i];
        if (layer[v] < 0) {
          continue;
        }
        int[] ch = g.children(v);
        int pc = g.parentCount(v);
        int target = layer[v];
        if (ch.length > pc) {
          target = Integer.MAX_VALUE;
          for (int c : ch) {
            target = Math.min(target, layer[c] - 1);
          }
        } else if (pc > ch.length) {
          target = 0;
          for (int p : g.parents(v)) {
            target = Math.max(target, layer[p] + 1);
          }
        }
        if (target != layer[v]) {
          layer[v] = target;
          moved = true;
        }
      }
    }
    int top = Integer.MAX_VALUE;
    for (int l : layer) {
      top = l >= 0 ? Math.min(top, l) : top;
    }
    for (int v = 0; v < n; v++) {
      layer[v] = layer[v] >= 0 ? layer[v] - top : -1;
    }
    return layer;
  }

  /** The layered layout of a DAG (see {@link LayeredLayout}), labels being the node names. */
  public static Layout layered(Dag g) {
    return layered(g, LabelMetrics.boxWidths(g.names()));
  }

  static Layout layered(Dag g, double[] widths) {
    return LayeredLayout.of(g, widths);
  }

  /**
   * The previous layered layout (no dummy nodes; barycenter sweeps; each layer spread evenly), kept
   * for comparison in the drawing benchmark.
   */
  public static Layout layeredWithoutDummies(Dag g, double[] widths) {
    int n = g.size();
    int[] layer = layers(g);
    int depth = Arrays.stream(layer).max().orElse(-1) + 1;
    List<List<Integer>> rows = new ArrayList<>();
    for (int l = 0; l < depth; l++) {
      rows.add(new ArrayList<>());
    }
    List<Integer> isolated = new ArrayList<>();
    for (int v : g.topologicalOrder()) {
      if (layer[v] < 0) {
        isolated.add(v);
      } else {
        rows.get(layer[v]).add(v);
      }
    }
    order(g, rows, layer);
    double[] x = new double[n];
    double[] y = new double[n];
    double width = 0;
    for (List<Integer> row : rows) {
      width = Math.max(width, rowWidth(row, widths));
    }
    for (int l = 0; l < depth; l++) {
      List<Integer> row = rows.get(l);
      double extra = (width - rowWidth(row, widths)) / row.size();
      double cursor = extra / 2;
      for (int v : row) {
        x[v] = cursor + widths[v] / 2;
        y[v] = l * LAYER_GAP;
        cursor += widths[v] + GAP + extra;
      }
    }
    double top = depth == 0 ? 0 : (depth - 1) * LAYER_GAP + LAYER_GAP * 0.8;
    placeRows(isolated, widths, Math.max(width, MIN_ROW_WIDTH), top, x, y);
    return new Layout(x, y);
  }

  private static double rowWidth(List<Integer> row, double[] widths) {
    double w = GAP * Math.max(0, row.size() - 1);
    for (int v : row) {
      w += widths[v];
    }
    return w;
  }

  /**
   * Places nodes left to right in rows of at most {@code maxWidth}, the first row at {@code top}.
   */
  static void placeRows(
      List<Integer> nodes, double[] widths, double maxWidth, double top, double[] x, double[] y) {
    double cursor = 0;
    double rowY = top;
    for (int v : nodes) {
      if (cursor > 0 && cursor + widths[v] > maxWidth) {
        cursor = 0;
        rowY += ROW_GAP;
      }
      x[v] = cursor + widths[v] / 2;
      y[v] = rowY;
      cursor += widths[v] + GAP;
    }
  }

  /** Barycenter sweeps over the rows (in place), keeping the ordering with fewest crossings. */
  private static void order(Dag g, List<List<Integer>> rows, int[] layer) {
    double[] pos = new double[g.size()];
    updatePositions(rows, pos);
    boolean count = g.arcCount() <= MAX_ARCS_FOR_CROSSING_COUNT;
    long best = count ? crossings(g, pos, layer) : 0;
    List<List<Integer>> bestRows = copy(rows);
    for (int sweep = 0; sweep < SWEEPS; sweep++) {
      boolean down = sweep % 2 == 0;
      for (int k = 1; k < rows.size(); k++) {
        int l = down ? k : rows.size() - 1 - k;
        List<Integer> row = rows.get(l);
        double[] bc = new double[g.size()];
        for (int v : row) {
          int[] nb = down ? g.parents(v) : g.children(v);
          bc[v] =
              nb.length == 0
                  ? pos[v]
                  : Arrays.stream(nb).mapToDouble(u -> pos[u]).average().getAsDouble();
        }
        row.sort(Comparator.comparingDouble(v -> bc[v])); // stable: ties keep their order
        updatePositions(List.of(row), pos);
      }
      if (count) {
        long c = crossings(g, pos, layer);
        if (c < best) {
          best = c;
          bestRows = copy(rows);
        }
      } else {
        bestRows = copy(rows);
      }
    }
    for (int l = 0; l < rows.size(); l++) {
      rows.set(l, bestRows.get(l));
    }
  }

  private static List<List<Integer>> copy(List<List<Integer>> rows) {
    List<List<Integer>> out = new ArrayList<>();
    for (List<Integer> r : rows) {
      out.add(new ArrayList<>(r));
    }
    return out;
  }

  /** Relative position of each node in its row, in (0, 1). */
  private static void updatePositions(List<List<Integer>> rows, double[] pos) {
    for (List<Integer> row : rows) {
      for (int i = 0; i < row.size(); i++) {
        pos[row.get(i)] = (i + 0.5) / row.size();
      }
    }
  }

  /** Pairs of arcs whose straight segments cross, drawn at relative positions. O(a²). */
  private static long crossings(Dag g, double[] pos, int[] layer) {
    var arcs = g.arcs();
    long c = 0;
    for (int i = 0; i < arcs.size(); i++) {
      var a = arcs.get(i);
      for (int j = i + 1; j < arcs.size(); j++) {
        var b = arcs.get(j);
        if (a.from() == b.from() || a.from() == b.to() || a.to() == b.from() || a.to() == b.to()) {
          continue;
        }
        if (Geometry.segmentsCross(
            pos[a.from()],
            layer[a.from()],
            pos[a.to()],
            layer[a.to()],
            pos[b.from()],
            layer[b.from()],
            pos[b.to()],
            layer[b.to()])) {
          c++;
        }
      }
    }
    return c;
  }

  /**
   * A force-directed layout of an undirected graph (Fruchterman and Reingold 1991), seeded, with a
   * pass that pushes overlapping label boxes apart; isolated nodes in rows below. Time O(n² · 300).
   * The drawings use {@link #undirected} instead, which gives hubs room.
   */
  public static Layout forceDirected(UndirectedGraph g, long seed) {
    return forceDirected(g, seed, LabelMetrics.boxWidths(g.names()));
  }

  static Layout forceDirected(UndirectedGraph g, long seed, double[] widths) {
    return ForceDirected.layout(g, seed, widths, FR_ITERATIONS, FR_EDGE_LENGTH);
  }

  /**
   * The drawing of an undirected graph by stress majorization with hubs given room and overlap
   * removal (see {@link StressLayout}): no two label boxes overlap. Seeded (the seed jitters the
   * start); isolated nodes in rows below.
   */
  public static Layout undirected(UndirectedGraph g, long seed) {
    return StressLayout.layout(g, seed, LabelMetrics.boxWidths(g.names()));
  }

  /**
   * The layout for a partially directed graph: layered by a consistent extension (a DAG with the
   * same skeleton and arcs) when it has one, else force-directed on its skeleton.
   */
  public static Layout forPdag(Pdag p, long seed) {
    Optional<Dag> ext = p.arcs().isEmpty() ? Optional.empty() : Pdags.consistentExtension(p);
    if (ext.isPresent()) {
      return layered(ext.get());
    }
    return undirected(Pdags.skeleton(p), seed);
  }
}
