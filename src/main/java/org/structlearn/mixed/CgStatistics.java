package org.structlearn.mixed;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;

/**
 * The statistics of conditional linear Gaussian families of one data set: for a continuous node X
 * with discrete parents D and continuous parents Z, the least-squares regression of X on Z (with an
 * intercept) within each configuration of D, from the per-configuration means and centred cross
 * products of {@link Configurations}, which are kept per set D (so the families of every child that
 * shares D, and every Z, reuse them), up to a memory bound.
 *
 * <p>When the rows fall into few configurations of all the discrete columns together (at most a
 * quarter as many as there are rows: the atoms), the statistics of the atoms are computed from the
 * rows once, and every other grouping is merged from them ({@link AtomMoments}) without touching
 * the rows again: a family then costs O(atoms) instead of O(rows) per new statistic, and the
 * discrete families are counted from the atoms too.
 *
 * <p>Regression: the centred (k + 1)² scatter matrix of (X, Z) in a configuration is factored by
 * Cholesky (O(k³)); a parent whose part orthogonal to the parents before it has a squared norm at
 * most ε times its own (ε the double precision) counts as collinear and gets coefficient 0, as the
 * pivoted QR of R's {@code lm} and bnlearn's {@code c_qr} leave it out; the residual sum of squares
 * is then that of the least-squares fit.
 */
public final class CgStatistics {
  /**
   * Bytes of kept statistics past which the cache is emptied (it refills on demand): 256 MiB, or a
   * quarter of the maximum heap if that is less.
   */
  static final long CACHE_BYTES = Math.min(256L << 20, Runtime.getRuntime().maxMemory() / 4);

  private final Dataset data;
  private final double[] weights; // per row, or null
  private final double[][] continuous;
  private final int[] continuousIndex; // data column -> continuous index, or -1
  private final ConcurrentHashMap<Object, Configurations> cache = new ConcurrentHashMap<>();
  private final AtomicLong cached = new AtomicLong();
  private final int[] discreteColumns;
  private volatile Object atoms; // null: not decided yet; NO_ATOMS: rows too varied
  private static final Object NO_ATOMS = new Object();

  /** Statistics of {@code data}, whose discrete and continuous columns may mix. */
  public CgStatistics(Dataset data) {
    this(data, null);
  }

  /**
   * Statistics of weighted rows: every count, mean and cross product is a weighted sum, so that the
   * rows of completed data with their probabilities as weights give the expected sufficient
   * statistics of EM.
   *
   * @param weights one finite weight &gt; 0 per row, or null for weight 1 each
   * @throws DataException if a weight is not finite and positive or there are not one per row
   */
  public CgStatistics(Dataset data, double[] weights) {
    this.data = data;
    if (weights != null) {
      if (weights.length != data.rows()) {
        throw new DataException(
            weights.length + " weights for " + data.rows() + " rows; give one weight per row");
      }
      for (int r = 0; r < weights.length; r++) {
        if (!(weights[r] > 0) || Double.isInfinite(weights[r])) {
          throw new DataException(
              "row " + (r + 1) + " has weight " + weights[r] + "; weights must be finite and > 0");
        }
      }
    }
    this.weights = weights == null ? null : weights.clone();
    this.continuousIndex = new int[data.columns()];
    List<double[]> cols = new ArrayList<>();
    for (int c = 0; c < data.columns(); c++) {
      continuousIndex[c] = data.isDiscrete(c) ? -1 : cols.size();
      if (!data.isDiscrete(c)) {
        cols.add(data.continuousValues(c));
      }
    }
    this.continuous = cols.toArray(new double[0][]);
    this.discreteColumns =
        java.util.stream.IntStream.range(0, data.columns()).filter(data::isDiscrete).toArray();
  }

  /** The data set. */
  public Dataset data() {
    return data;
  }

  /** Rows of the data. */
  public int rows() {
    return data.rows();
  }

  /** The rows' weights (a copy), or null when every row weighs 1. */
  public double[] weights() {
    return weights == null ? null : weights.clone();
  }

  /** The total weight of the rows: the number of rows when they are not weighted. */
  public double totalWeight() {
    if (weights == null) {
      return data.rows();
    }
    double s = 0;
    for (double w : weights) {
      s += w;
    }
    return s;
  }

  /**
   * The grouping of the rows by the discrete columns {@code discrete} (sorted or not; empty: one
   * group), kept for reuse.
   */
  Configurations configurations(int[] discrete) {
    int[] sorted = discrete.clone();
    Arrays.sort(sorted);
    Object key = key(sorted);
    Configurations c = cache.get(key);
    if (c != null) {
      return c;
    }
    Configurations a = atoms();
    c =
        a != null
            ? Configurations.merged(data, sorted, a, discreteColumns, cached)
            : Configurations.of(data, sorted, continuous, weights, cached, CACHE_BYTES);
    if (cached.get() > CACHE_BYTES) {
      cache.clear();
      cached.set(c.bytes());
    }
    Configurations prev = cache.putIfAbsent(key, c);
    return prev != null ? prev : c;
  }

  /**
   * The cache key of a set of columns (ascending): a bit set in a {@code Long} when every column
   * index is below 64 (no stream, no list: this runs once per family scored), else a list.
   */
  private static Object key(int[] sorted) {
    if (sorted.length == 0 || sorted[sorted.length - 1] < 64) {
      long bits = 0;
      for (int c : sorted) {
        bits |= 1L << c;
      }
      return bits;
    }
    List<Integer> list = new ArrayList<>(sorted.length);
    for (int c : sorted) {
      list.add(c);
    }
    return list;
  }

  /** Whether every grouping is merged from the grouping by every discrete column (see atoms()). */
  boolean mergesFromAtoms() {
    return atoms() != null;
  }

  /**
   * The grouping by every discrete column, if the rows fall into at most a quarter as many
   * configurations as there are rows (then every other grouping is merged from it without a pass
   * over the rows), else null. Made on first use.
   */
  private Configurations atoms() {
    Object a = atoms;
    if (a == null) {
      synchronized (this) {
        a = atoms;
        if (a == null) {
          Configurations all =
              Configurations.of(data, discreteColumns, continuous, weights, cached, CACHE_BYTES);
          boolean few =
              discreteColumns.length > 0
                  && continuous.length > 0
                  && 4L * all.observed() <= data.rows();
          a = few ? all : NO_ATOMS;
          if (!few) {
            cache.putIfAbsent(key(discreteColumns), all);
          }
          atoms = a;
        }
      }
    }
    return a == NO_ATOMS ? null : (Configurations) a;
  }

  /**
   * The regressions of continuous column {@code x} on the continuous columns {@code parents} within
   * each observed configuration of the discrete columns {@code discrete} (data column indices).
   *
   * @throws DataException if a column is not of the kind its role needs
   */
  public Regressions regress(int x, int[] discrete, int[] parents) {
    int cx = continuousColumn(x);
    int[] cz = new int[parents.length];
    for (int i = 0; i < parents.length; i++) {
      cz[i] = continuousColumn(parents[i]);
    }
    for (int d : discrete) {
      if (!data.isDiscrete(d)) {
        throw new DataException(
            "column '" + data.variable(d).name() + "' is continuous, not a discrete parent");
      }
    }
    return Regressions.fit(configurations(discrete), cx, cz);
  }

  private int continuousColumn(int c) {
    if (continuousIndex[c] < 0) {
      throw new DataException(
          "column '" + data.variable(c).name() + "' is discrete, not a continuous column");
    }
    return continuousIndex[c];
  }
}
