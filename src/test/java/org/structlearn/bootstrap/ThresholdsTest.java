package org.structlearn.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

class ThresholdsTest {
  @Test
  void l1DistanceIsTheIntegralOfTheCdfsDifference() {
    // strengths 0, 0, 0.5, 1: F = 1/2 on [0, 0.5), 3/4 on [0.5, 1)
    DoubleUnaryOperator l = Thresholds.l1Distance(new double[] {0, 0, 0.5, 1});
    assertEquals(0.5 * 0.5 + 0.5 * 0.75, l.applyAsDouble(0), 1e-15);
    assertEquals(0.5 * 0.5 + 0.5 * 0.25, l.applyAsDouble(1), 1e-15);
    assertEquals(0.5 * 0.1 + 0.5 * 0.15, l.applyAsDouble(0.6), 1e-15);
    // no knot at 0: F = 0 on [0, 0.2), 1 on [0.2, 1)
    DoubleUnaryOperator l2 = Thresholds.l1Distance(new double[] {0.2});
    assertEquals(0.2 * 0.3 + 0.8 * 0.7, l2.applyAsDouble(0.3), 1e-15);
  }

  @Test
  void quantileIsRsTypeOne() {
    double[] x = {0.1, 0.2, 0.3, 0.4};
    assertEquals(0.1, Thresholds.quantileType1(x, 0));
    assertEquals(0.2, Thresholds.quantileType1(x, 0.5)); // n p = 2 exactly: x(2)
    assertEquals(0.3, Thresholds.quantileType1(x, 0.51));
    assertEquals(0.4, Thresholds.quantileType1(x, 1));
  }

  @Test
  void brentFindsTheMinimumOfAParabola() {
    double x = Thresholds.brentMinimum(p -> (p - 0.3) * (p - 0.3), 0, 1, 1e-8);
    assertEquals(0.3, x, 1e-6);
  }

  @Test
  void thresholdOfHandComputedStrengths() {
    // F = 1/3 on [0, 0.5), 2/3 on [0.5, 1): L is flat on [1/3, 2/3], whose quantiles are all 0.5
    assertEquals(0.5, Thresholds.inclusion(new double[] {0, 0, 0, 0.5, 0.5, 0.5, 1, 1, 1}), 0);
    // nothing linked: F = 1 everywhere, p = 1, the threshold is the largest strength, 0
    assertEquals(0, Thresholds.inclusion(new double[] {0, 0, 0, 0}), 0);
    assertEquals(0, Thresholds.inclusion(new double[0]), 0);
    // everything always linked: F = 0 on [0, 1), p = 0, the threshold is the smallest strength
    assertEquals(1, Thresholds.inclusion(new double[] {1, 1, 1}), 0);
  }

  @Test
  void thresholdSeparatesTheTwoModes() {
    double[] s = {0, 0, 0, 0, 0, 0, 0.02, 0.05, 0.1, 0.9, 0.95, 1, 1};
    double t = Thresholds.inclusion(s);
    assertTrue(t >= 0.1 && t < 0.9, "threshold " + t);
  }

  @Test
  void refusesStrengthsOutsideTheUnitInterval() {
    assertThrows(IllegalArgumentException.class, () -> Thresholds.inclusion(new double[] {1.5}));
    assertThrows(
        IllegalArgumentException.class, () -> Thresholds.inclusion(new double[] {Double.NaN}));
  }
}
