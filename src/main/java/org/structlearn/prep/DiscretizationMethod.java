package org.structlearn.prep;

import java.util.Locale;

/**
 * How {@link Discretizer} cuts a number column into intervals, as bnlearn's {@code discretize()}.
 */
public enum DiscretizationMethod {
  /** Intervals holding (about) the same number of rows: the type-7 sample quantiles. */
  QUANTILE,
  /** Intervals of equal length between the smallest and the largest value. */
  INTERVAL,
  /**
   * Hartemink (2001): a fine quantile (or interval) grid, then adjacent intervals merged one at a
   * time, the merge that keeps the most mutual information with the other columns first.
   */
  HARTEMINK;

  /** The name bnlearn and the command line use, e.g. {@code hartemink}. */
  public String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The method of this name.
   *
   * @throws IllegalArgumentException listing the names
   */
  public static DiscretizationMethod fromName(String name) {
    for (DiscretizationMethod m : values()) {
      if (m.cliName().equals(name.trim().toLowerCase(Locale.ROOT))) {
        return m;
      }
    }
    throw new IllegalArgumentException(
        "unknown discretisation method '" + name + "'; use quantile, interval or hartemink");
  }
}
