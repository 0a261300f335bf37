package org.structlearn.cli;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.StructlearnException;
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
      names = "--discrete",
      description = "Treat every column as discrete, also numeric ones (e.g. 0/1/2 codes).")
  boolean discrete;

  @Option(
      names = "--drop-missing",
      description = "Drop rows with missing values instead of failing.")
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

  /** Reads the data set as the options say. */
  Dataset load() {
    return load(false);
  }

  /**
   * As {@link #load()}, but missing cells are kept as the data set's missing cells (unless
   * --drop-missing drops their rows): for the learners that handle them (structural EM).
   */
  Dataset loadKeepingMissing() {
    return load(true);
  }

  private Dataset load(boolean keepMissing) {
    if (org.structlearn.spark.SparkAvailability.isParquet(data.toString())) {
      throw new StructlearnException(
          "--data " + data + " is Parquet, which is read through Spark: add --spark 'local[2]'");
    }
    checkColumnList();
    CsvOptions o = csvOptions();
    if (keepMissing && !dropMissing) {
      o = o.toBuilder().missing(CsvOptions.MissingValues.KEEP).build();
    }
    Dataset d = DatasetReader.read(file(), o);
    return columns == null ? d : select(d);
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
    if (levels != null) {
      Map<String, List<String>> l = LevelFiles.read(InputFiles.find(levels), charset);
      b.levels(l);
    }
    if (discrete) {
      b.defaultType(VariableType.DISCRETE);
    }
    if (dropMissing) {
      b.missing(CsvOptions.MissingValues.DROP_ROWS);
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

  private Dataset select(Dataset d) {
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

  /** An encoding by name, or a message listing common ones (not Java's exception text). */
  static final class CharsetName implements picocli.CommandLine.ITypeConverter<Charset> {
    @Override
    public Charset convert(String name) {
      try {
        return Charset.forName(name.strip());
      } catch (IllegalArgumentException e) { // unsupported or illegal name
        throw new picocli.CommandLine.TypeConversionException(
            "unknown encoding '"
                + name
                + "'; e.g. UTF-8 (the default), ISO-8859-1 (Latin-1), windows-1252, UTF-16");
      }
    }
  }
}
