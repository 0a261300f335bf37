package org.structlearn.constraint;

import java.util.Arrays;

/**
 * One edge removed from the skeleton: {@code x ⊥ y | separatingSet} was accepted at conditioning
 * level {@code level} (= the size of the separating set).
 *
 * @param x one endpoint (column index), the first in the search's order ({@link
 *     ConstraintOptions#order()})
 * @param y the other endpoint
 * @param separatingSet the conditioning set of the accepting test, in the search's order
 * @param level the size of the separating set
 * @param strength the accepting test's p-value, or its posterior of independence for a Bayesian
 *     test or an oracle; bnlearn applies v-structures in ascending order of it
 */
public record Removal(int x, int y, int[] separatingSet, int level, double strength) {
  @Override
  public boolean equals(Object o) {
    return o instanceof Removal r
        && r.x == x
        && r.y == y
        && r.level == level
        && Double.compare(r.strength, strength) == 0
        && Arrays.equals(r.separatingSet, separatingSet);
  }

  @Override
  public int hashCode() {
    return ((x * 31 + y) * 31 + level) * 31 + Arrays.hashCode(separatingSet);
  }

  @Override
  public String toString() {
    return x + " ⊥ " + y + " | " + Arrays.toString(separatingSet);
  }
}
