/**
 * Simulation: drawing data sets from models. {@link org.structlearn.sim.ForwardSampler} samples a
 * discrete {@link org.structlearn.model.BayesianNetwork} and {@link
 * org.structlearn.sim.GaussianSampler} a linear Gaussian {@link
 * org.structlearn.model.GaussianNetwork}, both by ancestral (forward) sampling, seeded and
 * parallel, with results that do not depend on the thread count. {@link
 * org.structlearn.sim.GibbsSampler} draws from a {@link org.structlearn.model.MarkovNetwork} by
 * Gibbs sampling (chains seeded per chain, so also independent of the thread count).
 */
package org.structlearn.sim;
