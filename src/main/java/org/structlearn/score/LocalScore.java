package org.structlearn.score;

import java.util.List;

/**
 * A decomposable score bound to one data set: the score of a network is the sum over its nodes of
 * {@link #local(int, int[])}, the score of the node's family. Log scale, larger is better
 * (bnlearn's convention). Implementations must be thread-safe.
 */
public interface LocalScore {
  /**
   * The score of {@code node} with the given parents.
   *
   * @param parents parent column indices, sorted ascending, not containing {@code node}
   */
  double local(int node, int[] parents);

  /** True if Markov-equivalent DAGs always get equal scores (BIC, BDeu: yes; K2: no). */
  boolean isScoreEquivalent();

  /** Number of variables (nodes) the score is bound to. */
  int nodes();

  /** Variable names, in column order. */
  List<String> names();
}
