package org.structlearn.constraint;

import org.structlearn.WorkerPool;
import org.structlearn.knowledge.Knowledge;

/**
 * Options of the skeleton-and-orientation learners {@link PcStable} and {@link Sgs}. Build with
 * {@link #builder()}; the constructor checks every range.
 *
 * @param alpha the significance level of frequentist tests: X ⊥ Y | Z is accepted when the p-value
 *     is greater than alpha (bnlearn's rule; Bayesian tests and oracles use a posterior of
 *     independence above 1/2 instead, see {@link org.structlearn.citest.CiResult#independent});
 *     default 0.05, in (0, 1)
 * @param maxConditioning the largest conditioning set tested (bnlearn's {@code max.sx}); default
 *     {@link Integer#MAX_VALUE}, no limit; at least 0
 * @param undirected stop at the undirected skeleton (the Markov-random-field variants, seed 003's
 *     Algorithms 8.2 and 8.3; bnlearn's {@code undirected = TRUE}); default false
 * @param knowledge required arcs are never removed, forbidden arcs never added (bnlearn's whitelist
 *     and blacklist); default none
 * @param threads threads that run one level's tests; the result does not depend on it; default 1
 * @param order the order in which pairs, neighbours and conditioning subsets are visited, which
 *     decides the first separating set found and with it the v-structures (never the skeleton of
 *     PC-stable): {@link Order#COLUMNS}, bnlearn's, or {@link Order#NAMES}, independent of the
 *     column order; default {@link Order#COLUMNS}
 */
public record ConstraintOptions(
    double alpha,
    int maxConditioning,
    boolean undirected,
    Knowledge knowledge,
    int threads,
    Order order) {

  /**
   * The order of the variables in the search. PC-stable's skeleton is the same in every order
   * (Colombo and Maathuis 2014), but a pair can have several separating sets and the one found
   * first, which decides whether an unshielded triple is a v-structure, depends on the order in
   * which subsets are tried; so does the order in which conflicting v-structures with equal
   * p-values are applied. No order both reproduces bnlearn (which visits the data's columns in
   * their order) and ignores the column order, so both are offered.
   */
  public enum Order {
    /**
     * The data's column order, as bnlearn's {@code pc.stable} and {@code learn.arc.directions}: the
     * CPDAG equals bnlearn's on the same data frame (tested on ALARM at 1,000, 5,000 and 20,000
     * rows). Permuting the columns can change separating sets and v-structures.
     */
    COLUMNS,
    /**
     * Sorted variable names (a canonical order): the separating sets and the CPDAG do not depend on
     * the column order, and equal bnlearn's when the data's columns are in name order.
     */
    NAMES;

    /** The lower-case name used on the command line. */
    public String cliName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** The default significance level. */
  public static final double DEFAULT_ALPHA = 0.05;

  public ConstraintOptions {
    if (!(alpha > 0 && alpha < 1)) {
      throw new IllegalArgumentException("alpha must be in (0, 1), was " + alpha);
    }
    if (maxConditioning < 0) {
      throw new IllegalArgumentException("maxConditioning must be >= 0, was " + maxConditioning);
    }
    if (knowledge == null) {
      throw new IllegalArgumentException("knowledge must not be null; use Knowledge.none()");
    }
    WorkerPool.checkThreads("threads", threads);
    if (order == null) {
      throw new IllegalArgumentException("order must not be null; use Order.COLUMNS");
    }
  }

  /**
   * The defaults: alpha 0.05, no limit on conditioning sets, a CPDAG, no knowledge, 1 thread, the
   * column order.
   */
  public static ConstraintOptions defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    return builder()
        .alpha(alpha)
        .maxConditioning(maxConditioning)
        .undirected(undirected)
        .knowledge(knowledge)
        .threads(threads)
        .order(order);
  }

  @Override
  public String toString() {
    return "alpha="
        + alpha
        + ", maxConditioning="
        + (maxConditioning == Integer.MAX_VALUE ? "none" : maxConditioning)
        + ", undirected="
        + undirected
        + ", knowledge="
        + knowledge
        + ", threads="
        + threads
        + ", order="
        + order.cliName();
  }

  /** Collects {@link ConstraintOptions}; unset values take the documented defaults. */
  public static final class Builder {
    private double alpha = DEFAULT_ALPHA;
    private int maxConditioning = Integer.MAX_VALUE;
    private boolean undirected;
    private Knowledge knowledge = Knowledge.none();
    private int threads = 1;
    private Order order = Order.COLUMNS;

    public Builder alpha(double alpha) {
      this.alpha = alpha;
      return this;
    }

    public Builder maxConditioning(int maxConditioning) {
      this.maxConditioning = maxConditioning;
      return this;
    }

    public Builder undirected(boolean undirected) {
      this.undirected = undirected;
      return this;
    }

    public Builder knowledge(Knowledge knowledge) {
      this.knowledge = knowledge;
      return this;
    }

    public Builder threads(int threads) {
      this.threads = threads;
      return this;
    }

    public Builder order(Order order) {
      this.order = order;
      return this;
    }

    public ConstraintOptions build() {
      return new ConstraintOptions(alpha, maxConditioning, undirected, knowledge, threads, order);
    }
  }
}
