/**
 * Questions to a fitted network: {@link org.structlearn.inference.Query} (posteriors, joint
 * posteriors, MAP, MPE, probabilities of events and of the evidence, draws), exact or by sampling,
 * on discrete Bayesian and Markov networks and on linear Gaussian networks; {@link
 * org.structlearn.inference.predict.Prediction} (a target column predicted for each row from the
 * others, as bnlearn's {@code predict}) and {@link org.structlearn.inference.predict.Imputation}
 * (missing cells filled in, as bnlearn's {@code impute}). The engines are in {@code
 * inference.exact} (factor tables, variable elimination, conditional normals; the junction tree is
 * {@link org.structlearn.model.JunctionTree}) and {@code inference.sampling} (logic sampling,
 * likelihood weighting, Gibbs).
 */
package org.structlearn.inference;
