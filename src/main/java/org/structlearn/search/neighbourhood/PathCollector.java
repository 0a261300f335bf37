package org.structlearn.search.neighbourhood;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Collects the points of a penalty path and the λ schedule glmnet walks: the first penalty is
 * "infinite" (glmnet's {@code big}, the null model), the second {@code alf · λmax} with {@code alf
 * = max(eps, lambda.min.ratio)^(1/(nlambda − 1))}, each later one the previous times {@code alf};
 * or the user's penalties. When the path is computed, {@link #build} replaces the first penalty by
 * glmnet's {@code fix.lam} extrapolation.
 */
final class PathCollector {
  /** glmnet.control's {@code fdev}: the path ends when dev.ratio grows by less than this. */
  static final double FDEV = 1e-5;

  /** glmnet.control's {@code devmax}: the path ends when dev.ratio exceeds this. */
  static final double DEVMAX = 0.999;

  /** glmnet.control's {@code eps}: the smallest lambda.min.ratio used. */
  static final double EPS = 1e-6;

  /** glmnet.control's {@code big}: the "infinite" first penalty. */
  static final double BIG = 9.9e35;

  /** glmnet.control's {@code mnlam}: the fewest penalties before the path may end early. */
  static final int MNLAM = 5;

  /** glmnet.control's {@code pmin}: the smallest fitted probability. */
  static final double PMIN = 1e-9;

  /** glmnet.control's {@code exmx}: the largest linear predictor of a multinomial class. */
  static final double EXMX = 250.0;

  private final GlmnetSettings settings;
  private final double alf;
  private final double scale;
  private final List<Double> lambdas = new ArrayList<>();
  private final List<double[]> intercepts = new ArrayList<>();
  private final List<double[][]> betas = new ArrayList<>();
  private final List<Double> devRatios = new ArrayList<>();

  /**
   * @param scale the factor from the solver's penalty scale to the response's (glmnet's {@code ys}
   *     for a Gaussian response, 1 otherwise); user penalties are divided by it
   */
  PathCollector(GlmnetSettings settings, int rows, int predictors, double scale) {
    this.settings = settings;
    this.scale = scale;
    double flmin = settings.minRatio(rows, predictors);
    int nlam = settings.lambdaCount();
    this.alf = settings.userLambdas() ? 1.0 : Math.pow(Math.max(EPS, flmin), 1.0 / (nlam - 1.0));
  }

  /** The most penalties the path may have. */
  int count() {
    return settings.userLambdas() ? settings.lambdas().length : settings.lambdaCount();
  }

  /** True if the penalties are the user's (the path then never ends early). */
  boolean userLambdas() {
    return settings.userLambdas();
  }

  /**
   * The solver-scale penalty of point {@code m}.
   *
   * @param previous the penalty of point {@code m − 1}
   * @param lambdaMax the largest |gradient| over the predictors, read at {@code m = 1} only
   */
  double lambda(int m, double previous, double lambdaMax) {
    if (settings.userLambdas()) {
      return settings.lambdas()[m] / scale;
    }
    if (m == 0) {
      return BIG;
    }
    if (m == 1) {
      return alf * lambdaMax;
    }
    return previous * alf;
  }

  /**
   * The penalty of point {@code m} (as {@link #lambda}, with {@code lambdaMax} the largest
   * |gradient| over the used predictors at {@code m = 1}) after glmnet's sequential strong rule:
   * predictor {@code k} joins {@code strong} when its |gradient| exceeds 2λ − λ_previous
   * (Tibshirani et al. 2012).
   *
   * @param ga each predictor's |gradient| at the previous point's solution
   */
  double nextWithStrongRule(int m, double lambda, double[] ga, boolean[] used, boolean[] strong) {
    double previous = lambda;
    double lambdaMax = 0;
    if (m == 1 && !settings.userLambdas()) {
      for (int j = 0; j < ga.length; j++) {
        if (used[j]) {
          lambdaMax = Math.max(lambdaMax, ga[j]);
        }
      }
      previous = lambdaMax;
    }
    double next = lambda(m, lambda, lambdaMax);
    double tlam = 2.0 * next - previous;
    for (int k = 0; k < ga.length; k++) {
      if (!strong[k] && used[k] && ga[k] > tlam) {
        strong[k] = true;
      }
    }
    return next;
  }

  /** Adds a point, with its penalty on the solver's scale and coefficients on the data's. */
  void add(double lambda, double[] a0, double[][] beta, double devRatio) {
    lambdas.add(lambda * scale);
    intercepts.add(a0.clone());
    double[][] copy = new double[beta.length][];
    for (int k = 0; k < beta.length; k++) {
      copy[k] = beta[k].clone();
    }
    betas.add(copy);
    devRatios.add(devRatio);
  }

  /** The dev.ratio of the last point, or 0 before the first. */
  double lastDevRatio() {
    return devRatios.isEmpty() ? 0 : devRatios.get(devRatios.size() - 1);
  }

  /** Points so far. */
  int size() {
    return lambdas.size();
  }

  /**
   * True if a computed path may end after point {@code m} (0-based): glmnet fits at least {@link
   * #MNLAM} points, and all of the user's.
   */
  boolean mayEnd(int m) {
    return m + 1 >= Math.min(MNLAM, count()) && !settings.userLambdas();
  }

  /**
   * glmnet's early end of a computed path: dev.ratio grew by less than {@link #FDEV} (relative for
   * a Gaussian response: the caller passes the change it measures) or exceeds {@link #DEVMAX}.
   */
  static boolean ends(double change, double devRatio) {
    return change < FDEV || devRatio > DEVMAX;
  }

  LassoPath build(double nullDeviance, long passes, boolean complete) {
    int n = lambdas.size();
    double[] lam = new double[n];
    double[] dev = new double[n];
    for (int i = 0; i < n; i++) {
      lam[i] = lambdas.get(i);
      dev[i] = devRatios.get(i);
    }
    if (!settings.userLambdas() && n > 2) { // glmnet's fix.lam
      lam[0] = Math.exp(2 * Math.log(lam[1]) - Math.log(lam[2]));
    }
    return new LassoPath(
        lam,
        intercepts.toArray(new double[0][]),
        betas.toArray(new double[0][][]),
        dev,
        nullDeviance,
        passes,
        complete);
  }

  @Override
  public String toString() {
    return "PathCollector(" + settings + ", " + Arrays.toString(lambdas.toArray()) + ")";
  }
}
