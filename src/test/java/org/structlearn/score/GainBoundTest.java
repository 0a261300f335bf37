package org.structlearn.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;

/**
 * {@link DiscreteScore#gainBound} is an upper bound of the exact gain of one more parent for the
 * log-likelihood, AIC and BIC (checked on seeded random families of alarm's first 1,000 rows and of
 * its first 300, where more of the bounds fall below zero), and {@code +∞} for the Bayesian scores.
 */
class GainBoundTest {

  private static void checkBounds(Dataset d, DiscreteScoreType type, long seed) {
    DiscreteScore s = new DiscreteScore(d, type, 1);
    SplittableRandom rnd = new SplittableRandom(seed);
    int n = d.columns();
    int negative = 0;
    for (int t = 0; t < 400; t++) {
      int node = rnd.nextInt(n);
      int[] parents = rnd.ints(rnd.nextInt(4), 0, n).filter(p -> p != node).distinct().toArray();
      Arrays.sort(parents);
      int added = rnd.nextInt(n);
      if (added == node || Arrays.binarySearch(parents, added) >= 0) {
        continue;
      }
      int[] larger = Arrays.copyOf(parents, parents.length + 1);
      larger[parents.length] = added;
      Arrays.sort(larger);
      double current = s.local(node, parents);
      double gain = s.local(node, larger) - current;
      double bound = s.gainBound(node, parents, added, current);
      assertTrue(
          gain <= bound, type + " " + node + " | " + Arrays.toString(parents) + " + " + added);
      negative += bound < 0 ? 1 : 0;
    }
    assertTrue(type != DiscreteScoreType.BIC || negative > 0, "some BIC bounds fall below zero");
  }

  @Test
  void boundsTheGainOfOneMoreParent() {
    Dataset alarm = BnlearnData.data("alarm", 1000);
    Dataset wide = BnlearnData.data("alarm", 300);
    for (DiscreteScoreType type :
        new DiscreteScoreType[] {
          DiscreteScoreType.BIC, DiscreteScoreType.AIC, DiscreteScoreType.LOGLIK
        }) {
      checkBounds(alarm, type, 1);
      checkBounds(wide, type, 2);
    }
  }

  @Test
  void bayesianScoresHaveNoBound() {
    Dataset d = BnlearnData.data("alarm", 500);
    for (DiscreteScoreType type :
        new DiscreteScoreType[] {
          DiscreteScoreType.BDEU, DiscreteScoreType.BDS, DiscreteScoreType.K2
        }) {
      DiscreteScore s = new DiscreteScore(d, type, 1);
      assertEquals(
          Double.POSITIVE_INFINITY, s.gainBound(0, new int[] {1}, 2, s.local(0, new int[] {1})));
    }
  }
}
