/**
 * Models with parameters on top of a structure: the discrete {@link
 * org.structlearn.model.BayesianNetwork} (a {@link org.structlearn.graph.Dag} plus one {@link
 * org.structlearn.model.DiscreteCpd} per node), its log-likelihood on data, and parameter fitting
 * for a given DAG ({@link org.structlearn.model.ParameterEstimator}: maximum likelihood and the
 * Bayesian Dirichlet estimate of bnlearn's {@code bn.fit}). Reading and writing BIF is in {@code
 * io}, sampling in {@code sim}.
 */
package org.structlearn.model;
