/**
 * Exact inference engines behind {@link org.structlearn.inference.Query}: scaled factor tables
 * ({@link org.structlearn.inference.exact.FactorTable}), a network's factors reduced by evidence
 * and pruned for a query ({@link org.structlearn.inference.exact.DiscreteFactors}), variable
 * elimination for joint posteriors, MAP, MPE and exact posterior draws ({@link
 * org.structlearn.inference.exact.VariableElimination}), and conditional normals of linear Gaussian
 * networks ({@link org.structlearn.inference.exact.GaussianConditioning}). Marginals of every
 * variable at once come from {@link org.structlearn.model.JunctionTree}.
 */
package org.structlearn.inference.exact;
