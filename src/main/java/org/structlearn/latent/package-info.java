/**
 * Latent-class models and the influence networks between them (seed 004, Ajoodha and Rosman,
 * "Tracking influence between naive Bayes models using score-based structure learning", 2017).
 *
 * <p>A {@link org.structlearn.latent.NaiveBayesModel} is a latent class variable with k states and
 * observed discrete children that are independent given the class; {@link
 * org.structlearn.latent.NbmEm} learns one from data by expectation maximisation from several
 * seeded random starts, and {@link org.structlearn.latent.LabelMatching} matches learned class
 * labels to true ones (the Hungarian algorithm of JGraphT) to measure recovery.
 *
 * <p>An {@link org.structlearn.latent.InfluenceNetwork} puts a DAG over the latent variables of
 * several such models ({@link org.structlearn.latent.NbmGroups} says which observed columns belong
 * to which): random ones as the seed generates them ({@link
 * org.structlearn.latent.InfluenceNetworks}), sampling, and the exact likelihood of observed rows
 * with every latent summed out. {@link org.structlearn.latent.NbmInfluenceLearner} learns one from
 * observed data as the seed's Figure 3 describes: the models by EM, structures scored by {@link
 * org.structlearn.latent.ExpectedCountBic} and searched by tabu search with restarts, then every
 * table re-learned by EM over the whole network (a junction tree gives the E-step). {@link
 * org.structlearn.latent.RelativeEntropy} measures a learned network against the true one.
 */
package org.structlearn.latent;
