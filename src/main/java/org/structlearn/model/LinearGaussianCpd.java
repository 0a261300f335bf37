package org.structlearn.model;

import java.util.Arrays;

/**
 * The conditional distribution of one continuous node given its parents in a linear Gaussian
 * network: {@code X = b0 + sum_k b_k * parent_k + e}, {@code e ~ N(0, sd^2)} (Koller and Friedman
 * 2009, sec. 7.2; bnlearn's {@code bn.fit.gnode}). An immutable value.
 *
 * <p>The parents are node indices sorted ascending (the parent order of the {@link
 * org.structlearn.graph.Dag}); {@code coefficients[i]} belongs to {@code parents[i]}. The intercept
 * and coefficients are finite; the residual standard deviation is finite and {@code > 0} (a zero
 * variance would make the density a point mass and the log-likelihood infinite).
 *
 * <p>Two tables are equal when parents, intercept, coefficients and sd are equal, numbers compared
 * bit for bit (as {@link Double#equals(Object)}).
 */
public final class LinearGaussianCpd {
  private static final double LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);

  private final double intercept;
  private final int[] parents;
  private final double[] coefficients;
  private final double sd;

  private LinearGaussianCpd(double intercept, int[] parents, double[] coefficients, double sd) {
    this.intercept = intercept;
    this.parents = parents;
    this.coefficients = coefficients;
    this.sd = sd;
  }

  /**
   * A node without parents: {@code X ~ N(mean, sd^2)}.
   *
   * @throws ModelException if {@code mean} is not finite or {@code sd} is not a finite number > 0
   */
  public static LinearGaussianCpd root(double mean, double sd) {
    return of(mean, new int[0], new double[0], sd);
  }

  /**
   * A node with parents.
   *
   * @param intercept {@code b0}, finite
   * @param parents parent node indices, sorted ascending and distinct
   * @param coefficients one finite coefficient per parent, in parent order
   * @param sd residual standard deviation, finite and {@code > 0}
   * @throws ModelException naming the bad value
   */
  public static LinearGaussianCpd of(
      double intercept, int[] parents, double[] coefficients, double sd) {
    if (parents.length != coefficients.length) {
      throw new ModelException(
          parents.length
              + " parents but "
              + coefficients.length
              + " coefficients; give one coefficient per parent");
    }
    for (int i = 0; i < parents.length; i++) {
      if (parents[i] < 0 || (i > 0 && parents[i] <= parents[i - 1])) {
        throw new ModelException(
            "parents must be node indices >= 0, sorted ascending and distinct, were "
                + Arrays.toString(parents));
      }
      if (!Double.isFinite(coefficients[i])) {
        throw new ModelException(
            "coefficient " + (i + 1) + " is " + coefficients[i] + "; it must be finite");
      }
    }
    if (!Double.isFinite(intercept)) {
      throw new ModelException("the intercept is " + intercept + "; it must be finite");
    }
    if (!(sd > 0) || Double.isInfinite(sd)) {
      throw new ModelException(
          "the residual standard deviation is " + sd + "; it must be a finite number > 0");
    }
    return new LinearGaussianCpd(intercept, parents.clone(), coefficients.clone(), sd);
  }

  /** The intercept {@code b0}. */
  public double intercept() {
    return intercept;
  }

  /** The parent node indices, ascending (a copy). */
  public int[] parents() {
    return parents.clone();
  }

  /** The coefficients in parent order (a copy). */
  public double[] coefficients() {
    return coefficients.clone();
  }

  /** The coefficient of the {@code i}-th parent (in ascending parent order). */
  public double coefficient(int i) {
    return coefficients[i];
  }

  /** Number of parents. */
  public int parentCount() {
    return parents.length;
  }

  /** The residual standard deviation. */
  public double sd() {
    return sd;
  }

  /** The residual variance {@code sd^2}. */
  public double variance() {
    return sd * sd;
  }

  /** Free parameters: the intercept, one coefficient per parent and the variance. */
  public int parameterCount() {
    return parents.length + 2;
  }

  /**
   * The conditional mean {@code b0 + sum_k b_k * parentValues[k]}.
   *
   * @param parentValues the parents' values in parent order
   */
  public double mean(double[] parentValues) {
    double m = intercept;
    for (int i = 0; i < coefficients.length; i++) {
      m += coefficients[i] * parentValues[i];
    }
    return m;
  }

  /** The natural log of the normal density of {@code x} around {@code mean} with this sd. */
  public double logDensity(double x, double mean) {
    double z = (x - mean) / sd;
    return -LOG_SQRT_2PI - Math.log(sd) - 0.5 * z * z;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LinearGaussianCpd c
        && Double.compare(intercept, c.intercept) == 0
        && Double.compare(sd, c.sd) == 0
        && Arrays.equals(parents, c.parents)
        && Arrays.equals(coefficients, c.coefficients);
  }

  @Override
  public int hashCode() {
    int h = Double.hashCode(intercept);
    h = 31 * h + Double.hashCode(sd);
    h = 31 * h + Arrays.hashCode(parents);
    return 31 * h + Arrays.hashCode(coefficients);
  }

  /** E.g. {@code N(2 + 2 * [0] + 2 * [1], 0.5^2)}, parents by index. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("N(").append(intercept);
    for (int i = 0; i < parents.length; i++) {
      sb.append(" + ").append(coefficients[i]).append(" * [").append(parents[i]).append(']');
    }
    return sb.append(", ").append(sd).append("^2)").toString();
  }
}
