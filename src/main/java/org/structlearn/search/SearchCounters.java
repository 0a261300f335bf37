package org.structlearn.search;

/**
 * Work done by a search.
 *
 * @param evaluations local scores computed (cache misses: each is one pass over the data)
 * @param cacheHits local scores found in the score cache
 * @param movesConsidered move deltas computed or updated in the priority structure
 * @param cycleChecks acyclicity checks run (one per candidate about to be taken)
 */
public record SearchCounters(
    long evaluations, long cacheHits, long movesConsidered, long cycleChecks) {
  @Override
  public String toString() {
    return evaluations
        + " score evaluations, "
        + cacheHits
        + " cache hits, "
        + movesConsidered
        + " moves considered, "
        + cycleChecks
        + " cycle checks";
  }
}
