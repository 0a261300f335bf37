package org.structlearn.latent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.LocalScore;

/**
 * The expected-count BIC: with one-hot posteriors it is bnlearn's BIC on the labels (the project's
 * {@code DiscreteScore}); with soft posteriors it equals BIC on the weighted complete data written
 * out here configuration by configuration; bad posteriors are refused by name.
 */
class ExpectedCountBicTest {
  private static final List<String> NAMES = List.of("A", "B", "C", "D");
  private static final int[] STATES = {3, 2, 3, 2};

  private static double[][][] posteriors(int rows, long seed, boolean oneHot) {
    SplittableRandom rnd = new SplittableRandom(seed);
    double[][][] q = new double[STATES.length][rows][];
    for (int m = 0; m < rows; m++) {
      int a = rnd.nextInt(3); // a hidden cause makes the latents dependent
      for (int i = 0; i < STATES.length; i++) {
        double[] p = new double[STATES[i]];
        if (oneHot) {
          p[rnd.nextDouble() < 0.7 ? a % STATES[i] : rnd.nextInt(STATES[i])] = 1;
        } else {
          double sum = 0;
          for (int s = 0; s < p.length; s++) {
            p[s] = rnd.nextDouble() + (s == a % STATES[i] ? 2 : 0);
            sum += p[s];
          }
          for (int s = 0; s < p.length; s++) {
            p[s] /= sum;
          }
        }
        q[i][m] = p;
      }
    }
    return q;
  }

  private static final int[][] FAMILIES = {{}, {1}, {1, 2}, {3, 1}, {1, 2, 3}};

  @Test
  void oneHotPosteriorsGiveBicOnTheLabels() {
    double[][][] q = posteriors(400, 1, true);
    ExpectedCountBic score = ExpectedCountBic.soft(NAMES, q);
    Dataset labels = score.labels();
    LocalScore bic = DiscreteScoreSpec.bic().bind(labels);
    for (int[] parents : FAMILIES) {
      assertEquals(bic.local(0, parents), score.local(0, parents), 1e-9);
      assertEquals(
          bic.local(2, parents.length > 0 ? new int[] {1} : parents),
          score.local(2, parents.length > 0 ? new int[] {1} : parents),
          1e-9);
    }
    assertTrue(score.spec().bind(labels) == score);
  }

  @Test
  void hardCompletionIsBicOnTheMostProbableStates() {
    double[][][] q = posteriors(300, 2, false);
    ExpectedCountBic hard = ExpectedCountBic.hard(NAMES, q);
    LocalScore bic = DiscreteScoreSpec.bic().bind(ExpectedCountBic.soft(NAMES, q).labels());
    for (int[] parents : FAMILIES) {
      assertEquals(bic.local(0, parents), hard.local(0, parents), 1e-9);
    }
  }

  @Test
  void softPosteriorsEqualBicOnTheWeightedCompletion() {
    int rows = 60;
    double[][][] q = posteriors(rows, 3, false);
    ExpectedCountBic score = ExpectedCountBic.soft(NAMES, q);
    for (int[] parents : FAMILIES) {
      assertEquals(bruteForce(q, 0, parents, rows), score.local(0, parents), 1e-9);
    }
  }

  /** Every latent configuration of every row with weight ∏ q, counted family by family. */
  private static double bruteForce(double[][][] q, int node, int[] parents, int rows) {
    int configs = 1;
    for (int p : parents) {
      configs *= STATES[p];
    }
    int k = STATES[node];
    double[][] counts = new double[configs][k];
    int all = 1;
    for (int s : STATES) {
      all *= s;
    }
    for (int m = 0; m < rows; m++) {
      for (int c = 0; c < all; c++) {
        int[] state = new int[STATES.length];
        int rest = c;
        double w = 1;
        for (int i = 0; i < STATES.length; i++) {
          state[i] = rest % STATES[i];
          rest /= STATES[i];
          w *= q[i][m][state[i]];
        }
        int pa = 0;
        for (int j = parents.length - 1; j >= 0; j--) {
          pa = pa * STATES[parents[j]] + state[parents[j]];
        }
        counts[pa][state[node]] += w;
      }
    }
    double ll = 0;
    for (double[] row : counts) {
      double total = 0;
      for (double v : row) {
        total += v;
      }
      for (double v : row) {
        if (v > 0) {
          ll += v * Math.log(v / total);
        }
      }
    }
    return ll - 0.5 * Math.log(rows) * (k - 1) * configs;
  }

  @Test
  void badPosteriorsAreRefusedByName() {
    double[][][] q = posteriors(10, 4, false);
    q[2][4] = new double[] {0.5, 0.6, -0.1};
    StructlearnException e =
        assertThrows(StructlearnException.class, () -> ExpectedCountBic.soft(NAMES, q));
    assertTrue(e.getMessage().contains("'C', row 5"), e.getMessage());
    double[][][] r = posteriors(10, 4, false);
    r[1][0] = new double[] {0.2, 0.2};
    e = assertThrows(StructlearnException.class, () -> ExpectedCountBic.soft(NAMES, r));
    assertTrue(e.getMessage().contains("'B', row 1"), e.getMessage());
    assertThrows(StructlearnException.class, () -> ExpectedCountBic.soft(List.of("A"), r));
  }
}
