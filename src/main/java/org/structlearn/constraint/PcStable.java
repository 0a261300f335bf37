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
 * PC-stable (Colombo and Maathuis 2014, "Order-independent constraint-based causal structure
 * learning", JMLR 15), the PC algorithm of Spirtes and Glymour (1991) with the adjacency sets
 * frozen at the start of each level, following bnlearn's {@code pc.stable} (bnlearn 5.2.1, {@code
 * R/pcalgo.R}).
 *
 * <p><b>Skeleton.</b> Start from the complete graph (less pairs that knowledge forbids both ways).
 * For ℓ = 0, 1, … up to {@link ConstraintOptions#maxConditioning()}: freeze adj(·); test every
 * remaining edge x – y (pairs with a required arc are never tested) against the subsets of size ℓ
 * of adj(x) ∖ {y}, then those of adj(y) ∖ {x} not already tested; remove it at the first
 * independence and record the separating set. Stop when no edge has ℓ candidates. One level's tests
 * run as batches on {@link ConstraintOptions#threads()} threads, so the result does not depend on
 * the thread count. x is the endpoint first in {@link ConstraintOptions#order()} and subsets are
 * enumerated lexicographically in it.
 *
 * <p><b>Order.</b> The skeleton of PC-stable does not depend on the order, but the separating set
 * found first, and with it the v-structures, does. bnlearn visits pairs, neighbours and subsets in
 * the data's column order; no canonical order reproduces that for every column order, so the two
 * requirements — bnlearn's CPDAG and a CPDAG independent of the column order — cannot both hold.
 * The default, {@link ConstraintOptions.Order#COLUMNS}, is bnlearn's: on ALARM with the {@code mi}
 * test the CPDAG equals bnlearn 5.2.1's at 1,000, 5,000 and 20,000 rows (in name order it differs
 * by an SHD of 5 at 20,000 rows, one more from the truth). {@link ConstraintOptions.Order#NAMES}
 * gives a CPDAG and separating sets that do not depend on the column order at all.
 *
 * <p><b>Orientation</b> as bnlearn's {@code learn.arc.directions}: v-structures y → x ← z for
 * unshielded triples with x outside sepset(y, z), applied in ascending order of the separating
 * test's p-value, the first applied winning a conflict; then bnlearn's Meek rules to a CPDAG (see
 * {@link Orientations}). With {@link ConstraintOptions#undirected()} the search stops at the
 * skeleton: seed 003's Algorithm 8.3, PC for Markov random fields.
 *
 * <p>Cost: at level ℓ up to 2·C(max degree, ℓ) tests per remaining edge. With G² most tests are
 * counted from bit planes ({@link org.structlearn.stats.PlaneStrata}). Measured on this machine (2
 * vCPUs, {@code bench --algorithms pc-stable}): ALARM at 20,000 rows, 4,352 tests, about 0.08 s per
 * run once the JIT has compiled the counting (bnlearn 5.2.1's {@code pc.stable}: 0.42 s, 5,110
 * tests), about 0.35 s for the first run in a fresh JVM; MUNIN (1,041 nodes, 5,000 rows, maximum
 * conditioning set 3), 5.2 million tests in 42 s on 2 threads. Holds options only; thread-safe;
 * reusable.
 */
public final class PcStable implements StructureLearner {
  private final ConstraintOptions options;
  private final CiTestType test;

  /**
   * A learner with bnlearn's default test for the data (mi for discrete data, cor for continuous).
   */
  public PcStable(ConstraintOptions options) {
    this(options, null);
  }

  /**
   * A learner that tests independence on the data with {@code test} ({@link #learn(Dataset,
   * LearnListener)}); null for bnlearn's default for the data (mi for discrete data, cor for
   * continuous).
   */
  public PcStable(ConstraintOptions options, CiTestType test) {
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
    return ConstraintSearch.run("pc-stable", false, options, test, names, listener);
  }

  @Override
  public org.structlearn.knowledge.Knowledge knowledge() {
    return options.knowledge();
  }

  /** This learner on {@code threads} threads (it draws nothing at random). */
  @Override
  public PcStable reseeded(long seed, int threads) {
    return new PcStable(options.toBuilder().threads(threads).build(), test);
  }

  @Override
  public String toString() {
    return "PcStable(test=" + (test == null ? "default" : test.cliName()) + ", " + options + ")";
  }
}
