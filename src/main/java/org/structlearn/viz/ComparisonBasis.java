package org.structlearn.viz;

/**
 * What {@link Drawings#comparison} and {@link LinkComparison} compare.
 *
 * <ul>
 *   <li>{@link #CPDAG} (the default): the CPDAGs of both graphs (Chickering 1995 for a DAG,
 *       bnlearn's {@code cpdag()} for a partially directed graph), the same graphs {@code
 *       metrics.StructureComparison} and bnlearn's {@code shd()} compare. An arc whose direction
 *       data cannot tell apart is drawn undirected and never counted as reversed, and the number of
 *       differing links equals bnlearn's SHD.
 *   <li>{@link #ARCS}: the graphs exactly as given, arc by arc; an arc pointing the other way is
 *       reversed even when the two DAGs are Markov equivalent.
 * </ul>
 */
public enum ComparisonBasis {
  /** Compare the CPDAGs (equivalence classes). */
  CPDAG,
  /** Compare the graphs as given. */
  ARCS
}
