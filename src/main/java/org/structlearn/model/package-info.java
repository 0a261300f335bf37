/**
 * Models with parameters on top of a structure: the discrete {@link
 * org.structlearn.model.BayesianNetwork} (a {@link org.structlearn.graph.Dag} plus one {@link
 * org.structlearn.model.DiscreteCpd} per node) and the linear Gaussian {@link
 * org.structlearn.model.GaussianNetwork} (one {@link org.structlearn.model.LinearGaussianCpd}
 * regression per node), their log-likelihoods on data, and parameter fitting for a given DAG
 * ({@link org.structlearn.model.ParameterEstimator}: maximum likelihood and the Bayesian Dirichlet
 * estimate of bnlearn's {@code bn.fit}; {@link org.structlearn.model.GaussianParameterEstimator}:
 * least squares); the discrete {@link org.structlearn.model.MarkovNetwork} (an undirected graph
 * plus log-linear clique factors, {@link org.structlearn.model.MarkovNetworks} for maximal cliques
 * and random parameters, {@link org.structlearn.model.MarkovEnumeration} for exact inference on
 * small networks); exact inference in a discrete Bayesian network with hard or soft evidence by a
 * {@link org.structlearn.model.JunctionTree} (a per-thread {@link
 * org.structlearn.model.Calibration}, and {@link org.structlearn.model.ExpectedCounts} summed over
 * many rows for EM). Reading and writing BIF and Gaussian JSON and UAI is in {@code io}, sampling
 * in {@code sim}.
 */
package org.structlearn.model;
