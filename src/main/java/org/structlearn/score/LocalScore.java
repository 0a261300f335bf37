package org.structlearn.score;

import java.util.List;
import org.structlearn.stats.Family;

/**
 * A decomposable score bound to one data set: the score of a network is the sum over its nodes of
 * {@link #local(int, int[])}, the score of the node's family. Log scale, larger is better
 * (bnlearn's convention). Implementations must be thread-safe.
 *
 * <p>A search announces the families a step will score with {@link #prefetch} before it scores
 * them, so a score whose counts come from far away (Spark) can count the whole batch in one pass
 * over the data; a score that counts in memory ignores the call.
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

  /**
   * Announces that the families of {@code families} (child, parents sorted ascending) are about to
   * be scored by {@link #local}, from one thread, before any of them is: a score may count them all
   * at once and keep the counts until they are scored. Scoring a family that was not announced
   * still works. The default does nothing (in-memory counting gains nothing from a batch).
   */
  default void prefetch(List<Family> families) {}

  /**
   * Whether {@link #prefetch} does anything: a search need not build a step's batch (a list as long
   * as the step's families) for a score that ignores it. The default says no; a score that
   * overrides {@code prefetch}, or wraps one that does, says so.
   */
  default boolean usesPrefetch() {
    return false;
  }

  /**
   * An upper bound on {@code local(node, parents ∪ {added}) − current}, where {@code current} is
   * {@code local(node, parents)}, computed without counting the larger family; {@code +∞} when the
   * score has no such bound (the default). A search may keep the bound in place of a move's delta
   * as long as the move cannot be the best, and compute the delta when it might be: the moves taken
   * are those the exact deltas give.
   *
   * @param parents sorted ascending, not containing {@code node} or {@code added}
   */
  default double gainBound(int node, int[] parents, int added, double current) {
    return Double.POSITIVE_INFINITY;
  }
}
