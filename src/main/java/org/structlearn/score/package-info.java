/**
 * Scores: the {@link org.structlearn.score.LocalScore} contract of decomposable family scores and
 * its implementations for discrete data (log-likelihood, AIC, BIC, BDeu, BDs, K2) and for
 * continuous data under a linear Gaussian model (loglik-g, AIC-G, BIC-G, BGe and seed 001's
 * penalised log-likelihood), with bnlearn's conventions (natural log, larger is better); and the
 * {@link org.structlearn.score.BlanketScore} contract of scores of undirected structure, decomposed
 * over Markov blankets, with the marginal pseudo-likelihood ({@link
 * org.structlearn.score.MplScore}).
 */
package org.structlearn.score;
