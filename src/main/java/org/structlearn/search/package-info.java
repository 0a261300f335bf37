/**
 * Score-based structure learning: {@link org.structlearn.search.HillClimbing} and {@link
 * org.structlearn.search.TabuSearch} (greedy searches over add / delete / reverse moves, with
 * restarts), and {@link org.structlearn.search.ExhaustiveSearch} (every DAG over at most five
 * variables, the exact optimum the heuristics are tested against). All are configured by {@link
 * org.structlearn.search.SearchOptions} and return a {@link org.structlearn.search.LearnResult}
 * with the search's trace. Over undirected graphs (Markov network structures): {@link
 * org.structlearn.search.UndirectedExhaustiveSearch} (every graph over at most eight variables,
 * scored by a {@link org.structlearn.score.undirected.BlanketScore}), configured by {@link
 * org.structlearn.search.UndirectedSearchOptions}, returning an {@link
 * org.structlearn.search.UndirectedSearchResult}.
 */
package org.structlearn.search;
