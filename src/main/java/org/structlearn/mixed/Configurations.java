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
 * included, but only the {@link #observed()} ones are stored, in order of first appearance. Means
 * take one pass over the rows per continuous column, a centred cross product Σ (x_i − m_i)(x_j −
 * m_j) one pass per pair (two-pass, so no cancellation between raw moments). Thread-safe: a
 * statistic computed twice by racing threads is the same array of the same values.
 */
final class Configurations {
  private final double[][] continuous; // by continuous index
  private final int[] config; // row -> observed configuration, or null: one configuration
  private final long[] full; // observed configuration -> its index among the possible ones
  private final int observed;
  private final double possible;
  private final long[] counts;
  private final AtomicReferenceArray<double[]> means;
  private final AtomicReferenceArray<double[]> cross; // i * p + j, i <= j

  private Configurations(double[][] continuous, int[] config, long[] full, double possible) {
    this.continuous = continuous;
    this.config = config;
    this.full = full;
    this.observed = full.length;
    this.possible = possible;
    this.counts = new long[observed];
    int rows = continuous.length == 0 ? 0 : continuous[0].length;
    if (config == null) {
      counts[0] = rows;
    } else {
      for (int c : config) {
        counts[c]++;
      }
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
  static Configurations of(Dataset data, int[] discrete, double[][] continuous) {
    int rows = data.rows();
    if (discrete.length == 0) {
      return new Configurations(continuous, null, new long[] {0}, 1);
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
          continuous, config, direct(data, discrete, radix, r, config), possible);
    }
    long[] full = new long[rows];
    for (int i = 0; i < discrete.length; i++) {
      int c = discrete[i];
      long w = radix[i];
      for (int row = 0; row < rows; row++) {
        full[row] += w * data.code(c, row);
      }
    }
    return new Configurations(continuous, config, dense(full, config), possible);
  }

  /**
   * Dense numbering through an array over the possible configurations (when there are few): the
   * observed ones in order of first appearance; returns the full index of each.
   */
  private static long[] direct(
      Dataset data, int[] discrete, long[] radix, long possible, int[] out) {
    int rows = out.length;
    for (int i = 0; i < discrete.length; i++) {
      int w = (int) radix[i];
      int c = discrete[i];
      if (data.cardinality(c) <= 256) {
        byte[] codes = data.discreteCodes(c);
        for (int row = 0; row < rows; row++) {
          out[row] += w * (codes[row] & 0xFF);
        }
      } else {
        for (int row = 0; row < rows; row++) {
          out[row] += w * data.code(c, row);
        }
      }
    }
    int[] first = new int[(int) possible];
    java.util.Arrays.fill(first, -1);
    long[] back = new long[(int) Math.min(possible, rows)];
    int next = 0;
    for (int row = 0; row < rows; row++) {
      int f = out[row];
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

  /** Rows in each observed configuration. */
  long count(int c) {
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
    if (config == null) {
      double t = 0;
      for (double v : x) {
        t += v;
      }
      s[0] = t;
    } else {
      for (int row = 0; row < x.length; row++) {
        s[config[row]] += x[row];
      }
    }
    for (int c = 0; c < observed; c++) {
      s[c] /= counts[c];
    }
    means.compareAndSet(i, null, s);
    return means.get(i);
  }

  /**
   * Σ (x_i − m_i)(x_j − m_j) over the rows of each observed configuration. When a pair is missing,
   * every missing pair of column {@code i} is computed in the same pass over the rows (a family
   * asks for the pairs of its child and each parent together).
   */
  double[] cross(int i, int j) {
    double[] s = cross.get(key(i, j));
    if (s != null) {
      return s;
    }
    fillRow(i);
    return cross.get(key(i, j));
  }

  private int key(int i, int j) {
    return Math.min(i, j) * continuous.length + Math.max(i, j);
  }

  /** Computes the missing cross products of column {@code i} with every column, in one pass. */
  private void fillRow(int i) {
    int p = continuous.length;
    int[] js = new int[p];
    int k = 0;
    for (int j = 0; j < p; j++) {
      if (cross.get(key(i, j)) == null) {
        js[k++] = j;
      }
    }
    double[][] xs = new double[k][];
    double[][] ms = new double[k][];
    double[][] acc = new double[k][observed];
    for (int a = 0; a < k; a++) {
      xs[a] = continuous[js[a]];
      ms[a] = means(js[a]);
    }
    double[] xi = continuous[i];
    double[] mi = means(i);
    int rows = xi.length;
    if (config == null) {
      double m = mi[0];
      for (int a = 0; a < k; a++) {
        double[] x = xs[a];
        double mj = ms[a][0];
        double t = 0;
        for (int row = 0; row < rows; row++) {
          t += (xi[row] - m) * (x[row] - mj);
        }
        acc[a][0] = t;
      }
    } else {
      for (int row = 0; row < rows; row++) {
        int c = config[row];
        double d = xi[row] - mi[c];
        for (int a = 0; a < k; a++) {
          acc[a][c] += d * (xs[a][row] - ms[a][c]);
        }
      }
    }
    for (int a = 0; a < k; a++) {
      cross.compareAndSet(key(i, js[a]), null, acc[a]);
    }
  }

  /** Approximate heap bytes held (for the cache's bound). */
  long bytes() {
    long b = config == null ? 0 : 4L * config.length;
    int p = continuous.length;
    return b + 8L * observed * (p + p * (p + 1) / 2) + 64;
  }
}
