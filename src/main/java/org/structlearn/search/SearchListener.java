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
    return Listeners.NONE;
  }

  /**
   * A search listener that tells {@code listener} of every step: its number, move and score. (A
   * class, not a lambda: a lambda's class is spun the first time the expression runs, and in a
   * fresh {@code learn} that is inside the timed search.)
   */
  static SearchListener of(LearnListener listener) {
    return new Listeners.Forwarding(listener);
  }
}
