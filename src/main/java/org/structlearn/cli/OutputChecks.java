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
final class OutputChecks {
  private OutputChecks() {}

  /**
   * Checks the output given by the option {@code outOption} (e.g. {@code "--out"}) against every
   * other path-valued option of the command and the extra inputs (option name to the file it was
   * resolved to, e.g. a network found by name).
   *
   * @throws StructlearnException naming both options and the path
   */
  static void check(CommandSpec spec, String outOption, Path out, Map<String, Path> moreInputs) {
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
