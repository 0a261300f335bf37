package org.structlearn.citest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * Contract tests of the frequentist tests: symmetry in x and y, independence of the order of Z,
 * p-values in [0, 1], rows recorded, batch equal to single queries, SSMI consistent with mi, the
 * edge cases bnlearn defines (adf power rule, df 0, too few rows), and the factory's refusals.
 */
class FrequentistCiTestTest {
  private static final List<CiTestType> DISCRETE =
      List.of(
          CiTestType.X2,
          CiTestType.X2_ADF,
          CiTestType.MI,
          CiTestType.MI_ADF,
          CiTestType.MI_SH,
          CiTestType.SSMI);

  @Test
  void discreteTestsAreSymmetricAndOrderFree() {
    Dataset d = BnlearnData.random(6, 400, 7);
    for (CiTestType t : DISCRETE) {
      CiTest test = t.bind(d);
      CiResult a = test.test(0, 3, new int[] {1, 4});
      CiResult b = test.test(3, 0, new int[] {4, 1});
      assertEquals(a, b, t.cliName());
      assertTrue(a.pValue() >= 0 && a.pValue() <= 1);
      assertEquals(400, a.rows());
      CiResult batch = ((BatchCiTest) test).conditionOn(new int[] {4, 1}).test(0, 3);
      assertEquals(a, batch, t.cliName());
    }
  }

  @Test
  void ssmiIsMiWithItsSignificance() {
    Dataset d = BnlearnData.data("learning.test");
    CiResult mi = CiTestType.MI.bind(d).test(0, 1, new int[0]);
    CiResult ssmi = CiTestType.SSMI.bind(d).test(0, 1, new int[0]);
    assertEquals(mi, ssmi);
    assertEquals(1 - mi.pValue(), ssmi.significance());
    CiResult weak = CiTestType.SSMI.bind(d).test(0, 2, new int[0]); // A, C: independent
    assertTrue(weak.significance() < 0.95 && weak.independent(0.05));
  }

  @Test
  void adfTestsReturnIndependenceWithFewerThanFiveRowsPerCell() {
    Dataset d = BnlearnData.random(4, 30, 3); // 30 rows < 5 * cells
    CiResult r = CiTestType.MI_ADF.bind(d).test(0, 1, new int[] {2, 3});
    assertEquals(0, r.statistic());
    assertTrue(r.independent(0.05));
    assertTrue(r.df() <= CiTestType.MI.bind(d).test(0, 1, new int[] {2, 3}).df());
  }

  @Test
  void constantColumnGivesAdjustedDfZeroAndPValueOne() {
    Dataset d =
        Dataset.of(
            List.of(
                Variable.discrete("A", List.of("a", "b")),
                Variable.discrete("B", List.of("u", "v"))),
            List.of(
                new int[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
                new int[] {0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1}));
    CiResult adf = CiTestType.X2_ADF.bind(d).test(0, 1, new int[0]);
    assertEquals(0, adf.df());
    assertEquals(1, adf.pValue());
    assertEquals(1, CiTestType.X2.bind(d).test(0, 1, new int[0]).df());
  }

  @Test
  void gaussianTestsAreSymmetricAndHandleTooFewRows() {
    Dataset d = BnlearnData.continuous("gaussian.test");
    for (CiTestType t : List.of(CiTestType.COR, CiTestType.ZF, CiTestType.MI_G)) {
      CiTest test = t.bind(d);
      CiResult a = test.test(2, 5, new int[] {0, 3});
      CiResult b = test.test(5, 2, new int[] {0, 3});
      assertEquals(a.pValue(), b.pValue(), 1e-12, t.cliName());
      assertEquals(5000, a.rows());
      CiResult tiny = t.bind(d.head(3)).test(0, 1, new int[] {2, 3});
      if (t != CiTestType.MI_G) {
        assertEquals(0, tiny.df());
        assertEquals(1, tiny.pValue());
      }
    }
  }

  @Test
  void bindingRefusesColumnsOfTheWrongTypeNamingThem() {
    CiQueryException e =
        assertThrows(
            CiQueryException.class,
            () -> CiTestType.MI.bind(BnlearnData.continuous("gaussian.test")));
    assertEquals("A", e.variable());
    assertTrue(e.getMessage().contains("continuous"));
    CiQueryException g =
        assertThrows(CiQueryException.class, () -> CiTestType.ZF.bind(BnlearnData.data("asia")));
    assertTrue(g.getMessage().contains("discrete"));
    assertInstanceOf(BayesianCiTest.class, CiTestType.BAYES.bind(BnlearnData.data("asia")));
  }

  @Test
  void namesRoundTripAndUnknownNamesListTheKnownOnes() {
    for (CiTestType t : CiTestType.values()) {
      assertEquals(t, CiTestType.fromName(t.cliName()));
    }
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> CiTestType.fromName("g2"));
    assertTrue(
        e.getMessage().contains("x2, x2-adf, mi, mi-adf, mi-sh, ssmi, zf, cor, mi-g, bayes"));
  }

  @Test
  void resultsRecordRowsAndOldFactoriesStillWork() {
    assertEquals(-1, CiResult.frequentist(1, 1, 0.5).rows());
    assertEquals(-1, CiResult.bayesian(0.1, 0).rows());
    assertEquals(10, CiResult.frequentist(1, 1, 0.5, 10).rows());
    assertThrows(IllegalArgumentException.class, () -> CiResult.frequentist(1, 1, 0.5, -2));
    assertTrue(CiResult.frequentist(1, 1, 0.5, 10).toString().contains("10 rows"));
  }
}
