package org.structlearn.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link JunctionTree#accumulate}: the counts are the sums of the per-row family posteriors and the
 * log-likelihood the sum of the per-row log probabilities; they are identical bit for bit on 1, 2
 * and 3 threads; EM steps built on them ({@link ExpectedCounts#maximize}) never lower the
 * log-likelihood.
 */
class ExpectedCountsTest {
  /** The seed's influence network shape: 10 latents with 3 states, 24 arcs, in-degree <= 3. */
  static BayesianNetwork influence(long seed) {
    return RandomNetworks.random(10, 3, 24, 3, 5.0, seed);
  }

  static double[][][] softRows(BayesianNetwork bn, int rows, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    double[][][] e = new double[rows][bn.size()][];
    for (int row = 0; row < rows; row++) {
      for (int v = 0; v < bn.size(); v++) {
        e[row][v] = new double[] {rng.nextDouble(), rng.nextDouble(), rng.nextDouble() * 1e-3};
      }
    }
    return e;
  }

  @Test
  void countsAreTheSumOfRowPosteriors() {
    BayesianNetwork bn = RandomNetworks.random(7, 3, 12, 3, 1.0, 4);
    double[][][] rows = softRows(bn, 600, 2);
    for (int row = 0; row < rows.length; row += 3) {
      rows[row][row % 7] = null; // some nodes without evidence
    }
    JunctionTree tree = JunctionTree.of(bn);
    ExpectedCounts counts = tree.accumulate(rows, 2);
    Calibration cal = tree.newCalibration();
    double[][] expected = new double[7][];
    double ll = 0;
    for (double[][] row : rows) {
      cal.calibrate(row);
      ll += cal.logProbabilityOfEvidence();
      for (int v = 0; v < 7; v++) {
        double[] f = cal.familyMarginal(v);
        if (expected[v] == null) {
          expected[v] = new double[f.length];
        }
        for (int i = 0; i < f.length; i++) {
          expected[v][i] += f[i];
        }
      }
    }
    assertEquals(600, counts.rows());
    assertEquals(ll, counts.logLikelihood(), 1e-9 * Math.abs(ll));
    for (int v = 0; v < 7; v++) {
      JunctionTreeTest.assertClose(expected[v], counts.counts(v), "counts of node " + v);
      assertEquals(600, sum(counts.counts(v)), 1e-9 * 600);
    }
  }

  @Test
  @Timeout(60)
  void threadCountDoesNotChangeTheCountsBitForBit() {
    BayesianNetwork bn = influence(11);
    double[][][] rows = softRows(bn, 2_000, 3);
    JunctionTree tree = JunctionTree.of(bn);
    ExpectedCounts one = tree.accumulate(rows, 1);
    ExpectedCounts two = tree.accumulate(rows, 2);
    ExpectedCounts three = tree.accumulate(rows, 3);
    assertEquals(one, two);
    assertEquals(one, three);
    assertEquals(
        Double.doubleToLongBits(one.logLikelihood()), Double.doubleToLongBits(two.logLikelihood()));
  }

  @Test
  void emStepsNeverLowerTheLogLikelihood() {
    BayesianNetwork truth = RandomNetworks.random(6, 3, 8, 3, 1.0, 21);
    double[][][] rows = softRows(truth, 500, 8);
    BayesianNetwork current = RandomNetworks.random(6, 3, 8, 3, 1.0, 21);
    current = reparameterise(current, 99);
    double previous = Double.NEGATIVE_INFINITY;
    for (int it = 0; it < 8; it++) {
      ExpectedCounts counts = JunctionTree.of(current).accumulate(rows, 1);
      assertTrue(
          counts.logLikelihood() >= previous - 1e-9 * Math.abs(previous),
          "iteration " + it + ": " + counts.logLikelihood() + " < " + previous);
      previous = counts.logLikelihood();
      current = counts.maximize(current, 0);
    }
  }

  @Test
  void aRowOfProbabilityZeroIsATypedErrorNamingIt() {
    BayesianNetwork bn = JunctionTreeTest.asia();
    double[][][] rows = new double[3][8][];
    rows[1][bn.indexOf("tub")] = new double[] {1, 0};
    rows[1][bn.indexOf("either")] = new double[] {0, 1};
    ModelException e =
        assertThrows(ModelException.class, () -> JunctionTree.of(bn).accumulate(rows, 1));
    assertTrue(e.getMessage().startsWith("row 2 "), e.getMessage());
  }

  @Test
  void maximizeWithAPseudoCountGivesValidTables() {
    BayesianNetwork bn = JunctionTreeTest.asia();
    ExpectedCounts counts = JunctionTree.of(bn).accumulate(new double[0][][], 2);
    assertEquals(0, counts.rows());
    assertEquals(0.0, counts.logLikelihood());
    BayesianNetwork uniform = counts.maximize(bn, 1);
    assertEquals(0.5, uniform.cpd(bn.indexOf("dysp")).probability(0, 3));
    assertThrows(IllegalArgumentException.class, () -> counts.maximize(bn, -1));
  }

  /** The same structure with other random tables. */
  static BayesianNetwork reparameterise(BayesianNetwork bn, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    double[][] counts = new double[bn.size()][];
    for (int v = 0; v < bn.size(); v++) {
      counts[v] = new double[bn.cpd(v).configurations() * bn.cpd(v).cardinality()];
      for (int i = 0; i < counts[v].length; i++) {
        counts[v][i] = rng.nextDouble();
      }
    }
    return new ExpectedCounts(counts, 0, 0).maximize(bn, 0.1);
  }

  private static double sum(double[] a) {
    double s = 0;
    for (double x : a) {
      s += x;
    }
    return s;
  }
}
