package org.structlearn.search;

/**
 * The speed-ups of Koller's lecture on efficient greedy search (the first three), and one of ours,
 * each of which can be turned off so that a benchmark can show what it buys. None changes the
 * result: the same moves are taken in the same order with or without them.
 *
 * @param deltaCache keep the score delta of every move; after a move, rescore only the moves of the
 *     one or two families that changed (off: recompute every delta at every step)
 * @param scoreCache keep every family score computed, so counting the data happens once per family
 * @param priorityQueue take the best move from a max segment tree (off: scan all O(n²) moves)
 * @param boundedDeltas not in the lecture: for loglik, AIC and BIC, an addition whose upper bound
 *     on its gain ({@link org.structlearn.score.LocalScore#gainBound}) cannot beat the best other
 *     move is not counted until it might ({@link DeltaBounds}); pays on columns with many levels
 */
public record Optimizations(
    boolean deltaCache, boolean scoreCache, boolean priorityQueue, boolean boundedDeltas) {

  /** The lecture's three speed-ups alone, without bounded deltas. */
  public Optimizations(boolean deltaCache, boolean scoreCache, boolean priorityQueue) {
    this(deltaCache, scoreCache, priorityQueue, false);
  }

  /** Everything on (the default). */
  public static Optimizations all() {
    return new Optimizations(true, true, true, true);
  }

  /** Everything off: the textbook's naive greedy search (decomposability still used for deltas). */
  public static Optimizations none() {
    return new Optimizations(false, false, false, false);
  }
}
