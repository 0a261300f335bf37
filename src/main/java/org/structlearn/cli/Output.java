package org.structlearn.cli;

import java.io.PrintWriter;
import java.util.Map;
import org.structlearn.learn.Reports;

/** Prints a command's result: as aligned "key: value" lines, or as one JSON object. */
public final class Output {
  private Output() {}

  /**
   * Prints {@code fields} to {@code out}: as one JSON object when {@code json}, else as aligned
   * "key: value" lines.
   */
  public static void print(PrintWriter out, Map<String, ?> fields, boolean json) {
    if (json) {
      out.println(JsonText.of(fields));
      return;
    }
    int width = fields.keySet().stream().mapToInt(String::length).max().orElse(0);
    fields.forEach((k, v) -> out.printf("%-" + width + "s  %s%n", k, text(k, v)));
  }

  /** A value as text; {@code seconds} to 3 significant digits (JSON keeps every digit). */
  private static Object text(String key, Object v) {
    if (key.equals("seconds") && v instanceof Double d) {
      return Reports.seconds(d);
    }
    return v instanceof Double d ? format(d) : v;
  }

  private static String format(double d) {
    return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
  }
}
