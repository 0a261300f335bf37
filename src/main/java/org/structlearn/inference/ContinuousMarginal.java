package org.structlearn.inference;

import java.util.Arrays;
import java.util.Locale;

/**
 * The posterior distribution of one continuous variable given the evidence: a mixture of normal
 * distributions. A linear Gaussian network gives one component; a conditional Gaussian network
 * gives one per configuration of the discrete variables it depends on (once those networks can be
 * queried).
 *
 * @param variable the variable's name
 * @param weights the components' weights, summing to 1
 * @param means the components' means
 * @param sds the components' standard deviations (0 for a variable that is observed)
 */
public record ContinuousMarginal(String variable, double[] weights, double[] means, double[] sds) {
  public ContinuousMarginal {
    weights = weights.clone();
    means = means.clone();
    sds = sds.clone();
    if (weights.length == 0 || means.length != weights.length || sds.length != weights.length) {
      throw new IllegalArgumentException(variable + ": components' weights, means, sds differ");
    }
  }

  /** A single normal distribution. */
  static ContinuousMarginal normal(String variable, double mean, double sd) {
    return new ContinuousMarginal(
        variable, new double[] {1}, new double[] {mean}, new double[] {sd});
  }

  @Override
  public double[] weights() {
    return weights.clone();
  }

  @Override
  public double[] means() {
    return means.clone();
  }

  @Override
  public double[] sds() {
    return sds.clone();
  }

  /** The mean of the mixture. */
  public double mean() {
    double m = 0;
    for (int i = 0; i < weights.length; i++) {
      m += weights[i] * means[i];
    }
    return m;
  }

  /** The standard deviation of the mixture. */
  public double sd() {
    double m = mean();
    double v = 0;
    for (int i = 0; i < weights.length; i++) {
      double d = means[i] - m;
      v += weights[i] * (sds[i] * sds[i] + d * d);
    }
    return Math.sqrt(v);
  }

  /** The density at x. */
  public double density(double x) {
    double p = 0;
    for (int i = 0; i < weights.length; i++) {
      double z = (x - means[i]) / sds[i];
      p += weights[i] * Math.exp(-0.5 * z * z) / (sds[i] * Math.sqrt(2 * Math.PI));
    }
    return p;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ContinuousMarginal c
        && variable.equals(c.variable)
        && Arrays.equals(weights, c.weights)
        && Arrays.equals(means, c.means)
        && Arrays.equals(sds, c.sds);
  }

  @Override
  public int hashCode() {
    return variable.hashCode() * 31 + Arrays.hashCode(means);
  }

  @Override
  public String toString() {
    return weights.length == 1
        ? String.format(
            Locale.ROOT, "%s | evidence ~ N(mean %.6g, sd %.6g)", variable, means[0], sds[0])
        : String.format(
            Locale.ROOT,
            "%s | evidence ~ mixture of %d normals (mean %.6g, sd %.6g)",
            variable,
            weights.length,
            mean(),
            sd());
  }
}
