package org.structlearn.score;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.stats.FamilyCounts;

/**
 * The log-likelihood skips empty cells and rows; this must change no bit: BIC and AIC of tables
 * that are mostly empty (a child of many levels), partly empty and full equal, with {@code ==}, the
 * plain sum that adds 0 ln 0 for every empty cell and row in table order.
 */
class DiscreteScoreEmptyCellsTest {

  private static double plainLogLikelihood(FamilyCounts c) {
    int r = c.levels();
    int[] t = c.counts();
    double sum = 0;
    for (int j = 0; j < c.rowsStored(); j++) {
      int nj = 0;
      for (int k = j * r; k < j * r + r; k++) {
        sum += t[k] == 0 ? 0.0 : t[k] * Math.log(t[k]);
        nj += t[k];
      }
      sum -= nj == 0 ? 0.0 : nj * Math.log(nj);
    }
    return sum;
  }

  @Test
  void skippingEmptyCellsChangesNoBit() {
    Dataset data = org.structlearn.BnlearnData.random(3, 1000, 1); // the formula needs only n
    DiscreteScore bic = new DiscreteScore(data, DiscreteScoreType.BIC, 1);
    DiscreteScore aic = new DiscreteScore(data, DiscreteScoreType.AIC, 1);
    SplittableRandom random = new SplittableRandom(5);
    for (int trial = 0; trial < 300; trial++) {
      int r = 2 + random.nextInt(99);
      int q = 1 + random.nextInt(60);
      double fill = new double[] {0.02, 0.3, 1.0}[trial % 3];
      int[] t = new int[q * r];
      int total = 0;
      for (int k = 0; k < t.length; k++) {
        if (random.nextDouble() < fill) {
          t[k] = 1 + random.nextInt(trial % 2 == 0 ? 3 : 40);
          total += t[k];
        }
      }
      FamilyCounts c = new FamilyCounts(r, q, q, t, total);
      double loglik = plainLogLikelihood(c);
      double freeParameters = (double) q * (r - 1);
      assertEquals(loglik - 0.5 * freeParameters * Math.log(1000), bic.fromCounts(c));
      assertEquals(loglik - freeParameters, aic.fromCounts(c));
    }
  }
}
