package org.structlearn.constraint;

import java.util.List;
import org.structlearn.citest.CiTest;

/**
 * The SGS algorithm (Spirtes, Glymour and Scheines 1993, "Causation, Prediction, and Search"): an
 * edge x – y stays only if x and y are dependent given every subset of the other variables. Seed
 * 003's Algorithm 8.2; with {@link ConstraintOptions#undirected()} it stops at the skeleton, the
 * variant for Markov random fields.
 *
 * <p>Subsets are tried by size ℓ = 0, 1, … up to {@link ConstraintOptions#maxConditioning()} (the
 * bound that keeps it feasible), each size as batches on {@link ConstraintOptions#threads()}
 * threads, in the search's order ({@link ConstraintOptions#order()}); the first independence
 * removes the edge and records its separating set. Since every subset of the other variables is a
 * candidate (not only the current neighbours, as in PC), the skeleton does not depend on the order
 * of the tests. Orientation is PC-stable's (bnlearn's {@code learn.arc.directions}, see {@link
 * PcStable}).
 *
 * <p>Cost: up to Σ_ℓ C(n − 2, ℓ) tests per pair, exponential in n without a bound: use it on tens
 * of variables. Holds options only; thread-safe; reusable.
 */
public final class Sgs {
  private final ConstraintOptions options;

  public Sgs(ConstraintOptions options) {
    this.options = options;
  }

  /** The options. */
  public ConstraintOptions options() {
    return options;
  }

  /**
   * Learns from a CI test bound to a data set (or an oracle).
   *
   * @param test the CI test; pass a {@link org.structlearn.citest.CachedCiTest} to share its cache
   *     and counters, otherwise a private cache wraps it
   * @param names the variable names, {@code names.get(i)} being the test's column i
   * @throws IllegalArgumentException if the names do not match the test's variables
   * @throws org.structlearn.StructlearnException if the knowledge names unknown variables
   * @throws org.structlearn.InterruptedRunException if the thread is interrupted
   */
  public ConstraintResult learn(CiTest test, List<String> names) {
    return learn(test, names, ConstraintListener.none());
  }

  /** As {@link #learn(CiTest, List)}, reporting each level to {@code listener}. */
  public ConstraintResult learn(CiTest test, List<String> names, ConstraintListener listener) {
    return ConstraintSearch.run("sgs", true, options, test, names, listener);
  }

  @Override
  public String toString() {
    return "Sgs(" + options + ")";
  }
}
