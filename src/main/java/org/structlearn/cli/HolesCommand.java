package org.structlearn.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.data.Dataset;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.DatasetWriter;
import org.structlearn.missing.Holes;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code holes}: removes cells completely at random ({@link Holes#mcar}). */
@Command(
    name = "holes",
    mixinStandardHelpOptions = true,
    description =
        "Remove cells of a data set completely at random (each one with probability --fraction,"
            + " seeded) and write the data with NA in those cells: data to test missing-value"
            + " methods on. Cells already missing stay missing.")
final class HolesCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;

  @Option(
      names = "--fraction",
      required = true,
      description = "Probability that a cell is removed, in [0, 1).")
  double fraction;

  @Option(names = "--seed", defaultValue = "1", description = "Random seed (default 1).")
  long seed;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "CSV",
      description = "Output CSV (.gz compresses it).")
  Path out;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    OutputChecks.check(spec, "--out", out, Map.of());
    CsvOptions csv =
        dataOptions.csvOptions().toBuilder().missing(CsvOptions.MissingValues.KEEP).build();
    Dataset data = DatasetReader.read(dataOptions.file(), csv);
    if (!dataOptions.columnList().isEmpty()) {
      data = data.select(dataOptions.columnList());
    }
    Dataset holed = Holes.mcar(data, fraction, seed);
    DatasetWriter.write(holed, out);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("rows", holed.rows());
    m.put("missingCells", holed.missing().total());
    m.put("completeRows", holed.missing().completeRows().length);
    m.put("out", out.toString());
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }
}
