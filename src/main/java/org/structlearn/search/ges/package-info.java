/**
 * Greedy equivalence search: {@link org.structlearn.search.ges.Ges} (Chickering 2002, with the
 * cached and parallel operator scoring of Ramsey et al.'s FGES, 2017) searches Markov equivalence
 * classes of DAGs, represented by CPDAGs, with Chickering's Insert and Delete operators; configured
 * by {@link org.structlearn.search.ges.GesOptions}, returning a {@link
 * org.structlearn.search.ges.GesResult} (the CPDAG, a DAG of it, its score and the trace).
 */
package org.structlearn.search.ges;
