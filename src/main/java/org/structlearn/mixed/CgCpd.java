package org.structlearn.mixed;

import java.util.Arrays;
import org.structlearn.model.ModelException;

/**
 * The conditional distribution of a continuous node in a conditional linear Gaussian network: for
 * each configuration of its discrete parents, a linear Gaussian regression on its continuous
 * parents, {@code X = b0[c] + Σ_k b_k[c] · z_k + N(0, sd[c]²)} (bnlearn's {@code bn.fit.cgnode}; a
 * node without discrete parents has one configuration, bnlearn's {@code bn.fit.gnode}). An
 * immutable value.
 *
 * <p>Parents are node indices sorted ascending, the discrete and the continuous ones apart. A
 * configuration is a mixed-radix index over the discrete parents, the first varying fastest (as
 * bnlearn orders them). A configuration with no parameters (one no training row had, which bnlearn
 * leaves NA) has NaN for all of them; {@link #identified(int)} says which have. An sd of 0 is a
 * point mass (bnlearn's fit of a configuration with at most k + 1 rows).
 */
public final class CgCpd {
  private static final double LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);

  private final int[] discreteParents;
  private final int[] discreteCardinalities;
  private final int[] continuousParents;
  private final double[][] coefficients; // per configuration: intercept, then one per parent
  private final double[] sd;

  private CgCpd(int[] dp, int[] dc, int[] cp, double[][] coefficients, double[] sd) {
    this.discreteParents = dp;
    this.discreteCardinalities = dc;
    this.continuousParents = cp;
    this.coefficients = coefficients;
    this.sd = sd;
  }

  /**
   * A conditional Gaussian distribution.
   *
   * @param discreteParents discrete parent nodes, sorted ascending and distinct
   * @param discreteCardinalities their numbers of levels
   * @param continuousParents continuous parent nodes, sorted ascending and distinct
   * @param coefficients one row per configuration (the product of the cardinalities, 1 without
   *     discrete parents): the intercept, then one coefficient per continuous parent; all finite,
   *     or all NaN for a configuration without parameters
   * @param sd one residual standard deviation per configuration: finite and ≥ 0, or NaN with the
   *     row
   * @throws ModelException naming what is wrong
   */
  public static CgCpd of(
      int[] discreteParents,
      int[] discreteCardinalities,
      int[] continuousParents,
      double[][] coefficients,
      double[] sd) {
    checkSorted(discreteParents, "discrete parents");
    checkSorted(continuousParents, "continuous parents");
    if (discreteParents.length != discreteCardinalities.length) {
      throw new ModelException("one cardinality per discrete parent is needed");
    }
    long q = 1;
    for (int c : discreteCardinalities) {
      if (c < 1) {
        throw new ModelException("a discrete parent needs at least one level, had " + c);
      }
      q *= c;
      if (q > Integer.MAX_VALUE) {
        throw new ModelException("the discrete parents have more than 2^31 configurations");
      }
    }
    if (coefficients.length != q || sd.length != q) {
      throw new ModelException(
          q
              + " configurations of the discrete parents, but "
              + coefficients.length
              + " rows of coefficients and "
              + sd.length
              + " sds");
    }
    double[][] copy = new double[(int) q][];
    for (int c = 0; c < q; c++) {
      copy[c] = checkRow(c, coefficients[c], sd[c], continuousParents.length);
    }
    return new CgCpd(
        discreteParents.clone(),
        discreteCardinalities.clone(),
        continuousParents.clone(),
        copy,
        sd.clone());
  }

  /** A copy of configuration {@code c}'s coefficients, checked with its sd. */
  private static double[] checkRow(int c, double[] row, double sd, int k) {
    if (row.length != k + 1) {
      throw new ModelException(
          "configuration "
              + c
              + " has "
              + row.length
              + " coefficients; give the intercept and"
              + " one per continuous parent ("
              + (k + 1)
              + ")");
    }
    boolean none = Double.isNaN(sd);
    for (double b : row) {
      if (none ? !Double.isNaN(b) : !Double.isFinite(b)) {
        throw new ModelException(
            "configuration "
                + c
                + ": coefficients must be finite, or all NaN with a NaN sd,"
                + " were "
                + Arrays.toString(row)
                + " with sd "
                + sd);
      }
    }
    if (!none && (!(sd >= 0) || Double.isInfinite(sd))) {
      throw new ModelException(
          "configuration " + c + ": the sd is " + sd + "; it must be a finite number >= 0");
    }
    return row.clone();
  }

  private static void checkSorted(int[] a, String what) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] < 0 || (i > 0 && a[i] <= a[i - 1])) {
        throw new ModelException(
            what + " must be node indices >= 0, sorted and distinct, were " + Arrays.toString(a));
      }
    }
  }

  public int[] discreteParents() {
    return discreteParents.clone();
  }

  public int[] discreteCardinalities() {
    return discreteCardinalities.clone();
  }

  public int[] continuousParents() {
    return continuousParents.clone();
  }

  /** Number of configurations of the discrete parents (1 without). */
  public int configurations() {
    return sd.length;
  }

  /** The configuration of these discrete parent codes (in discrete-parent order). */
  public int configuration(int[] codes) {
    int c = 0;
    for (int i = codes.length - 1; i >= 0; i--) {
      c = c * discreteCardinalities[i] + codes[i];
    }
    return c;
  }

  /** Whether configuration {@code c} has parameters. */
  public boolean identified(int c) {
    return !Double.isNaN(sd[c]);
  }

  /** The intercept of configuration {@code c}. */
  public double intercept(int c) {
    return coefficients[c][0];
  }

  /** The coefficient of continuous parent {@code i} (in continuous-parent order) in {@code c}. */
  public double coefficient(int c, int i) {
    return coefficients[c][i + 1];
  }

  /** The residual standard deviation of configuration {@code c}. */
  public double sd(int c) {
    return sd[c];
  }

  /** The mean of configuration {@code c} given the continuous parents' values, in order. */
  public double mean(int c, double[] parentValues) {
    double m = coefficients[c][0];
    for (int i = 0; i < parentValues.length; i++) {
      m += coefficients[c][i + 1] * parentValues[i];
    }
    return m;
  }

  /** ln N(x; mean, sd[c]²); with sd 0, +∞ at the mean and −∞ elsewhere (R's dnorm). */
  public double logDensity(int c, double x, double mean) {
    double s = sd[c];
    if (s == 0) {
      return x == mean ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
    }
    double z = (x - mean) / s;
    return -LOG_SQRT_2PI - Math.log(s) - 0.5 * z * z;
  }

  /** bnlearn's number of parameters: (continuous parents + 2) per configuration. */
  public int parameterCount() {
    return configurations() * (continuousParents.length + 2);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CgCpd c
        && Arrays.equals(discreteParents, c.discreteParents)
        && Arrays.equals(discreteCardinalities, c.discreteCardinalities)
        && Arrays.equals(continuousParents, c.continuousParents)
        && Arrays.deepEquals(coefficients, c.coefficients)
        && Arrays.equals(sd, c.sd);
  }

  @Override
  public int hashCode() {
    return Arrays.deepHashCode(coefficients) * 31 + Arrays.hashCode(sd);
  }

  @Override
  public String toString() {
    return "CgCpd(discrete parents "
        + Arrays.toString(discreteParents)
        + ", continuous parents "
        + Arrays.toString(continuousParents)
        + ", "
        + configurations()
        + " configurations)";
  }
}
