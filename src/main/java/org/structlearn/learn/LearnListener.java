package org.structlearn.learn;

import org.structlearn.ProgressListener;

/**
 * What a learner tells while it runs: steps of unknown number (a search's moves, a constraint
 * learner's levels) and, where the amount of work is known, progress out of a total (bootstrap
 * replicates, folds). Both are optional; the command line draws a progress bar from them, a
 * notebook updates a display.
 *
 * <p>Calls come on the learner's threads, possibly several at once: keep them fast and thread-safe.
 * A listener may stop the run: if the learner's thread is interrupted when a call returns (by the
 * listener or by anyone while it ran), the learner throws {@link
 * org.structlearn.InterruptedRunException} before its next step, its worker threads shut down
 * first; an exception the listener throws ends the run too.
 */
public interface LearnListener extends ProgressListener {
  /**
   * A step of a run whose length is not known in advance.
   *
   * @param step the step's number, from 1
   * @param what the step in words, e.g. {@code add A -> B} or {@code level 2: 40 edges tested}
   * @param score the score after the step, or NaN for a learner without a score
   */
  default void step(long step, String what, double score) {}

  /** Units of work done of a known total (replicates, folds, data sets). */
  @Override
  default void progress(long done, long total) {}

  /** A listener that does nothing. */
  static LearnListener none() {
    return new LearnListener() {};
  }

  /**
   * A listener that hands progress to {@code progress} and ignores steps: e.g. a {@code
   * viz.NotebookProgress} or a plain {@link ProgressListener} lambda.
   */
  static LearnListener of(ProgressListener progress) {
    if (progress instanceof LearnListener l) {
      return l;
    }
    return new LearnListener() {
      @Override
      public void progress(long done, long total) {
        progress.progress(done, total);
      }
    };
  }
}
