package org.structlearn.citest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * Reference values computed here by hand (rising factorials, no log-gamma), symmetry, ranges, empty
 * strata and typed errors of {@link BayesianCiTest}.
 */
class BayesianCiTestTest {

  /** ln [Γ(a + n) / Γ(a)] = Σ_{i<n} ln(a + i), the rising factorial, independent of lgamma. */
  private static double rising(double a, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) {
      s += Math.log(a + i);
    }
    return s;
  }

  /** ln DM(counts; a per cell), by rising factorials. */
  private static double logDm(int[] counts, double a) {
    int n = 0;
    double s = 0;
    for (int c : counts) {
      s += rising(a, c);
      n += c;
    }
    return s - rising(a * counts.length, n);
  }

  /** Log Bayes factor of one 2×2 stratum {{n00, n01}, {n10, n11}} (x by rows, y by columns). */
  private static double logBf2x2(int[][] t, double ax, double ay, double axy) {
    int[] xs = {t[0][0] + t[0][1], t[1][0] + t[1][1]};
    int[] ys = {t[0][0] + t[1][0], t[0][1] + t[1][1]};
    int[] joint = {t[0][0], t[0][1], t[1][0], t[1][1]};
    return logDm(xs, ax) + logDm(ys, ay) - logDm(joint, axy);
  }

  /** Rows realising the tables: x, y binary; z (if strata > 1) with {@code zLevels} levels. */
  static Dataset tables(int[][][] strata, int zLevels) {
    List<Integer> xs = new ArrayList<>();
    List<Integer> ys = new ArrayList<>();
    List<Integer> zs = new ArrayList<>();
    for (int z = 0; z < strata.length; z++) {
      for (int x = 0; x < 2; x++) {
        for (int y = 0; y < 2; y++) {
          for (int i = 0; i < strata[z][x][y]; i++) {
            xs.add(x);
            ys.add(y);
            zs.add(z);
          }
        }
      }
    }
    List<Variable> vars = new ArrayList<>();
    List<Object> cols = new ArrayList<>();
    vars.add(Variable.discrete("x", List.of("0", "1")));
    cols.add(xs.stream().mapToInt(Integer::intValue).toArray());
    vars.add(Variable.discrete("y", List.of("0", "1")));
    cols.add(ys.stream().mapToInt(Integer::intValue).toArray());
    List<String> zl = new ArrayList<>();
    for (int l = 0; l < zLevels; l++) {
      zl.add("z" + l);
    }
    vars.add(Variable.discrete("z", zl));
    cols.add(zs.stream().mapToInt(Integer::intValue).toArray());
    return Dataset.of(vars, cols);
  }

  private static final int[][] TABLE = {{30, 10}, {12, 28}};
  private static final int[][][] STRATA = {{{20, 5}, {6, 19}}, {{8, 9}, {11, 10}}};

  @Test
  void twoByTwoMatchesHandComputedValues() {
    Dataset d = tables(new int[][][] {TABLE}, 1);
    CiResult r = new BayesianCiTest(d, BayesianCiTestOptions.defaults()).test(0, 1, new int[0]);
    double expected = logBf2x2(TABLE, 1, 1, 1);
    assertEquals(expected, r.logBayesFactor(), 1e-9);
    assertEquals(1 / (1 + Math.exp(-expected)), r.posteriorIndependence(), 1e-12);
    assertTrue(r.posteriorIndependence() < 0.01, "a strongly associated table: " + r);
    assertTrue(Double.isNaN(r.pValue()) && Double.isNaN(r.statistic()) && Double.isNaN(r.df()));
  }

  @Test
  void twoByTwoWithEquivalentSampleSizeAndPriorOdds() {
    Dataset d = tables(new int[][][] {TABLE}, 1);
    BayesianCiTestOptions o =
        BayesianCiTestOptions.builder()
            .prior(DirichletPrior.EQUIVALENT_SAMPLE_SIZE)
            .alpha(3)
            .priorIndependence(0.8)
            .build();
    CiResult r = new BayesianCiTest(d, o).test(1, 0, new int[0]);
    double expected = logBf2x2(TABLE, 1.5, 1.5, 0.75);
    assertEquals(expected, r.logBayesFactor(), 1e-9);
    assertEquals(expected + Math.log(4), r.logPosteriorOdds(), 1e-9);
  }

  @Test
  void twoByTwoByTwoPoolsOneBayesFactorOverStrata() {
    Dataset d = tables(STRATA, 2);
    CiResult r = new BayesianCiTest(d, BayesianCiTestOptions.defaults()).test(0, 1, new int[] {2});
    double expected = logBf2x2(STRATA[0], 1, 1, 1) + logBf2x2(STRATA[1], 1, 1, 1);
    assertEquals(expected, r.logBayesFactor(), 1e-9);
    assertEquals(1 / (1 + Math.exp(-expected)), r.posteriorIndependence(), 1e-12);
  }

  @Test
  void emptyStrataContributeNothing() {
    int[][][] withEmpty = {STRATA[0], {{0, 0}, {0, 0}}, STRATA[1]};
    CiResult two =
        new BayesianCiTest(tables(STRATA, 2), BayesianCiTestOptions.defaults())
            .test(0, 1, new int[] {2});
    // z has 4 levels: the middle one and the last never occur
    CiResult four =
        new BayesianCiTest(tables(withEmpty, 4), BayesianCiTestOptions.defaults())
            .test(0, 1, new int[] {2});
    assertEquals(two.logBayesFactor(), four.logBayesFactor(), 1e-9);
  }

  @Test
  void emptyTableGivesThePrior() {
    Dataset d = tables(new int[][][] {{{0, 0}, {0, 0}}}, 1);
    BayesianCiTestOptions o = BayesianCiTestOptions.builder().priorIndependence(0.3).build();
    CiResult r = new BayesianCiTest(d, o).test(0, 1, new int[0]);
    assertEquals(0, r.logBayesFactor(), 0);
    assertEquals(0.3, r.posteriorIndependence(), 1e-12);
  }

  static Dataset random(int rows, long seed, int... levels) {
    Random rnd = new Random(seed);
    List<Variable> vars = new ArrayList<>();
    List<Object> cols = new ArrayList<>();
    int[] prev = null;
    for (int v = 0; v < levels.length; v++) {
      List<String> names = new ArrayList<>();
      for (int l = 0; l < levels[v]; l++) {
        names.add("l" + l);
      }
      vars.add(Variable.discrete("v" + v, names));
      int[] col = new int[rows];
      for (int i = 0; i < rows; i++) {
        // each column copies the previous one half the time, so some pairs are dependent
        col[i] = prev != null && rnd.nextBoolean() ? prev[i] % levels[v] : rnd.nextInt(levels[v]);
      }
      cols.add(col);
      prev = col;
    }
    return Dataset.of(vars, cols);
  }

  @Test
  void symmetricInXAndYAndOrderOfZPosteriorsInUnitInterval() {
    Dataset d = random(300, 7, 2, 3, 2, 4, 3);
    for (DirichletPrior prior : DirichletPrior.values()) {
      CiTest t = new BayesianCiTest(d, BayesianCiTestOptions.builder().prior(prior).build());
      for (int x = 0; x < 5; x++) {
        for (int y = x + 1; y < 5; y++) {
          for (int mask = 0; mask < 32; mask++) {
            if ((mask >> x & 1) != 0 || (mask >> y & 1) != 0) {
              continue;
            }
            int[] z = subset(mask);
            int[] reversed = reverse(z);
            CiResult a = t.test(x, y, z);
            assertEquals(a, t.test(y, x, reversed), x + "," + y + "|" + mask);
            double p = a.posteriorIndependence();
            assertTrue(p >= 0 && p <= 1, "posterior " + p);
            assertTrue(a.logPosteriorIndependence() <= 0 && a.logPosteriorDependence() <= 0);
            assertEquals(
                1,
                Math.exp(a.logPosteriorIndependence()) + Math.exp(a.logPosteriorDependence()),
                1e-9);
          }
        }
      }
    }
  }

  @Test
  void extremeEvidenceKeepsFiniteLogPosteriors() {
    Dataset d = tables(new int[][][] {{{5000, 0}, {0, 5000}}}, 1);
    CiResult r = new BayesianCiTest(d, BayesianCiTestOptions.defaults()).test(0, 1, new int[0]);
    assertEquals(0, r.posteriorIndependence(), 0);
    assertTrue(
        r.logPosteriorIndependence() < -1000 && Double.isFinite(r.logPosteriorIndependence()));
    assertEquals(0, r.logPosteriorDependence(), 1e-300);
  }

  private static int[] subset(int mask) {
    return java.util.stream.IntStream.range(0, 32).filter(i -> (mask >> i & 1) != 0).toArray();
  }

  private static int[] reverse(int[] a) {
    int[] r = new int[a.length];
    for (int i = 0; i < a.length; i++) {
      r[i] = a[a.length - 1 - i];
    }
    return r;
  }

  @Test
  void badQueriesNameTheVariable() {
    Dataset d =
        Dataset.of(
            List.of(
                Variable.discrete("a", List.of("0", "1")),
                Variable.discrete("b", List.of("0", "1")),
                Variable.continuous("c")),
            List.of(new int[] {0, 1}, new int[] {1, 0}, new double[] {0.5, 1.5}));
    CiTest t = new BayesianCiTest(d, BayesianCiTestOptions.defaults());
    assertEquals(
        "a", assertThrows(CiQueryException.class, () -> t.test(0, 0, new int[0])).variable());
    assertEquals(
        "b", assertThrows(CiQueryException.class, () -> t.test(0, 1, new int[] {1})).variable());
    CiQueryException range = assertThrows(CiQueryException.class, () -> t.test(0, 5, new int[0]));
    assertTrue(range.getMessage().contains("out of range"), range.getMessage());
    CiQueryException cont = assertThrows(CiQueryException.class, () -> t.test(0, 2, new int[0]));
    assertEquals("c", cont.variable());
    assertTrue(cont.getMessage().contains("continuous"), cont.getMessage());
    assertThrows(CiQueryException.class, () -> t.test(0, 1, new int[] {2}));
    assertThrows(CiQueryException.class, () -> t.test(-1, 1, new int[0]));
  }

  @Test
  void optionsRejectBadValues() {
    assertThrows(
        IllegalArgumentException.class,
        () -> BayesianCiTestOptions.builder().priorIndependence(1).build());
    assertThrows(
        IllegalArgumentException.class, () -> BayesianCiTestOptions.builder().alpha(0).build());
    assertThrows(
        IllegalArgumentException.class,
        () -> BayesianCiTestOptions.builder().alpha(Double.NaN).build());
  }
}
