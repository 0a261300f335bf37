package org.structlearn.io;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.structlearn.StructlearnException;
import org.structlearn.data.VariableType;

/**
 * How {@link DatasetReader} turns a CSV file or a tablesaw table into a {@code Dataset}.
 *
 * <p><b>Type inference</b> (when neither {@link #types()} nor {@link #defaultType()} decides): a
 * column whose every non-missing value parses as a number is continuous; any other column is
 * discrete. A column listed in {@link #levels()} is discrete. So {@code 0/1/2}-coded discrete data
 * needs {@code defaultType(DISCRETE)} or a per-column override.
 *
 * <p><b>Level order</b> of a discrete column without an explicit list: ascending, numerically when
 * every level is a number, else by {@link String#compareTo} (bnlearn uses R's factor order; give
 * {@link #levels()} to reproduce it exactly, including levels that never occur in the data).
 *
 * @param delimiter the field separator, or {@code null} to detect it from the first lines among
 *     {@code , ; TAB |}
 * @param types per-column type overrides by column name
 * @param defaultType the type of every column not in {@code types}, or {@code null} to infer it
 * @param levels explicit level lists (in code order) by column name; the data's levels must be
 *     among them
 * @param missing what to do with missing values
 * @param missingTokens the cell texts that mean "missing" (default: the empty cell and {@code NA});
 *     a token that an explicit level list in {@link #levels()} names stays a level of that column
 *     (pathfinder has a level called {@code NA}); blanks around a token are removed, as they are
 *     around cells
 * @param encoding how the file's bytes are decoded (default UTF-8), strictly: a byte sequence not
 *     valid in it is an {@link EncodingException} naming the line and byte offset; a leading
 *     byte-order mark is dropped
 * @param decimal the numbers' decimal separator, {@code '.'} or {@code ','}, or {@code null} to
 *     detect it ({@link DatasetReader#decimalSeparator}): a comma when the delimiter is not one and
 *     the first lines hold numbers written with a decimal comma ({@code 5,1}, as R's {@code
 *     write.csv2} and spreadsheets in many locales write them) and none with a decimal point. With
 *     a comma, a cell that is a number written with one ({@code [+-]digits,digits}, an exponent
 *     allowed) is read as that number; other cells are read as they are.
 */
