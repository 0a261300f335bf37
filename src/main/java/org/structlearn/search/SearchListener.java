package org.structlearn.search;

import org.structlearn.learn.LearnListener;

/**
 * Receives progress of a long search, on the thread that runs it. Keep it fast; a notebook uses it
 * to update a progress bar, the command line to draw one on a terminal.
 *
 * <p>A listener may stop the search: if the thread is interrupted when it returns (by the listener
 * itself, or by anyone while it ran), the search throws {@link
 * org.structlearn.InterruptedRunException} before its next step; an exception the listener throws
 * ends the search too. Either way the search's worker threads are shut down first.
 */
@FunctionalInterface
public interface SearchListener {
  /** Called after every step. */
  void onStep(SearchStep step);

  /** A listener that does nothing. */
  static SearchListener none() {
    return step -> {};
  }

  /** A search listener that tells {@code listener} of every step: its number, move and score. */
  static SearchListener of(LearnListener listener) {
    return step -> listener.step(step.iteration(), step.move(), step.total());
  }
}
