package org.structlearn.search;

/** Why a search stopped. */
public enum StopReason {
  /** No legal move improves the score by more than the minimum improvement. */
  LOCAL_OPTIMUM,
  /** The iteration limit was reached. */
  MAX_ITERATIONS,
  /** Tabu search: the best score did not improve for the allowed number of steps. */
  NO_IMPROVEMENT,
  /** No legal move is left (every move is tabu, illegal or forbidden). */
  NO_LEGAL_MOVE,
  /** Exhaustive search enumerated every DAG. */
  EXHAUSTED
}
