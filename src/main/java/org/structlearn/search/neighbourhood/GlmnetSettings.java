package org.structlearn.search.neighbourhood;

import java.util.Arrays;

/**
 * How a penalty path is computed: the arguments of R's {@code glmnet(...)} that this package uses,
 * with glmnet's defaults (Friedman, Hastie and Tibshirani 2010; glmnet 4.1).
 *
 * @param lambdaCount glmnet's {@code nlambda}: the most penalties on the path, in 1..{@value
 *     #MAX_LAMBDA_COUNT} (default 100). The path may end earlier, as glmnet's does (see {@link
 *     Glmnet})
 * @param lambdaMinRatio glmnet's {@code lambda.min.ratio}: the smallest penalty as a fraction of
 *     the largest, in (0, 1); NaN (the default) for glmnet's default, 1e-4 when there are at least
 *     as many rows as predictors and 0.01 otherwise
 * @param threshold glmnet's {@code thresh}: coordinate descent at one penalty stops when no
 *     coefficient update changed the objective by more than this times the null deviance (default
 *     1e-7), > 0
 * @param maxPasses glmnet's {@code maxit}: the most passes over the coefficients over the whole
 *     path (default 100,000), >= 1; the path ends, with {@link LassoPath#complete()} false, at the
 *     penalty where they run out, as glmnet's does (with its warning)
 * @param lambdas glmnet's {@code lambda}: penalties to use instead of the computed path, strictly
 *     decreasing and > 0, on the response's scale; empty (the default) for the computed path
 */
public record GlmnetSettings(
    int lambdaCount, double lambdaMinRatio, double threshold, int maxPasses, double[] lambdas) {

  /** glmnet's {@code thresh} default. */
  public static final double DEFAULT_THRESHOLD = 1e-7;

  /** glmnet's {@code maxit} default. */
  public static final int DEFAULT_MAX_PASSES = 100_000;

  /**
   * The most penalties on a path: glmnet has no bound, but each node keeps its whole path (one
   * coefficient vector per penalty), and a path this long already ends by glmnet's own rule (the
   * deviance explained changes by less than 1e-5 between neighbouring penalties) long before.
   */
  public static final int MAX_LAMBDA_COUNT = 10_000;

  /** Validates the settings, naming the bad value. */
  public GlmnetSettings {
    if (lambdaCount < 1 || lambdaCount > MAX_LAMBDA_COUNT) {
      throw new IllegalArgumentException(
          "lambdaCount must be in 1..10000 (glmnet's nlambda), was " + lambdaCount);
    }
    if (!Double.isNaN(lambdaMinRatio) && !(lambdaMinRatio > 0 && lambdaMinRatio < 1)) {
      throw new IllegalArgumentException(
          "lambdaRatio must be in (0, 1) (glmnet's lambda.min.ratio), was " + lambdaMinRatio);
    }
    if (!(threshold > 0) || Double.isInfinite(threshold)) {
      throw new IllegalArgumentException("threshold must be > 0, was " + threshold);
    }
    if (maxPasses < 1) {
      throw new IllegalArgumentException("maxPasses must be >= 1, was " + maxPasses);
    }
    lambdas = lambdas == null ? new double[0] : lambdas.clone();
    for (int i = 0; i < lambdas.length; i++) {
      if (!(lambdas[i] > 0) || Double.isInfinite(lambdas[i])) {
        throw new IllegalArgumentException("lambda must be > 0 and finite, was " + lambdas[i]);
      }
      if (i > 0 && !(lambdas[i] < lambdas[i - 1])) {
        throw new IllegalArgumentException(
            "lambdas must be strictly decreasing, was " + Arrays.toString(lambdas));
      }
    }
  }

  /** glmnet's defaults: 100 penalties, its lambda.min.ratio, thresh 1e-7, maxit 100,000. */
  public static GlmnetSettings defaults() {
    return new GlmnetSettings(100, Double.NaN, DEFAULT_THRESHOLD, DEFAULT_MAX_PASSES, null);
  }

  /** These settings with a computed path of {@code count} penalties down to {@code ratio}. */
  public GlmnetSettings withPath(int count, double ratio) {
    return new GlmnetSettings(count, ratio, threshold, maxPasses, null);
  }

  /** These settings with the given penalties instead of a computed path. */
  public GlmnetSettings withLambdas(double... values) {
    return new GlmnetSettings(lambdaCount, lambdaMinRatio, threshold, maxPasses, values);
  }

  /** True if the penalties are given ({@link #lambdas()} not empty). */
  public boolean userLambdas() {
    return lambdas.length > 0;
  }

  /** The penalties given (a copy). */
  @Override
  public double[] lambdas() {
    return lambdas.clone();
  }

  /** The lambda.min.ratio for {@code rows} rows and {@code predictors} predictors. */
  double minRatio(int rows, int predictors) {
    if (!Double.isNaN(lambdaMinRatio)) {
      return lambdaMinRatio;
    }
    return rows < predictors ? 1e-2 : 1e-4;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GlmnetSettings s
        && lambdaCount == s.lambdaCount
        && Double.compare(lambdaMinRatio, s.lambdaMinRatio) == 0
        && Double.compare(threshold, s.threshold) == 0
        && maxPasses == s.maxPasses
        && Arrays.equals(lambdas, s.lambdas);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(lambdas) * 31
        + Double.hashCode(lambdaMinRatio) * 17
        + Double.hashCode(threshold)
        + lambdaCount
        + maxPasses;
  }

  @Override
  public String toString() {
    return "nlambda="
        + lambdaCount
        + ", lambda.min.ratio="
        + (Double.isNaN(lambdaMinRatio) ? "glmnet's default" : lambdaMinRatio)
        + ", thresh="
        + threshold
        + ", maxit="
        + maxPasses
        + (lambdas.length == 0 ? "" : ", lambda=" + Arrays.toString(lambdas));
  }
}
