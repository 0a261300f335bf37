package org.structlearn.cli;

import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import org.structlearn.StructlearnException;
import org.structlearn.io.OutputFiles;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Checks a command's output file before any work starts: it must not be a folder, its folder must
 * exist (it is not created: a mistyped folder is more likely than a wanted new one), and it must
 * not be the same file as any input, so that {@code learn --data v.csv --out v.csv} cannot replace
 * the data. Every path-valued option of the command counts as an input, also those of its mixins,
 * so new input options are covered without a change here.
 */
public final class OutputChecks {
  private OutputChecks() {}

  /**
   * Checks the output given by the option {@code outOption} (e.g. {@code "--out"}) against every
   * other path-valued option of the command and the extra inputs (option name to the file it was
   * resolved to, e.g. a network found by name).
   *
   * @throws StructlearnException naming both options and the path
   */
  public static void check(
      CommandSpec spec, String outOption, Path out, Map<String, Path> moreInputs) {
    if (out == null) {
      return;
    }
    OutputFiles.checkWritable(out, outOption);
    for (OptionSpec option : spec.options()) {
      String name = option.longestName();
      if (name.equals(outOption)) {
        continue;
      }
      Object value = option.getValue();
      if (value instanceof Path p) {
        refuseSame(outOption, out, name, p);
      } else if (value instanceof Collection<?> values) {
        for (Object v : values) {
          if (v instanceof Path p) {
            refuseSame(outOption, out, name, p);
          }
        }
      }
    }
    moreInputs.forEach((name, p) -> refuseSame(outOption, out, name, p));
  }

  /** Endings of formats that are not CSV, which a CSV written under such a name would pose as. */
  private static final java.util.List<String> NOT_CSV =
      java.util.List.of(
          ".bif",
          ".json",
          ".uai",
          ".dot",
          ".gv",
          ".mtx",
          ".gml",
          ".xml",
          ".xmlbif",
          ".net",
          ".parquet",
          ".xlsx",
          ".rds",
          ".rda");

  /**
   * Checks, before any work, that a data output's name does not pose as another format: CSV is
   * written (gzip-compressed for a name ending in .gz) unless {@code parquet} is true and the name
   * ends in .parquet, which then needs Spark on the class path.
   *
   * @throws StructlearnException naming the option, the file and the formats it can take
   */
  static void checkDataName(String option, Path out, boolean parquet) {
    String name =
        String.valueOf(out.getFileName())
            .toLowerCase(java.util.Locale.ROOT)
            .replaceFirst("\\.gz$", "");
    if (parquet && name.endsWith(".parquet")) {
      org.structlearn.spark.SparkAvailability.require(
          "writing Parquet (" + option + " " + out + ")");
      return;
    }
    for (String ending : NOT_CSV) {
      if (name.endsWith(ending)) {
        throw new StructlearnException(
            option
                + " "
                + out
                + ": "
                + option
                + " writes CSV, not "
                + ending
                + "; end the name in .csv or .csv.gz"
                + (parquet ? " (or .parquet with Spark on the class path)" : ""));
      }
    }
  }

  private static void refuseSame(String outOption, Path out, String inOption, Path in) {
    if (OutputFiles.sameFile(out, in)) {
      throw new StructlearnException(
          outOption
              + " "
              + out
              + " is the same file as "
              + inOption
              + (in.toString().equals(out.toString()) ? "" : " " + in)
              + ": choose another output file");
    }
  }
}
