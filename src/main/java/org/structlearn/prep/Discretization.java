package org.structlearn.prep;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import org.structlearn.data.Dataset;
import org.structlearn.data.IncompleteDataset;

/**
 * The result of {@link Discretizer}: the table with its number columns turned into categories, and
 * how each was cut.
 *
 * @param table the discretised table (missing cells still missing)
 * @param breaks the cut points and level names of each discretised column, in column order
 * @param options the options used
 */
public record Discretization(
    IncompleteDataset table, List<ColumnBreaks> breaks, DiscretizationOptions options) {
  public Discretization {
    Objects.requireNonNull(table, "table");
    breaks = List.copyOf(breaks);
    Objects.requireNonNull(options, "options");
  }

  /**
   * The discretised table as a data set.
   *
   * @throws org.structlearn.data.DataException if it has missing cells
   */
  public Dataset data() {
    return table.toDataset();
  }

  /** The breaks of a column, or null if it was not discretised. */
  public ColumnBreaks breaksOf(String column) {
    return breaks.stream().filter(b -> b.name().equals(column)).findFirst().orElse(null);
  }

  @Override
  public String toString() {
    return "discretised by "
        + options.method().cliName()
        + ": "
        + breaks.stream().map(ColumnBreaks::toString).collect(Collectors.joining("; "));
  }
}
