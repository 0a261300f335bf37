package org.structlearn.constraint;

import java.util.List;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiTest;
import org.structlearn.citest.CiTestType;
import org.structlearn.data.Dataset;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;

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
public final class Sgs implements StructureLearner {
  private final ConstraintOptions options;
  private final CiTestType test;

  /**
   * A learner with bnlearn's default test for the data (mi for discrete data, cor for continuous).
   */
  public Sgs(ConstraintOptions options) {
    this(options, null);
  }

  /**
   * A learner that tests independence on the data with {@code test} ({@link #learn(Dataset,
   * LearnListener)}); null for bnlearn's default for the data (mi for discrete data, cor for
   * continuous).
   */
  public Sgs(ConstraintOptions options, CiTestType test) {
    this.options = java.util.Objects.requireNonNull(options, "options");
    this.test = test;
  }

  /** The options. */
  @Override
  public ConstraintOptions options() {
    return options;
  }

  /** The test {@link #learn(Dataset, LearnListener)} binds, or null for the data's default. */
  public CiTestType test() {
    return test;
  }

  /** A CPDAG, or with {@link ConstraintOptions#undirected()} the undirected skeleton. */
  @Override
  public GraphKind kind() {
    return options.undirected() ? GraphKind.UNDIRECTED : GraphKind.CPDAG;
  }

  /**
   * Learns from the data with the learner's test (each level reported to the listener as a step).
   *
   * @throws org.structlearn.citest.CiQueryException if a column does not suit the test
   */
  @Override
  public ConstraintResult learn(Dataset data, LearnListener listener) {
    CachedCiTest bound = new CachedCiTest(CiTestType.orDefault(test, data).bind(data));
    return learn(bound, data.names(), ConstraintListener.of(listener));
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
  public org.structlearn.knowledge.Knowledge knowledge() {
    return options.knowledge();
  }

  /** This learner on {@code threads} threads (it draws nothing at random). */
  @Override
  public Sgs reseeded(long seed, int threads) {
    return new Sgs(options.toBuilder().threads(threads).build(), test);
  }

  @Override
  public String toString() {
    return "Sgs(test=" + (test == null ? "default" : test.cliName()) + ", " + options + ")";
  }
}
