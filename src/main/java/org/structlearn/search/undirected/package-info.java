/**
 * Score-based searches over undirected graphs (Markov network structures): the exhaustive search
 * over every graph on a few variables with the k best ({@link
 * org.structlearn.search.undirected.UndirectedExhaustiveSearch}), IBMAP-HC of the Blankets Joint
 * Posterior or the IB-score (Schlüter, Bromberg and Edera 2014; {@link
 * org.structlearn.search.undirected.IbmapHillClimbing}) and BDgraph's hill climbing of the marginal
 * pseudo-likelihood ({@link org.structlearn.search.undirected.MplHillClimbing}). They share the
 * step, stop reason and listener of package {@code search}, whose searches are over DAGs; the
 * scores they climb are package {@code score}'s.
 */
package org.structlearn.search.undirected;
