package org.structlearn.mixed;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.structlearn.data.Dataset;

/**
 * The rows of a data set grouped by the configuration of a set of discrete columns, with the
 * per-configuration means and centred cross products of continuous columns computed on demand and
 * kept: the sufficient statistics of conditional linear Gaussian families (one regression per
 * configuration).
 *
 * <p>A configuration is a mixed-radix index over the discrete columns, the first varying fastest
 * (bnlearn's {@code c_fast_config}); there are {@link #possible()} of them, levels that never occur
 * included, but only the {@link #observed()} ones are stored, in order of first appearance. A mean
 * or a centred cross product Σ (x_i − m_i)(x_j − m_j) takes one sweep of the rows in their order
 * (the columns stream from memory) into per-configuration sums kept in banks by row modulo 2 or 4,
 * so that consecutive rows of one configuration do not wait on each other's additions; two-pass:
 * means first, so no cancellation between raw moments. Thread-safe: a statistic computed twice by
 * racing threads is the same array of the same values.
 */
final class Configurations {
  private final double[][] continuous; // by continuous index
  private final int[] config; // row -> observed configuration, or null: one configuration
  private final long[] full; // observed configuration -> its index among the possible ones
  private final int observed;
  private final double possible;
  private final double[] counts; // rows (or their total weight) per observed configuration
  private final double[] weights; // per row, or null: every row weighs 1
  private final AtomicReferenceArray<double[]> means;
  private final AtomicReferenceArray<double[]> cross; // i * p + j, i <= j

  private Configurations(
      double[][] continuous,
      int[] config,
      long[] full,
      double possible,
      double[] weights,
      int rows) {
    this.continuous = continuous;
    this.config = config;
    this.full = full;
    this.observed = full.length;
    this.possible = possible;
    this.weights = weights;
    this.counts = new double[observed];
    for (int row = 0; row < rows; row++) {
      counts[config == null ? 0 : config[row]] += weights == null ? 1 : weights[row];
    }
    int p = continuous.length;
    this.means = new AtomicReferenceArray<>(p);
    this.cross = new AtomicReferenceArray<>(p * p);
  }

  /**
   * The grouping of the rows of {@code data} by the discrete columns {@code discrete} (data column
   * indices; empty: all rows in one configuration).
   *
   * @param continuous the continuous columns of the data, by continuous index
   */
  static Configurations of(Dataset data, int[] discrete, double[][] continuous, double[] weights) {
    int rows = data.rows();
    if (discrete.length == 0) {
      return new Configurations(continuous, null, new long[] {0}, 1, weights, rows);
    }
    double possible = 1;
    long[] radix = new long[discrete.length];
    long r = 1;
    for (int i = 0; i < discrete.length; i++) {
      radix[i] = r;
      int card = data.cardinality(discrete[i]);
      possible *= card;
      if (r > Long.MAX_VALUE / Math.max(card, 1)) {
        throw new IllegalArgumentException(
            "the discrete parents have more than 2^63 configurations; use fewer parents");
      }
      r *= card;
    }
    int[] config = new int[rows];
    if (r <= Math.max(1 << 12, 4L * rows)) {
      return new Configurations(
          continuous, config, direct(data, discrete, radix, r, config), possible, weights, rows);
    }
    long[] full = new long[rows];
    for (int i = 0; i < discrete.length; i++) {
      int c = discrete[i];
      long w = radix[i];
      for (int row = 0; row < rows; row++) {
        full[row] += w * data.code(c, row);
      }
    }
    return new Configurations(continuous, config, dense(full, config), possible, weights, rows);
  }

  /**
   * Dense numbering through an array over the possible configurations (when there are few): the
   * observed ones in order of first appearance; returns the full index of each.
   */
  private static long[] direct(
      Dataset data, int[] discrete, long[] radix, long possible, int[] out) {
    int rows = out.length;
    int d = discrete.length;
    byte[][] bytes = new byte[d][];
    int[] w = new int[d];
    for (int i = 0; i < d; i++) {
      w[i] = (int) radix[i];
      bytes[i] = data.cardinality(discrete[i]) <= 256 ? data.discreteCodes(discrete[i]) : null;
    }
    int[] first = new int[(int) possible];
    java.util.Arrays.fill(first, -1);
    long[] back = new long[(int) Math.min(possible, rows)];
    int next = 0;
    for (int row = 0; row < rows; row++) {
      int f = 0;
      for (int i = 0; i < d; i++) {
        f += w[i] * (bytes[i] != null ? bytes[i][row] & 0xFF : data.code(discrete[i], row));
      }
      int k = first[f];
      if (k < 0) {
        back[next] = f;
        k = next++;
        first[f] = k;
      }
      out[row] = k;
    }
    return java.util.Arrays.copyOf(back, next);
  }

  /**
   * Renumbers the full configuration indices densely in order of first appearance; returns the full
   * index of each dense one.
   */
  private static long[] dense(long[] full, int[] out) {
    long[] sorted = full.clone();
    Arrays.sort(sorted);
    int distinct = 0;
    for (int i = 0; i < sorted.length; i++) {
      if (i == 0 || sorted[i] != sorted[i - 1]) {
        sorted[distinct++] = sorted[i];
      }
    }
    long[] keys = Arrays.copyOf(sorted, distinct);
    int[] first = new int[distinct];
    Arrays.fill(first, -1);
    long[] back = new long[distinct];
    int next = 0;
    for (int row = 0; row < full.length; row++) {
      int k = Arrays.binarySearch(keys, full[row]);
      if (first[k] < 0) {
        back[next] = full[row];
        first[k] = next++;
      }
      out[row] = first[k];
    }
    return back;
  }

