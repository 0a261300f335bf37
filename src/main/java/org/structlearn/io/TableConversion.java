package org.structlearn.io;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.data.VariableType;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

/**
 * Converts between tablesaw {@link Table}s and {@link Dataset}s. Numeric tablesaw columns become
 * continuous and all others discrete, unless {@link CsvOptions} says otherwise; text columns (as
 * the CSV reader produces) are inferred as described in {@link CsvOptions}.
 */
public final class TableConversion {
  private TableConversion() {}

  /** A data set from a tablesaw table with default options. */
  public static Dataset toDataset(Table table) {
    return toDataset(table, CsvOptions.defaults());
  }

  /** A data set from a tablesaw table; the delimiter option is ignored. */
  public static Dataset toDataset(Table table, CsvOptions options) {
    return toDataset(table, options, "table '" + table.name() + "'");
  }

  static Dataset toDataset(Table table, CsvOptions options, String source) {
    int rows = table.rowCount();
    options.requireColumns(table.columnNames(), source);
    boolean keepMissing = options.missing() == CsvOptions.MissingValues.KEEP;
    boolean[] keep = keepMissing ? allRows(rows) : completeRows(table, options, source);
    int[] kept = keptRows(keep);
    if (kept.length == 0) {
      throw new DataException(
          source
              + ": every one of the "
              + rows
              + " rows has a missing value; nothing is left to learn from");
    }
    List<Variable> vars = new ArrayList<>();
    List<Object> cols = new ArrayList<>();
    List<boolean[]> masks = new ArrayList<>();
    for (Column<?> col : table.columns()) {
      boolean[] mask = keepMissing ? missingMask(col, options, source) : null;
      int[] observed = mask == null ? kept : keptRows(negated(mask));
      VariableType type = typeOf(col, options);
      if (type == VariableType.CONTINUOUS) {
        vars.add(Variable.continuous(col.name()));
        cols.add(continuous(col, kept, mask, source));
      } else {
        List<String> levels = levelsOf(col, observed, options.levels().get(col.name()), source);
        Variable v = Variable.discrete(col.name(), levels);
        vars.add(v);
        cols.add(codes(col, kept, mask, v));
      }
      masks.add(mask);
    }
    return Dataset.adopt(vars, cols, masks);
  }

  private static boolean[] allRows(int rows) {
    boolean[] all = new boolean[rows];
    Arrays.fill(all, true);
    return all;
  }

  private static boolean[] negated(boolean[] mask) {
    boolean[] out = new boolean[mask.length];
    for (int r = 0; r < mask.length; r++) {
      out[r] = !mask[r];
    }
    return out;
  }

  /** The missing cells of a column kept as missing ({@code KEEP}), or null if it has none. */
  private static boolean[] missingMask(Column<?> col, CsvOptions options, String source) {
    boolean[] mask = new boolean[col.size()];
    int count = 0;
    for (int r = 0; r < mask.length; r++) {
      mask[r] = isMissing(col, r, options);
      count += mask[r] ? 1 : 0;
    }
    if (count > 0 && count == mask.length) {
      throw new DataException(
          source
              + ": column '"
              + col.name()
              + "' has no value at all, only missing cells; leave it out (--columns)");
    }
    return count == 0 ? null : mask;
  }

  private static boolean[] completeRows(Table table, CsvOptions options, String source) {
    boolean[] keep = new boolean[table.rowCount()];
    Arrays.fill(keep, true);
    for (Column<?> col : table.columns()) {
      for (int r = 0; r < keep.length; r++) {
        if (isMissing(col, r, options)) {
          if (options.missing() == CsvOptions.MissingValues.FAIL) {
            throw new DataException(
                source
                    + ": column '"
                    + col.name()
                    + "' row "
                    + (r + 1)
                    + " (counting data rows from 1) "
                    + "is missing; drop incomplete rows (MissingValues.DROP_ROWS, CLI "
                    + "--drop-missing), or keep missing cells for structural EM (MissingValues.KEEP,"
                    + " learn --algorithm structural-em)");
          }
          keep[r] = false;
        }
      }
    }
    return keep;
  }

  /**
   * A text cell is missing when it is one of the missing tokens, unless the column's explicit level
   * list names that token as a level (pathfinder has a level called NA); other cells when tablesaw
   * says so.
   */
  private static boolean isMissing(Column<?> col, int r, CsvOptions options) {
    if (col instanceof StringColumn s) {
      String v = s.get(r);
      if (!options.missingTokens().contains(v)) {
        return false;
      }
      List<String> levels = options.levels().get(col.name());
      return levels == null || !levels.contains(v);
    }
    return col.isMissing(r);
  }

