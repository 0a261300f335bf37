/**
 * l1-regularised neighbourhood selection for Markov networks: {@link
 * org.structlearn.search.neighbourhood.NeighbourhoodSelection} regresses each node on the others
 * along a lasso path ({@link org.structlearn.search.neighbourhood.Glmnet}: coordinate descent as
 * R's glmnet, binomial, multinomial and Gaussian), chooses each node's penalty by the extended BIC
 * (IsingFit's eLasso for binary data, mgm's for more levels, Meinshausen and Bühlmann's regressions
 * for continuous data) and joins the nodes' choices by the AND or OR rule into an undirected graph
 * ({@link org.structlearn.search.neighbourhood.NeighbourhoodResult}).
 */
package org.structlearn.search.neighbourhood;
