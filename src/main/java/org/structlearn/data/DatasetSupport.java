package org.structlearn.data;

import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The checks and texts of {@link Dataset}: building from columns (and masks of missing cells), the
 * name index, selections, messages and the summary line. Package-private.
 */
final class DatasetSupport {
  private DatasetSupport() {}

  /** Checks the columns against the variables and stores them, copied or adopted. */
  static Dataset build(
      List<Variable> variables, List<?> columns, boolean copy, List<boolean[]> masks) {
    if (variables.size() != columns.size()) {
      throw new DataException(
          variables.size() + " variables but " + columns.size() + " columns; give one column each");
    }
    if (masks != null && masks.size() != columns.size()) {
      throw new DataException(
          masks.size() + " missing-cell masks for " + columns.size() + " columns; give one each");
    }
    int rows = -1;
    Object[] stored = new Object[columns.size()];
    for (int c = 0; c < columns.size(); c++) {
      Variable v = variables.get(c);
      Object col = Objects.requireNonNull(columns.get(c), "column " + v.name());
      boolean[] mask = masks == null ? null : masks.get(c);
      if (mask != null) {
        col = Columns.placeheld(col, mask, v, copy);
      }
      stored[c] = copy ? Columns.copyChecked(v, col) : Columns.checked(v, col);
      int len = Columns.length(stored[c]);
      if (rows >= 0 && len != rows) {
        throw new DataException(
            "column '" + v.name() + "' has " + len + " rows, the columns before it " + rows);
      }
      rows = len;
    }
    int n = Math.max(rows, 0);
    boolean[][] held = new boolean[stored.length][];
    for (int c = 0; c < held.length && masks != null; c++) {
      boolean[] m = masks.get(c);
      held[c] = m == null ? null : copy ? m.clone() : m;
    }
    return new Dataset(variables, stored, n, new MissingCells(held, n));
  }

  /** Column index by name, refusing a duplicate name. */
  static Map<String, Integer> index(List<Variable> variables) {
    Map<String, Integer> idx = new HashMap<>();
    for (int i = 0; i < variables.size(); i++) {
      String name = variables.get(i).name();
      Integer prev = idx.put(name, i);
      if (prev != null) {
        throw new DataException(
            "duplicate column name '"
                + name
                + "' (columns "
                + (prev + 1)
                + " and "
                + (i + 1)
                + "); rename one of them");
      }
    }
    return Collections.unmodifiableMap(idx);
  }

  /** Refuses a name selected twice. */
  static void requireDistinct(List<String> names) {
    Map<String, Integer> seen = new HashMap<>();
    for (int i = 0; i < names.size(); i++) {
      Integer first = seen.putIfAbsent(names.get(i), i);
      if (first != null) {
        throw new DataException(
            "column '"
                + names.get(i)
                + "' is selected twice (items "
                + (first + 1)
                + " and "
                + (i + 1)
                + " of the list); name each column once");
      }
    }
  }

  /** The refusal of an accessor that needs every cell of a column observed. */
  static DataException missingCells(String name, MissingCells missing, int column) {
    return new DataException(
        "column '"
            + name
            + "' has "
            + missing.count(column)
            + " missing cell(s) (the first in row "
            + (missing.firstMissingRow(column) + 1)
            + ") and this needs complete data: learn with structural EM"
            + " (org.structlearn.missing.StructuralEm; learn --algorithm structural-em), or drop"
            + " the incomplete rows"
            + " (Dataset.dropIncomplete(), CLI --drop-missing)");
  }

  /** The one-line summary of {@link Dataset#toString()}. */
  static String describe(Dataset d) {
    long discrete = d.variables().stream().filter(Variable::isDiscrete).count();
    List<String> names = d.names();
    return "Dataset: "
        + d.rows()
        + " rows x "
        + d.columns()
        + " columns ("
        + discrete
        + " discrete, "
        + (d.columns() - discrete)
        + " continuous): "
        + String.join(", ", names.subList(0, Math.min(8, names.size())))
        + (names.size() > 8 ? ", ..." : "")
        + (d.hasMissing() ? "; " + d.missing() : "");
  }
}
