package org.structlearn.prep;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.structlearn.data.IncompleteDataset;
import org.structlearn.data.Variable;
import org.structlearn.io.CellTexts;

/**
 * Decides what each column of the user's table is ({@link ColumnRole}) by the rules of {@link
 * RoleOptions}, with the user's overrides, and builds the table that is kept: identifiers, constant
 * and empty columns and dropped ones left out, whole-number columns with few values turned into
 * categories (their levels the numbers, ascending). Every decision carries its reason, so that a
 * report ({@link PreparedTable#report()}) can say what was done with each column.
 *
 * <p>A text column whose every text is a number or a missing-value marker ({@link
 * CellTexts#MISSING_MARKERS}: {@code ?} in the UCI repository's tables, {@code .} in SAS's and
 * Stata's, {@code NULL}, {@code N/A}, {@code None} and the others pandas reads as missing) is a
 * column of numbers with missing cells, decided then as any number column is, and the decision says
 * which markers were read as missing and how to keep them as levels instead ({@code --discrete
 * COL}). Read as texts, such a column became a category with one level per distinct number, or an
 * identifier, and the network learned from it a different one.
 *
 * <p>Cost: one pass over each column (distinct values by sorting or by level counts), O(n log n).
 */
public final class ColumnRoles {
  private ColumnRoles() {}

  /**
   * The decisions for every column of {@code table} and the table that is kept.
   *
   * @throws org.structlearn.StructlearnException naming a column an override names that the table
   *     lacks
   */
  public static PreparedTable decide(IncompleteDataset table, RoleOptions options) {
    options.requireColumns(table.names(), "the data");
    List<ColumnDecision> decisions = new ArrayList<>();
    List<String> kept = new ArrayList<>();
    IncompleteDataset out = table;
    for (int c = 0; c < table.columns(); c++) {
      Map<String, Integer> markers = new LinkedHashMap<>();
      double[] numbers = mayBeNumbers(table, c, options) ? markedNumbers(table, c, markers) : null;
      ColumnDecision d;
      if (numbers != null) {
        out = out.withColumn(c, Variable.continuous(table.variable(c).name()), numbers);
        d = withMarkers(continuous(out, c, options), markers);
      } else {
        d = out.isDiscrete(c) ? discrete(out, c, options) : continuous(out, c, options);
      }
      decisions.add(d);
      if (d.role().kept()) {
        kept.add(d.name());
        if (d.role() == ColumnRole.CATEGORY && !out.isDiscrete(c)) {
          out = toCategory(out, c);
        }
      }
    }
    return new PreparedTable(table, decisions, out.select(kept), options);
  }

  /** Whether the rules may read text column {@code c} as numbers with missing-value markers. */
  private static boolean mayBeNumbers(IncompleteDataset t, int c, RoleOptions o) {
    String name = t.variable(c).name();
    return t.isDiscrete(c)
        && !o.allDiscrete()
        && !o.discrete().contains(name)
        && !o.drop().contains(name)
        && !o.levelled().contains(name);
  }

  /**
   * The values of text column {@code c} when every text that occurs in it is a number or a
   * missing-value marker, at least one of each (NaN for a marker or a missing cell; the markers'
   * cell counts into {@code markers}); else null.
   */
  private static double[] markedNumbers(IncompleteDataset t, int c, Map<String, Integer> markers) {
    Variable v = t.variable(c);
    boolean marker = false;
    for (String level : v.levels()) { // no pass over the rows for a column of other texts
      boolean isMarker = CellTexts.MISSING_MARKERS.contains(level.strip());
      if (!isMarker && !CellTexts.isNumber(level)) {
        return null;
      }
      marker |= isMarker;
    }
    if (!marker) {
      return null;
    }
    int[] seen = levelCounts(t, c);
    double[] byLevel = new double[v.cardinality()];
    boolean number = false;
    for (int k = 0; k < seen.length; k++) {
      if (seen[k] == 0) {
        continue;
      }
      String level = v.levels().get(k);
      if (CellTexts.MISSING_MARKERS.contains(level.strip())) {
        markers.put(level, seen[k]);
        byLevel[k] = Double.NaN;
      } else if (CellTexts.isNumber(level) && Double.isFinite(CellTexts.number(level))) {
        byLevel[k] = CellTexts.number(level);
        number = true;
      } else {
        return null;
      }
    }
    if (!number || markers.isEmpty()) {
      return null;
    }
    double[] values = new double[t.rows()];
    for (int r = 0; r < values.length; r++) {
      int k = t.code(c, r);
      values[r] = k < 0 ? Double.NaN : byLevel[k];
    }
    return values;
  }

