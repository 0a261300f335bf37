package org.structlearn.mixed;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The statistics of a grouping of the rows computed from the rows, kept sorted by configuration (a
 * stable counting sort: one segment of positions per configuration, rows in data order within it).
 * A column's values gathered into that order (one pass) give the means by segment sums; less their
 * segment's mean they are the centred column, kept while the memory bound allows, and every centred
 * cross product Σ (x_i − m_i)(x_j − m_j) is then a sum of products of two contiguous runs per
 * segment, with four partial sums so that the additions need not wait on each other. Two-pass
 * (means first), so there is no cancellation between raw moments. Thread-safe.
 */
final class RowMoments implements Moments {
  private final double[][] continuous; // by continuous index
  private final int[] order; // position -> row, rows sorted by configuration; null: identity
  private final int[] start; // configuration c holds positions start[c] until start[c + 1]
  private final double[] counts;
  private final double[] weights; // per position, or null: every row weighs 1
  private final AtomicLong held; // bytes of statistics kept, shared by the cache
  private final long budget;
  private final AtomicReferenceArray<double[]> centred; // per position, less its segment's mean

  /**
   * @param config the observed configuration of each row (of {@code observed}), or null for one
   * @param weights per row, or null
   * @param held the bytes kept, to which the centred columns kept are added
   * @param budget the bytes past which centred columns are made for each use, not kept
   */
  RowMoments(
      double[][] continuous,
      int rows,
      int[] config,
      int observed,
      double[] weights,
      AtomicLong held,
      long budget) {
    this.continuous = continuous;
    this.held = held;
    this.budget = budget;
    this.start = new int[observed + 1];
    if (config == null) {
      this.order = null;
      start[1] = rows;
    } else {
      this.order = new int[rows];
      for (int c : config) {
        start[c + 1]++;
      }
      for (int c = 0; c < observed; c++) {
        start[c + 1] += start[c];
      }
      int[] next = Arrays.copyOf(start, observed);
      for (int row = 0; row < rows; row++) {
        order[next[config[row]]++] = row;
      }
    }
    this.weights = weights == null || order == null ? weights : gather(weights);
    this.counts = new double[observed];
    for (int c = 0; c < observed; c++) {
      counts[c] =
          weights == null ? start[c + 1] - start[c] : sum(this.weights, start[c], start[c + 1]);
    }
    this.centred = new AtomicReferenceArray<>(continuous.length);
  }

  /** Rows (or their total weight) per configuration. */
  double[] counts() {
    return counts;
  }

  /** Bytes of the sort. */
  long bytes() {
    return (order == null ? 0 : 4L * order.length) + (weights == null ? 0 : 8L * weights.length);
  }

  @Override
  public double[] means(int i) {
    double[] x = order == null ? continuous[i].clone() : gather(continuous[i]);
    double[] m = new double[counts.length];
    for (int c = 0; c < m.length; c++) {
      m[c] =
          (weights == null
                  ? sum(x, start[c], start[c + 1])
                  : dot(weights, x, start[c], start[c + 1]))
              / counts[c];
    }
    centre(x, m);
    keep(i, x);
    return m;
  }

  @Override
  public double[] cross(int i, int j, double[] mi, double[] mj) {
    double[] a = centred(i, mi);
    double[] b = i == j ? a : centred(j, mj);
    double[] s = new double[counts.length];
    for (int c = 0; c < s.length; c++) {
      s[c] =
          weights == null
              ? dot(a, b, start[c], start[c + 1])
              : weightedDot(weights, a, b, start[c], start[c + 1]);
    }
    return s;
  }

  /** Column {@code i} in sorted order less its segment's mean {@code m}: kept, or made anew. */
  private double[] centred(int i, double[] m) {
    double[] x = centred.get(i);
    if (x != null) {
      return x;
    }
    x = order == null ? continuous[i].clone() : gather(continuous[i]);
    centre(x, m);
    return keep(i, x);
  }

  /** Keeps a centred column if the memory bound allows; returns the one kept (or {@code x}). */
  private double[] keep(int i, double[] x) {
    long b = 8L * x.length + 16;
    if (held.addAndGet(b) > budget) {
      held.addAndGet(-b);
      return x;
    }
    if (!centred.compareAndSet(i, null, x)) {
      held.addAndGet(-b);
    }
    return centred.get(i);
  }

  private void centre(double[] x, double[] m) {
    for (int c = 0; c < m.length; c++) {
      double mc = m[c];
      for (int k = start[c]; k < start[c + 1]; k++) {
        x[k] -= mc;
      }
    }
  }

  private double[] gather(double[] x) {
    double[] out = new double[order.length];
    for (int k = 0; k < out.length; k++) {
      out[k] = x[order[k]];
    }
    return out;
  }

  /** Σ x[k] for k in [from, to), with four partial sums. */
  private static double sum(double[] x, int from, int to) {
    double t0 = 0;
    double t1 = 0;
    double t2 = 0;
    double t3 = 0;
    int k = from;
    for (; k + 3 < to; k += 4) {
      t0 += x[k];
      t1 += x[k + 1];
      t2 += x[k + 2];
      t3 += x[k + 3];
    }
    for (; k < to; k++) {
      t0 += x[k];
    }
    return (t0 + t1) + (t2 + t3);
  }

  /** Σ a[k] b[k] for k in [from, to), with four partial sums. */
  private static double dot(double[] a, double[] b, int from, int to) {
    double t0 = 0;
    double t1 = 0;
    double t2 = 0;
    double t3 = 0;
    int k = from;
    for (; k + 3 < to; k += 4) {
      t0 += a[k] * b[k];
      t1 += a[k + 1] * b[k + 1];
      t2 += a[k + 2] * b[k + 2];
      t3 += a[k + 3] * b[k + 3];
    }
    for (; k < to; k++) {
      t0 += a[k] * b[k];
    }
    return (t0 + t1) + (t2 + t3);
  }

  /** Σ w[k] a[k] b[k] for k in [from, to). */
  private static double weightedDot(double[] w, double[] a, double[] b, int from, int to) {
    double t0 = 0;
    double t1 = 0;
    int k = from;
    for (; k + 1 < to; k += 2) {
      t0 += w[k] * a[k] * b[k];
      t1 += w[k + 1] * a[k + 1] * b[k + 1];
    }
    for (; k < to; k++) {
      t0 += w[k] * a[k] * b[k];
    }
    return t0 + t1;
  }
}
