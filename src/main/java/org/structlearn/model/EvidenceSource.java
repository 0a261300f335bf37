package org.structlearn.model;

/**
 * The evidence of one row for {@link JunctionTree#accumulate(int, EvidenceSource, int)}: writes
 * into {@code evidence} (one entry per node, all null on entry) the likelihood vector of each node
 * with evidence, e.g. a reference to an array the caller keeps, so no row needs a copy. Called from
 * several threads at once when the pass runs on several, each with its own array, and never twice
 * for one row in a pass; the vectors must not change until the pass returns.
 */
@FunctionalInterface
public interface EvidenceSource {
  /** Fills {@code evidence[v]} for the nodes with evidence in row {@code row} (0-based). */
  void fill(int row, double[][] evidence);
}
