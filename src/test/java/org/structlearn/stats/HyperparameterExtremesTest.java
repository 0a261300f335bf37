package org.structlearn.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.structlearn.citest.BayesianCiTest;
import org.structlearn.citest.BayesianCiTestOptions;
import org.structlearn.citest.DirichletPrior;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.model.BayesianEstimator;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.DiscreteScoreType;
import org.structlearn.score.undirected.MplScore;
import org.structlearn.score.undirected.MplScoreSpec;

/**
 * Issue 25: Dirichlet terms at extreme hyperparameters. ln Γ(a + k) − ln Γ(a), the MPL local score
 * and the Bayesian test's log Bayes factor against 400-digit mpmath values ({@code
 * scripts/peers/extreme-hyperparameters.py}, recorded in src/test/resources/reference); values
 * outside [1e-100, 1e100] are refused naming the range. Before, α = 1e16 gave the MPL score of a
 * 100-row table as rounding noise and α = 1e308 gave NaN, with exit code 0.
 */
class HyperparameterExtremesTest {
  private static List<String[]> csv(String name) {
    List<String[]> rows = new ArrayList<>();
    try (BufferedReader r =
        new BufferedReader(
            new InputStreamReader(
                Objects.requireNonNull(
                    HyperparameterExtremesTest.class.getResourceAsStream("/reference/" + name)),
                StandardCharsets.UTF_8))) {
      r.readLine();
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        rows.add(line.split(","));
      }
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    return rows;
  }

  /** X, Y binary; n(X=0,Y=0) = 30, n(0,1) = 10, n(1,0) = 5, n(1,1) = 55, as the script's table. */
  static Dataset table() {
    int[] x = new int[100];
    int[] y = new int[100];
    int i = 0;
    int[][] counts = {{30, 10}, {5, 55}};
    for (int a = 0; a < 2; a++) {
      for (int b = 0; b < 2; b++) {
        for (int c = 0; c < counts[a][b]; c++, i++) {
          x[i] = a;
          y[i] = b;
        }
      }
    }
    return Dataset.of(
        List.of(
            Variable.discrete("X", List.of("0", "1")), Variable.discrete("Y", List.of("0", "1"))),
        List.of(x, y));
  }

  private static void close(double expected, double actual, double relative, String what) {
    assertEquals(expected, actual, relative * Math.max(1, Math.abs(expected)), what);
  }

  @Test
  void risingLogGammaMatchesMpmathFromTinyToHugeA() {
    List<String[]> rows = csv("rising-log-gamma.csv");
    assertEquals(90, rows.size());
    for (String[] r : rows) {
      double a = Double.parseDouble(r[0]);
      int k = Integer.parseInt(r[1]);
      double expected = Double.parseDouble(r[2]);
      close(expected, DirichletMultinomial.rising(a, k), 1e-13, r[0] + "," + r[1]);
    }
  }

  @Test
  void mplLocalScoreMatchesMpmathAtEveryAlpha() {
    Dataset d = table();
    for (String[] r : csv("mpl-extreme-alpha.csv")) {
      double alpha = Double.parseDouble(r[0]);
      double expected = Double.parseDouble(r[1]);
      close(expected, new MplScore(d, alpha).local(0, new int[] {1}), 1e-12, "alpha " + r[0]);
    }
    // the uniform limit, -n ln r, as alpha grows: 100 rows of a binary X
    assertEquals(-100 * Math.log(2), new MplScore(d, 1e100).local(0, new int[] {1}), 1e-9);
  }

  @Test
  void bayesFactorMatchesMpmathAtEveryAlpha() {
    Dataset d = table();
    for (String[] r : csv("bayes-extreme-alpha.csv")) {
      DirichletPrior prior =
          r[0].equals("ess") ? DirichletPrior.EQUIVALENT_SAMPLE_SIZE : DirichletPrior.PER_CELL;
      double alpha = Double.parseDouble(r[1]);
      double expected = Double.parseDouble(r[2]);
      BayesianCiTestOptions o = BayesianCiTestOptions.builder().prior(prior).alpha(alpha).build();
      double lbf = new BayesianCiTest(d, o).test(0, 1, new int[0]).logBayesFactor();
      // the terms are about rows * |ln alpha| each and cancel to about 0 for a huge alpha (both
      // hypotheses tend to the uniform model): their rounding, not the result, sets the scale
      double terms = 100 * (1 + Math.abs(Math.log(alpha)));
      assertEquals(expected, lbf, 1e-12 * Math.abs(expected) + 1e-14 * terms, r[0] + " " + r[1]);
    }
  }

  @Test
  void outOfRangeHyperparametersAreRefusedNamingTheRange() {
    for (double bad : new double[] {1e300, 1e308, 1e101, 1e-101, 0, -1, Double.NaN}) {
      for (Runnable make :
          List.<Runnable>of(
              () -> new MplScoreSpec(bad),
              () -> BayesianCiTestOptions.builder().alpha(bad).build(),
              () -> new DiscreteScoreSpec(DiscreteScoreType.BDEU, bad),
              () -> new BayesianEstimator(bad))) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, make::run);
        assertTrue(e.getMessage().contains("[1e-100, 1e100]"), e.getMessage());
        assertTrue(e.getMessage().endsWith("was " + bad), e.getMessage());
      }
    }
  }
}
