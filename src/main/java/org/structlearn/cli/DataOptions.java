package org.structlearn.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.structlearn.data.Dataset;
import org.structlearn.data.VariableType;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.LevelFiles;
import picocli.CommandLine.Option;

/** The options every command that reads a data set shares. */
final class DataOptions {
  @Option(
      names = "--data",
      required = true,
      paramLabel = "FILE",
      description = "CSV file of observations, plain or gzip-compressed, header line first.")
  Path data;

  @Option(
      names = "--levels",
      paramLabel = "FILE",
      description =
          "CSV with columns variable,index,level giving every variable's levels in order "
              + "(levels that never occur in the data still count, as in bnlearn).")
  Path levels;

  @Option(
      names = "--delimiter",
      paramLabel = "CHAR",
      description = "Field separator (default: detected among , ; TAB |).")
  Character delimiter;

  @Option(
      names = "--discrete",
      description = "Treat every column as discrete, also numeric ones (e.g. 0/1/2 codes).")
  boolean discrete;

  @Option(
      names = "--drop-missing",
      description = "Drop rows with missing values instead of failing.")
  boolean dropMissing;

  @Option(
      names = "--columns",
      split = ",",
      paramLabel = "NAME",
      description = "Use only these columns, in this order (comma-separated).")
  List<String> columns;

  /** Reads the data set as the options say. */
  Dataset load() {
    CsvOptions.Builder b = CsvOptions.builder();
    if (delimiter != null) {
      b.delimiter(delimiter);
    }
    if (levels != null) {
      Map<String, List<String>> l = LevelFiles.read(levels);
      b.levels(l);
    }
    if (discrete) {
      b.defaultType(VariableType.DISCRETE);
    }
    if (dropMissing) {
      b.missing(CsvOptions.MissingValues.DROP_ROWS);
    }
    Dataset d = DatasetReader.read(data, b.build());
    return columns == null ? d : d.select(columns);
  }
}
