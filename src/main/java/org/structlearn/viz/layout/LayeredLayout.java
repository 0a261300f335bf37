package org.structlearn.viz.layout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;

/**
 * The layered drawing of a DAG after Sugiyama, Tagawa and Toda (1981), "Methods for visual
 * understanding of hierarchical system structures", IEEE Trans. SMC 11(2), with the ordering and
 * coordinate steps of Gansner, Koutsofios, North and Vo (1993), "A technique for drawing directed
 * graphs", IEEE Trans. Software Eng. 19(3):
 *
 * <ol>
 *   <li><b>Layers</b>: {@link Layouts#layers} (longest path from the roots, each root pulled down
 *       to just above its highest child).
 *   <li><b>Dummy nodes</b>: an arc spanning k layers gets k - 1 dummy nodes, one in each layer it
 *       passes, each a narrow slot of its own; the arc is drawn through them, so long arcs never
 *       run through a node box and run in separate channels, not in one bundle.
 *   <li><b>Ordering</b>: Gansner et al.'s weighted-median heuristic, 24 sweeps alternately down and
 *       up, each followed by their transpose step (swap neighbours while that removes crossings);
 *       the ordering with the fewest crossings (counted between neighbouring layers, dummies
 *       included) is kept, and after four sweeps without improvement the sweeps go on from it.
 *   <li><b>Coordinates</b>: Gansner et al. place nodes by minimising Σ Ω(e)·|x(u) - x(v)| over the
 *       segments of the arcs, with Ω = 1, 2, 8 for segments between two real nodes, one dummy and
 *       two dummies (so long arcs stay straight), subject to each layer's order and label-width
 *       separation, by network simplex. Here the quadratic form Σ Ω(e)·(x(u) - x(v))² is minimised
 *       instead, layer by layer in alternating sweeps, each layer solved exactly by pool adjacent
 *       violators (the one-dimensional case of the quadratic program with ordering constraints);
 *       this reconstruction has no public reference implementation to compare with.
 * </ol>
 *
 * Nodes without any arc go in rows below. Time per sweep O(V + E) plus the crossing count, O(Σ
 * e_l²) over the segments e_l between layers l and l + 1 (V and E counting dummies).
 */
final class LayeredLayout {
  /** Vertical distance between two layers. */
  static final double LAYER_GAP = 90;

  /** Width of a dummy node's slot. */
  static final double DUMMY_WIDTH = 4;

  /** Horizontal space next to a dummy node. */
  static final double DUMMY_GAP = 16;

  private static final int SWEEPS = 24;
  private static final int PLACEMENT_SWEEPS = 40;

  private final int real;
  private final double[] widths;
  private final int[] layerOf;
  private final List<List<Integer>> up = new ArrayList<>();
  private final List<List<Integer>> down = new ArrayList<>();
  private final Map<Long, int[]> chains = new HashMap<>();

  private LayeredLayout(Dag g, double[] realWidths, int[] layer) {
    real = g.size();
    List<Double> w = new ArrayList<>();
    List<Integer> l = new ArrayList<>();
    for (int v = 0; v < real; v++) {
      w.add(realWidths[v]);
      l.add(layer[v]);
      up.add(new ArrayList<>());
      down.add(new ArrayList<>());
    }
    for (Arc a : g.arcs()) {
      int span = layer[a.to()] - layer[a.from()];
      int[] chain = new int[span - 1];
      int prev = a.from();
      for (int k = 1; k < span; k++) {
        int d = w.size();
        w.add(DUMMY_WIDTH);
        l.add(layer[a.from()] + k);
        up.add(new ArrayList<>());
        down.add(new ArrayList<>());
        chain[k - 1] = d;
        link(prev, d);
        prev = d;
      }
      link(prev, a.to());
      chains.put(Layout.key(a.from(), a.to(), real), chain);
    }
    widths = w.stream().mapToDouble(Double::doubleValue).toArray();
    layerOf = l.stream().mapToInt(Integer::intValue).toArray();
  }

  private void link(int u, int v) {
    down.get(u).add(v);
    up.get(v).add(u);
  }

