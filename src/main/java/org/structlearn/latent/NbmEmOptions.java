package org.structlearn.latent;

import java.util.Locale;
import org.structlearn.WorkerPool;

/**
 * Options of {@link NbmEm}; build with {@link #builder()}.
 *
 * @param classes the number k of latent classes, &gt;= 2 (default 3, the seed's)
 * @param restarts how many seeded random starts EM runs; the start with the best final objective is
 *     kept (default 5)
 * @param maxIterations the most EM iterations (E-step plus M-step) per start, &gt;= 1 (default
 *     1000, a cap the tolerance normally makes unnecessary; the seed uses a fixed 10, which at 3
 *     classes × 5 children stops well short of convergence, see {@link NbmEm})
 * @param tolerance EM stops when the <em>relative</em> change of the objective between iterations,
 *     |L_t − L_{t−1}| / |L_{t−1}|, is at most this, &gt;= 0 (default 1e-6; 0 runs every iteration).
 *     The objective is the log-likelihood, plus the log Dirichlet prior density when smoothing is
 *     on
 * @param smoothing the Dirichlet pseudo-count added to every expected count in the M-step, &gt;= 0
 *     (default 0: maximum likelihood); a &gt; 0 gives the posterior mode under a Dirichlet(1 + a)
 *     prior on the class prior and on every table row
 * @param seed the seed the starts' seeds are derived from (default 1)
 * @param threads threads running the starts (default 1); the result does not depend on it
 */
public record NbmEmOptions(
    int classes,
    int restarts,
    int maxIterations,
    double tolerance,
    double smoothing,
    long seed,
    int threads) {

  /** Validates the options, naming the bad value. */
  public NbmEmOptions {
    if (classes < 2 || classes > NbmInfluenceOptions.MAX_CLASSES) {
      throw new IllegalArgumentException(
          "classes must be in 2.."
              + NbmInfluenceOptions.MAX_CLASSES
              + " (states of a latent variable), was "
              + classes);
    }
    if (restarts < 1) {
      throw new IllegalArgumentException("restarts must be >= 1, was " + restarts);
    }
    if (maxIterations < 1) {
      throw new IllegalArgumentException("maxIterations must be >= 1, was " + maxIterations);
    }
    if (!(tolerance >= 0) || !Double.isFinite(tolerance)) {
      throw new IllegalArgumentException("tolerance must be >= 0 and finite, was " + tolerance);
    }
    if (!(smoothing >= 0) || !Double.isFinite(smoothing)) {
      throw new IllegalArgumentException("smoothing must be >= 0 and finite, was " + smoothing);
    }
    WorkerPool.checkThreads("threads", threads);
  }

  /** The defaults: 3 classes, 5 restarts, 1000 iterations, tolerance 1e-6, no smoothing, seed 1. */
  public static NbmEmOptions defaults() {
    return builder().build();
  }

  /** A builder starting from {@link #defaults()}. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    return new Builder()
        .classes(classes)
        .restarts(restarts)
        .maxIterations(maxIterations)
        .tolerance(tolerance)
        .smoothing(smoothing)
        .seed(seed)
        .threads(threads);
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "NbmEmOptions(classes=%d, restarts=%d, maxIterations=%d, tolerance=%s, smoothing=%s,"
            + " seed=%d, threads=%d)",
        classes,
        restarts,
        maxIterations,
        tolerance,
        smoothing,
        seed,
        threads);
  }

  /** Builder of {@link NbmEmOptions}; see the record's parameters for the defaults. */
  public static final class Builder {
    private int classes = 3;
    private int restarts = 5;
    private int maxIterations = 1000;
    private double tolerance = 1e-6;
    private double smoothing = 0;
    private long seed = 1;
    private int threads = 1;

    private Builder() {}

    /** The number of latent classes (default 3). */
    public Builder classes(int v) {
      this.classes = v;
      return this;
    }

    /** The number of random starts (default 5). */
    public Builder restarts(int v) {
      this.restarts = v;
      return this;
    }

    /** The iteration cap per start (default 1000; the seed's is 10). */
    public Builder maxIterations(int v) {
      this.maxIterations = v;
      return this;
    }

    /** The relative-change stopping tolerance (default 1e-6; 0 never stops early). */
    public Builder tolerance(double v) {
      this.tolerance = v;
      return this;
    }

    /** The Dirichlet pseudo-count of the M-step (default 0, maximum likelihood). */
    public Builder smoothing(double v) {
      this.smoothing = v;
      return this;
    }

    /** The seed the starts are derived from (default 1). */
    public Builder seed(long v) {
      this.seed = v;
      return this;
    }

    /** Threads running the starts (default 1). */
    public Builder threads(int v) {
      this.threads = v;
      return this;
    }

    /** The validated options. */
    public NbmEmOptions build() {
      return new NbmEmOptions(
          classes, restarts, maxIterations, tolerance, smoothing, seed, threads);
    }
  }
}
