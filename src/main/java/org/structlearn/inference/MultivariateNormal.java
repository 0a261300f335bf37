package org.structlearn.inference;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The joint posterior of several continuous variables of a linear Gaussian network given the
 * evidence: a multivariate normal distribution.
 *
 * @param variables the variables' names
 * @param mean the mean vector
 * @param covariance the covariance matrix (symmetric, positive semi-definite)
 */
public record MultivariateNormal(List<String> variables, double[] mean, double[][] covariance) {
  public MultivariateNormal {
    variables = List.copyOf(variables);
    mean = mean.clone();
    covariance = Arrays.stream(covariance).map(double[]::clone).toArray(double[][]::new);
  }

  @Override
  public double[] mean() {
    return mean.clone();
  }

  @Override
  public double[][] covariance() {
    return Arrays.stream(covariance).map(double[]::clone).toArray(double[][]::new);
  }

  /** The correlation of two of the variables. */
  public double correlation(String a, String b) {
    int i = variables.indexOf(a);
    int j = variables.indexOf(b);
    if (i < 0 || j < 0) {
      throw new IllegalArgumentException("variables are " + variables + ", asked " + a + ", " + b);
    }
    return covariance[i][j] / Math.sqrt(covariance[i][i] * covariance[j][j]);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MultivariateNormal m
        && variables.equals(m.variables)
        && Arrays.equals(mean, m.mean)
        && Arrays.deepEquals(covariance, m.covariance);
  }

  @Override
  public int hashCode() {
    return variables.hashCode() * 31 + Arrays.hashCode(mean);
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("N(" + String.join(", ", variables) + " | evidence):");
    for (int i = 0; i < mean.length; i++) {
      b.append(
          String.format(
              Locale.ROOT,
              "%n  %s mean %.6g sd %.6g",
              variables.get(i),
              mean[i],
              Math.sqrt(covariance[i][i])));
    }
    return b.toString();
  }
}
