package org.structlearn.prep;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.structlearn.data.IncompleteDataset;

/**
 * The user's table after {@link ColumnRoles#decide}: the decision for every column, and the table
 * of the columns kept (missing cells still missing).
 *
 * @param source the table as read
 * @param decisions one decision per column of {@code source}, in its order
 * @param table the columns kept, in their order, categories and numbers as decided
 * @param options the rules and overrides used
 */
public record PreparedTable(
    IncompleteDataset source,
    List<ColumnDecision> decisions,
    IncompleteDataset table,
    RoleOptions options) {
  /** Names listed in a summary line before it says how many more there are. */
  private static final int NAMES_SHOWN = 30;

  public PreparedTable {
    Objects.requireNonNull(source, "source");
    decisions = List.copyOf(decisions);
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(options, "options");
  }

  /** The decisions for the columns with this role, in column order. */
  public List<ColumnDecision> withRole(ColumnRole role) {
    return decisions.stream().filter(d -> d.role() == role).toList();
  }

  /** The decisions of the columns left out. */
  public List<ColumnDecision> leftOut() {
    return decisions.stream().filter(d -> !d.role().kept()).toList();
  }

  /** The kept table's complete rows, with what was dropped: the fallback for missing cells. */
  public CompleteCases completeCases() {
    return CompleteCases.of(table);
  }

  /** Every column's decision, one line each, after a line of counts. */
  public String report() {
    StringBuilder sb = new StringBuilder(countsLine());
    for (ColumnDecision d : decisions) {
      sb.append("\n  ").append(d).append(missingText(d));
    }
    return sb.toString();
  }

  /**
   * A short report: the counts, the categories and numbers by name, then one line for each column
   * whose role is not simply how it reads (left out, turned into a category, or declared), and the
   * missing cells per column.
   */
  public String summary() {
    StringBuilder sb = new StringBuilder(countsLine());
    names(sb, "categories", ColumnRole.CATEGORY);
    names(sb, "numbers", ColumnRole.NUMBER);
    for (ColumnDecision d : decisions) {
      if (noteworthy(d)) {
        sb.append("\n  ").append(d);
      }
    }
    List<String> missing = new ArrayList<>();
    for (ColumnDecision d : decisions) {
      if (d.missing() > 0 && d.role().kept()) {
        missing.add(d.name() + " " + d.missing());
      }
    }
    if (!missing.isEmpty()) {
      sb.append("\n  missing cells: ").append(String.join(", ", missing));
    }
    return sb.toString();
  }

  private boolean noteworthy(ColumnDecision d) {
    if (!d.role().kept() || d.asked()) {
      return true;
    }
    // a column kept as something other than it was read: a number column turned into a category,
    // a text column of numbers with missing-value markers read as numbers
    return !source
        .variable(source.indexOf(d.name()))
        .equals(table.variable(table.indexOf(d.name())));
  }

  private void names(StringBuilder sb, String what, ColumnRole role) {
    List<String> names = withRole(role).stream().map(ColumnDecision::name).toList();
    if (names.isEmpty()) {
      return;
    }
    sb.append("\n  ").append(what).append(" (").append(names.size()).append("): ");
    sb.append(String.join(", ", names.subList(0, Math.min(NAMES_SHOWN, names.size()))));
    if (names.size() > NAMES_SHOWN) {
      sb.append(", ... (").append(names.size() - NAMES_SHOWN).append(" more)");
    }
  }

  private String countsLine() {
    return source.rows()
        + " rows, "
        + source.columns()
        + " columns: "
        + plural(withRole(ColumnRole.CATEGORY).size(), "category", "categories")
        + ", "
        + plural(withRole(ColumnRole.NUMBER).size(), "number", "numbers")
        + ", "
        + leftOut().size()
        + " left out";
  }

  private static String plural(int n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }

  private static String missingText(ColumnDecision d) {
    return d.missing() == 0 ? "" : "; " + d.missing() + " missing";
  }

  @Override
  public String toString() {
    return report();
  }
}
