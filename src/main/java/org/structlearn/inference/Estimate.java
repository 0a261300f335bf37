package org.structlearn.inference;

import java.util.Locale;

/**
 * A probability a {@link Query} computed, with its Monte Carlo standard error when it was sampled:
 * bnlearn's {@code cpquery} answer.
 *
 * @param value the probability
 * @param standardError its Monte Carlo standard error (0 when exact): for likelihood weighting the
 *     delta-method error of a ratio estimator, sqrt(sum w_i^2 (y_i - p)^2) / sum w_i (Kong 1992;
 *     Owen 2013, sec. 9.2); for logic sampling sqrt(p (1 - p) / accepted); for Gibbs, from batch
 *     means
 * @param method how it was computed
 * @param draws the draws made (0 when exact)
 * @param effectiveDraws the effective number of draws ((sum w)^2 / sum w^2; the accepted draws of
 *     logic sampling; 0 when exact)
 */
public record Estimate(
    double value, double standardError, QueryMethod method, long draws, double effectiveDraws) {

  /** An exact probability. */
  static Estimate exact(double value) {
    return new Estimate(value, 0, QueryMethod.EXACT, 0, 0);
  }

  /** Whether {@code other} lies within {@code k} standard errors of this estimate. */
  public boolean within(double other, double k) {
    return Math.abs(value - other) <= k * standardError;
  }

  @Override
  public String toString() {
    if (!method.isSampling()) {
      return String.format(Locale.ROOT, "%.6g (exact)", value);
    }
    return String.format(
        Locale.ROOT,
        "%.6g ± %.2g (%s, %,d draws, effective %,.0f)",
        value,
        standardError,
        method,
        draws,
        effectiveDraws);
  }
}
