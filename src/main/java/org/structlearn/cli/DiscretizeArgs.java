package org.structlearn.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.StructlearnException;
import org.structlearn.prep.DiscretizationMethod;
import org.structlearn.prep.DiscretizationOptions;
import picocli.CommandLine.Option;

/**
 * The options of discretisation ({@link org.structlearn.prep.Discretizer}, bnlearn's {@code
 * discretize()}): the method comes from the command ({@code discretize --method}, or the {@code
 * --discretize} of every command that reads data); these give the numbers of intervals.
 */
final class DiscretizeArgs {
  @Option(
      names = "--breaks",
      paramLabel = "K",
      description = "Discretisation: intervals per number column (default 3, bnlearn's).")
  Integer breaks;

  @Option(
      names = "--column-breaks",
      split = ",",
      paramLabel = "COL=K",
      description = "Discretisation: intervals of single columns, overriding --breaks.")
  List<String> columnBreaks;

  @Option(
      names = "--ibreaks",
      paramLabel = "K",
      description =
          "hartemink: intervals of the initial grid (default bnlearn's: 50 for more than 500"
              + " rows, 20 for more than 100, 10 for more than 50, else 5).")
  Integer ibreaks;

  @Option(
      names = "--idisc",
      paramLabel = "quantile|interval",
      description = "hartemink: how the initial grid is cut (default quantile, bnlearn's).")
  String idisc;

  /** Whether any of these options is given. */
  boolean any() {
    return breaks != null || columnBreaks != null || ibreaks != null || idisc != null;
  }

  /** The options for {@code method}, the given columns to discretise (empty: all numbers). */
  DiscretizationOptions options(DiscretizationMethod method, List<String> columns) {
    DiscretizationOptions.Builder b = DiscretizationOptions.builder().method(method);
    if (breaks != null) {
      b.breaks(breaks);
    }
    if (ibreaks != null) {
      b.initialBreaks(ibreaks);
    }
    if (idisc != null) {
      b.initialMethod(method(idisc, "--idisc"));
    }
    if (columnBreaks != null) {
      Map<String, Integer> per = new LinkedHashMap<>();
      for (String item : columnBreaks) {
        int eq = item.lastIndexOf('=');
        try {
          per.put(item.substring(0, eq), Integer.parseInt(item.substring(eq + 1)));
        } catch (RuntimeException e) {
          throw new StructlearnException(
              "--column-breaks: '" + item + "' is not COLUMN=K (e.g. Age=4)");
        }
      }
      b.columnBreaks(per);
    }
    if ((ibreaks != null || idisc != null) && method != DiscretizationMethod.HARTEMINK) {
      throw new StructlearnException(
          "--ibreaks and --idisc are options of hartemink's initial grid, not of "
              + method.cliName());
    }
    b.columns(new java.util.LinkedHashSet<>(columns));
    return b.build();
  }

  /** The method of a name, or an error naming the option. */
  static DiscretizationMethod method(String name, String option) {
    try {
      return DiscretizationMethod.fromName(name);
    } catch (IllegalArgumentException e) {
      throw new StructlearnException(option + ": " + e.getMessage());
    }
  }
}