  /** The layered layout of {@code g} with the given label box widths. */
  static Layout of(Dag g, double[] widths) {
    int[] layer = Layouts.layers(g);
    LayeredLayout l = new LayeredLayout(g, widths, layer);
    int depth = Arrays.stream(layer).max().orElse(-1) + 1;
    List<int[]> rows = l.order(g, depth);
    double[] x = l.place(rows);
    int all = l.widths.length;
    double[] y = new double[all];
    for (int v = 0; v < all; v++) {
      y[v] = l.layerOf[v] * LAYER_GAP;
    }
    double maxRight = 0;
    for (int v = 0; v < all; v++) {
      if (l.layerOf[v] >= 0) {
        maxRight = Math.max(maxRight, x[v] + l.widths[v] / 2);
      }
    }
    double[] rx = Arrays.copyOf(x, l.real);
    double[] ry = Arrays.copyOf(y, l.real);
    List<Integer> isolated = new ArrayList<>();
    for (int v : g.topologicalOrder()) {
      if (layer[v] < 0) {
        isolated.add(v);
      }
    }
    double top = depth == 0 ? 0 : (depth - 1) * LAYER_GAP + LAYER_GAP * 0.8;
    Layouts.placeRows(isolated, widths, Math.max(maxRight, Layouts.MIN_ROW_WIDTH), top, rx, ry);
    Map<Long, double[][]> bends = new HashMap<>();
    double half = LabelMetrics.BOX_HEIGHT / 2;
    for (Map.Entry<Long, int[]> e : l.chains.entrySet()) {
      int[] chain = e.getValue();
      if (chain.length == 0) {
        continue;
      }
      double[][] b = new double[2 * chain.length][];
      for (int k = 0; k < chain.length; k++) {
        int d = chain[k];
        b[2 * k] = new double[] {x[d], y[d] - half};
        b[2 * k + 1] = new double[] {x[d], y[d] + half};
      }
      bends.put(e.getKey(), b);
    }
    return new Layout(rx, ry, bends);
  }

  /** The order of every layer (node ids, dummies included), fewest crossings found. */
  private List<int[]> order(Dag g, int depth) {
    List<List<Integer>> start = new ArrayList<>();
    for (int l = 0; l < depth; l++) {
      start.add(new ArrayList<>());
    }
    double[] pos = new double[widths.length];
    // initial order: layer 0 in topological order, each next layer by its parents' mean position
    int[] topo = g.topologicalOrder();
    for (int i = 0; i < topo.length; i++) {
      pos[topo[i]] = i;
    }
    for (int v = 0; v < widths.length; v++) {
      if (layerOf[v] >= 0) {
        start.get(layerOf[v]).add(v);
      }
    }
    List<int[]> rows = new ArrayList<>();
    for (int l = 0; l < depth; l++) {
      List<Integer> row = start.get(l);
      if (l > 0) {
        for (int v : row) {
          pos[v] = up.get(v).isEmpty() ? pos[v] : mean(up.get(v), pos);
        }
      }
      row.sort((a, b) -> pos[a] != pos[b] ? Double.compare(pos[a], pos[b]) : a - b);
      rows.add(row.stream().mapToInt(Integer::intValue).toArray());
      setPositions(rows.get(l), pos);
    }
    List<int[]> best = copy(rows);
    long fewest = crossings(rows, pos);
    int stale = 0;
    for (int sweep = 0; sweep < SWEEPS && fewest > 0; sweep++) {
      boolean downwards = sweep % 2 == 0;
      for (int k = 1; k < depth; k++) {
        int l = downwards ? k : depth - 1 - k;
        medianSort(rows.get(l), downwards ? up : down, pos);
      }
      transpose(rows, pos);
      long c = crossings(rows, pos);
      if (c < fewest) {
        fewest = c;
        best = copy(rows);
        stale = 0;
      } else if (++stale >= 4) {
        rows = copy(best); // Gansner et al.: continue from the best ordering found
        for (int[] r : rows) {
          setPositions(r, pos);
        }
        stale = 0;
      }
    }
    return best;
  }

  private static double mean(List<Integer> nb, double[] pos) {
    double s = 0;
    for (int u : nb) {
      s += pos[u];
    }
    return s / nb.size();
  }

  private static void setPositions(int[] row, double[] pos) {
    for (int i = 0; i < row.length; i++) {
      pos[row[i]] = i;
    }
  }

  private static List<int[]> copy(List<int[]> rows) {
    List<int[]> out = new ArrayList<>();
    for (int[] r : rows) {
      out.add(r.clone());
    }
    return out;
  }

  /** Gansner et al.'s weighted median of a node's neighbours in the fixed layer; -1 without any. */
  private static double median(List<Integer> nb, double[] pos) {
    int m = nb.size();
    if (m == 0) {
      return -1;
    }
    double[] p = new double[m];
    for (int i = 0; i < m; i++) {
      p[i] = pos[nb.get(i)];
    }
    Arrays.sort(p);
    int mid = m / 2;
    if (m % 2 == 1) {
      return p[mid];
    }
    if (m == 2) {
      return (p[0] + p[1]) / 2;
    }
    double left = p[mid - 1] - p[0];
    double right = p[m - 1] - p[mid];
    return left + right == 0
        ? (p[mid - 1] + p[mid]) / 2
        : (p[mid - 1] * right + p[mid] * left) / (left + right);
  }

