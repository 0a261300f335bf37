/**
 * Tests of conditional independence between discrete variables of one data set: the {@link
 * org.structlearn.citest.CiTest} contract ("is X independent of Y given Z?"), its result {@link
 * org.structlearn.citest.CiResult} (posterior of independence for Bayesian tests; statistic,
 * degrees of freedom and p-value for frequentist ones), the Bayesian test of Margaritis and Thrun
 * (2001) and Margaritis (2005) that the Markov-network scores (IB-score, BJP) are built on, and a
 * caching decorator with counters that scores and constraint-based learners share; and an oracle
 * ({@link org.structlearn.citest.OracleCiTest}) that answers from separation in a true undirected
 * graph or d-separation in a true DAG, for oracle tests. Counting goes through {@link
 * org.structlearn.stats.FamilyCounter}, as the discrete scores' does.
 */
package org.structlearn.citest;
