package org.structlearn.prep;

import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.structlearn.StructlearnException;

/**
 * How {@link Discretizer} discretises, with bnlearn's {@code discretize()} defaults.
 *
 * @param method quantile (default), interval or hartemink
 * @param breaks the number of intervals of every discretised column (bnlearn's {@code breaks},
 *     default 3), ≥ 2
 * @param initialBreaks hartemink: the intervals of the initial grid (bnlearn's {@code ibreaks}); 0
 *     (the default) means bnlearn's choice from the number of rows n: 50 if n &gt; 500, 20 if n
 *     &gt; 100, 10 if n &gt; 50, 5 if n &gt; 10, else n; otherwise ≥ the breaks of every column
 * @param initialMethod hartemink: how the initial grid is cut, quantile (default) or interval
 *     (bnlearn's {@code idisc})
 * @param columns the number columns to discretise; empty (the default): every number column
 * @param columnBreaks per-column numbers of intervals, overriding {@code breaks}
 * @param columnInitialBreaks hartemink: per-column initial grids, overriding {@code initialBreaks}
 */
public record DiscretizationOptions(
    DiscretizationMethod method,
    int breaks,
    int initialBreaks,
    DiscretizationMethod initialMethod,
    Set<String> columns,
    Map<String, Integer> columnBreaks,
    Map<String, Integer> columnInitialBreaks) {

  public DiscretizationOptions {
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(initialMethod, "initialMethod");
    columns = Set.copyOf(columns);
    columnBreaks = Map.copyOf(columnBreaks);
    columnInitialBreaks = Map.copyOf(columnInitialBreaks);
    if (initialMethod == DiscretizationMethod.HARTEMINK) {
      throw new StructlearnException(
          "the initial grid of hartemink is cut by quantile or interval, not hartemink");
    }
    check("breaks", breaks, 2);
    columnBreaks.forEach((c, b) -> check("breaks of column '" + c + "'", b, 2));
    if (initialBreaks != 0) {
      check("initial breaks", initialBreaks, 2);
    }
    columnInitialBreaks.forEach((c, b) -> check("initial breaks of column '" + c + "'", b, 2));
  }

  private static void check(String what, int value, int min) {
    if (value < min) {
      throw new StructlearnException(
          what + " must be at least " + min + " (two levels per column at least), was " + value);
    }
  }

  /** bnlearn's defaults: quantile, 3 breaks. */
  public static DiscretizationOptions defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The number of intervals of a column. */
  public int breaks(String column) {
    return columnBreaks.getOrDefault(column, breaks);
  }

  /** The initial grid of a column for {@code rows} rows (bnlearn's {@code check.ibreaks}). */
  public int initialBreaks(String column, int rows) {
    Integer given = columnInitialBreaks.get(column);
    if (given != null) {
      return given;
    }
    if (initialBreaks != 0) {
      return initialBreaks;
    }
    return rows > 500 ? 50 : rows > 100 ? 20 : rows > 50 ? 10 : rows > 10 ? 5 : rows;
  }

  /** Builder with bnlearn's defaults. */
  public static final class Builder {
    private DiscretizationMethod method = DiscretizationMethod.QUANTILE;
    private int breaks = 3;
    private int initialBreaks;
    private DiscretizationMethod initialMethod = DiscretizationMethod.QUANTILE;
    private Set<String> columns = new LinkedHashSet<>();
    private Map<String, Integer> columnBreaks = Map.of();
    private Map<String, Integer> columnInitialBreaks = Map.of();

    public Builder method(DiscretizationMethod method) {
      this.method = method;
      return this;
    }

    public Builder breaks(int breaks) {
      this.breaks = breaks;
      return this;
    }

    public Builder initialBreaks(int initialBreaks) {
      this.initialBreaks = initialBreaks;
      return this;
    }

    public Builder initialMethod(DiscretizationMethod initialMethod) {
      this.initialMethod = initialMethod;
      return this;
    }

    public Builder columns(Set<String> columns) {
      this.columns = new LinkedHashSet<>(columns);
      return this;
    }

    public Builder columnBreaks(Map<String, Integer> columnBreaks) {
      this.columnBreaks = columnBreaks;
      return this;
    }

    public Builder columnInitialBreaks(Map<String, Integer> columnInitialBreaks) {
      this.columnInitialBreaks = columnInitialBreaks;
      return this;
    }

    public DiscretizationOptions build() {
      return new DiscretizationOptions(
          method, breaks, initialBreaks, initialMethod, columns, columnBreaks, columnInitialBreaks);
    }
  }
}
