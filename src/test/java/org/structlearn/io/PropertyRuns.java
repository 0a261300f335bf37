package org.structlearn.io;

import org.quicktheories.QuickTheory;

/**
 * How the property tests run: a fixed seed (so CI is deterministic and a failure reproduces), a
 * bounded number of examples per property, and bounded shrinking. Override the seed with {@code
 * -Dstructlearn.pbt.seed=N} (e.g. to search further locally); a failure report prints the shrunk
 * example and the seed.
 */
final class PropertyRuns {
  /** The seed of every property run unless {@code structlearn.pbt.seed} is set. */
  static final long SEED = Long.getLong("structlearn.pbt.seed", 20_260_607L);

  private PropertyRuns() {}

  /** A theory with {@code examples} tries from the fixed seed. */
  static QuickTheory qt(int examples) {
    return QuickTheory.qt()
        .withFixedSeed(SEED)
        .withExamples(examples)
        .withGenerateAttempts(10 * examples)
        .withShrinkCycles(500);
  }
}
