package org.structlearn.prep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.data.IncompleteDataset;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;

/**
 * bnlearn 4.9.4's {@code discretize()}, computed live by {@code
 * scripts/peers/discretize-reference.R}: for 18 cases (quantile, interval and hartemink, one or
 * per-column breaks, initial grids by quantile and interval) on five data sets, every discretised
 * column's level names and the number of rows in each level are bnlearn's.
 */
class DiscretizeReferenceTest {
  private static final Map<String, IncompleteDataset> DATA = new HashMap<>();

  static synchronized IncompleteDataset data(String name) {
    return DATA.computeIfAbsent(
        name,
        n ->
            switch (n) {
              case "gaussian" ->
                  IncompleteDataset.complete(BnlearnData.continuous("gaussian.test"));
              case "clgaussian" -> IncompleteDataset.complete(BnlearnData.data("clgaussian.test"));
              case "marks" -> IncompleteDataset.complete(BnlearnData.continuous("marks"));
              case "airquality" ->
                  IncompleteDataset.complete(
                      DatasetReader.readIncomplete(
                              DataLocation.resolve("real/airquality.csv"), CsvOptions.defaults())
                          .completeRows());
              case "red" -> {
                Dataset red = DatasetReader.read(DataLocation.resolve("wine/winequality-red.csv"));
                List<String> keep = new ArrayList<>(red.names());
                keep.remove("quality");
                yield IncompleteDataset.complete(red.select(keep));
              }
              default -> throw new AssertionError(n);
            });
  }

  @Test
  void levelsAndCountsEqualBnlearns() throws IOException {
    List<Map<String, String>> rows = rows();
    assertEquals(120, rows.size());
    Discretization last = null;
    String lastCase = "";
    for (Map<String, String> row : rows) {
      String c =
          row.get("data")
              + row.get("method")
              + row.get("breaks")
              + row.get("ibreaks")
              + row.get("idisc");
      if (!c.equals(lastCase)) {
        last = Discretizer.discretize(data(row.get("data")), options(row));
        lastCase = c;
      }
      IncompleteDataset t = last.table();
      int col = t.indexOf(row.get("column"));
      assertEquals(List.of(row.get("levels").split(" ")), t.variable(col).levels(), row.toString());
      long[] counts = new long[t.variable(col).cardinality()];
      for (int r = 0; r < t.rows(); r++) {
        counts[t.code(col, r)]++;
      }
      assertEquals(
          row.get("counts"),
          String.join(" ", Arrays.stream(counts).mapToObj(Long::toString).toList()),
          row.toString());
    }
  }

  private static DiscretizationOptions options(Map<String, String> row) {
    IncompleteDataset d = data(row.get("data"));
    DiscretizationOptions.Builder b =
        DiscretizationOptions.builder().method(DiscretizationMethod.fromName(row.get("method")));
    String[] breaks = row.get("breaks").split(":");
    if (breaks.length == 1) {
      b.breaks(Integer.parseInt(breaks[0]));
    } else {
      Map<String, Integer> per = new HashMap<>();
      int k = 0;
      for (int c = 0; c < d.columns(); c++) {
        if (!d.isDiscrete(c)) {
          per.put(d.variable(c).name(), Integer.parseInt(breaks[k++]));
        }
      }
      b.columnBreaks(per);
    }
    if (!row.get("ibreaks").isEmpty()) {
      b.initialBreaks(Integer.parseInt(row.get("ibreaks")));
    }
    if (!row.get("idisc").isEmpty()) {
      b.initialMethod(DiscretizationMethod.fromName(row.get("idisc")));
    }
    return b.build();
  }

  private static List<Map<String, String>> rows() throws IOException {
    try (InputStream in = DiscretizeReferenceTest.class.getResourceAsStream("discretize.csv")) {
      List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
      List<String> header = fields(lines.get(0));
      List<Map<String, String>> out = new ArrayList<>();
      for (String line : lines.subList(1, lines.size())) {
        List<String> f = fields(line);
        Map<String, String> m = new HashMap<>();
        for (int i = 0; i < header.size(); i++) {
          m.put(header.get(i), f.get(i));
        }
        out.add(m);
      }
      assertTrue(!out.isEmpty());
      return out;
    }
  }

  private static List<String> fields(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean quoted = false;
    for (char ch : line.toCharArray()) {
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
}
