package org.structlearn.constraint;

/**
 * Receives progress of a constraint-based search after each level, on the thread that runs it. Keep
 * it fast. If the thread is interrupted when it returns (by the listener or anyone else), the
 * search throws {@link org.structlearn.InterruptedRunException} before its next batch of tests; an
 * exception the listener throws ends the search too. Worker threads are shut down first either way.
 */
@FunctionalInterface
public interface ConstraintListener {
  /** Called after every level of the skeleton search. */
  void onLevel(LevelSummary level);

  /** A listener that does nothing. */
  static ConstraintListener none() {
    return level -> {};
  }

  /** A listener that tells {@code listener} of every level as a step (its score NaN). */
  static ConstraintListener of(org.structlearn.learn.LearnListener listener) {
    return level ->
        listener.step(
            level.level() + 1L,
            "level "
                + level.level()
                + ": "
                + level.edgesTested()
                + " edges tested, "
                + level.removed()
                + " removed",
            Double.NaN);
  }
}
