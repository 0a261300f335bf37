package org.structlearn.io;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * How the data readers read a cell's text: whether it is a number, its value, and the order of a
 * discrete column's levels when none is given. Shared by the CSV reader ({@link TableConversion})
 * and the Spark reader ({@code org.structlearn.spark}), so both give the same variables.
 */
public final class CellTexts {
  private static final Pattern NUMBER =
      Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?|[+-]?(Inf|inf|Infinity)|NaN");

  private CellTexts() {}

  /**
   * Cell texts that mark a missing value in a column of numbers: pandas' defaults (those that are
   * not numbers), R's {@code NA}, the UCI repository's {@code ?}, SAS's and Stata's {@code .}, and
   * a few spellings of the same.
   */
  public static final Set<String> MISSING_MARKERS =
      Set.of(
          "?",
          ".",
          "-",
          "--",
          "#N/A",
          "#N/A N/A",
          "#NA",
          "<NA>",
          "N/A",
          "n/a",
          "NA",
          "na",
          "NULL",
          "null",
          "Null",
          "None",
          "none",
          "nan",
          "-nan",
          "-NaN",
          "missing",
          "Missing");

  /** True if the text (trimmed) reads as a number: decimal, scientific, R's {@code Inf}, NaN. */
  public static boolean isNumber(String text) {
    return NUMBER.matcher(text.trim()).matches();
  }

  /**
   * True if the text (trimmed) is a number written with a decimal comma: {@code [+-]digits,digits},
   * an exponent allowed ({@code 5,1}, {@code -0,25}, {@code 1,5e-3}).
   */
  public static boolean isCommaNumber(String text) {
    String s = text.trim();
    int i = 0;
    int n = s.length();
    if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
      i++;
    }
    int start = i;
    while (i < n && Character.isDigit(s.charAt(i))) {
      i++;
    }
    if (i == start || i >= n || s.charAt(i) != ',') {
      return false;
    }
    int frac = ++i;
    while (i < n && Character.isDigit(s.charAt(i))) {
      i++;
    }
    if (i == frac) {
      return false;
    }
    if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
      i++;
      if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
        i++;
      }
      int exp = i;
      while (i < n && Character.isDigit(s.charAt(i))) {
        i++;
      }
      if (i == exp) {
        return false;
      }
    }
    return i == n;
  }

  /**
   * The text with its decimal comma made a point when it is a number written with one ({@link
   * #isCommaNumber}); any other text as it is.
   */
  public static String pointed(String text) {
    return text.indexOf(',') >= 0 && isCommaNumber(text) ? text.replace(',', '.') : text;
  }

  /** A text for which {@link #isNumber} holds, as a double; R's {@code Inf} and {@code inf} too. */
  public static double number(String text) {
    String s = text.trim();
    String lower = s.toLowerCase(Locale.ROOT);
    if (lower.endsWith("inf") || lower.endsWith("infinity")) {
      return s.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    }
    return Double.parseDouble(s);
  }

  /**
   * The levels in the readers' default order: ascending by value when every level is a number (ties
   * by text), else by {@link String#compareTo}.
   */
  public static List<String> sortedLevels(Collection<String> levels) {
    List<String> out = new ArrayList<>(levels);
    boolean numeric = out.stream().allMatch(CellTexts::isNumber);
    out.sort(
        numeric
            ? Comparator.comparingDouble(CellTexts::number).thenComparing(Comparator.naturalOrder())
            : Comparator.naturalOrder());
    return out;
  }
}
