/**
 * Scores: the {@link org.structlearn.score.LocalScore} contract of decomposable family scores and
 * its implementations for discrete data (log-likelihood, AIC, BIC, BDeu, BDs, K2) and for
 * continuous data under a linear Gaussian model (loglik-g, AIC-G, BIC-G, BGe and seed 001's
 * penalised log-likelihood), with bnlearn's conventions (natural log, larger is better); and the
 * {@link org.structlearn.score.UndirectedGraphScore} contract of scores of undirected structure
 * (log P(G | D) up to a constant) with its node-local kind {@link
 * org.structlearn.score.BlanketScore}, decomposed over Markov blankets: the marginal
 * pseudo-likelihood ({@link org.structlearn.score.MplScore}), the IB-score ({@link
 * org.structlearn.score.IbScore}) and the Blankets Joint Posterior ({@link
 * org.structlearn.score.BjpScore}, seed 000, not node-local), the last two built on any {@link
 * org.structlearn.citest.CiTest}.
 */
package org.structlearn.score;
