package org.structlearn.inference.predict;

import org.structlearn.WorkerPool;

/**
 * How {@link Imputation} fills missing cells.
 *
 * @param method {@link Method#MOST_PROBABLE} (the default) or {@link Method#DRAW}
 * @param seed the seed of {@link Method#DRAW} (default 1): row r draws from its own stream seeded
 *     from (seed, r), so the completion does not depend on the thread count
 * @param threads worker threads, >= 1 (default: the available processors)
 */
public record ImputeOptions(Method method, long seed, int threads) {
  /** How a row's missing cells are filled. */
  public enum Method {
    /**
     * The most probable completion: the joint arg-max of the row's missing cells given its observed
     * ones (an MPE over the missing cells, the network's variables missing from the data summed
     * out; exact); for a linear Gaussian network the conditional mean, which is also its mode.
     */
    MOST_PROBABLE,
    /**
     * One exact draw of the row's missing cells from their joint posterior given the observed ones
     * (forward filtering, backward sampling; a conditional normal draw for a Gaussian network).
     */
    DRAW
  }

  public ImputeOptions {
    if (method == null) {
      throw new IllegalArgumentException("method must not be null");
    }
    WorkerPool.checkThreads("threads", threads);
  }

  /** The most probable completion, seed 1, the available processors. */
  public static ImputeOptions defaults() {
    return new ImputeOptions(Method.MOST_PROBABLE, 1, Runtime.getRuntime().availableProcessors());
  }

  /** These options with another method. */
  public ImputeOptions withMethod(Method m) {
    return new ImputeOptions(m, seed, threads);
  }

  /** These options with another seed. */
  public ImputeOptions withSeed(long s) {
    return new ImputeOptions(method, s, threads);
  }

  /** These options with another thread count. */
  public ImputeOptions withThreads(int t) {
    return new ImputeOptions(method, seed, t);
  }
}
