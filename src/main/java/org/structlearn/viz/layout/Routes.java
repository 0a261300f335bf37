package org.structlearn.viz.layout;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Routes the links of a drawing around the node boxes they do not join, for {@link
 * org.structlearn.viz.Drawings}.
 *
 * <p>A link whose straight line between its two boxes touches no other box stays straight. Any
 * other link takes the shortest path through the visibility graph of the box corners (Lozano-Pérez
 * and Wesley 1979): every box is grown by a clearance {@link #CLEARANCE}, and the path bends only
 * at the grown boxes' corners, so in a layered drawing a long arc passes through the gaps beside
 * the boxes of the layers it crosses. A* search (Hart, Nilsson and Raphael 1968) with the
 * straight-line distance as heuristic keeps the work small; only the corners of boxes near the link
 * are candidates. A segment that earlier routes already use costs more ({@link #SHARE_PENALTY}), so
 * routes spread over the corridors, and {@link Nudges} moves the bends routes still share apart.
 * Every route then ends on its boxes' borders, and where several routes meet one side of a box
 * their end points are spread evenly along that side (ordered by where the routes come from, so
 * they do not cross there), which keeps arrowheads apart. Last, {@link Curves} rounds every bend
 * into a smooth curve (flattened into the returned polyline) where the curve stays {@link #MARGIN}
 * clear of the boxes. Boxes are grown by {@link #CLEARANCE} at their sides and, in a layered
 * drawing, by {@link #CLEARANCE_Y} above and below, so a route along a layer passes above the
 * arrowheads on its boxes.
 *
 * <p>Coordinates are pixels, y downwards. Deterministic: ties are broken by corner index. Time per
 * routed link O(k · c · b) for k expanded corners, c candidate corners and b nearby boxes.
 */
public final class Routes {
  /** Clearance between a route and a box it passes beside (left or right), in pixels. */
  public static final double CLEARANCE = 6;

  /**
   * Clearance between a route and a box it passes above or below in a layered drawing, in pixels:
   * larger than {@link #CLEARANCE}, so a route along a layer keeps clear of the arrowheads that end
   * on the boxes' tops and bottoms (and reads as passing by, not as touching). Other drawings use
   * {@link #CLEARANCE} all round: their boxes are packed in two dimensions, and a larger clearance
   * closes the gaps between them and sends routes on long detours.
   */
  public static final double CLEARANCE_Y = 14;

  /**
   * The least distance, in pixels, between any drawn route (with its curves) and the box of a node
   * it does not join: what {@code DrawingQuality} measures. Every check after the search (string
   * pulling, lanes, ports, curves) keeps at least this much.
   */
  public static final double MARGIN = 2;

  /** How far from a link's straight line box corners are candidates for its route, in pixels. */
  private static final double WINDOW = 80;

  /**
   * Corners the search may expand before it gives up and draws the link straight (bounds the time
   * on very large drawings; a route found is still the shortest).
   */
  private static final int MAX_EXPANDED = 400;

  /** An axis-parallel node box: centre and half sizes. */
  public record Box(double cx, double cy, double halfW, double halfH) {
    /** The box grown by {@code by} pixels on every side (shrunk if negative). */
    public Rectangle2D grown(double by) {
      return grown(by, by);
    }

    /** The box grown by {@code bx} pixels left and right and {@code by} above and below. */
    public Rectangle2D grown(double bx, double by) {
      return new Rectangle2D.Double(
          cx - halfW - bx, cy - halfH - by, 2 * (halfW + bx), 2 * (halfH + by));
    }
  }

  /**
   * Extra cost, as a fraction of its length, of a path segment per earlier route already on it:
   * later routes take another corridor if one is not much longer, so long arcs do not bundle.
   */
  private static final double SHARE_PENALTY = 0.6;

  private final Box[] boxes;

  /** Clearance beside boxes for this drawing. */
  private final double clearanceX;

  /** Clearance above and below boxes for this drawing. */
  private final double clearanceY;

  /** How many routes so far run along each segment between two corners. */
  private final Map<Segment, Integer> used = new HashMap<>();

  /** A segment between two points, its ends in a fixed order. */
  private record Segment(double x1, double y1, double x2, double y2) {
    static Segment of(double[] p, double[] q) {
      boolean swap = p[0] > q[0] || (p[0] == q[0] && p[1] > q[1]);
      return swap ? new Segment(q[0], q[1], p[0], p[1]) : new Segment(p[0], p[1], q[0], q[1]);
    }
  }

  private Routes(Box[] boxes, double clearanceX, double clearanceY) {
    this.boxes = boxes;
    this.clearanceX = clearanceX;
    this.clearanceY = clearanceY;
  }

  /**
   * The route of every link {@code {from, to}}, each a polyline {@code double[k][2]} from the
   * border of box {@code from} to the border of box {@code to} (k ≥ 2); a link from a box to itself
   * gets an empty array.
   */
  public static List<double[][]> route(Box[] boxes, List<int[]> links) {
    return route(boxes, links, java.util.Collections.nCopies(links.size(), null), false);
  }

  /**
   * As {@link #route(Box[], List)}, but a link whose entry in {@code bends} is not null runs
   * through those points (e.g. the dummy nodes of a layered layout) instead of being routed; in a
   * {@code layered} drawing routes keep {@link #CLEARANCE_Y} above and below boxes.
   */
  public static List<double[][]> route(
      Box[] boxes, List<int[]> links, List<double[][]> bends, boolean layered) {
    return route(boxes, links, bends, CLEARANCE, layered ? CLEARANCE_Y : CLEARANCE);
  }

  /**
   * As {@link #route(Box[], List)} with the given clearances beside and above/below the boxes (e.g.
   * small ones around the dots of a point drawing).
   */
  public static List<double[][]> route(
      Box[] boxes, List<int[]> links, double clearanceX, double clearanceY) {
    return route(
        boxes, links, java.util.Collections.nCopies(links.size(), null), clearanceX, clearanceY);
  }

  private static List<double[][]> route(
      Box[] boxes,
      List<int[]> links,
      List<double[][]> bends,
      double clearanceX,
      double clearanceY) {
    Routes r = new Routes(boxes, clearanceX, clearanceY);
    List<double[][]> out = new ArrayList<>();
    for (int i = 0; i < links.size(); i++) {
      int[] l = links.get(i);
      double[][] path = bends.get(i) == null ? null : r.through(l[0], l[1], bends.get(i));
      if (l[0] == l[1]) {
        out.add(new double[0][]);
      } else {
        out.add(r.clip(path == null ? r.path(l[0], l[1]) : path, l[0], l[1]));
      }
    }
    Nudges.separate(boxes, links, out, r.clearanceX, r.clearanceY);
    Ports.spread(boxes, links, out);
    Curves.round(boxes, links, out);
    return out;
  }

  /** True if segment p-q passes through box {@code b} shrunk by {@code inset} on every side. */
  public static boolean crosses(Box b, double inset, double[] p, double[] q) {
    return b.grown(-inset).intersectsLine(p[0], p[1], q[0], q[1]);
  }

  /** True if segment p-q comes closer than {@code margin} pixels to box {@code b}. */
  static boolean near(Box b, double margin, double[] p, double[] q) {
    return b.grown(margin).intersectsLine(p[0], p[1], q[0], q[1]);
  }

  /** The search's obstacle: box {@code b} grown by the clearances, less half a pixel. */
  private Rectangle2D obstacle(Box b) {
    return b.grown(clearanceX - 0.5, clearanceY - 0.5);
  }

  /**
   * True if segment p-q passes through a box other than {@code skipA} and {@code skipB}; a box
   * whose obstacle holds the centre of {@code skipA} or {@code skipB} (two nodes drawn almost on
   * top of each other) is passed over too, else no route could leave that centre.
   */
  boolean blocked(double[] p, double[] q, int skipA, int skipB, int[] near) {
    for (int b : near) {
      if (b != skipA
          && b != skipB
          && obstacle(boxes[b]).intersectsLine(p[0], p[1], q[0], q[1])
          && !holdsCentre(b, skipA)
          && !holdsCentre(b, skipB)) {
        return true;
      }
    }
    return false;
  }

  private boolean holdsCentre(int b, int node) {
    return node >= 0 && obstacle(boxes[b]).contains(boxes[node].cx(), boxes[node].cy());
  }

  /**
   * Centre of u, the given bend points, centre of v, with every bend left out that the path can
   * skip without passing through a box (string pulling: from each kept point, straight on to the
   * farthest point still in clear sight), so a long arc bends only where a box is in its way.
   */
  private double[][] through(int u, int v, double[][] bends) {
    double[][] p = new double[bends.length + 2][];
    p[0] = new double[] {boxes[u].cx(), boxes[u].cy()};
    for (int i = 0; i < bends.length; i++) {
      p[i + 1] = bends[i].clone();
    }
    p[p.length - 1] = new double[] {boxes[v].cx(), boxes[v].cy()};
    int[] all = new int[boxes.length];
    Arrays.setAll(all, i -> i);
    List<double[]> kept = new ArrayList<>();
    kept.add(p[0]);
    int at = 0;
    while (at < p.length - 1) {
      int next = at + 1;
      for (int j = p.length - 1; j > at + 1; j--) {
        if (!blocked(p[at], p[j], at == 0 ? u : -1, j == p.length - 1 ? v : -1, all)
            && !leavesOwnBox(p, at, j, u, v)) {
          next = j;
          break;
        }
      }
      if (next == at + 1
          && blocked(p[at], p[next], at == 0 ? u : -1, next == p.length - 1 ? v : -1, all)) {
        return null; // a given segment cuts a box (a long, flat last step): route the link instead
      }
      kept.add(p[next]);
      at = next;
    }
    return kept.toArray(new double[0][]);
  }

  /**
   * True if the shortcut from point {@code at} to point {@code j} would leave box u (or enter box
   * v) through a side, where the arrowhead and the spread ports expect the top or bottom.
   */
  private boolean leavesOwnBox(double[][] p, int at, int j, int u, int v) {
    if (at == 0 && Math.abs(p[j][1] - boxes[u].cy()) < boxes[u].halfH() + 1) {
      return true;
    }
    return j == p.length - 1 && Math.abs(p[at][1] - boxes[v].cy()) < boxes[v].halfH() + 1;
  }

  /**
   * Centre-to-centre path from box u to box v: straight if clear, else around the boxes near the
   * straight line; if that detour cuts a box further away, around all boxes.
   */
  private double[][] path(int u, int v) {
    double[] s = {boxes[u].cx(), boxes[u].cy()};
    double[] t = {boxes[v].cx(), boxes[v].cy()};
    int[] all = new int[boxes.length];
    Arrays.setAll(all, i -> i);
    if (!blockedStrict(s, t, u, v, all)) {
      return new double[][] {s, t};
    }
    // candidates: boxes in a corridor around the straight line (a detour never goes far from it)
    int[] near =
        Arrays.stream(all)
            .filter(
                b ->
                    Geometry.distanceToSegment(boxes[b].cx(), boxes[b].cy(), s, t)
                        <= WINDOW + boxes[b].halfW() + boxes[b].halfH())
            .toArray();
    double[][] found = around(s, t, u, v, near);
    if (found != null && near.length < all.length && !clearOfAll(found, u, v, all)) {
      found = around(s, t, u, v, all);
    }
    if (found == null) {
      return new double[][] {s, t};
    }
    for (int i = 1; i + 2 < found.length; i++) {
      used.merge(Segment.of(found[i], found[i + 1]), 1, Integer::sum);
    }
    return found;
  }

  private boolean clearOfAll(double[][] path, int u, int v, int[] all) {
    for (int i = 0; i + 1 < path.length; i++) {
      if (blocked(path[i], path[i + 1], i == 0 ? u : -1, i + 2 == path.length ? v : -1, all)) {
        return false;
      }
    }
    return true;
  }

  /** Shortest path from s (centre of u) to t (centre of v) around the boxes {@code near}. */
  private double[][] around(double[] s, double[] t, int u, int v, int[] near) {
    List<double[]> points = new ArrayList<>();
    points.add(s);
    points.add(t);
    for (int b : near) {
      Rectangle2D r = boxes[b].grown(clearanceX, clearanceY);
      for (double[] c :
          new double[][] {
            {r.getMinX(), r.getMinY()},
            {r.getMaxX(), r.getMinY()},
            {r.getMinX(), r.getMaxY()},
            {r.getMaxX(), r.getMaxY()}
          }) {
        if (!insideAny(c, near)) {
          points.add(c);
        }
      }
    }
    return aStar(points, u, v, near);
  }

  /** The straight-line test: a straight link may pass a box closer than the clearances. */
  private boolean blockedStrict(double[] p, double[] q, int skipA, int skipB, int[] near) {
    for (int b : near) {
      if (b != skipA && b != skipB && near(boxes[b], MARGIN + 1, p, q)) {
        return true;
      }
    }
    return false;
  }

  private boolean insideAny(double[] c, int[] near) {
    for (int b : near) {
      if (obstacle(boxes[b]).contains(c[0], c[1])) {
        return true;
      }
    }
    return false;
  }

  /**
   * Shortest visible path from points[0] (centre of u) to points[1] (centre of v); null if none.
   */
  private double[][] aStar(List<double[]> points, int u, int v, int[] near) {
    int k = points.size();
    double[] dist = new double[k];
    int[] prev = new int[k];
    boolean[] done = new boolean[k];
    Arrays.fill(dist, Double.POSITIVE_INFINITY);
    Arrays.fill(prev, -1);
    dist[0] = 0;
    double[] goal = points.get(1);
    PriorityQueue<double[]> open =
        new PriorityQueue<>(
            (a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0]) : (int) (a[1] - b[1]));
    open.add(new double[] {Geometry.distance(points.get(0), goal), 0});
    int expanded = 0;
    while (!open.isEmpty()) {
      int i = (int) open.poll()[1];
      if (done[i]) {
        continue;
      }
      done[i] = true;
      if (i == 1 || ++expanded > MAX_EXPANDED) {
        break;
      }
      double[] p = points.get(i);
      for (int j = 1; j < k; j++) {
        if (done[j]) {
          continue;
        }
        double d = dist[i] + cost(p, points.get(j));
        // the route may leave u's box only on its first segment and enter v's only on its last
        if (d < dist[j] && !blocked(p, points.get(j), i == 0 ? u : -1, j == 1 ? v : -1, near)) {
          dist[j] = d;
          prev[j] = i;
          open.add(new double[] {d + Geometry.distance(points.get(j), goal), j});
        }
      }
    }
    if (!done[1]) {
      return null;
    }
    List<double[]> path = new ArrayList<>();
    for (int i = 1; i >= 0; i = prev[i]) {
      path.add(0, points.get(i));
      if (i == 0) {
        break;
      }
    }
    return path.toArray(new double[0][]);
  }

  /** The length of segment p-q, raised for each earlier route on it. */
  private double cost(double[] p, double[] q) {
    double len = Geometry.distance(p, q);
    if (used.isEmpty()) {
      return len;
    }
    Integer n = used.get(Segment.of(p, q));
    return n == null ? len : len * (1 + SHARE_PENALTY * n);
  }

  /** The path with its ends moved from the box centres to the box borders. */
  private double[][] clip(double[][] path, int u, int v) {
    double[][] out = new double[path.length][];
    for (int i = 0; i < path.length; i++) {
      out[i] = path[i].clone();
    }
    out[0] = Geometry.border(boxes[u], path[1]);
    out[out.length - 1] = Geometry.border(boxes[v], path[path.length - 2]);
    return out;
  }
}
