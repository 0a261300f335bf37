package org.structlearn.prep;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.IncompleteDataset;
import org.structlearn.data.Variable;

/**
 * Discretisation of number columns into categories as bnlearn 4.9.4's {@code discretize()} does it,
 * with the same cut points, the same interval for every value and the same level names:
 *
 * <ul>
 *   <li>{@code quantile}: k intervals cut at the type-7 sample quantiles (R's default {@code
 *       quantile}), the smallest value in the first, each value in the last interval whose lower
 *       cut point it exceeds;
 *   <li>{@code interval}: k intervals of equal length (max − min)/k, x in interval ⌈(x − min) / Δ⌉,
 *       the smallest value in the first;
 *   <li>{@code hartemink}: every discretised column first cut by quantile (or interval) into a fine
 *       grid (bnlearn's {@code ibreaks}: 50 intervals for more than 500 rows, 20 for more than 100,
 *       10 for more than 50, 5 for more than 10); then adjacent intervals merged by {@link
 *       Hartemink}, keeping the most mutual information with the other columns, down to k.
 * </ul>
 *
 * <p>Level names are bnlearn's {@code [c0,c1]}, {@code (c1,c2]}, ... with C's {@code %g} numbers.
 * Columns already discrete are kept (and take part in Hartemink's mutual information); number
 * columns not asked for are kept as numbers (and take no part). Cut points closer than √ε make a
 * zero-length interval, which is an error naming the column (for hartemink's initial grid, the grid
 * is made coarser first, as bnlearn does). Missing cells stay missing and the cut points come from
 * the values there are (bnlearn's quantile and hartemink give NaN cut points then; its interval
 * method agrees with this one).
 */
public final class Discretizer {
  private Discretizer() {}

  /** Discretises a data set without missing cells. */
  public static Discretization discretize(Dataset data, DiscretizationOptions options) {
    return discretize(IncompleteDataset.complete(data), options);
  }

  /**
   * Discretises the number columns of a table.
   *
   * @throws StructlearnException naming a column the options name that the table lacks or that is
   *     discrete, or a column whose intervals would have zero length
   */
  public static Discretization discretize(IncompleteDataset table, DiscretizationOptions options) {
    int p = table.columns();
    boolean[] selected = new boolean[p];
    for (String c : options.columns()) {
      int i = table.indexOf(c);
      if (i < 0) {
        throw new StructlearnException(
            "column '"
                + c
                + "' is to be discretised, but the data have no such column; columns"
                + " are "
                + table.names());
      }
      if (table.isDiscrete(i)) {
        throw new StructlearnException(
            "column '" + c + "' is already a category; discretise number columns only");
      }
    }
    for (int i = 0; i < p; i++) {
      selected[i] =
          !table.isDiscrete(i)
              && (options.columns().isEmpty()
                  || options.columns().contains(table.variable(i).name()));
    }
    if (options.method() == DiscretizationMethod.HARTEMINK) {
      return hartemink(table, options, selected);
    }
    List<ColumnBreaks> out = new ArrayList<>();
    IncompleteDataset result = table;
    for (int i = 0; i < p; i++) {
      if (!selected[i]) {
        continue;
      }
      String name = table.variable(i).name();
      int k = options.breaks(name);
      double[] x = values(table, i);
      Cutpoints.Cut cut =
          options.method() == DiscretizationMethod.QUANTILE
              ? Cutpoints.quantile(x, k)
              : Cutpoints.interval(x, k);
      if (cut == null) {
        throw zeroLength(name, k);
      }
      ColumnBreaks b =
          new ColumnBreaks(
              name, options.method(), cut.cutpoints(), Cutpoints.labels(cut.cutpoints(), k));
      out.add(b);
      result = result.withColumn(i, Variable.discrete(name, b.levels()), cut.codes());
    }
    return new Discretization(result, out, options);
  }

  private static Discretization hartemink(
      IncompleteDataset table, DiscretizationOptions options, boolean[] selected) {
    List<Integer> work = new ArrayList<>();
    for (int i = 0; i < table.columns(); i++) {
      if (selected[i] || table.isDiscrete(i)) {
        work.add(i);
      }
    }
    int w = work.size();
    if (w < 2) {
      throw new StructlearnException(
          "hartemink needs at least two columns to compute mutual information from");
    }
    int[][] codes = new int[w][];
    int[] levels = new int[w];
    double[][] cut = new double[w][];
    boolean[] fixed = new boolean[w];
    int[] breaks = new int[w];
    for (int a = 0; a < w; a++) {
      int i = work.get(a);
      if (table.isDiscrete(i)) {
        fixed[a] = true;
        codes[a] = table.codes(i);
        levels[a] = table.variable(i).cardinality();
        continue;
      }
      String name = table.variable(i).name();
      breaks[a] = options.breaks(name);
      Cutpoints.Cut c = initialGrid(table, i, options, breaks[a]);
      levels[a] = c.cutpoints().length - 1;
      codes[a] = c.codes();
      cut[a] = c.cutpoints();
    }
    Hartemink.merge(codes, levels, cut, fixed, breaks);
    List<ColumnBreaks> out = new ArrayList<>();
    IncompleteDataset result = table;
    for (int a = 0; a < w; a++) {
      if (fixed[a]) {
        continue;
      }
      int i = work.get(a);
      String name = table.variable(i).name();
      double[] cp = java.util.Arrays.copyOf(cut[a], breaks[a] + 1);
      ColumnBreaks b =
          new ColumnBreaks(
              name, DiscretizationMethod.HARTEMINK, cp, Cutpoints.labels(cp, breaks[a]));
      out.add(b);
      result = result.withColumn(i, Variable.discrete(name, b.levels()), codes[a]);
    }
    return new Discretization(result, out, options);
  }

  /**
   * Hartemink's initial grid of column {@code i}: quantile (or interval) intervals, as many as
   * asked, fewer while they would have zero length (bnlearn's retry), down to {@code breaks}.
   */
  private static Cutpoints.Cut initialGrid(
      IncompleteDataset table, int i, DiscretizationOptions options, int breaks) {
    String name = table.variable(i).name();
    int ib = options.initialBreaks(name, table.rows());
    if (ib < breaks) {
      throw new StructlearnException(
          "column '"
              + name
              + "': the initial grid ("
              + ib
              + " intervals) must have at least as"
              + " many intervals as the result ("
              + breaks
              + ")");
    }
    double[] x = values(table, i);
    for (; ; ib--) {
      Cutpoints.Cut c =
          options.initialMethod() == DiscretizationMethod.QUANTILE
              ? Cutpoints.quantile(x, ib)
              : Cutpoints.interval(x, ib);
      if (c != null) {
        return c;
      }
      if (ib == breaks) {
        throw new StructlearnException(
            "discretising column '"
                + name
                + "' gives zero-length intervals even with "
                + breaks
                + " intervals; it has too few distinct values; give fewer breaks or keep it a"
                + " number");
      }
    }
  }

  private static double[] values(IncompleteDataset table, int i) {
    double[] x = table.values(i);
    if (table.missingCount(i) == table.rows()) {
      throw new DataException(
          "column '" + table.variable(i).name() + "' has no value to discretise");
    }
    return x;
  }

  private static StructlearnException zeroLength(String name, int k) {
    return new StructlearnException(
        "discretising column '"
            + name
            + "' into "
            + k
            + " levels gives zero-length intervals"
            + " (too few distinct values); give fewer breaks for it or keep it a number");
  }
}
