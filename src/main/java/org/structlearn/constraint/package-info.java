/**
 * Constraint-based structure learners: they ask a {@link org.structlearn.citest.CiTest} questions
 * of conditional independence and build the graph from the answers. {@link
 * org.structlearn.constraint.PcStable} (Colombo and Maathuis 2014, as bnlearn's {@code pc.stable})
 * and {@link org.structlearn.constraint.Sgs} (Spirtes, Glymour and Scheines 1993) learn a CPDAG, or
 * with {@link org.structlearn.constraint.ConstraintOptions#undirected()} stop at the undirected
 * skeleton, the Markov-random-field variants of seed 003's Algorithms 8.2 and 8.3. Both return a
 * {@link org.structlearn.constraint.ConstraintResult}: graph, separating sets, per-level counts,
 * the trace of removals, test counters and time.
 */
package org.structlearn.constraint;
