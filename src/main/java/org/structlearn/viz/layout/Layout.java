package org.structlearn.viz.layout;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * Node positions of a drawing: the centre of node {@code i} is ({@link #x(int)}, {@link #y(int)})
 * in pixels at scale 1, with y growing downwards (screen convention), inside a box from (0, 0) to
 * ({@link #width()}, {@link #height()}) that holds every node centre. Node indices are those of the
 * graph the layout was made for. A layered layout also fixes the bend points of its long links
 * (they pass through the layers between their ends at their own place in each layer); other links
 * are routed when drawn. Immutable.
 */
public final class Layout {
  private final double[] x;
  private final double[] y;
  private final double width;
  private final double height;

  /** Bend points of the links the layout routes, by {@code from * size + to}. */
  private final Map<Long, double[][]> bends;

  /** True if made by a layered layout (nodes in rows, links mostly running between rows). */
  private final boolean layered;

  /** Nodes at the given centres, no bends. */
  public Layout(double[] x, double[] y) {
    this(x, y, Map.of(), false);
  }

  /**
   * A layered layout: nodes at the given centres; {@code bends} gives the bend points of links the
   * layout routes, keyed by {@link #key}.
   */
  public Layout(double[] x, double[] y, Map<Long, double[][]> bends) {
    this(x, y, bends, true);
  }

  private Layout(double[] x, double[] y, Map<Long, double[][]> bends, boolean layered) {
    if (x.length != y.length) {
      throw new IllegalArgumentException("x and y differ in length: " + x.length + ", " + y.length);
    }
    this.x = x.clone();
    this.y = y.clone();
    this.bends = new TreeMap<>(bends);
    this.layered = layered;
    double w = Arrays.stream(x).max().orElse(0);
    double h = Arrays.stream(y).max().orElse(0);
    for (double[][] b : bends.values()) {
      for (double[] p : b) {
        w = Math.max(w, p[0]);
        h = Math.max(h, p[1]);
      }
    }
    this.width = w;
    this.height = h;
  }

  /** The key of the link {@code from -> to} in {@link #bends}. */
  public static long key(int from, int to, int size) {
    return (long) from * size + to;
  }

  /**
   * The bend points the layout gives a link between {@code from} and {@code to}, in order from
   * {@code from}; null when the layout leaves that link to the router. A link laid out the other
   * way round gets the same points reversed.
   */
  public double[][] bends(int from, int to) {
    double[][] b = bends.get(key(from, to, size()));
    if (b != null) {
      return b;
    }
    double[][] back = bends.get(key(to, from, size()));
    if (back == null) {
      return null;
    }
    double[][] out = new double[back.length][];
    for (int i = 0; i < back.length; i++) {
      out[i] = back[back.length - 1 - i];
    }
    return out;
  }

  /** Every bend point, for the extent of a drawing. */
  public java.util.Collection<double[][]> allBends() {
    return bends.values();
  }

  /**
   * True for a layered layout (made with bends): its links are routed with more room above and
   * below the boxes ({@link Routes#CLEARANCE_Y}), clear of the arrowheads on the boxes' tops.
   */
  public boolean layered() {
    return layered;
  }

  /** Number of nodes. */
  public int size() {
    return x.length;
  }

  /** Horizontal position of a node's centre, in pixels from the left. */
  public double x(int node) {
    return x[node];
  }

  /** Vertical position of a node's centre, in pixels from the top. */
  public double y(int node) {
    return y[node];
  }

  /** Largest x of a node centre (the smallest is 0 or more). */
  public double width() {
    return width;
  }

  /** Largest y of a node centre (the smallest is 0 or more). */
  public double height() {
    return height;
  }

  /** The smallest distance between two node centres; infinite below two nodes. O(n²). */
  public double minDistance() {
    double best = Double.POSITIVE_INFINITY;
    for (int i = 0; i < x.length; i++) {
      for (int j = i + 1; j < x.length; j++) {
        best = Math.min(best, Math.hypot(x[i] - x[j], y[i] - y[j]));
      }
    }
    return best;
  }

  @Override
  public String toString() {
    return String.format(
        java.util.Locale.ROOT, "Layout(%d nodes, %.0f x %.0f px)", size(), width, height);
  }
}