  /** Sorts a layer by median; a node without neighbours in the fixed layer keeps its place. */
  private static void medianSort(int[] row, List<List<Integer>> fixed, double[] pos) {
    int n = row.length;
    double[] med = new double[n];
    List<Integer> movable = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      med[i] = median(fixed.get(row[i]), pos);
      if (med[i] >= 0) {
        movable.add(i);
      }
    }
    List<Integer> sorted = new ArrayList<>(movable);
    sorted.sort((a, b) -> med[a] != med[b] ? Double.compare(med[a], med[b]) : a - b);
    int[] old = row.clone();
    for (int k = 0; k < movable.size(); k++) {
      row[movable.get(k)] = old[sorted.get(k)];
    }
    setPositions(row, pos);
  }

  /** Gansner et al.'s transpose: swap neighbours in a layer while that lowers the crossings. */
  private void transpose(List<int[]> rows, double[] pos) {
    boolean improved = true;
    for (int round = 0; improved && round < 8; round++) {
      improved = false;
      for (int[] row : rows) {
        for (int i = 0; i + 1 < row.length; i++) {
          int v = row[i];
          int w = row[i + 1];
          if (pairCrossings(v, w, pos) > pairCrossings(w, v, pos)) {
            row[i] = w;
            row[i + 1] = v;
            pos[v] = i + 1;
            pos[w] = i;
            improved = true;
          }
        }
      }
    }
  }

  /** Crossings between the segments of v and of w, v left of w, with both neighbouring layers. */
  private int pairCrossings(int v, int w, double[] pos) {
    int c = 0;
    for (List<List<Integer>> side : List.of(up, down)) {
      for (int a : side.get(v)) {
        for (int b : side.get(w)) {
          c += pos[a] > pos[b] ? 1 : 0;
        }
      }
    }
    return c;
  }

  /** Crossings between segments of neighbouring layers. O(Σ e_l²). */
  private long crossings(List<int[]> rows, double[] pos) {
    long c = 0;
    for (int l = 0; l + 1 < rows.size(); l++) {
      List<int[]> seg = new ArrayList<>();
      for (int u : rows.get(l)) {
        for (int v : down.get(u)) {
          seg.add(new int[] {(int) pos[u], (int) pos[v]});
        }
      }
      for (int i = 0; i < seg.size(); i++) {
        for (int j = i + 1; j < seg.size(); j++) {
          int[] a = seg.get(i);
          int[] b = seg.get(j);
          if ((long) (a[0] - b[0]) * (a[1] - b[1]) < 0) {
            c++;
          }
        }
      }
    }
    return c;
  }

  /** The x of every node: the layers' orders kept, label widths separated, segments short. */
  private double[] place(List<int[]> rows) {
    double[] x = new double[widths.length];
    for (int[] row : rows) {
      double cursor = 0;
      for (int i = 0; i < row.length; i++) {
        if (i > 0) {
          cursor += separation(row[i - 1], row[i]);
        }
        x[row[i]] = cursor;
      }
    }
    for (int sweep = 0; sweep < PLACEMENT_SWEEPS; sweep++) {
      boolean downwards = sweep % 2 == 0;
      for (int k = 0; k < rows.size(); k++) {
        int[] row = rows.get(downwards ? k : rows.size() - 1 - k);
        placeRow(row, x);
      }
    }
    double left = Double.POSITIVE_INFINITY;
    for (int[] row : rows) {
      if (row.length > 0) {
        left = Math.min(left, x[row[0]] - widths[row[0]] / 2);
      }
    }
    for (int v = 0; v < x.length; v++) {
      x[v] -= left;
    }
    return x;
  }

  private double separation(int a, int b) {
    boolean dummy = a >= real || b >= real;
    return (widths[a] + widths[b]) / 2 + (dummy ? DUMMY_GAP : Layouts.GAP);
  }

  private double weight(int a, int b) {
    return a >= real && b >= real ? 8 : a >= real || b >= real ? 2 : 1;
  }

  /**
   * Moves one layer to minimise Σ Ω·(x(v) - x(neighbour))² over its segments to both neighbouring
   * layers, keeping its order and separations: weighted isotonic regression of the targets minus
   * the cumulative separations, by pool adjacent violators.
   */
  private void placeRow(int[] row, double[] x) {
    int n = row.length;
    double[] target = new double[n];
    double[] weight = new double[n];
    double[] offset = new double[n];
    for (int i = 0; i < n; i++) {
      int v = row[i];
      offset[i] = i == 0 ? 0 : offset[i - 1] + separation(row[i - 1], v);
      double s = 0;
      double ws = 0;
      for (List<List<Integer>> side : List.of(up, down)) {
        for (int u : side.get(v)) {
          double w = weight(u, v);
          s += w * x[u];
          ws += w;
        }
      }
      target[i] = (ws == 0 ? x[v] : s / ws) - offset[i];
      weight[i] = ws == 0 ? 1e-3 : ws;
    }
    double[] fitted = Isotonic.fit(target, weight);
    for (int i = 0; i < n; i++) {
      x[row[i]] = fitted[i] + offset[i];
    }
  }
}
