package org.structlearn.search.neighbourhood;

import java.util.Arrays;
import java.util.Objects;
import org.structlearn.StructlearnException;

/**
 * Lasso paths as R's {@code glmnet} computes them (Friedman, Hastie and Tibshirani 2010,
 * "Regularization paths for generalized linear models via coordinate descent", J. Stat. Softw.
 * 33(1); glmnet 4.1): coordinate descent on the penalised log-likelihood along a decreasing
 * sequence of penalties with warm starts, for a Gaussian, binomial or multinomial response, with
 * glmnet's conventions and defaults: {@code alpha = 1} (lasso), {@code standardize = TRUE}
 * (predictors standardised with divisor n, coefficients reported on their own scale), an
 * unpenalised intercept, the penalty path from {@code λmax} (the smallest penalty at which every
 * coefficient is zero, from the data) down to {@code lambda.min.ratio · λmax} in {@code nlambda}
 * log-equal steps, its first penalty reported as {@code fix.lam} does, the convergence threshold
 * {@code thresh}, the sequential strong rule with KKT checks, and the early end of the path
 * (glmnet.control's {@code fdev = 1e-5}: the fraction of deviance explained grew by less; {@code
 * devmax = 0.999}: it exceeds that; never before 5 penalties).
 *
 * <p>No Java library on Maven Central reproduces this: Smile (GPL) solves the linear lasso by an
 * interior-point method and its logistic regression has only an l2 penalty; Tribuo's
 * ElasticNetCDTrainer is a squared-loss coordinate descent at one penalty, without a path or a
 * logistic loss; liblinear-java solves l1-penalised logistic regression at one cost parameter,
 * penalising the intercept, on unstandardised data; Spark MLlib's (OWL-QN) and H2O's GLM are large
 * frameworks with their own paths and tolerances. The solvers here were written from the paper and
 * from reading glmnet's C++ and Mortran source (see each: {@link BinomialPath}, {@link
 * GaussianPath}, {@link MultinomialPath}), following its order of updates and its tests so that the
 * paths agree with R's to within the convergence threshold (checked in {@code
 * scripts/peers/neighbourhood-reference.R}).
 *
 * <p>Predictors are columns {@code x[j][i]} (predictor j, row i), all with the same number of rows,
 * finite. A predictor constant in the data gets coefficient 0, as in glmnet. Cost: each pass is O(n
 * · |strong set|); with the covariance updates of the Gaussian case O(|active| · p) per pass plus
 * O(n · p) once per predictor that becomes active.
 */
public final class Glmnet {
  private Glmnet() {}

  /**
   * R's {@code glmnet(x, y, family = "binomial")}: the path of a logistic regression of {@code y}
   * (each 0 or 1; the model is of P(y = 1)).
   *
   * @throws StructlearnException if y has fewer than two rows of either value (glmnet refuses a
   *     class of one row), or the sizes do not match
   */
  public static LassoPath binomial(double[][] x, int[] y, GlmnetSettings settings) {
    check(x, y.length, settings);
    double[] yy = new double[y.length];
    int ones = 0;
    for (int i = 0; i < y.length; i++) {
      if (y[i] != 0 && y[i] != 1) {
        throw new StructlearnException(
            "a binomial response is 0 or 1, row " + (i + 1) + " is " + y[i]);
      }
      yy[i] = y[i];
      ones += y[i];
    }
    requireClassSize(Math.min(ones, y.length - ones), "binomial");
    return BinomialPath.fit(x, yy, settings, Thread.currentThread(), () -> "glmnet binomial");
  }

  /**
   * R's {@code glmnet(x, y)} (family gaussian, covariance updates): the path of a linear regression
   * of {@code y}.
   *
   * @throws StructlearnException if y is constant or the sizes do not match
   */
  public static LassoPath gaussian(double[][] x, double[] y, GlmnetSettings settings) {
    check(x, y.length, settings);
    for (double v : y) {
      if (!Double.isFinite(v)) {
        throw new StructlearnException("the response has a value that is not finite: " + v);
      }
    }
    return GaussianPath.fit(
        x, y.clone(), settings, Thread.currentThread(), () -> "glmnet gaussian");
  }

  /**
   * R's {@code glmnet(x, factor(y), family = "multinomial")}: the path of a multinomial regression
   * of {@code y}, whose values are the classes 0 .. classes − 1 (every class must occur at least
   * twice, as glmnet requires).
   *
   * @throws StructlearnException if a class occurs fewer than twice or the sizes do not match
   */
  public static LassoPath multinomial(double[][] x, int[] y, int classes, GlmnetSettings settings) {
    check(x, y.length, settings);
    double[][] ind = new double[classes][y.length];
    int[] count = new int[classes];
    for (int i = 0; i < y.length; i++) {
      if (y[i] < 0 || y[i] >= classes) {
        throw new StructlearnException(
            "a class is 0.." + (classes - 1) + ", row " + (i + 1) + " is " + y[i]);
      }
      ind[y[i]][i] = 1;
      count[y[i]]++;
    }
    requireClassSize(Arrays.stream(count).min().orElse(0), "multinomial");
    return MultinomialPath.fit(
        x, ind, settings, Thread.currentThread(), () -> "glmnet multinomial");
  }

  private static void requireClassSize(int smallest, String family) {
    if (smallest <= 1) {
      throw new StructlearnException(
          "one "
              + family
              + " class has 1 or 0 observations; glmnet does not allow it (give every class at"
              + " least two rows)");
    }
  }

  private static void check(double[][] x, int rows, GlmnetSettings settings) {
    Objects.requireNonNull(settings, "settings");
    if (rows < 2) {
      throw new StructlearnException("glmnet needs at least two rows, got " + rows);
    }
    for (int j = 0; j < x.length; j++) {
      if (x[j].length != rows) {
        throw new StructlearnException(
            "predictor " + (j + 1) + " has " + x[j].length + " rows, the response " + rows);
      }
      for (double v : x[j]) {
        if (!Double.isFinite(v)) {
          throw new StructlearnException(
              "predictor " + (j + 1) + " has a value that is not finite: " + v);
        }
      }
    }
  }

  /**
   * glmnet's {@code elc} for {@code alpha = 1}: the shift of a predictor's class coefficients that
   * minimises their l1 norm: the mean of two, else the median (the first if all are equal).
   */
  static double median(double[] a) {
    int m = a.length;
    if (m == 2) {
      return (a[0] + a[1]) / m;
    }
    double[] s = a.clone();
    Arrays.sort(s);
    if (s[0] == s[m - 1]) {
      return a[0];
    }
    return m % 2 == 1 ? s[m / 2] : 0.5 * (s[m / 2] + s[m / 2 - 1]);
  }
}
