package org.structlearn.missing;

import org.structlearn.search.SearchListener;

/**
 * Receives the progress of {@link StructuralEm} on the thread that runs it: every step of each
 * structure search, and each finished round. A listener may stop the run by interrupting the thread
 * (then the run throws {@link org.structlearn.InterruptedRunException}).
 */
public interface EmListener extends SearchListener {
  /** Called after every round of structural EM. */
  void onIteration(EmIteration iteration);

  @Override
  default void onStep(org.structlearn.search.SearchStep step) {}

  /** A listener that does nothing. */
  static EmListener none() {
    return iteration -> {};
  }
}
