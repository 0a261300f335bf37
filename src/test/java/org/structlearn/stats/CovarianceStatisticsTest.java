package org.structlearn.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.hipparchus.linear.LUDecomposition;
import org.hipparchus.linear.RealMatrix;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.GaussianOracles;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * {@link CovarianceStatistics} against direct computations: means and scatter from the rows,
 * residual sums of squares from a QR least-squares fit, log-determinants from an LU decomposition.
 */
class CovarianceStatisticsTest {

  static void assertRelative(double expected, double actual, String what) {
    double rel = Math.abs(actual - expected) / Math.max(1e-300, Math.abs(expected));
    assertTrue(rel < 1e-10, what + ": expected " + expected + ", got " + actual + ", rel " + rel);
  }

  @Test
  void meansAndScatterMatchTheRows() {
    Dataset data = BnlearnData.continuous("gaussian.test");
    CovarianceStatistics s = CovarianceStatistics.of(data);
    RealMatrix direct = GaussianOracles.scatter(data);
    assertEquals(5000, s.rows());
    assertEquals(7, s.columns());
    assertEquals(data.names(), s.names());
    for (int i = 0; i < 7; i++) {
      double mean = Arrays.stream(data.continuousValues(i)).sum() / data.rows();
      assertRelative(mean, s.mean(i), "mean " + i);
      assertFalse(s.isConstant(i));
      for (int j = 0; j < 7; j++) {
        assertRelative(direct.getEntry(i, j), s.scatter(i, j), "scatter " + i + "," + j);
        assertEquals(s.scatter(i, j) / 5000, s.covariance(i, j), 0);
      }
    }
  }

  @Test
  void regressionMatchesQrAndLu() {
    Dataset data = BnlearnData.continuous("gaussian.test");
    CovarianceStatistics s = CovarianceStatistics.of(data);
    int f = data.require("F");
    int[] parents = {data.require("A"), data.require("D"), data.require("E"), data.require("G")};
    double rss = Arrays.stream(GaussianOracles.residuals(data, f, parents)).map(e -> e * e).sum();
    CovarianceStatistics.Regression r = s.regress(f, parents, 0);
    assertRelative(rss, r.residualSumOfSquares(), "RSS of F on A, D, E, G");
    RealMatrix sub = GaussianOracles.scatter(data).getSubMatrix(parents, parents);
    assertRelative(
        Math.log(new LUDecomposition(sub).getDeterminant()), r.logDetParents(), "ln det S_zz");

    CovarianceStatistics.Regression none = s.regress(f, new int[0], 0);
    assertRelative(s.scatter(f, f), none.residualSumOfSquares(), "no parents: RSS = S_ff");
    assertEquals(0, none.logDetParents());

    double shift = 123.0;
    for (int i = 0; i < parents.length; i++) {
      sub.addToEntry(i, i, shift);
    }
    assertRelative(
        Math.log(new LUDecomposition(sub).getDeterminant()),
        s.regress(f, parents, shift).logDetParents(),
        "shifted ln det");
  }

  @Test
  void constantColumnsAreDetectedExactly() {
    Dataset d =
        Dataset.of(
            List.of(Variable.continuous("X"), Variable.continuous("K")),
            List.of(new double[] {0.1, 0.2, 0.3}, new double[] {0.1, 0.1, 0.1}));
    CovarianceStatistics s = CovarianceStatistics.of(d);
    assertFalse(s.isConstant(0));
    assertTrue(s.isConstant(1));
    ConstantColumnException e =
        assertThrows(ConstantColumnException.class, s::requireNoConstantColumn);
    assertEquals("K", e.column());
    assertThrows(SingularCovarianceException.class, () -> s.regress(1, new int[0], 0));
    assertTrue(s.regress(1, new int[0], 1e-6).residualSumOfSquares() > 0);
  }

  @Test
  void emptyDataAreRefused() {
    Dataset d = Dataset.of(List.of(Variable.continuous("X")), List.of(new double[0]));
    assertThrows(DataException.class, () -> CovarianceStatistics.of(d));
  }
}
