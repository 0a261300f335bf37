/**
 * l1-regularised neighbourhood selection for Markov networks: {@link
 * org.structlearn.search.neighbourhood.NeighbourhoodSelection} regresses each node on the others
 * along a lasso path ({@link org.structlearn.search.neighbourhood.Glmnet}: coordinate descent as
 * R's glmnet, Friedman, Hastie and Tibshirani 2010; binomial, multinomial with glmnet's default
 * ungrouped penalty, and Gaussian), chooses each node's penalty by the extended BIC (van Borkulo et
 * al. 2014's eLasso / IsingFit for binary data after Ravikumar, Wainwright and Lafferty 2010; mgm's
 * for more levels; Meinshausen and Bühlmann 2006's regressions for continuous data) and joins the
 * nodes' choices by the AND or OR rule into an undirected graph ({@link
 * org.structlearn.search.neighbourhood.NeighbourhoodResult}). User guide and the comparison with
 * glmnet and huge: docs/neighbourhood-selection.md.
 */
package org.structlearn.search.neighbourhood;
