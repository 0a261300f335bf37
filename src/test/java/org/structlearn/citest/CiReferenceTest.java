package org.structlearn.citest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.io.DataLocation;

/**
 * Reference values: bnlearn 5.2.1's {@code ci.test} statistic, df and p-value for triples on alarm,
 * learning.test and gaussian.test ({@code data/bnlearn/reference-ci-tests.csv}, made by {@code
 * reference-ci-tests.R}); every row is reproduced, statistic and df to 1e-9 relative, p-value to
 * 1e-9 absolute.
 */
class CiReferenceTest {
  record Row(String dataset, String x, String y, String[] z, String test, double[] expected) {}

  static List<Row> rows() {
    String[] lines = DataLocation.readString("bnlearn/reference-ci-tests.csv").split("\n");
    List<Row> out = new ArrayList<>();
    for (int i = 1; i < lines.length; i++) {
      String line = lines[i].trim();
      if (line.isEmpty()) {
        continue;
      }
      String[] f = line.split(",", -1);
      String[] z = f[3].isEmpty() ? new String[0] : f[3].split("\\|");
      out.add(
          new Row(
              f[0],
              f[1],
              f[2],
              z,
              f[4],
              new double[] {
                Double.parseDouble(f[5]), Double.parseDouble(f[6]), Double.parseDouble(f[7])
              }));
    }
    return out;
  }

  static Dataset data(String name) {
    return name.equals("gaussian.test") ? BnlearnData.continuous(name) : BnlearnData.data(name);
  }

  /** {max relative deviation of statistic, of df, max absolute deviation of p}; fails past 1e-9. */
  static double[] reproduce(List<Row> rows) {
    double[] worst = new double[3];
    List<String> failures = new ArrayList<>();
    for (Row r : rows) {
      Dataset d = data(r.dataset());
      CiTest test = CiTestType.fromName(r.test()).bind(d);
      int[] z = Arrays.stream(r.z()).mapToInt(d::require).toArray();
      CiResult got = test.test(d.require(r.x()), d.require(r.y()), z);
      double[] dev = {
        relative(got.statistic(), r.expected()[0]),
        relative(got.df(), r.expected()[1]),
        Math.abs(got.pValue() - r.expected()[2])
      };
      for (int k = 0; k < 3; k++) {
        worst[k] = Math.max(worst[k], dev[k]);
      }
      if (dev[0] > 1e-9 || dev[1] > 1e-9 || dev[2] > 1e-9) {
        failures.add(
            r.dataset()
                + " "
                + r.x()
                + ","
                + r.y()
                + "|"
                + String.join(";", r.z())
                + " "
                + r.test()
                + ": got "
                + got
                + ", bnlearn "
                + Arrays.toString(r.expected()));
      }
      assertEquals(d.rows(), got.rows());
    }
    assertTrue(
        failures.isEmpty(),
        () -> failures.size() + " rows differ:\n" + String.join("\n", failures));
    return worst;
  }

  private static double relative(double got, double expected) {
    return Math.abs(got - expected)
        / Math.max(Math.abs(expected), 1e-300 + (expected == 0 ? 1 : 0));
  }

  @Test
  void everyRowOfBnlearnsCiTestIsReproduced() {
    List<Row> rows = rows();
    assertEquals(155, rows.size());
    double[] worst = reproduce(rows);
    assertTrue(worst[0] <= 1e-9 && worst[1] <= 1e-9 && worst[2] <= 1e-9, Arrays.toString(worst));
  }
}
