package org.structlearn.stats;

/**
 * The contingency table of one node against a set of parents: for each parent configuration {@code
 * j} and child level {@code k}, the number of rows {@code N_jk}.
 *
 * <p>The table holds {@link #rowsStored()} configuration rows of {@link #levels()} cells each, row
 * {@code j} at {@code counts[j * levels + k]}. A dense table has one row per configuration of the
 * parents (the mixed-radix index, first parent fastest, so {@code rowsStored() ==
 * configurations()}); a sparse one keeps only the configurations that occur, in order of first
 * occurrence. Scores do not need to know which: they iterate the stored rows and skip empty ones.
 *
 * @param levels the child's number of levels {@code r}
 * @param configurations the number of parent configurations {@code q}, product of the parents'
 *     level counts, including levels that never occur (as bnlearn counts them)
 * @param rowsStored configuration rows held in {@code counts}
 * @param counts the counts, row-major; do not modify
 * @param total the number of data rows counted
 */
public record FamilyCounts(
    int levels, double configurations, int rowsStored, int[] counts, int total) {

  /** True if only observed configurations are stored. */
  public boolean isSparse() {
    return rowsStored != configurations;
  }

  /** The number of configurations with at least one row. */
  public int observedConfigurations() {
    int observed = 0;
    for (int j = 0; j < rowsStored; j++) {
      int base = j * levels;
      for (int k = 0; k < levels; k++) {
        if (counts[base + k] != 0) {
          observed++;
          break;
        }
      }
    }
    return observed;
  }
}