  private static int[] keptRows(boolean[] keep) {
    int n = 0;
    for (boolean k : keep) {
      n += k ? 1 : 0;
    }
    int[] out = new int[n];
    int j = 0;
    for (int r = 0; r < keep.length; r++) {
      if (keep[r]) {
        out[j++] = r;
      }
    }
    return out;
  }

  private static VariableType typeOf(Column<?> col, CsvOptions options) {
    VariableType t = options.types().get(col.name());
    if (t != null) {
      return t;
    }
    if (options.levels().containsKey(col.name())) {
      return VariableType.DISCRETE;
    }
    if (options.defaultType() != null) {
      return options.defaultType();
    }
    if (col instanceof NumericColumn<?>) {
      return VariableType.CONTINUOUS;
    }
    if (col instanceof StringColumn s) {
      boolean anyNumber = false;
      for (String v : s.unique()) {
        if (options.missingTokens().contains(v)) {
          continue;
        }
        if (!CellTexts.isNumber(v)) {
          return VariableType.DISCRETE;
        }
        anyNumber = true;
      }
      return anyNumber ? VariableType.CONTINUOUS : VariableType.DISCRETE;
    }
    return VariableType.DISCRETE;
  }

  private static double[] continuous(Column<?> col, int[] kept, boolean[] mask, String source) {
    double[] out = new double[kept.length];
    for (int i = 0; i < kept.length; i++) {
      int r = kept[i];
      if (mask != null && mask[r]) {
        continue; // kept missing: the placeholder
      }
      if (col instanceof NumericColumn<?> num) {
        out[i] = num.getDouble(r);
      } else {
        String s = col.getString(r).trim();
        if (!CellTexts.isNumber(s)) {
          throw new DataException(
              source
                  + ": column '"
                  + col.name()
                  + "' row "
                  + (r + 1)
                  + " holds '"
                  + s
                  + "', which is not "
                  + "a number, but the column is continuous; fix the value, or declare the column discrete");
        }
        out[i] = CellTexts.number(s);
      }
      if (!Double.isFinite(out[i])) {
        throw new DataException(
            source
                + ": column '"
                + col.name()
                + "' row "
                + (r + 1)
                + " holds "
                + col.getString(r)
                + ", which is not a finite number; treat it as missing or fix it");
      }
    }
    return out;
  }

  private static List<String> levelsOf(
      Column<?> col, int[] kept, List<String> given, String source) {
    Set<String> present = new LinkedHashSet<>();
    for (int r : kept) {
      present.add(col.getString(r));
    }
    if (given != null) {
      for (int r : kept) {
        String v = col.getString(r);
        if (!given.contains(v)) {
          throw new DataException(
              source
                  + ": column '"
                  + col.name()
                  + "' row "
                  + (r + 1)
                  + " has level '"
                  + v
                  + "', which is "
                  + "not in the level list given for it "
                  + given
                  + "; add it to the list");
        }
      }
      return given;
    }
    return CellTexts.sortedLevels(present);
  }

  private static int[] codes(Column<?> col, int[] kept, boolean[] mask, Variable v) {
    Map<String, Integer> code = new HashMap<>();
    for (int i = 0; i < v.cardinality(); i++) {
      code.put(v.levels().get(i), i);
    }
    int[] out = new int[kept.length];
    for (int i = 0; i < kept.length; i++) {
      out[i] = mask != null && mask[kept[i]] ? 0 : code.get(col.getString(kept[i]));
    }
    return out;
  }

  /**
   * A tablesaw table of a data set: discrete columns as text columns of level names, continuous
   * ones as double columns; a missing cell is tablesaw's missing value (the empty text, NaN). Use
   * it to show, filter or write the data with tablesaw.
   */
  public static Table toTable(Dataset data, String name) {
    Table t = Table.create(name);
    for (int c = 0; c < data.columns(); c++) {
      Variable v = data.variable(c);
      if (v.isDiscrete()) {
        String[] values = new String[data.rows()];
        for (int r = 0; r < values.length; r++) {
          int code = data.codeOrMissing(c, r);
          values[r] = code == Dataset.MISSING_CODE ? "" : v.levels().get(code);
        }
        t.addColumns(StringColumn.create(v.name(), values));
      } else {
        t.addColumns(DoubleColumn.create(v.name(), data.valuesWithMissing(c)));
      }
    }
    return t;
  }
}
