package org.structlearn.prep;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.structlearn.data.Dataset;
import org.structlearn.data.IncompleteDataset;

/**
 * Complete-case analysis: the rows of a table that have no missing cell, and what was dropped. The
 * plain fallback for missing values; it throws information away (every observed cell of a dropped
 * row), which structural EM does not.
 *
 * @param data the complete rows
 * @param rows the number of rows before dropping
 * @param keptRows the indices of the kept rows in the table, ascending
 * @param missingCells the number of missing cells in the table
 * @param missingByColumn "column count" for each column with a missing cell, in column order
 */
public record CompleteCases(
    Dataset data, int rows, int[] keptRows, long missingCells, List<String> missingByColumn) {
  public CompleteCases {
    Objects.requireNonNull(data, "data");
    keptRows = keptRows.clone();
    missingByColumn = List.copyOf(missingByColumn);
  }

  /**
   * The complete rows of {@code table}.
   *
   * @throws org.structlearn.data.DataException if no row is complete
   */
  public static CompleteCases of(IncompleteDataset table) {
    List<String> by = new ArrayList<>();
    for (int c = 0; c < table.columns(); c++) {
      if (table.missingCount(c) > 0) {
        by.add(table.variable(c).name() + " " + table.missingCount(c));
      }
    }
    return new CompleteCases(
        table.completeRows(), table.rows(), table.completeRowIndices(), table.missingCells(), by);
  }

  /** Rows dropped for a missing cell. */
  public int dropped() {
    return rows - keptRows.length;
  }

  /** What was done, in a sentence. */
  public String note() {
    if (missingCells == 0) {
      return "no missing cells";
    }
    return missingCells
        + " missing cells in "
        + dropped()
        + " of "
        + rows
        + " rows ("
        + String.join(", ", missingByColumn)
        + "): those rows dropped (complete-case analysis), "
        + keptRows.length
        + " left";
  }

  @Override
  public String toString() {
    return note();
  }
}
