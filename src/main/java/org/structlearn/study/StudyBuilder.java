package org.structlearn.study;

import java.util.List;
import java.util.Objects;
import org.structlearn.WorkerPool;

/**
 * What every study's options builder sets the same way: the sample sizes, the seed every random
 * choice derives from and the worker threads over the data sets; and the checks the options records
 * share. Each study's {@code Options.Builder} extends it with the study's own settings.
 *
 * @param <B> the study's builder, which the setters return
 */
public abstract class StudyBuilder<B extends StudyBuilder<B>> {
  /** The sample sizes, strictly ascending. */
  protected List<Integer> sampleSizes;

  /** The study's seed (default 1). */
  protected long seed = 1;

  /** Worker threads over the data sets (default 1). */
  protected int threads = 1;

  /** A builder with the study's full sample sizes. */
  protected StudyBuilder(List<Integer> fullSizes) {
    this.sampleSizes = fullSizes;
  }

  /** This builder, for the setters to return. */
  protected abstract B self();

  /** The sample sizes, strictly ascending, each at least 1. */
  public B sampleSizes(List<Integer> sampleSizes) {
    this.sampleSizes = sampleSizes;
    return self();
  }

  /** The seed every distribution, sample and row subset of the study derives from. */
  public B seed(long seed) {
    this.seed = seed;
    return self();
  }

  /** Worker threads over the data sets; every result but the runtimes is the same for any. */
  public B threads(int threads) {
    this.threads = threads;
    return self();
  }

  /**
   * A copy of the sample sizes, checked: at least one, each at least 1, strictly ascending.
   *
   * @throws IllegalArgumentException naming the sizes otherwise
   */
  static List<Integer> checkedSizes(List<Integer> sampleSizes) {
    List<Integer> sizes = List.copyOf(Objects.requireNonNull(sampleSizes, "sampleSizes"));
    if (sizes.isEmpty()) {
      throw new IllegalArgumentException("sampleSizes must name at least one size");
    }
    for (int i = 0; i < sizes.size(); i++) {
      int n = sizes.get(i);
      if (n < 1 || i > 0 && n <= sizes.get(i - 1)) {
        throw new IllegalArgumentException(
            "sampleSizes must be >= 1 and strictly ascending, was " + sizes);
      }
    }
    return sizes;
  }

  /**
   * Checks the thread count.
   *
   * @throws IllegalArgumentException if it is below 1
   */
  static void checkThreads(int threads) {
    WorkerPool.checkThreads("threads", threads);
  }
}