  /** The decision with the markers read as missing said, and how to keep them instead. */
  private static ColumnDecision withMarkers(ColumnDecision d, Map<String, Integer> markers) {
    List<String> said = new ArrayList<>();
    markers.forEach(
        (text, cells) ->
            said.add("'" + text + "' (" + cells + (cells == 1 ? " cell)" : " cells)")));
    String note =
        String.join(", ", said)
            + (markers.size() == 1 ? " read as a missing value" : " read as missing values")
            + ", every other text being a number; --discrete "
            + d.name()
            + " keeps the texts as levels";
    return new ColumnDecision(
        d.name(),
        d.role(),
        d.distinct(),
        d.missing(),
        d.asked(),
        d.reason().isEmpty() ? note : d.reason() + "; " + note);
  }

  /** The non-missing cells of discrete column {@code c} at each of its levels. */
  private static int[] levelCounts(IncompleteDataset t, int c) {
    int[] seen = new int[t.variable(c).cardinality()];
    for (int r = 0; r < t.rows(); r++) {
      int k = t.code(c, r);
      if (k >= 0) {
        seen[k]++;
      }
    }
    return seen;
  }

  private static ColumnDecision discrete(IncompleteDataset t, int c, RoleOptions o) {
    Variable v = t.variable(c);
    String name = v.name();
    int missing = t.missingCount(c);
    int m = t.rows() - missing;
    int[] seen = levelCounts(t, c);
    int d = (int) Arrays.stream(seen).filter(x -> x > 0).count();
    if (o.drop().contains(name)) {
      return new ColumnDecision(name, ColumnRole.DROPPED, d, missing, true, "");
    }
    if (d == 0) {
      return new ColumnDecision(name, ColumnRole.EMPTY, 0, missing, false, "no value at all");
    }
    boolean asked = o.discrete().contains(name);
    if (!asked
        && d > o.maxCategoryLevels()
        && d > o.identifierShare() * m
        && m >= RoleOptions.IDENTIFIER_MIN_ROWS) {
      return new ColumnDecision(
          name,
          ColumnRole.IDENTIFIER,
          d,
          missing,
          false,
          String.format(
              Locale.ROOT,
              "%d distinct texts in %d non-missing cells, more than %s of them; --discrete %s"
                  + " keeps it as a category",
              d,
              m,
              percent(o.identifierShare()),
              name));
    }
    String why =
        asked
            ? "declared discrete"
            : o.allDiscrete() ? "every column read as discrete" : "texts, not numbers";
    return new ColumnDecision(
        name, ColumnRole.CATEGORY, d, missing, asked, levelsText(v, seen, d) + "; " + why);
  }

  private static ColumnDecision continuous(IncompleteDataset t, int c, RoleOptions o) {
    String name = t.variable(c).name();
    int missing = t.missingCount(c);
    Scan s = Scan.of(t, c, o.maxCategoryLevels());
    if (o.drop().contains(name)) {
      return new ColumnDecision(name, ColumnRole.DROPPED, s.distinct(), missing, true, "");
    }
    if (s.count == 0) {
      return new ColumnDecision(name, ColumnRole.EMPTY, 0, missing, false, "no value at all");
    }
    if (s.min == s.max) {
      return new ColumnDecision(
          name,
          ColumnRole.CONSTANT,
          1,
          missing,
          false,
          "the value " + number(s.min) + " in every non-missing cell");
    }
    boolean asked = o.continuous().contains(name);
    String range = number(s.min) + " to " + number(s.max);
    if (!asked && s.integers) {
      if (s.small.size() <= o.maxCategoryLevels()) {
        int d = s.small.size();
        return new ColumnDecision(
            name,
            ColumnRole.CATEGORY,
            d,
            missing,
            false,
            d
                + " whole numbers ("
                + range
                + "), at most "
                + o.maxCategoryLevels()
                + " distinct: read as a category; --continuous "
                + name
                + " keeps it a number");
      }
      if (s.count >= RoleOptions.IDENTIFIER_MIN_ROWS && s.rowNumbers(t, c)) {
        return new ColumnDecision(
            name,
            ColumnRole.IDENTIFIER,
            s.count,
            missing,
            false,
            "the whole numbers "
                + range
                + ", a different one in every row: a row number;"
                + " --continuous "
                + name
                + " keeps it");
      }
    }
    int d = s.distinct(t, c);
    String why = asked ? "declared continuous" : (d < 0 ? "" : d + " distinct values, ") + range;
    return new ColumnDecision(name, ColumnRole.NUMBER, d, missing, asked, why);
  }

