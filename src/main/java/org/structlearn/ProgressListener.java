package org.structlearn;

/**
 * Progress of a long run with a known amount of work (rows sampled, benchmark cases run). It may be
 * called from worker threads, so implementations must be thread-safe; keep them fast. Searches,
 * whose length is not known in advance, report each step to a {@code search.SearchListener}
 * instead.
 */
@FunctionalInterface
public interface ProgressListener {
  /**
   * Called as work completes.
   *
   * @param done units of work completed so far
   * @param total units of work in all
   */
  void progress(long done, long total);

  /** A listener that does nothing. */
  static ProgressListener none() {
    return (done, total) -> {};
  }
}
