/**
 * Latent-class models and the influence networks between them (seed 004, Ajoodha and Rosman,
 * "Tracking influence between naive Bayes models using score-based structure learning", 2017).
 *
 * <p>A {@link org.structlearn.latent.NaiveBayesModel} is a latent class variable with k states and
 * observed discrete children that are independent given the class; {@link
 * org.structlearn.latent.NbmEm} learns one from data by expectation maximisation from several
 * seeded random starts, and {@link org.structlearn.latent.LabelMatching} matches learned class
 * labels to true ones (the Hungarian algorithm of JGraphT) to measure recovery. Influence networks
 * put a DAG over the latent variables of several such models.
 */
package org.structlearn.latent;