  /** One pass over a number column: count, range, whole numbers, the first few distinct values. */
  private static final class Scan {
    /** Above this many values the distinct values of a number column are not counted. */
    private static final int COUNT_DISTINCT_UP_TO = 1 << 20;

    int count;
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    boolean integers = true;
    final TreeSet<Double> small = new TreeSet<>();

    static Scan of(IncompleteDataset t, int c, int keep) {
      Scan s = new Scan();
      for (int r = 0; r < t.rows(); r++) {
        double v = t.value(c, r);
        if (Double.isNaN(v)) {
          continue;
        }
        s.count++;
        s.min = Math.min(s.min, v);
        s.max = Math.max(s.max, v);
        s.integers &= v == Math.rint(v) && Math.abs(v) < 1e15;
        if (s.small.size() <= keep) {
          s.small.add(v);
        }
      }
      return s;
    }

    int distinct() {
      return small.size();
    }

    /** Whether the values are the whole numbers min..max, each once. */
    boolean rowNumbers(IncompleteDataset t, int c) {
      if (max - min + 1 != count) {
        return false;
      }
      boolean[] seen = new boolean[count];
      for (int r = 0; r < t.rows(); r++) {
        double v = t.value(c, r);
        if (!Double.isNaN(v)) {
          int i = (int) (v - min);
          if (seen[i]) {
            return false;
          }
          seen[i] = true;
        }
      }
      return true;
    }

    /** The number of distinct values, or −1 past {@link #COUNT_DISTINCT_UP_TO} values. */
    int distinct(IncompleteDataset t, int c) {
      if (count > COUNT_DISTINCT_UP_TO) {
        return -1;
      }
      double[] x = observed(t.values(c));
      Arrays.sort(x);
      return ColumnRoles.distinct(x);
    }
  }

  /** The column's whole numbers as a category whose levels are the numbers in ascending order. */
  private static IncompleteDataset toCategory(IncompleteDataset t, int c) {
    double[] values = t.values(c);
    double[] x = observed(values);
    Arrays.sort(x);
    TreeSet<Double> levels = new TreeSet<>();
    for (double v : x) {
      levels.add(v);
    }
    List<Double> order = new ArrayList<>(levels);
    List<String> names = order.stream().map(ColumnRoles::number).toList();
    int[] codes = new int[values.length];
    for (int r = 0; r < values.length; r++) {
      codes[r] =
          Double.isNaN(values[r]) ? IncompleteDataset.MISSING_CODE : order.indexOf(values[r]);
    }
    return t.withColumn(c, Variable.discrete(t.variable(c).name(), names), codes);
  }

  private static double[] observed(double[] values) {
    return Arrays.stream(values).filter(v -> !Double.isNaN(v)).toArray();
  }

  private static int distinct(double[] sorted) {
    int d = 0;
    for (int i = 0; i < sorted.length; i++) {
      if (i == 0 || sorted[i] != sorted[i - 1]) {
        d++;
      }
    }
    return d;
  }

  /** A whole number without a decimal point, another number as Java prints it shortest. */
  static String number(double v) {
    if (v == Math.rint(v) && Math.abs(v) < 1e15) {
      return Long.toString((long) v);
    }
    return Double.toString(v);
  }

  private static String percent(double share) {
    return String.format(Locale.ROOT, "%.0f%%", 100 * share);
  }

  /** {@code 3 levels: a, b, c} (the first few, with their counts when few). */
  private static String levelsText(Variable v, int[] seen, int d) {
    List<String> shown = new ArrayList<>();
    for (int k = 0; k < v.cardinality() && shown.size() < 6; k++) {
      if (seen[k] > 0) {
        shown.add(v.levels().get(k));
      }
    }
    return d
        + (d == 1 ? " level: " : " levels: ")
        + String.join(", ", shown)
        + (d > shown.size() ? ", ..." : "");
  }
}
