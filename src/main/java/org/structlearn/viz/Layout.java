package org.structlearn.viz;

import java.util.Arrays;

/**
 * Node positions of a drawing: the centre of node {@code i} is ({@link #x(int)}, {@link #y(int)})
 * in pixels at scale 1, with y growing downwards (screen convention), inside a box from (0, 0) to
 * ({@link #width()}, {@link #height()}) that holds every node centre. Node indices are those of the
 * graph the layout was made for. Immutable.
 */
public final class Layout {
  private final double[] x;
  private final double[] y;
  private final double width;
  private final double height;

  Layout(double[] x, double[] y) {
    if (x.length != y.length) {
      throw new IllegalArgumentException("x and y differ in length: " + x.length + ", " + y.length);
    }
    this.x = x.clone();
    this.y = y.clone();
    this.width = Arrays.stream(x).max().orElse(0);
    this.height = Arrays.stream(y).max().orElse(0);
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
