package org.structlearn.search.neighbourhood;

import java.util.Arrays;
import java.util.Locale;

/**
 * A fitted penalty path, as R's {@code glmnet} returns it: for each penalty λ (decreasing) the
 * intercepts and coefficients on the predictors' own scale, and the fraction of the null deviance
 * explained.
 *
 * <p>With a computed path, the first λ is glmnet's {@code fix.lam} extrapolation {@code exp(2 log
 * λ₂ − log λ₃)} (the fit there is the null model, all coefficients zero), as {@code
 * glmnet(...)$lambda} reports it.
 *
 * @param lambdas the penalties, decreasing; one per fitted point
 * @param intercepts {@code intercepts[l][k]}: the intercept of response class {@code k} at λ number
 *     {@code l} (one class for Gaussian and binomial responses, where it is {@code a0}; for a
 *     multinomial response glmnet's symmetric parametrisation, whose intercepts sum to zero)
 * @param betas {@code betas[l][k][j]}: the coefficient of predictor {@code j} for class {@code k}
 *     at λ number {@code l}, on the predictor's scale (glmnet's {@code beta}); 0 for a predictor
 *     that is constant in the data
 * @param devRatios glmnet's {@code dev.ratio} at each λ: 1 − deviance / null deviance
 * @param nullDeviance glmnet's {@code nulldev}
 * @param passes glmnet's {@code npasses}: passes over the coefficients over the whole path
 * @param complete false if the passes ran out ({@link GlmnetSettings#maxPasses()}) and the path
 *     stops at the last λ that converged, as glmnet's does with its warning
 */
public record LassoPath(
    double[] lambdas,
    double[][] intercepts,
    double[][][] betas,
    double[] devRatios,
    double nullDeviance,
    long passes,
    boolean complete) {

  /** Number of penalties fitted. */
  public int size() {
    return lambdas.length;
  }

  /** Number of response classes (1 unless multinomial). */
  public int classes() {
    return intercepts.length == 0 ? 1 : intercepts[0].length;
  }

  /** Number of predictors. */
  public int predictors() {
    return betas.length == 0 ? 0 : betas[0][0].length;
  }

  /**
   * True if predictor {@code j} has a non-zero coefficient for some class at λ number {@code l}.
   */
  public boolean nonZero(int l, int j) {
    for (double[] b : betas[l]) {
      if (b[j] != 0) {
        return true;
      }
    }
    return false;
  }

  /** Predictors with a non-zero coefficient (for some class) at λ number {@code l}: glmnet's df. */
  public int df(int l) {
    int count = 0;
    for (int j = 0; j < predictors(); j++) {
      if (nonZero(l, j)) {
        count++;
      }
    }
    return count;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LassoPath p
        && Arrays.equals(lambdas, p.lambdas)
        && Arrays.deepEquals(intercepts, p.intercepts)
        && Arrays.deepEquals(betas, p.betas)
        && Arrays.equals(devRatios, p.devRatios)
        && Double.compare(nullDeviance, p.nullDeviance) == 0
        && passes == p.passes
        && complete == p.complete;
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(lambdas) * 31 + Arrays.deepHashCode(betas);
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "LassoPath(%d penalties from %.4g to %.4g, %d predictors, %d class(es), dev.ratio up to"
            + " %.4f, %d passes%s)",
        size(),
        size() == 0 ? Double.NaN : lambdas[0],
        size() == 0 ? Double.NaN : lambdas[size() - 1],
        predictors(),
        classes(),
        size() == 0 ? Double.NaN : devRatios[size() - 1],
        passes,
        complete ? "" : ", incomplete: passes ran out");
  }
}
