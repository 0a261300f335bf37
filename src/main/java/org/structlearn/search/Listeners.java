package org.structlearn.search;

import org.structlearn.learn.LearnListener;

/** The {@link SearchListener}s of {@link SearchListener#none()} and {@link SearchListener#of}. */
final class Listeners {
  static final SearchListener NONE = new None();

  private Listeners() {}

  private static final class None implements SearchListener {
    @Override
    public void onStep(SearchStep step) {}
  }

  /** Tells a {@link LearnListener} of every step: its number, move and score. */
  static final class Forwarding implements SearchListener {
    private final LearnListener listener;

    Forwarding(LearnListener listener) {
      this.listener = listener;
    }

    @Override
    public void onStep(SearchStep step) {
      listener.step(step.iteration(), step.move(), step.total());
    }
  }
}
