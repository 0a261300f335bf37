package org.structlearn.mixed;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
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
 * included, but only the {@link #observed()} ones are stored, in order of first appearance in the
 * rows. The statistics come from the rows ({@link RowMoments}, one pass per column and per pair of
 * columns) or, when the grouping is made from a finer one ({@link #merged}), from the finer
 * grouping's statistics ({@link AtomMoments}, one pass over its configurations). Thread-safe: a
 * statistic computed twice by racing threads is the same array of the same values.
 */
final class Configurations {
  private final long[] full; // observed configuration -> its index among the possible ones
  private final int observed;
  private final double possible;
  private final double[] counts; // rows (or their total weight) per observed configuration
  private final Moments moments;
  private final long bytes;
  private final Configurations atoms; // the finer grouping this one merges, or null
  private final int[] atomOf; // atom -> configuration here, when merged
  private volatile int[] config; // row -> observed configuration, or null: one configuration
  private final AtomicReferenceArray<double[]> means;
  private final AtomicReferenceArray<double[]> cross; // i * p + j, i <= j
  private final int p;

  private Configurations(
      long[] full,
      double possible,
      double[] counts,
      Moments moments,
      long bytes,
      int[] config,
      Configurations atoms,
      int[] atomOf,
      int p) {
    this.full = full;
    this.observed = full.length;
    this.possible = possible;
    this.counts = counts;
    this.moments = moments;
    this.bytes = bytes + 8L * observed * (2 + p + p * (p + 1) / 2) + 64;
    this.config = config;
    this.atoms = atoms;
    this.atomOf = atomOf;
    this.p = p;
    this.means = new AtomicReferenceArray<>(p);
    this.cross = new AtomicReferenceArray<>(p * p);
  }

  /**
   * The grouping of the rows of {@code data} by the discrete columns {@code discrete} (data column
   * indices, ascending; empty: all rows in one configuration), its statistics from the rows.
   *
   * @param continuous the continuous columns of the data, by continuous index
   * @param weights per row, or null
   * @param held the bytes of statistics kept, to which this grouping adds what it keeps
   * @param budget the bytes past which centred columns are made for each use, not kept
   */
  static Configurations of(
      Dataset data,
      int[] discrete,
      double[][] continuous,
      double[] weights,
      AtomicLong held,
      long budget) {
    int rows = data.rows();
    int[] config = null;
    long[] full = {0};
    if (discrete.length > 0) {
      long[] radix = radix(data, discrete);
      long r = radix[discrete.length];
      config = new int[rows];
      if (r <= Math.max(1 << 12, 4L * rows)) {
        full = direct(data, discrete, radix, r, config);
      } else {
        long[] index = new long[rows];
        for (int i = 0; i < discrete.length; i++) {
          int c = discrete[i];
          long w = radix[i];
          for (int row = 0; row < rows; row++) {
            index[row] += w * data.code(c, row);
          }
        }
        full = dense(index, config);
      }
    }
    RowMoments m = new RowMoments(continuous, rows, config, full.length, weights, held, budget);
    Configurations c =
        new Configurations(
            full,
            possible(data, discrete),
            m.counts(),
            m,
            m.bytes() + (config == null ? 0 : 4L * rows),
            config,
            null,
            null,
            continuous.length);
    held.addAndGet(c.bytes);
    return c;
  }

  /**
   * The grouping by {@code discrete}, a subset of the columns {@code atomColumns} (both ascending)
   * that group the rows into {@code atoms}, made from the atoms alone (no pass over the rows).
   */
  static Configurations merged(
      Dataset data, int[] discrete, Configurations atoms, int[] atomColumns, AtomicLong held) {
    int q = atoms.observed();
    long[] key = new long[q];
    long[] atomRadix = radix(data, atomColumns);
    long[] radix = radix(data, discrete);
    for (int i = 0; i < discrete.length; i++) {
      int pos = Arrays.binarySearch(atomColumns, discrete[i]);
      int card = data.cardinality(discrete[i]);
      for (int a = 0; a < q; a++) {
        key[a] += radix[i] * ((atoms.full[a] / atomRadix[pos]) % card);
      }
    }
    int[] of = new int[q];
    long[] full = dense(key, of);
    double[] counts = new double[full.length];
    for (int a = 0; a < q; a++) {
      counts[of[a]] += atoms.count(a);
    }
    Configurations c =
        new Configurations(
            full,
            possible(data, discrete),
            counts,
            new AtomMoments(atoms, of, counts),
            4L * q,
            null,
            discrete.length == 0 ? null : atoms,
            of,
            atoms.p);
    held.addAndGet(c.bytes);
    return c;
  }

  /**
   * The mixed-radix weight of each column (the first 1), then the number of possible
   * configurations.
   */
  private static long[] radix(Dataset data, int[] discrete) {
    long[] radix = new long[discrete.length + 1];
    long r = 1;
    for (int i = 0; i < discrete.length; i++) {
      radix[i] = r;
      int card = data.cardinality(discrete[i]);
      if (r > Long.MAX_VALUE / Math.max(card, 1)) {
        throw new IllegalArgumentException(
            "the discrete parents have more than 2^63 configurations; use fewer parents");
      }
      r *= card;
    }
    radix[discrete.length] = r;
    return radix;
  }

  private static double possible(Dataset data, int[] discrete) {
    double possible = 1;
    for (int d : discrete) {
      possible *= data.cardinality(d);
    }
    return possible;
  }

  /**
   * Dense numbering through an array over the possible configurations (when there are few): the
   * observed ones in order of first appearance; returns the full index of each. The full index is
   * built one column at a time (each a simple sweep), then renumbered.
   */
  private static long[] direct(
      Dataset data, int[] discrete, long[] radix, long possible, int[] out) {
    int rows = out.length;
    for (int i = 0; i < discrete.length; i++) {
      int w = (int) radix[i];
      if (data.cardinality(discrete[i]) <= 256) {
        byte[] b = data.discreteCodes(discrete[i]);
        for (int row = 0; row < rows; row++) {
          out[row] += w * (b[row] & 0xFF);
        }
      } else {
        for (int row = 0; row < rows; row++) {
          out[row] += w * data.code(discrete[i], row);
        }
      }
    }
    int[] first = new int[(int) possible];
    Arrays.fill(first, -1);
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
    return Arrays.copyOf(back, next);
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
    int[] c = config;
    if (c == null && atoms != null) {
      int[] a = atoms.rowConfigurations();
      c = new int[a.length];
      for (int r = 0; r < c.length; r++) {
        c[r] = atomOf[a[r]];
      }
      config = c;
    }
    return c;
  }

  /** The mean of continuous column {@code i} in each observed configuration. */
  double[] means(int i) {
    double[] m = means.get(i);
    if (m == null) {
      means.compareAndSet(i, null, moments.means(i));
      m = means.get(i);
    }
    return m;
  }

  /** Σ (x_i − m_i)(x_j − m_j) over the rows of each observed configuration (weighted if set). */
  double[] cross(int i, int j) {
    int key = Math.min(i, j) * p + Math.max(i, j);
    double[] s = cross.get(key);
    if (s == null) {
      cross.compareAndSet(key, null, moments.cross(i, j, means(i), means(j)));
      s = cross.get(key);
    }
    return s;
  }

  /** Approximate heap bytes held by the grouping and its (small) statistics. */
  long bytes() {
    return bytes;
  }
}
