package org.structlearn.citest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.hipparchus.special.Gamma;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.stats.FamilyCounter;
import org.structlearn.stats.StrataTest;

/**
 * The strata engine of {@link BayesianCiTest} against the three-pass formula it replaced ({@link
 * LegacyBayesian}, to rounding: the same terms summed in another order) on dense, sparse,
 * compressed and wide tables, and against a brute-force grouping with direct ln Γ calls where Z has
 * 70 columns and the old long key would overflow.
 */
class BayesianCiTestEngineTest {
  private static final List<BayesianCiTestOptions> OPTIONS =
      List.of(
          BayesianCiTestOptions.defaults(),
          BayesianCiTestOptions.builder()
              .prior(DirichletPrior.EQUIVALENT_SAMPLE_SIZE)
              .alpha(2.5)
              .priorIndependence(0.3)
              .build());

  /** Every pair and every Z of at most {@code maxZ} other columns: new equals old to rounding. */
  private static int compareAll(Dataset d, int maxZ) {
    int compared = 0;
    for (BayesianCiTestOptions o : OPTIONS) {
      BayesianCiTest test = new BayesianCiTest(d, o);
      LegacyBayesian legacy = new LegacyBayesian(new FamilyCounter(d), o);
      int n = d.columns();
      for (int x = 0; x < n; x++) {
        for (int y = x + 1; y < n; y++) {
          for (int mask = 0; mask < 1 << n; mask++) {
            if ((mask >> x & 1) != 0 || (mask >> y & 1) != 0 || Integer.bitCount(mask) > maxZ) {
              continue;
            }
            int bits = mask;
            int[] z = IntStream.range(0, n).filter(i -> (bits >> i & 1) != 0).toArray();
            CiResult now = test.test(y, x, z);
            double before = legacy.logBayesFactor(x, y, z);
            double tolerance = 1e-13 * legacy.magnitude(x, y, z) + 1e-13;
            assertEquals(before, now.logBayesFactor(), tolerance, x + "," + y + "|" + mask);
            assertEquals(o.logPriorOdds() + now.logBayesFactor(), now.logPosteriorOdds(), 0);
            compared++;
          }
        }
      }
    }
    return compared;
  }

  @Test
  void equalsTheThreePassFormulaOnDenseTables() {
    assertTrue(compareAll(BayesianCiTestTest.random(400, 11, 2, 3, 2, 4, 3, 2, 2), 4) > 500);
  }

  @Test
  void equalsTheThreePassFormulaOnSparseTables() {
    // 60 rows, 4 levels, |Z| up to 6: 4,096 configurations and more, so the old counts were sparse
    assertTrue(compareAll(BayesianCiTestTest.random(60, 12, 4, 4, 4, 4, 4, 4, 4, 4), 6) > 500);
  }

  @Test
  void equalsTheThreePassFormulaOnCompressedRows() {
    Dataset d = BayesianCiTestTest.random(6000, 13, 2, 2, 3, 2, 2);
    assertTrue(new FamilyCounter(d).compressed());
    compareAll(d, 3);
  }

  @Test
  void equalsTheThreePassFormulaOnWideTables() {
    // 40 × 40 cells per stratum: passes 16 n + 4096 cells, so the (Z, X, Y) strata are refined;
    // 300 levels are stored as ints
    Dataset d = StrataTest.correlated(300, 14, 40, 0.5, 300, 3);
    compareAll(d, 2);
  }

  @Test
  void seventyColumnsMatchABruteForceReference() {
    int[] levels = new int[70];
    Arrays.setAll(levels, c -> 3 + c % 2);
    Dataset d = StrataTest.correlated(800, 15, 2, 0.03, levels);
    int[] z = IntStream.range(2, 72).toArray();
    for (BayesianCiTestOptions o : OPTIONS) {
      CiResult r = new BayesianCiTest(d, o).test(0, 1, z);
      double[] expected = bruteForce(d, 0, 1, z, o);
      assertEquals(expected[0], r.logBayesFactor(), 1e-12 * expected[1]);
      // and a Z of 69 columns: one less column still overflows, and gives a different answer
      CiResult fewer = new BayesianCiTest(d, o).test(0, 1, Arrays.copyOf(z, 20));
      double[] expectedFewer = bruteForce(d, 0, 1, Arrays.copyOf(z, 20), o);
      assertEquals(expectedFewer[0], fewer.logBayesFactor(), 1e-12 * expectedFewer[1]);
    }
  }

  /** {ln BF, Σ |terms|} by grouping rows by Z and calling ln Γ per term. */
  private static double[] bruteForce(Dataset d, int x, int y, int[] z, BayesianCiTestOptions o) {
    int rx = d.cardinality(x);
    int ry = d.cardinality(y);
    boolean ess = o.prior() == DirichletPrior.EQUIVALENT_SAMPLE_SIZE;
    double ax = ess ? o.alpha() / rx : o.alpha();
    double ay = ess ? o.alpha() / ry : o.alpha();
    double axy = ess ? o.alpha() / (rx * ry) : o.alpha();
    double sum = 0;
    double scale = 0;
    for (int[] t : StrataTest.bruteForce(d, x, y, z)) {
      int[] nx = new int[rx];
      int[] ny = new int[ry];
      for (int a = 0; a < rx; a++) {
        for (int b = 0; b < ry; b++) {
          nx[a] += t[a * ry + b];
          ny[b] += t[a * ry + b];
        }
      }
      double ind = logDm(nx, ax) + logDm(ny, ay);
      double dep = logDm(t, axy);
      sum += ind - dep;
      scale += Math.abs(ind) + Math.abs(dep);
    }
    return new double[] {sum, scale + 1};
  }

  private static double logDm(int[] counts, double a) {
    int n = 0;
    double s = 0;
    for (int c : counts) {
      s += Gamma.logGamma(a + c) - Gamma.logGamma(a);
      n += c;
    }
    return s + Gamma.logGamma(a * counts.length) - Gamma.logGamma(a * counts.length + n);
  }

  @Test
  void conditionedTestEqualsTheSingleQueryExactly() {
    Dataset d = BayesianCiTestTest.random(500, 16, 2, 3, 2, 4, 3);
    BayesianCiTest test = new BayesianCiTest(d, BayesianCiTestOptions.defaults());
    BatchCiTest.Conditioned given = test.conditionOn(new int[] {4, 2});
    // the last sets prepared are kept: single queries with the same Z share the strata
    org.junit.jupiter.api.Assertions.assertSame(given, test.conditionOn(new int[] {2, 4}));
    assertEquals(List.of(2, 4), Arrays.stream(given.given()).boxed().toList());
    assertEquals(test.test(0, 1, new int[] {2, 4}), given.test(0, 1));
    assertEquals(test.test(0, 1, new int[] {2, 4}), given.test(1, 0));
    assertEquals(test.test(3, 0, new int[] {4, 2}), given.test(0, 3));
    CiQueryException bad =
        org.junit.jupiter.api.Assertions.assertThrows(
            CiQueryException.class, () -> given.test(2, 0));
    assertEquals("v2", bad.variable());
  }
}
