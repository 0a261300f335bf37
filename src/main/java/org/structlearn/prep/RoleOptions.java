package org.structlearn.prep;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.structlearn.StructlearnException;
import org.structlearn.data.VariableType;

/**
 * How {@link ColumnRoles} decides what each column of a table is, and the user's overrides.
 *
 * <p>The rules, applied to columns the user has not named:
 *
 * <ul>
 *   <li>a column of whole numbers with at most {@link #maxCategoryLevels()} distinct values
 *       (default 10) is a category (0/1 flags, classes 1–3, months); more distinct values, a
 *       number;
 *   <li>a text column with more than {@link #maxCategoryLevels()} distinct values that are more
 *       than {@link #identifierShare()} (default 0.5) of its non-missing cells is an identifier
 *       (names, ticket numbers), left out; so is a column of whole numbers that are all different
 *       and consecutive (a row number); both need at least 20 non-missing cells;
 *   <li>a number column with a single value is constant, left out; a column with no value is empty,
 *       left out.
 * </ul>
 *
 * @param discrete columns the user declares categories (the CLI's {@code --discrete COL,...}); they
 *     are read as discrete and never left out as identifiers
 * @param continuous columns the user declares numbers ({@code --continuous COL,...}): read as
 *     numbers (a text that is not one is an error) and never turned into categories
 * @param drop columns the user leaves out ({@code --drop-columns COL,...})
 * @param allDiscrete every column read as discrete (the CLI's {@code --discrete} without a list, as
 *     before this option took names); the identifier rule then still applies to undeclared ones
 * @param maxCategoryLevels the most distinct values of a whole-number column read as a category,
 *     and the fewest a text column needs to be an identifier; ≥ 2
 * @param identifierShare distinct values per non-missing cell above which a text column is an
 *     identifier; in (0, 1]
 * @param levelled columns whose levels the user gave (a level file): kept as read, so a level that
 *     looks like a missing-value marker ({@link org.structlearn.io.CellTexts#MISSING_MARKERS})
 *     stays a level
 */
public record RoleOptions(
    Set<String> discrete,
    Set<String> continuous,
    Set<String> drop,
    boolean allDiscrete,
    int maxCategoryLevels,
    double identifierShare,
    Set<String> levelled) {

  /** Non-missing cells a column needs before it can be called an identifier. */
  public static final int IDENTIFIER_MIN_ROWS = 20;

  public RoleOptions {
    discrete = Set.copyOf(Objects.requireNonNull(discrete, "discrete"));
    continuous = Set.copyOf(Objects.requireNonNull(continuous, "continuous"));
    drop = Set.copyOf(Objects.requireNonNull(drop, "drop"));
    levelled = Set.copyOf(Objects.requireNonNull(levelled, "levelled"));
    for (String c : discrete) {
      if (continuous.contains(c)) {
        throw new StructlearnException(
            "column '" + c + "' is declared both discrete and continuous; keep one");
      }
    }
    for (String c : drop) {
      if (discrete.contains(c) || continuous.contains(c)) {
        throw new StructlearnException(
            "column '" + c + "' is both declared and dropped; keep one of the two");
      }
    }
    if (maxCategoryLevels < 2) {
      throw new StructlearnException("maxCategoryLevels must be >= 2, was " + maxCategoryLevels);
    }
    if (!(identifierShare > 0 && identifierShare <= 1)) {
      throw new StructlearnException("identifierShare must be in (0, 1], was " + identifierShare);
    }
  }

  /** The rules with their defaults and no overrides. */
  public static RoleOptions defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * The type overrides to read the table with ({@code CsvOptions.types}): declared discrete and
   * continuous columns, so that the reader keeps a declared category's texts as levels.
   */
  public Map<String, VariableType> readingTypes() {
    Map<String, VariableType> m = new HashMap<>();
    discrete.forEach(c -> m.put(c, VariableType.DISCRETE));
    continuous.forEach(c -> m.put(c, VariableType.CONTINUOUS));
    return m;
  }

  /**
   * Checks that every column named in an override is among {@code names}.
   *
   * @throws StructlearnException naming the option, the column and the table's columns
   */
  public void requireColumns(List<String> names, String source) {
    check(discrete, names, source, "declared discrete");
    check(continuous, names, source, "declared continuous");
    check(drop, names, source, "to be dropped");
  }

  private static void check(Set<String> given, List<String> names, String source, String what) {
    for (String c : new java.util.TreeSet<>(given)) {
      if (!names.contains(c)) {
        throw new StructlearnException(
            "column '"
                + c
                + "' is "
                + what
                + ", but "
                + source
                + " has no such column; its"
                + " columns are "
                + names);
      }
    }
  }

  /** Builder for {@link RoleOptions}; every setting is optional. */
  public static final class Builder {
    private Set<String> discrete = new LinkedHashSet<>();
    private Set<String> continuous = new LinkedHashSet<>();
    private Set<String> drop = new LinkedHashSet<>();
    private boolean allDiscrete;
    private int maxCategoryLevels = 10;
    private double identifierShare = 0.5;
    private Set<String> levelled = new LinkedHashSet<>();

    public Builder discrete(Set<String> columns) {
      this.discrete = new LinkedHashSet<>(columns);
      return this;
    }

    public Builder continuous(Set<String> columns) {
      this.continuous = new LinkedHashSet<>(columns);
      return this;
    }

    public Builder drop(Set<String> columns) {
      this.drop = new LinkedHashSet<>(columns);
      return this;
    }

    public Builder allDiscrete(boolean allDiscrete) {
      this.allDiscrete = allDiscrete;
      return this;
    }

    public Builder maxCategoryLevels(int maxCategoryLevels) {
      this.maxCategoryLevels = maxCategoryLevels;
      return this;
    }

    public Builder identifierShare(double identifierShare) {
      this.identifierShare = identifierShare;
      return this;
    }

    /** Columns whose levels the user gave: kept as read (see {@link RoleOptions#levelled()}). */
    public Builder levelled(Set<String> columns) {
      this.levelled = new LinkedHashSet<>(columns);
      return this;
    }

    public RoleOptions build() {
      return new RoleOptions(
          discrete, continuous, drop, allDiscrete, maxCategoryLevels, identifierShare, levelled);
    }
  }
}
