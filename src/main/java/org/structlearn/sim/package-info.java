/**
 * Simulation: drawing data sets from models. {@link org.structlearn.sim.ForwardSampler} samples a
 * discrete {@link org.structlearn.model.BayesianNetwork} by ancestral (forward) sampling, seeded
 * and parallel, with results that do not depend on the thread count.
 */
package org.structlearn.sim;
