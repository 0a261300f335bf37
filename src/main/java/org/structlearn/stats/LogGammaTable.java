package org.structlearn.stats;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Tabulated rising log-factorials ln Γ(a + k) − ln Γ(a) for integer counts k, the terms of every
 * Dirichlet–multinomial marginal likelihood. A contingency table's counts are integers at most the
 * number of rows and its hyperparameters take a few distinct values, so each term becomes one array
 * read instead of a call to {@code Gamma.logGamma}.
 *
 * <p>A table per distinct {@code a} is filled on first use (k = 0 to {@code min(maxCount, 65,536)},
 * one {@code logGamma} each, 8 bytes per entry) and shared; larger counts are computed directly.
 * Each entry is computed exactly as {@link DirichletMultinomial#rising} computes it (for a &lt; 100
 * {@code Gamma.logGamma(a + k) - Gamma.logGamma(a)}; stably through ln B for larger a), so sums of
 * tabulated terms equal sums of directly computed ones term by term. Thread-safe.
 */
public final class LogGammaTable {
  /** The largest count tabulated, whatever the number of rows (512 KiB per table). */
  public static final int MAX_TABULATED = 1 << 16;

  private final int size;
  private final ConcurrentHashMap<Double, Rising> tables = new ConcurrentHashMap<>();

  /**
   * Tables for counts 0 to {@code maxCount} (at most {@link #MAX_TABULATED}; larger counts are
   * still answered, by direct computation).
   */
  public LogGammaTable(int maxCount) {
    if (maxCount < 0) {
      throw new IllegalArgumentException("maxCount must be >= 0, was " + maxCount);
    }
    this.size = Math.min(maxCount, MAX_TABULATED) + 1;
  }

  /** The terms for one hyperparameter {@code a} (positive and finite), tabulated on first use. */
  public Rising rising(double a) {
    Rising r = tables.get(a);
    return r != null ? r : tables.computeIfAbsent(a, k -> new Rising(k, size));
  }

  /** ln Γ(a + k) − ln Γ(a) for one {@code a}; {@link #at} is 0 for k = 0. */
  public static final class Rising {
    private final double a;
    private final double[] table;

    private Rising(double a, int size) {
      if (!(a > 0) || Double.isInfinite(a)) {
        throw new IllegalArgumentException("a must be a positive number, was " + a);
      }
      this.a = a;
      this.table = new double[size];
      for (int k = 1; k < size; k++) {
        table[k] = DirichletMultinomial.rising(a, k);
      }
    }

    /** ln Γ(a + k) − ln Γ(a), k ≥ 0. */
    public double at(int k) {
      return k < table.length ? table[k] : DirichletMultinomial.rising(a, k);
    }

    /** The hyperparameter a. */
    public double a() {
      return a;
    }
  }
}
