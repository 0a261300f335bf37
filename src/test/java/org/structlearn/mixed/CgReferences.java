package org.structlearn.mixed;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;

/**
 * The reference values of bnlearn 4.9.4 for conditional Gaussian networks, computed live by {@code
 * scripts/peers/cg-reference.R} into this package's test resources, and the two data sets they were
 * computed on: bnlearn's clgaussian.test (its level file) and the complete rows of MASS's survey
 * (168 of 237).
 */
final class CgReferences {
  private CgReferences() {}

  /** The data set a reference row names: {@code clgaussian} or {@code survey}. */
  static Dataset data(String name) {
    return switch (name) {
      case "clgaussian" -> BnlearnData.data("clgaussian.test");
      case "survey" -> survey();
      default -> throw new AssertionError("unknown data set " + name);
    };
  }

  private static Dataset survey;

  static synchronized Dataset survey() {
    if (survey == null) {
      survey =
          DatasetReader.readIncomplete(
                  DataLocation.resolve("real/survey.csv"), CsvOptions.defaults())
              .completeRows();
    }
    return survey;
  }

  /** The rows of a resource CSV (quoted fields, header first) as maps by column name. */
  static List<Map<String, String>> rows(String resource) {
    try (InputStream in = CgReferences.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new AssertionError("no test resource " + resource);
      }
      List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
      List<String> header = split(lines.get(0));
      List<Map<String, String>> out = new ArrayList<>();
      for (String line : lines.subList(1, lines.size())) {
        List<String> f = split(line);
        Map<String, String> m = new HashMap<>();
        for (int i = 0; i < header.size(); i++) {
          m.put(header.get(i), f.get(i));
        }
        out.add(m);
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> split(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (ch == '"') {
        quoted = !quoted;
      } else if (ch == ',' && !quoted) {
        out.add(cur.toString());
        cur.setLength(0);
      } else {
        cur.append(ch);
      }
    }
    out.add(cur.toString());
    return out;
  }

  /** A number as R writes it ({@code Inf}, {@code -Inf} too). */
  static double number(String text) {
    return switch (text) {
      case "Inf" -> Double.POSITIVE_INFINITY;
      case "-Inf" -> Double.NEGATIVE_INFINITY;
      case "NA", "NaN" -> Double.NaN;
      default -> Double.parseDouble(text);
    };
  }

  /** |got − expected| ≤ 1e-9 |expected| (or both equal, infinities included). */
  static boolean close(double expected, double got) {
    return expected == got
        || (Double.isNaN(expected) && Double.isNaN(got))
        || Math.abs(got - expected) <= 1e-9 * Math.abs(expected);
  }
}
