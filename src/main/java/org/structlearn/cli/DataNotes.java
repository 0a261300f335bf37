package org.structlearn.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.structlearn.data.DataException;
import org.structlearn.data.IncompleteDataset;
import org.structlearn.prep.CompleteCases;
import org.structlearn.prep.PreparedTable;
import picocli.CommandLine.Model.CommandSpec;

/**
 * What {@link DataOptions} says about the table it read: each column's role and the rows dropped
 * for missing cells, on the command's error stream; and its refusal of missing cells.
 */
final class DataNotes {
  private DataNotes() {}

  /**
   * Says what was done with the columns and rows: always for {@code learn}, for the other commands
   * when a column was left out, declared or turned into a category, or a row dropped.
   */
  static void announce(
      CommandSpec command,
      Path data,
      PreparedTable prepared,
      CompleteCases cases,
      boolean decimalComma) {
    if (command == null) {
      return;
    }
    boolean learn = "learn".equals(command.name());
    if (!learn && !decided(prepared) && cases.dropped() == 0 && !decimalComma) {
      return;
    }
    PrintWriter err = command.commandLine().getErr();
    err.println("data " + data + ": " + prepared.summary().replace("\n", System.lineSeparator()));
    decimalComma(err, decimalComma);
    if (cases.dropped() > 0) {
      err.println(
          "  "
              + cases.dropped()
              + " of "
              + cases.rows()
              + " rows dropped for a missing cell (complete-case analysis), "
              + cases.data().rows()
              + " left; --missing-cells fail refuses such data instead");
    }
    err.flush();
  }

  /**
   * Says what was done with the columns, and that the missing cells are kept for a learner that
   * handles them (structural EM).
   */
  static void announceKept(
      CommandSpec command,
      Path data,
      PreparedTable prepared,
      IncompleteDataset table,
      boolean decimalComma) {
    if (command == null) {
      return;
    }
    PrintWriter err = command.commandLine().getErr();
    err.println("data " + data + ": " + prepared.summary().replace("\n", System.lineSeparator()));
    decimalComma(err, decimalComma);
    if (!table.isComplete()) {
      err.println(
          "  "
              + table.missingCells()
              + " missing cells in "
              + (table.rows() - table.completeRowIndices().length)
              + " of "
              + table.rows()
              + " rows kept as missing (no row dropped)");
    }
    err.flush();
  }

  /** Says that numbers written with a decimal comma were read as numbers, when they were. */
  private static void decimalComma(PrintWriter err, boolean detected) {
    if (detected) {
      err.println(
          "  decimal commas: numbers written like 5,1 read as 5.1 (the first lines hold such"
              + " numbers and none written 5.1); --decimal . keeps such cells as texts");
    }
  }

  private static boolean decided(PreparedTable prepared) {
    if (!prepared.leftOut().isEmpty() || prepared.decisions().stream().anyMatch(d -> d.asked())) {
      return true;
    }
    IncompleteDataset source = prepared.source();
    return prepared.table().variables().stream()
        .anyMatch(v -> v.isDiscrete() != source.variable(source.indexOf(v.name())).isDiscrete());
  }

  /**
   * Refuses a table with a missing cell, naming the first (column by column).
   *
   * @throws DataException naming the file, column and row
   */
  static void refuseMissing(Path data, IncompleteDataset table) {
    if (table.isComplete()) {
      return;
    }
    for (int c = 0; c < table.columns(); c++) {
      for (int r = 0; r < table.rows(); r++) {
        if (table.isMissing(c, r)) {
          throw new DataException(
              data
                  + ": column '"
                  + table.variable(c).name()
                  + "' row "
                  + (r + 1)
                  + " (counting data rows from 1) is missing; impute it, or drop incomplete rows"
                  + " (--missing-cells drop-rows), or leave --missing-cells out: learn then fills them in"
                  + " by structural EM where it can and drops the incomplete rows where not");
        }
      }
    }
  }
}
