/**
 * Graph structures and graph algorithms. The structures are immutable values: {@link
 * org.structlearn.graph.Dag}, {@link org.structlearn.graph.Pdag} (partially directed, e.g. a
 * CPDAG), {@link org.structlearn.graph.UndirectedGraph}, with {@link
 * org.structlearn.graph.MutableDag} as the working copy of a search. The algorithms live in static
 * helper classes by topic: {@link org.structlearn.graph.Cpdags} (equivalence classes, Chickering
 * 1995, and bnlearn's treatment of partially directed graphs), {@link org.structlearn.graph.Dags}
 * (skeleton, moral graph, Markov blanket, ancestors), {@link org.structlearn.graph.Triangulations}
 * (min-fill triangulation into a {@link org.structlearn.graph.Triangulation}, for junction trees),
 * {@link org.structlearn.graph.Pdags} (skeleton, consistent extension, Dor and Tarsi 1992) and
 * {@link org.structlearn.graph.DSeparation} (Koller and Friedman 2009, Algorithm 3.1). Undirected
 * ground truths for Markov networks: {@link org.structlearn.graph.UndirectedGraphs} (degrees,
 * blankets, irregularity), {@link org.structlearn.graph.GraphGenerators} (seeded rings, stars,
 * lattices, hubs, Barabási–Albert) and {@link org.structlearn.graph.IrregularGraphs} (extreme
 * irregularity by enumeration).
 */
package org.structlearn.graph;
