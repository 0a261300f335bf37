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
import org.structlearn.prep.Discretization;
import org.structlearn.prep.Discretizer;
import org.structlearn.prep.PreparedTable;
import org.structlearn.prep.RoleOptions;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** The options every command that reads a data set shares. */
final class DataOptions {
  /** picocli's value of a --discrete without a list. */
  private static final String ALL = "\u0000all";

  @Option(
      names = "--discretize",
      paramLabel = "quantile|interval|hartemink",
      description =
          "Discretise the number columns after reading (bnlearn's discretize(); see --breaks,"
              + " --column-breaks, --ibreaks, --idisc), for a discrete score or test.")
  String discretize;

  @picocli.CommandLine.Mixin DiscretizeArgs discretizeArgs = new DiscretizeArgs();

  @Spec(Spec.Target.MIXEE)
  CommandSpec mixee;

  private PreparedTable prepared;

  @Option(
      names = "--data",
      required = true,
      paramLabel = "FILE",
      description =
          "CSV file of observations, plain or gzip-compressed, header line first: a path, or a "
              + "name under the data folders ($STRUCTLEARN_DATA, then the project's data/), e.g. "
              + "bnlearn/coronary.csv.")
  Path data;

  @Option(
      names = "--levels",
      paramLabel = "FILE",
      description =
          "CSV with columns variable,index,level giving every variable's levels in order "
              + "(levels that never occur in the data still count, as in bnlearn); a path or a "
              + "name under the data folders, as --data.")
  Path levels;

  @Option(
      names = "--delimiter",
      paramLabel = "CHAR",
      description = "Field separator (default: detected among , ; TAB |).")
  Character delimiter;

