/**
 * Exact structure learning: {@link org.structlearn.search.exact.ExactSearch} finds a DAG of the
 * highest score under any decomposable score by dynamic programming over subsets of the variables
 * (Silander and Myllymäki 2006), with the parent-set pruning of de Campos and Ji (2011), an
 * optional in-degree bound and a memory estimate checked before it starts; configured by {@link
 * org.structlearn.search.exact.ExactOptions}, returning an {@link
 * org.structlearn.search.exact.ExactResult}.
 */
package org.structlearn.search.exact;
