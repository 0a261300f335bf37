package org.structlearn.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.StructlearnException;
import org.structlearn.data.IncompleteDataset;
import org.structlearn.io.IncompleteTableWriter;
import org.structlearn.prep.ColumnBreaks;
import org.structlearn.prep.CompleteCases;
import org.structlearn.prep.Discretization;
import org.structlearn.prep.DiscretizationMethod;
import org.structlearn.prep.Discretizer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code discretize}: the number columns of a table turned into categories as bnlearn's {@code
 * discretize()} does it ({@link Discretizer}), written as CSV.
 */
@Command(
    name = "discretize",
    mixinStandardHelpOptions = true,
    description = {
      "Discretise the number columns of a table as bnlearn's discretize(): quantile (intervals of"
          + " equal counts), interval (of equal length) or hartemink (a fine quantile grid merged"
          + " down, keeping the most mutual information with the other columns); the same"
          + " breaks and level names as bnlearn. Writes the table as CSV, categories unchanged,"
          + " missing cells kept (empty) unless --missing-cells says otherwise.",
      "Here --columns names the number columns to discretise (default: all of them); the other"
          + " columns are written as they are."
    })
final class DiscretizeCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;

  @Option(
      names = "--method",
      defaultValue = "quantile",
      paramLabel = "quantile|interval|hartemink",
      description = "How to cut (default ${DEFAULT-VALUE}, bnlearn's).")
  String method;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "CSV",
      description = "The discretised table (gzip if it ends in .gz), written atomically.")
  Path out;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    DiscretizationMethod m = DiscretizeArgs.method(method, "--method");
    if (dataOptions.discretize != null) {
      throw new StructlearnException(
          "--discretize is for commands that learn from the data; here give --method");
    }
    OutputChecks.check(spec, "--out", out, Map.of());
    List<String> columns = dataOptions.columns == null ? List.of() : dataOptions.columns;
    dataOptions.columns = null; // every column is read and written; these are discretised
    IncompleteDataset table = dataOptions.loadTable();
    for (String c : columns) {
      if (table.indexOf(c) < 0) {
        throw new StructlearnException(
            "--columns names '"
                + c
                + "', which is not a column kept from "
                + dataOptions.data
                + "; its columns are "
                + table.names());
      }
    }
    IncompleteDataset input = table;
    if (dataOptions.missingCells != null || dataOptions.dropMissing) {
      CompleteCases cases = CompleteCases.of(table); // --missing-cells fail refused in loadTable
      dataOptions.announce(cases);
      input = IncompleteDataset.complete(cases.data());
    } else {
      dataOptions.announce(CompleteCases.of(IncompleteDataset.complete(table.completeRows())));
    }
    Discretization d =
        Discretizer.discretize(input, dataOptions.discretizeArgs.options(m, columns));
    IncompleteTableWriter.write(out, d.table());
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("method", m.cliName());
    r.put("rows", d.table().rows());
    r.put("missingCells", d.table().missingCells());
    List<Object> cols = new ArrayList<>();
    for (ColumnBreaks b : d.breaks()) {
      Map<String, Object> c = new LinkedHashMap<>();
      c.put("column", b.name());
      c.put("levels", b.levels());
      c.put("cutpoints", b.cutpoints());
      cols.add(c);
    }
    r.put("columns", json ? cols : d.breaks().stream().map(ColumnBreaks::toString).toList());
    r.put("out", out.toString());
    Output.print(spec.commandLine().getOut(), r, json);
    return 0;
  }
}
