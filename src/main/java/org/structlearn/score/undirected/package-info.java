/**
 * Scores of undirected graphs (Markov network structures), which the searches of {@code
 * search.undirected} climb: the marginal pseudo-likelihood (BDgraph's, {@link
 * org.structlearn.score.undirected.MplScore}), the IB-score (Schlüter, Bromberg and Edera 2014,
 * {@link org.structlearn.score.undirected.IbScore}) and the Blankets Joint Posterior (Schlüter,
 * Strappa, Milone and Bromberg, {@link org.structlearn.score.undirected.BjpScore}) with its table
 * for enumeration and its order of blankets; the node-local kind ({@link
 * org.structlearn.score.undirected.BlanketScore}) and its cache, and the incremental terms IBMAP-HC
 * keeps ({@link org.structlearn.score.undirected.BlanketTerms}). Split from {@code score} (whose
 * decomposable DAG scores stay there) when the package passed 25 files, along the same line as
 * {@code search} and {@code search.undirected}.
 */
package org.structlearn.score.undirected;
