package org.structlearn.cli;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.structlearn.io.TextFiles;
import org.structlearn.missing.StructuralEmWarmup;
import org.structlearn.mixed.CgWarmup;
import org.structlearn.search.Warmup;
import org.structlearn.search.ges.GesWarmup;

/**
 * Which warm-up {@code learn} starts while it reads its data. For hill climbing and tabu: the
 * conditional Gaussian one when the first data line of the file mixes numbers and texts (mixed data
 * get bic-cg by default), else the discrete one. For greedy equivalence search: the Gaussian one
 * ({@link GesWarmup#gaussian()}) when every cell of that line is a number and no {@code --levels}
 * file is given, else the discrete one. A guess from one line; a wrong guess only warms the other
 * kind of search.
 */
final class LearnWarmups {
  private LearnWarmups() {}

  /**
   * A warm-up of {@code workload} (a search: {@link Warmup.Workload#SEARCH} or {@link
   * Warmup.Workload#GES}) for the data file named by {@code --data} in the arguments (or the
   * discrete one).
   */
  static Warmup start(String[] args, Warmup.Workload workload) {
    return start(
        DataPreview.argument(args, "--data"),
        DataPreview.argument(args, "--levels") != null,
        java.util.Arrays.asList(args).contains("--bnlearn"),
        workload);
  }

  /**
   * A warm-up of {@code workload} for the data in {@code data} (null: the discrete one); structural
   * EM's with bnlearn's defaults when {@code bnlearn}.
   */
  static Warmup start(Path data, boolean bnlearn, Warmup.Workload workload) {
    return start(data, false, bnlearn, workload);
  }

  private static Warmup start(
      Path data, boolean levelFile, boolean bnlearn, Warmup.Workload workload) {
    Cells cells = data == null ? Cells.NONE : firstLine(data);
    if (workload == Warmup.Workload.STRUCTURAL_EM) {
      StructuralEmWarmup.Kind kind =
          cells == Cells.MIXED
              ? StructuralEmWarmup.Kind.MIXED
              : cells == Cells.NUMBERS && !levelFile
                  ? StructuralEmWarmup.Kind.GAUSSIAN
                  : StructuralEmWarmup.Kind.DISCRETE;
      return Warmup.start(workload, StructuralEmWarmup.rounds(kind, bnlearn));
    }
    if (workload == Warmup.Workload.GES) {
      return cells == Cells.NUMBERS && !levelFile
          ? Warmup.start(workload, GesWarmup.gaussian())
          : Warmup.start(workload, GesWarmup.discrete());
    }
    return Warmup.start(cells == Cells.MIXED ? CgWarmup.rounds() : null);
  }

  /** What the first data line of a file holds. */
  enum Cells {
    NONE,
    NUMBERS,
    TEXTS,
    MIXED
  }

  /** Whether the first data line of the file has both number and text cells. */
  static boolean looksMixed(Path data) {
    return firstLine(data) == Cells.MIXED;
  }

  /** The kind of cells of the first data line of the file (NONE when it cannot be read). */
  static Cells firstLine(Path data) {
    try (InputStream in = TextFiles.open(data)) {
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String header = r.readLine();
      String line = r.readLine();
      if (header == null || line == null) {
        return Cells.NONE;
      }
      boolean number = false;
      boolean text = false;
      for (String cell : line.split("[,;\t|]", -1)) {
        String c = cell.trim().replace("\"", "");
        if (c.isEmpty() || c.equals("NA")) {
          continue;
        }
        if (org.structlearn.io.CellTexts.isNumber(c)) {
          number = true;
        } else {
          text = true;
        }
      }
      return number && text
          ? Cells.MIXED
          : number ? Cells.NUMBERS : text ? Cells.TEXTS : Cells.NONE;
    } catch (java.io.IOException | RuntimeException e) {
      return Cells.NONE;
    }
  }
}
