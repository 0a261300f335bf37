package org.structlearn.learn.registry;

/**
 * The options several families of algorithms share: the seed, the threads and {@code alpha}, which
 * is a significance level for the tests of the constraint-based learners and the Dirichlet
 * parameter of the mpl score.
 */
public final class CommonSettings {
  private CommonSettings() {}

  /** The seed of every random choice. */
  public static final Setting<Long> SEED =
      Setting.wholeNumber(
          "seed",
          "S",
          "Random seed (default 1): restarts and perturbations of hc and tabu, nbm-influence's EM"
              + " starts and search; the same seed gives the same result.");

  /** The threads a learner may use; the result never depends on it. */
  public static final Setting<Integer> THREADS =
      Setting.integer(
          "threads",
          "N",
          Integer.MIN_VALUE,
          "Threads (default: the available processors); the result does not depend on it; 1 runs"
              + " everything in one thread. Every algorithm takes it; gs, gsmn, gsimn, mi-threshold"
              + " and mgmn run on one thread whatever it says.");

  /** A significance level, or mpl's Dirichlet parameter. */
  public static final Setting<Double> ALPHA =
      Setting.number(
          "alpha",
          "A",
          "sgs, pc-stable, gs, gsmn, gsimn, mi-threshold: the significance level of the tests, in"
              + " (0, 1) (default 0.05). mpl-hc and --score mpl: the Dirichlet parameter of each"
              + " cell, > 0 (default 0.5, BDgraph's); bjp and ib take --ci-alpha instead.");

  /** The threads given, or the available processors. */
  static int threads(Settings s) {
    int threads = s.orElse(THREADS, Runtime.getRuntime().availableProcessors());
    org.structlearn.WorkerPool.checkThreads(s.form().written(THREADS.key()), threads);
    return threads;
  }

  /** The seed given, or 1. */
  static long seed(Settings s) {
    return s.orElse(SEED, 1L);
  }
}
