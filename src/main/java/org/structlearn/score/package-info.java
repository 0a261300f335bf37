/**
 * Scores: the {@link org.structlearn.score.LocalScore} contract of decomposable family scores and
 * its implementations for discrete data (log-likelihood, AIC, BIC, BDeu, BDs, K2), with bnlearn's
 * conventions (natural log, larger is better).
 */
package org.structlearn.score;
