/**
 * Scores of DAGs: the {@link org.structlearn.score.LocalScore} contract of decomposable family
 * scores and its implementations for discrete data (log-likelihood, AIC, BIC, BDeu, BDs, K2) and
 * for continuous data under a linear Gaussian model (loglik-g, AIC-G, BIC-G, BGe and the penalised
 * log-likelihood of Gaussian tabu search), with bnlearn's conventions (natural log, larger is
 * better), their data-free specs and the family-score cache. The scores of undirected graphs
 * (Markov networks: MPL, IB-score, BJP) are in {@code score.undirected}.
 */
package org.structlearn.score;
