package org.structlearn.io;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
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

  /** True if the text (trimmed) reads as a number: decimal, scientific, R's {@code Inf}, NaN. */
  public static boolean isNumber(String text) {
    return NUMBER.matcher(text.trim()).matches();
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
