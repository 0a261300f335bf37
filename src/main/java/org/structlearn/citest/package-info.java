/**
 * Tests of conditional independence between the variables of one data set: the {@link
 * org.structlearn.citest.CiTest} contract ("is X independent of Y given Z?"), its result {@link
 * org.structlearn.citest.CiResult} (posterior of independence for Bayesian tests; statistic,
 * degrees of freedom and p-value for frequentist ones), the Bayesian test of Margaritis and Thrun
 * (2001) and Margaritis (2005) that the Markov-network scores (IB-score, BJP) are built on, the
 * frequentist tests as bnlearn's {@code ci.test} computes them ({@link
 * org.structlearn.citest.DiscreteCiTest}: x2, x2-adf, mi, mi-adf, mi-sh and seed 003's SSMI; {@link
 * org.structlearn.citest.GaussianCiTest}: cor, zf, mi-g), the factory naming them all ({@link
 * org.structlearn.citest.CiTestType}), and a bounded caching decorator with counters that scores
 * and constraint-based learners share, whose batch entry point ({@link
 * org.structlearn.citest.CachedCiTest#testAll}) groups queries by conditioning set for a {@link
 * org.structlearn.citest.BatchCiTest} and runs them on a pool; and an oracle ({@link
 * org.structlearn.citest.OracleCiTest}) that answers from separation in a true undirected graph or
 * d-separation in a true DAG, for oracle tests. Counting reads the rows of a {@link
 * org.structlearn.stats.FamilyCounter}, as the discrete scores' does, by {@link
 * org.structlearn.stats.Strata}.
 */
package org.structlearn.citest;