public record CsvOptions(
    Character delimiter,
    Map<String, VariableType> types,
    VariableType defaultType,
    Map<String, List<String>> levels,
    MissingValues missing,
    Set<String> missingTokens,
    Charset encoding,
    Character decimal) {

  /** What to do when a cell is missing. */
  public enum MissingValues {
    /** Refuse the data, naming the first missing cell's column and row. */
    FAIL,
    /** Drop every row with a missing cell (complete-case analysis). */
    DROP_ROWS,
    /**
     * Keep missing cells as missing cells of the data set ({@code Dataset.missing()}): for methods
     * that handle them (structural EM); the others refuse such data, naming the column.
     */
    KEEP
  }

  public CsvOptions {
    types = Map.copyOf(Objects.requireNonNull(types, "types"));
    levels = Map.copyOf(Objects.requireNonNull(levels, "levels"));
    Objects.requireNonNull(missing, "missing");
    Objects.requireNonNull(missingTokens, "missingTokens");
    // cells are read with their surrounding blanks removed, so the tokens are too: " NA" and
    // "NA, ?" mean what "NA" and "NA,?" mean
    LinkedHashSet<String> stripped = new LinkedHashSet<>();
    for (String t : missingTokens) {
      if (t == null) {
        throw new StructlearnException(
            "missing-value tokens cannot contain null; use \"\" for the empty cell");
      }
      stripped.add(t.strip());
    }
    missingTokens = Collections.unmodifiableSet(stripped);
    Objects.requireNonNull(encoding, "encoding");
    if (decimal != null && decimal != '.' && decimal != ',') {
      throw new StructlearnException(
          "decimal separator '" + decimal + "': use '.' or ',' (or leave it unset to detect it)");
    }
    if (decimal != null && decimal == ',' && delimiter != null && delimiter == ',') {
      throw new StructlearnException(
          "the decimal separator and the delimiter are both ','; give another delimiter"
              + " (; is usual with decimal commas)");
    }
    if (delimiter != null && (delimiter == '"' || delimiter == '\n' || delimiter == '\r')) {
      throw new StructlearnException(
          "delimiter cannot be "
              + (delimiter == '"' ? "a quote" : "a line break")
              + "; use , ; TAB or | (or leave it unset to detect it)");
    }
    for (Map.Entry<String, List<String>> e : levels.entrySet()) {
      if (types.get(e.getKey()) == VariableType.CONTINUOUS) {
        throw new StructlearnException(
            "column '"
                + e.getKey()
                + "' is given levels and the type CONTINUOUS; drop one of them");
      }
    }
  }

  /**
   * Defaults: detect the delimiter, infer types, fail on missing values, missing = "" or "NA",
   * UTF-8.
   */
  public static CsvOptions defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.delimiter = delimiter;
    b.types = types;
    b.defaultType = defaultType;
    b.levels = levels;
    b.missing = missing;
    b.missingTokens = missingTokens;
    b.encoding = encoding;
    b.decimal = decimal;
    return b;
  }

  /** Builder for {@link CsvOptions}; every setting is optional. */
  public static final class Builder {
    private Character delimiter;
    private Map<String, VariableType> types = Map.of();
    private VariableType defaultType;
    private Map<String, List<String>> levels = Map.of();
    private MissingValues missing = MissingValues.FAIL;
    private Set<String> missingTokens = Set.of("", "NA");
    private Charset encoding = StandardCharsets.UTF_8;
    private Character decimal;

    /** The field separator (default: detected). */
    public Builder delimiter(char delimiter) {
      this.delimiter = delimiter;
      return this;
    }

    /** Per-column type overrides. */
    public Builder types(Map<String, VariableType> types) {
      this.types = types;
      return this;
    }

    /** The type of every column without an override (default: inferred). */
    public Builder defaultType(VariableType defaultType) {
      this.defaultType = defaultType;
      return this;
    }

    /** Explicit level lists by column, e.g. from {@link LevelFiles#read}. */
    public Builder levels(Map<String, List<String>> levels) {
      this.levels = levels;
      return this;
    }

    /** What to do with missing values (default: fail). */
    public Builder missing(MissingValues missing) {
      this.missing = missing;
      return this;
    }

    /**
     * The cell texts that mean a missing cell, replacing the default (the empty cell and {@code
     * NA}); {@code ""} is the empty cell.
     */
    public Builder missingTokens(Collection<String> tokens) {
      this.missingTokens = new LinkedHashSet<>(tokens);
      return this;
    }

    /** As {@link #missingTokens(Collection)}, e.g. {@code missingTokens("?", "NA", "")}. */
    public Builder missingTokens(String... tokens) {
      return missingTokens(Arrays.asList(tokens));
    }

    /** The encoding of the file (default UTF-8), decoded strictly; e.g. ISO-8859-1 for Latin-1. */
    public Builder encoding(Charset encoding) {
      this.encoding = encoding;
      return this;
    }

    /** The numbers' decimal separator, {@code '.'} or {@code ','} (default: detected). */
    public Builder decimal(char decimal) {
      this.decimal = decimal;
      return this;
    }

    public CsvOptions build() {
      return new CsvOptions(
          delimiter, types, defaultType, levels, missing, missingTokens, encoding, decimal);
    }
  }

  /**
   * Checks that every column these options give levels or a type for is among {@code names} (the
   * columns of {@code source}, a file or a Spark frame).
   *
   * @throws org.structlearn.data.DataException naming the column, the source and its columns
   */
  public void requireColumns(List<String> names, String source) {
    requireColumns(names, source, levels().keySet(), "levels");
    requireColumns(names, source, types().keySet(), "a type");
  }

  private static void requireColumns(
      List<String> names, String source, Collection<String> given, String what) {
    for (String name : given) {
      if (!names.contains(name)) {
        throw new org.structlearn.data.DataException(
            "options give "
                + what
                + " for column '"
                + name
                + "', but "
                + source
                + " has no such column; its columns are "
                + names);
      }
    }
  }
}
