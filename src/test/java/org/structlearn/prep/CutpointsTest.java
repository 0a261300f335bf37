package org.structlearn.prep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** Level labels as C's %g (values from Python's '%g' operator, which is C's) and the cut rules. */
class CutpointsTest {
  @Test
  void numbersPrintAsCsPercentG() {
    double[] x = {
      1234567.0,
      0.0001,
      0.00001234,
      123456.0,
      100000.0,
      1e6,
      0.5,
      -2.5,
      2.675,
      1.0000005,
      9.9999995,
      999999.5,
      999999.4,
      0.000099999996,
      1e-300,
      -1.5e300,
      Math.PI,
      7.125,
      0.1234565,
      0.12345650000000001,
      1e-5,
      123.4565,
      0
    };
    String[] g = {
      "1.23457e+06", "0.0001", "1.234e-05", "123456", "100000", "1e+06", "0.5", "-2.5", "2.675",
      "1", "10", "1e+06", "999999", "0.0001", "1e-300", "-1.5e+300", "3.14159", "7.125",
      "0.123456", "0.123457", "1e-05", "123.457", "0"
    };
    for (int i = 0; i < x.length; i++) {
      assertEquals(g[i], Cutpoints.g(x[i]), "%g of " + x[i]);
    }
    assertEquals("nan", Cutpoints.g(Double.NaN));
  }

  @Test
  void quantileCutsAtTypeSevenQuantilesAndPutsTheMinimumFirst() {
    Cutpoints.Cut c = Cutpoints.quantile(new double[] {1, 2, 3, 4, 5, 6, 7}, 3);
    assertArrayEquals(new double[] {1, 3, 5, 7}, c.cutpoints());
    assertArrayEquals(new int[] {0, 0, 0, 1, 1, 2, 2}, c.codes());
    assertEquals(java.util.List.of("[1,3]", "(3,5]", "(5,7]"), Cutpoints.labels(c.cutpoints(), 3));
  }

  @Test
  void tooFewDistinctValuesGiveZeroLengthIntervals() {
    assertNull(Cutpoints.quantile(new double[] {1, 1, 1, 1, 1, 2}, 3));
    assertNull(Cutpoints.interval(new double[] {1, 1, 1, 1}, 3));
  }

  @Test
  void intervalKeepsMissingValuesMissing() {
    Cutpoints.Cut c = Cutpoints.interval(new double[] {0, Double.NaN, 3, 1.5}, 2);
    assertArrayEquals(new int[] {0, -1, 1, 0}, c.codes());
  }
}
