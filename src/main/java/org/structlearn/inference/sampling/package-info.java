/**
 * Sampling engines behind {@link org.structlearn.inference.Query}: logic sampling and likelihood
 * weighting on Bayesian networks ({@link org.structlearn.inference.sampling.ImportanceSampling})
 * and Gibbs sampling with clamped evidence ({@link
 * org.structlearn.inference.sampling.GibbsQueries}); seeded per block of draws, so that the same
 * seed gives the same estimates for any thread count, and stopped by {@link Thread#interrupt()}.
 */
package org.structlearn.inference.sampling;