  /**
   * The index among the possible configurations (first column fastest) of observed one {@code c}.
   */
  long fullIndex(int c) {
    return full[c];
  }

  /** Configurations that occur in the data. */
  int observed() {
    return observed;
  }

  /** Configurations there could be: the product of the levels (bnlearn's count of parameters). */
  double possible() {
    return possible;
  }

  /** Rows in observed configuration {@code c}, or their total weight when rows are weighted. */
  double count(int c) {
    return counts[c];
  }

  /** The observed configuration of each row, or null when there is one configuration. */
  int[] rowConfigurations() {
    return config;
  }

  /** The mean of continuous column {@code i} in each observed configuration. */
  double[] means(int i) {
    double[] m = means.get(i);
    if (m != null) {
      return m;
    }
    double[] x = continuous[i];
    double[] s = new double[observed];
    if (weights != null) {
      for (int r = 0; r < x.length; r++) {
        s[config == null ? 0 : config[r]] += weights[r] * x[r];
      }
    } else if (config == null) {
      double t0 = 0;
      double t1 = 0;
      int r = 0;
      for (; r + 1 < x.length; r += 2) {
        t0 += x[r];
        t1 += x[r + 1];
      }
      s[0] = r < x.length ? t0 + t1 + x[r] : t0 + t1;
    } else {
      double[] acc = new double[2 * observed];
      int r = 0;
      for (; r + 1 < x.length; r += 2) {
        acc[config[r]] += x[r];
        acc[observed + config[r + 1]] += x[r + 1];
      }
      if (r < x.length) {
        acc[config[r]] += x[r];
      }
      for (int c = 0; c < observed; c++) {
        s[c] = acc[c] + acc[observed + c];
      }
    }
    for (int c = 0; c < observed; c++) {
      s[c] /= counts[c];
    }
    means.compareAndSet(i, null, s);
    return means.get(i);
  }

  /** Σ (x_i − m_i)(x_j − m_j) over the rows of each observed configuration. */
  double[] cross(int i, int j) {
    int key = key(i, j);
    double[] s = cross.get(key);
    if (s != null) {
      return s;
    }
    double[] xa = continuous[i];
    double[] xb = continuous[j];
    double[] ma = means(i);
    double[] mb = means(j);
    if (weights != null) {
      s = new double[observed];
      for (int r = 0; r < xa.length; r++) {
        int c = config == null ? 0 : config[r];
        s[c] += weights[r] * (xa[r] - ma[c]) * (xb[r] - mb[c]);
      }
    } else {
      s =
          config == null
              ? new double[] {centredDot(xa, xb, ma[0], mb[0])}
              : centredDots(xa, xb, ma, mb);
    }
    cross.compareAndSet(key, null, s);
    return cross.get(key);
  }

  /**
   * Σ (a − ma[c])(b − mb[c]) per configuration c, in one sweep of the rows in their order (so the
   * columns stream from memory), into four banks of sums by row modulo 4 (so that consecutive rows
   * of one configuration do not wait on each other's additions), added at the end.
   */
  private double[] centredDots(double[] a, double[] b, double[] ma, double[] mb) {
    int q = observed;
    double[] acc = new double[4 * q];
    int[] cf = config;
    int n = a.length;
    int r = 0;
    for (; r + 3 < n; r += 4) {
      int c0 = cf[r];
      int c1 = cf[r + 1];
      int c2 = cf[r + 2];
      int c3 = cf[r + 3];
      acc[c0] += (a[r] - ma[c0]) * (b[r] - mb[c0]);
      acc[q + c1] += (a[r + 1] - ma[c1]) * (b[r + 1] - mb[c1]);
      acc[2 * q + c2] += (a[r + 2] - ma[c2]) * (b[r + 2] - mb[c2]);
      acc[3 * q + c3] += (a[r + 3] - ma[c3]) * (b[r + 3] - mb[c3]);
    }
    for (; r < n; r++) {
      int c = cf[r];
      acc[c] += (a[r] - ma[c]) * (b[r] - mb[c]);
    }
    double[] s = new double[q];
    for (int c = 0; c < q; c++) {
      s[c] = (acc[c] + acc[q + c]) + (acc[2 * q + c] + acc[3 * q + c]);
    }
    return s;
  }

  /** Σ (a − ma)(b − mb) over all rows, with four partial sums (additions need not wait). */
  private static double centredDot(double[] a, double[] b, double ma, double mb) {
    double t0 = 0;
    double t1 = 0;
    double t2 = 0;
    double t3 = 0;
    int r = 0;
    int n = a.length;
    for (; r + 3 < n; r += 4) {
      t0 += (a[r] - ma) * (b[r] - mb);
      t1 += (a[r + 1] - ma) * (b[r + 1] - mb);
      t2 += (a[r + 2] - ma) * (b[r + 2] - mb);
      t3 += (a[r + 3] - ma) * (b[r + 3] - mb);
    }
    for (; r < n; r++) {
      t0 += (a[r] - ma) * (b[r] - mb);
    }
    return (t0 + t1) + (t2 + t3);
  }

  private int key(int i, int j) {
    return Math.min(i, j) * continuous.length + Math.max(i, j);
  }

  /** Approximate heap bytes held (for the cache's bound). */
  long bytes() {
    long b = config == null ? 0 : 4L * config.length;
    int p = continuous.length;
    return b + 8L * observed * (p + p * (p + 1) / 2) + 64;
  }
}
