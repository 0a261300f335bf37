package org.structlearn.inference.predict;

import org.structlearn.WorkerPool;
import org.structlearn.inference.QueryMethod;

/**
 * How {@link Prediction} predicts. Build with {@link #builder()}.
 *
 * @param method {@link QueryMethod#EXACT} (the default: the exact posterior given the row, as
 *     bnlearn's {@code predict(method = "exact")}) or {@link QueryMethod#LIKELIHOOD_WEIGHTING}
 *     ({@code method = "bayes-lw"})
 * @param draws likelihood-weighting draws per row, >= 1 (default 500, bnlearn's {@code n})
 * @param seed the seed of likelihood weighting (default 1); row r draws from its own stream seeded
 *     from (seed, r), so the predictions do not depend on the thread count
 * @param threads worker threads, >= 1 (default: the available processors)
 */
public record PredictOptions(QueryMethod method, int draws, long seed, int threads) {
  public PredictOptions {
    if (method != QueryMethod.EXACT && method != QueryMethod.LIKELIHOOD_WEIGHTING) {
      throw new IllegalArgumentException(
          "prediction is exact or by likelihood weighting (lw), not " + method);
    }
    if (draws < 1) {
      throw new IllegalArgumentException("draws must be >= 1, was " + draws);
    }
    WorkerPool.checkThreads("threads", threads);
  }

  /** Exact, the default options. */
  public static PredictOptions defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Builder of {@link PredictOptions}; the record documents the defaults. */
  public static final class Builder {
    private QueryMethod method = QueryMethod.EXACT;
    private int draws = 500;
    private long seed = 1;
    private int threads = Runtime.getRuntime().availableProcessors();

    private Builder() {}

    public Builder method(QueryMethod method) {
      this.method = method;
      return this;
    }

    public Builder draws(int draws) {
      this.draws = draws;
      return this;
    }

    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    public Builder threads(int threads) {
      this.threads = threads;
      return this;
    }

    public PredictOptions build() {
      return new PredictOptions(method, draws, seed, threads);
    }
  }
}
