package org.structlearn.cli;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.StructlearnException;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.IncompleteDataset;
import org.structlearn.data.VariableType;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.LevelFiles;
import org.structlearn.prep.ColumnRoles;
import org.structlearn.prep.CompleteCases;
import org.structlearn.prep.PreparedTable;
import org.structlearn.prep.RoleOptions;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** The options every command that reads a data set shares. */
final class DataOptions {
  /** picocli's value of a --discrete without a list. */
  private static final String ALL = "\u0000all";

  /** What the commands do with missing cells. */
  enum MissingCells {
    drop_rows,
    fail;

    @Override
    public String toString() {
      return name().replace('_', '-');
    }
  }

  /** Reads drop-rows and fail, listing them for another value. */
  static final class MissingCellsConverter
      implements picocli.CommandLine.ITypeConverter<MissingCells> {
    @Override
    public MissingCells convert(String value) {
      for (MissingCells m : MissingCells.values()) {
        if (m.toString().equals(value)) {
          return m;
        }
      }
      throw new picocli.CommandLine.TypeConversionException(
          "expected drop-rows or fail but was '" + value + "'");
    }
  }

  @Spec(Spec.Target.MIXEE)
  CommandSpec mixee;

  private PreparedTable prepared;

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
      arity = "0..1",
      fallbackValue = ALL,
      paramLabel = "COL,...",
      description =
          "Read these columns as categories (comma-separated), also numeric ones; without a list,"
              + " every column (e.g. 0/1/2 codes), as before this option took names.")
  String discrete;

  @Option(
      names = "--continuous",
      split = ",",
      paramLabel = "COL",
      description =
          "Read these columns as numbers (comma-separated): a whole-number column with few values"
              + " stays a number, and a row-number column is kept.")
  List<String> continuous;

  @Option(
      names = "--drop-columns",
      split = ",",
      paramLabel = "COL",
      description = "Leave these columns out (comma-separated).")
  List<String> dropColumns;

  @Option(
      names = "--missing-cells",
      paramLabel = "drop-rows|fail",
      converter = MissingCellsConverter.class,
      description =
          "What to do with missing cells: drop-rows (default; complete-case analysis, said on the"
              + " error stream with what was dropped) or fail (refuse the data at the first one).")
  MissingCells missingCells;

  @Option(
      names = "--drop-missing",
      description =
          "Drop rows with missing values (the default; same as --missing-cells drop-rows).")
  boolean dropMissing;

  @Option(
      names = "--missing",
      paramLabel = "LIST",
      description =
          "Comma-separated cell texts that mean a missing value, replacing the default "
              + "\"NA,\" (NA and the empty cell); an empty item is the empty cell, as in \"?,NA,\". "
              + "A level list (--levels) that names one of them keeps it as a level.")
  String missing;

  @Option(
      names = "--encoding",
      paramLabel = "CHARSET",
      description =
          "Encoding of the data and level files (default: UTF-8), decoded strictly: a byte "
              + "not valid in it is an error naming the line; e.g. ISO-8859-1 for Latin-1.")
  Charset encoding;

  @Option(
      names = "--columns",
      split = ",",
      paramLabel = "NAME",
      description = "Use only these columns, in this order (comma-separated).")
  List<String> columns;

  /**
   * Reads the data set as the options say: the table with its missing cells, the columns --columns
   * names, each column's role decided ({@link ColumnRoles}: identifiers and constant or empty
   * columns left out, whole-number columns with few values as categories, the overrides applied),
   * then the incomplete rows dropped unless --missing-cells fail. What was done is said on the
   * command's error stream: always by {@code learn}, by the other commands when a column was left
   * out or turned into a category or a row dropped.
   */
  Dataset load() {
    if (org.structlearn.spark.SparkAvailability.isParquet(data.toString())) {
      throw new StructlearnException(
          "--data " + data + " is Parquet, which is read through Spark: add --spark 'local[2]'");
    }
    checkColumnList();
    checkMissingOptions();
    RoleOptions roles = roleOptions();
    IncompleteDataset raw = DatasetReader.readIncomplete(data, csvOptions());
    if (columns != null) {
      raw = select(raw);
    }
    roles.requireColumns(raw.names(), data.toString());
    prepared = ColumnRoles.decide(raw, roles);
    IncompleteDataset table = prepared.table();
    if (table.columns() == 0) {
      throw new DataException(data + ": no column is left to learn from:\n" + prepared.report());
    }
    CompleteCases cases = missingCells(table);
    announce(cases);
    return cases.data();
  }

  /** The decisions of the last {@link #load()}, or null before it. */
  PreparedTable prepared() {
    return prepared;
  }

  private CompleteCases missingCells(IncompleteDataset table) {
    if (missingCells == MissingCells.fail && !table.isComplete()) {
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
                    + " (--missing-cells drop-rows, the default)");
          }
        }
      }
    }
    return CompleteCases.of(table);
  }

  /** Says what was done with the columns and rows, on the command's error stream. */
  private void announce(CompleteCases cases) {
    if (mixee == null) {
      return;
    }
    boolean learn = "learn".equals(mixee.name());
    boolean decided =
        !prepared.leftOut().isEmpty()
            || prepared.decisions().stream().anyMatch(d -> d.asked())
            || prepared.table().variables().stream()
                .anyMatch(
                    v ->
                        v.isDiscrete()
                            != prepared
                                .source()
                                .variable(prepared.source().indexOf(v.name()))
                                .isDiscrete());
    if (!learn && !decided && cases.dropped() == 0) {
      return;
    }
    java.io.PrintWriter err = mixee.commandLine().getErr();
    err.println("data " + data + ": " + prepared.summary().replace("\n", System.lineSeparator()));
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

  /** The column roles the options ask for. */
  RoleOptions roleOptions() {
    return RoleOptions.builder()
        .discrete(discreteColumns())
        .continuous(
            continuous == null
                ? java.util.Set.of()
                : new java.util.LinkedHashSet<>(nonEmpty(continuous, "--continuous")))
        .drop(
            dropColumns == null
                ? java.util.Set.of()
                : new java.util.LinkedHashSet<>(nonEmpty(dropColumns, "--drop-columns")))
        .allDiscrete(ALL.equals(discrete))
        .build();
  }

  private java.util.Set<String> discreteColumns() {
    if (discrete == null || ALL.equals(discrete)) {
      return java.util.Set.of();
    }
    return new java.util.LinkedHashSet<>(
        nonEmpty(Arrays.asList(discrete.split(",", -1)), "--discrete"));
  }

  private static List<String> nonEmpty(List<String> names, String option) {
    for (int i = 0; i < names.size(); i++) {
      if (names.get(i).isEmpty()) {
        throw new StructlearnException(
            "item "
                + (i + 1)
                + " of "
                + option
                + " is empty; list column names separated by commas");
      }
    }
    return names;
  }

  /** The columns --columns names, in order, or an empty list for all of them. */
  List<String> columnList() {
    checkColumnList();
    return columns == null ? List.of() : List.copyOf(columns);
  }

  /** How the data are to be read, as the options say. */
  CsvOptions csvOptions() {
    Charset charset = encoding == null ? StandardCharsets.UTF_8 : encoding;
    CsvOptions.Builder b = CsvOptions.builder().encoding(charset);
    if (delimiter != null) {
      b.delimiter(delimiter);
    }
    if (levels != null) {
      Map<String, List<String>> l = LevelFiles.read(levels, charset);
      b.levels(l);
    }
    if (ALL.equals(discrete)) {
      b.defaultType(VariableType.DISCRETE);
    }
    b.types(roleOptions().readingTypes());
    if (dropMissing) {
      b.missing(CsvOptions.MissingValues.DROP_ROWS); // for Spark; load() keeps missing cells
    }
    if (missing != null) {
      b.missingTokens(Arrays.asList(missing.split(",", -1)));
    }
    return b.build();
  }

  /** Refuses a repeated or empty name in --columns before the data are read. */
  private void checkColumnList() {
    if (columns == null) {
      return;
    }
    Map<String, Integer> seen = new HashMap<>();
    for (int i = 0; i < columns.size(); i++) {
      String name = columns.get(i);
      if (name.isEmpty()) {
        throw new StructlearnException(
            "item " + (i + 1) + " of --columns is empty; list column names separated by commas");
      }
      Integer prev = seen.put(name, i);
      if (prev != null) {
        throw new StructlearnException(
            "column '"
                + name
                + "' is listed twice in --columns (items "
                + (prev + 1)
                + " and "
                + (i + 1)
                + "); list each column once");
      }
    }
  }

  private IncompleteDataset select(IncompleteDataset d) {
    List<String> unknown = columns.stream().filter(c -> d.indexOf(c) < 0).toList();
    if (!unknown.isEmpty()) {
      throw new StructlearnException(
          "--columns names "
              + (unknown.size() == 1 ? "a column" : "columns")
              + " that "
              + data
              + " lacks: "
              + unknown
              + "; its columns are "
              + d.names());
    }
    return d.select(columns);
  }

  /** Refuses --drop-missing together with --missing-cells fail. */
  void checkMissingOptions() {
    if (dropMissing && missingCells == MissingCells.fail) {
      throw new StructlearnException(
          "--drop-missing and --missing-cells fail contradict each other; give one");
    }
  }
}
