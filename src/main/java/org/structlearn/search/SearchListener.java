package org.structlearn.search;

/**
 * Receives progress of a long search, on the thread that runs it. Keep it fast; a notebook uses it
 * to update a progress bar, the command line to draw one on a terminal.
 */
@FunctionalInterface
public interface SearchListener {
  /** Called after every step. */
  void onStep(SearchStep step);

  /** A listener that does nothing. */
  static SearchListener none() {
    return step -> {};
  }
}
