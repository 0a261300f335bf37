package org.structlearn.prep;

import java.util.Objects;

/**
 * What was decided for one column of the user's table, and why.
 *
 * @param name the column name
 * @param role what the column is taken to be
 * @param distinct the number of distinct values among its non-missing cells
 * @param missing the number of missing cells
 * @param asked true if the role is the user's (an override), false if it follows the rules
 * @param reason why, in words a user reads, including how to override it where that applies
 */
public record ColumnDecision(
    String name, ColumnRole role, int distinct, int missing, boolean asked, String reason) {
  public ColumnDecision {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(role, "role");
    Objects.requireNonNull(reason, "reason");
  }

  @Override
  public String toString() {
    return name + ": " + role.text() + (reason.isEmpty() ? "" : " (" + reason + ")");
  }
}
