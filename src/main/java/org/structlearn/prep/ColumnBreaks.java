package org.structlearn.prep;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * How one number column was cut: the cut points c_0 &lt; c_1 &lt; ... &lt; c_k (c_0 the smallest
 * value, c_k the largest) and the level names of the k intervals, bnlearn's {@code [c_0,c_1]},
 * {@code (c_1,c_2]}, ..., the numbers printed as C's {@code %g}. A value x is in interval i when
 * c_i &lt; x ≤ c_{i+1}, the smallest value in the first.
 *
 * @param name the column
 * @param method how the cut points were found
 * @param cutpoints k + 1 cut points, ascending
 * @param levels the k level names
 */
public record ColumnBreaks(
    String name, DiscretizationMethod method, double[] cutpoints, List<String> levels) {
  public ColumnBreaks {
    Objects.requireNonNull(name, "name");
    cutpoints = cutpoints.clone();
    levels = List.copyOf(levels);
  }

  @Override
  public double[] cutpoints() {
    return cutpoints.clone();
  }

  /**
   * The interval (0-based) of a value by the cut points, as bnlearn's quantile method assigns it:
   * the last interval whose lower cut point is below x, the first for x at or below c_1; a value
   * outside [c_0, c_k] goes to the first or last interval.
   */
  public int code(double x) {
    for (int k = levels.size() - 1; k >= 1; k--) {
      if (x > cutpoints[k]) {
        return k;
      }
    }
    return 0;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ColumnBreaks b
        && name.equals(b.name)
        && method == b.method
        && Arrays.equals(cutpoints, b.cutpoints)
        && levels.equals(b.levels);
  }

  @Override
  public int hashCode() {
    return name.hashCode() * 31 + Arrays.hashCode(cutpoints);
  }

  @Override
  public String toString() {
    return name + " (" + method.cliName() + "): " + String.join(" ", levels);
  }
}
