package org.structlearn.stats;

import java.util.Arrays;
import org.structlearn.data.DataException;

/**
 * A family to count: a child column and its parent columns, in the order the configuration index
 * uses (first parent fastest). A value: equal families have equal child and parent arrays, so it
 * can key a cache.
 *
 * @param child the child's column index
 * @param parents the parents' column indices, distinct, none equal to the child; copied
 */
public record Family(int child, int[] parents) {

  public Family {
    if (child < 0) {
      throw new DataException("a family's child must be a column index >= 0, was " + child);
    }
    parents = parents.clone();
    for (int i = 0; i < parents.length; i++) {
      if (parents[i] < 0 || parents[i] == child) {
        throw new DataException(
            "parent " + parents[i] + " of child " + child + " must be another column index >= 0");
      }
      for (int j = 0; j < i; j++) {
        if (parents[j] == parents[i]) {
          throw new DataException(
              "parent " + parents[i] + " is given twice for child " + child + "; list it once");
        }
      }
    }
  }

  /** The family of {@code child} with the given parents. */
  public static Family of(int child, int... parents) {
    return new Family(child, parents);
  }

  /** The parents; a copy. */
  @Override
  public int[] parents() {
    return parents.clone();
  }

  /** The number of parents. */
  public int size() {
    return parents.length;
  }

  /** The parent at a position, without copying the array. */
  public int parent(int position) {
    return parents[position];
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Family f && f.child == child && Arrays.equals(f.parents, parents);
  }

  @Override
  public int hashCode() {
    return 31 * child + Arrays.hashCode(parents);
  }

  @Override
  public String toString() {
    return child + " | " + Arrays.toString(parents);
  }
}