  @Option(
      names = "--decimal",
      paramLabel = "CHAR",
      description =
          "The numbers' decimal separator: . or , (default: a comma when the delimiter is not"
              + " one and the first lines hold numbers written 5,1 and none written 5.1, as R's"
              + " write.csv2 and spreadsheets in many locales write them; said when so).")
  Character decimal;

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
      converter = MissingCellPolicy.Converter.class,
      description =
          "What to do with missing cells: drop-rows (default; complete-case analysis, said on the"
              + " error stream with what was dropped) or fail (refuse the data at the first one).")
  MissingCellPolicy missingCells;

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
      converter = CharsetName.class,
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
    IncompleteDataset table = loadTable();
    CompleteCases cases = missingCells(table);
    announce(cases);
    if (discretize == null) {
      checkNoBreaks();
      return cases.data();
    }
    Discretization d =
        Discretizer.discretize(
            cases.data(),
            discretizeArgs.options(DiscretizeArgs.method(discretize, "--discretize"), List.of()));
    if (mixee != null) {
      mixee.commandLine().getErr().println("  " + d);
      mixee.commandLine().getErr().flush();
    }
    return d.data();
  }

  /**
   * As {@link #load()}, but missing cells are kept as the data set's missing cells (unless
   * --drop-missing or --missing-cells drop-rows drops their rows, or --missing-cells fail refuses
   * them): for the learners that handle them (structural EM). Said on the error stream as {@link
   * #load()} says it.
   */
  Dataset loadKeepingMissing() {
    IncompleteDataset table = loadTable();
    if (dropMissing || missingCells == MissingCellPolicy.drop_rows) {
      CompleteCases cases = CompleteCases.of(table);
      announce(cases);
      return cases.data();
    }
    DataNotes.announceKept(mixee, data, prepared, table, decimalCommaDetected);
    return table.dataset();
  }

  private void checkNoBreaks() {
    if (discretizeArgs.any() && !"discretize".equals(commandName())) {
      throw new StructlearnException(
          "--breaks, --column-breaks, --ibreaks and --idisc need --discretize METHOD");
    }
  }

  /** Whether the user chose what to do with missing cells (--missing-cells, --drop-missing). */
  boolean missingCellsChosen() {
    return missingCells != null || dropMissing;
  }

  /**
   * The table as read, each column's role decided, discretised if --discretize asks (breaks from
   * the observed cells), missing cells still missing; nothing said yet.
   */
  IncompleteDataset loadTableDiscretized() {
    IncompleteDataset table = loadTable();
    if (discretize == null) {
      checkNoBreaks();
      return table;
    }
    Discretization d =
        Discretizer.discretize(
            table,
            discretizeArgs.options(DiscretizeArgs.method(discretize, "--discretize"), List.of()));
    if (mixee != null) {
      mixee.commandLine().getErr().println("  " + d);
    }
    return d.table();
  }

  /**
   * The table as read, the columns --columns names, each column's role decided, missing cells still
   * missing.
   */
  IncompleteDataset loadTable() {
    if (org.structlearn.spark.SparkAvailability.isParquet(data.toString())) {
      throw new StructlearnException(
          "--data " + data + " is Parquet, which is read through Spark: add --spark 'local[2]'");
    }
    checkColumnList();
    checkMissingOptions();
    CsvOptions csv = csvOptions();
    RoleOptions roles = roleOptions(csv.levels().keySet());
    IncompleteDataset raw = DatasetReader.readIncomplete(file(), csv);
    decimalCommaDetected = decimal == null && DatasetReader.decimalSeparator(file(), csv) == ',';
    if (columns != null) {
      raw = select(raw);
    }
    roles.requireColumns(raw.names(), data.toString());
    prepared = ColumnRoles.decide(raw, roles);
    IncompleteDataset table = prepared.table();
    if (table.columns() == 0) {
      throw new DataException(data + ": no column is left to learn from:\n" + prepared.report());
    }
    if (missingCells == MissingCellPolicy.fail) {
      DataNotes.refuseMissing(data, table);
    }
    return table;
  }

  private String commandName() {
    return mixee == null ? "" : mixee.name();
  }

  /** The decisions of the last {@link #load()}, or null before it. */
  PreparedTable prepared() {
    return prepared;
  }

  private CompleteCases missingCells(IncompleteDataset table) {
    if (missingCells == MissingCellPolicy.fail) {
      DataNotes.refuseMissing(data, table);
    }
    return CompleteCases.of(table);
  }

  /** Says what was done with the columns and rows, on the command's error stream. */
  void announce(CompleteCases cases) {
    DataNotes.announce(mixee, data, prepared, cases, decimalCommaDetected);
  }

  /** Whether the last table read had its decimal commas detected (no --decimal given). */
  private boolean decimalCommaDetected;

  /** Whether the last table read had its decimal commas detected (no --decimal given). */
  boolean decimalCommaDetected() {
    return decimalCommaDetected;
  }

  /** The column roles the options ask for. */
  RoleOptions roleOptions() {
    return roleOptions(java.util.Set.of());
  }

  /** The column roles the options ask for, with the columns whose levels a level file gives. */
  private RoleOptions roleOptions(java.util.Set<String> levelled) {
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
        .levelled(levelled)
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

  /**
   * The data file: {@code --data} as a path if it exists, else the same name under the data folders
   * ({@code bnlearn/coronary.csv} is the project's {@code data/bnlearn/coronary.csv.gz}), as {@code
   * sample --network} finds networks; else the path as given (whose reading fails naming it).
   */
  Path file() {
    return InputFiles.find(data);
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
    if (decimal != null) {
      if (decimal != '.' && decimal != ',') {
        throw new StructlearnException("--decimal " + decimal + ": give . or ,");
      }
      if (decimal == ',' && delimiter != null && delimiter == ',') {
        throw new StructlearnException(
            "--decimal , and --delimiter , cannot both be a comma; the delimiter of a file with"
                + " decimal commas is usually ; (--delimiter ';')");
      }
      b.decimal(decimal);
    }
    if (levels != null) {
      Map<String, List<String>> l = LevelFiles.read(InputFiles.find(levels), charset);
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
    if (dropMissing && missingCells == MissingCellPolicy.fail) {
      throw new StructlearnException(
          "--drop-missing and --missing-cells fail contradict each other; give one");
    }
  }
}
