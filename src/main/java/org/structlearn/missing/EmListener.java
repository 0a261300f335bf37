package org.structlearn.missing;

import org.structlearn.learn.LearnListener;

/**
 * A {@link LearnListener} that also hears of each finished round of {@link StructuralEm}: the steps
 * of each round's structure search arrive as {@link #step}, each round as {@link #onIteration}.
 * Calls come on the thread that runs the learner. A listener may stop the run by interrupting the
 * thread (then it throws {@link org.structlearn.InterruptedRunException}).
 */
public interface EmListener extends LearnListener {
  /** Called after every round of structural EM. */
  default void onIteration(EmIteration iteration) {}
}
