package org.structlearn.model;

import java.util.Arrays;

/**
 * A log-linear factor of a {@link MarkovNetwork}: a table of log-potentials over the variables of
 * its scope (network indices, in the order given), the last scope variable varying fastest, as in
 * the UAI format. Entry {@code i} belongs to the configuration whose mixed-radix index is {@code
 * i}. A log-potential may be {@code -infinity} (a potential of 0), never NaN or {@code +infinity},
 * and at least one entry is finite: a factor whose every potential is 0 gives every state
 * probability 0, so no distribution.
 *
 * <p>Immutable: the arrays are copied in and out.
 */
public final class LogFactor {
  private final int[] scope;
  private final int[] cardinalities;
  private final int[] strides;
  private final double[] logValues;

  /**
   * @param scope distinct variable indices
   * @param cardinalities the levels of each scope variable, >= 1
   * @param logValues the product of the cardinalities many log-potentials
   * @throws ModelException naming the mismatch, a NaN or +infinity entry, or a factor whose every
   *     entry is -infinity (every potential 0)
   */
  public LogFactor(int[] scope, int[] cardinalities, double[] logValues) {
    if (scope.length != cardinalities.length) {
      throw new ModelException(
          "factor scope has "
              + scope.length
              + " variables but "
              + cardinalities.length
              + " cardinalities");
    }
    if (Arrays.stream(scope).distinct().count() != scope.length) {
      throw new ModelException("factor scope repeats a variable: " + Arrays.toString(scope));
    }
    this.scope = scope.clone();
    this.cardinalities = cardinalities.clone();
    this.strides = new int[scope.length];
    long size = 1;
    for (int i = scope.length - 1; i >= 0; i--) {
      if (cardinalities[i] < 1) {
        throw new ModelException("factor cardinalities must be >= 1, was " + cardinalities[i]);
      }
      strides[i] = (int) size;
      size *= cardinalities[i];
      if (size > Integer.MAX_VALUE - 8) {
        throw new ModelException("factor over " + Arrays.toString(scope) + " is too large");
      }
    }
    if (logValues.length != size) {
      throw new ModelException(
          "factor over "
              + Arrays.toString(scope)
              + " needs "
              + size
              + " values, has "
              + logValues.length);
    }
    boolean positive = false;
    for (double v : logValues) {
      if (Double.isNaN(v) || v == Double.POSITIVE_INFINITY) {
        throw new ModelException(
            "factor over " + Arrays.toString(scope) + " has a log-potential " + v);
      }
      positive |= v != Double.NEGATIVE_INFINITY;
    }
    if (!positive && logValues.length > 0) {
      throw new ModelException(
          "factor over "
              + Arrays.toString(scope)
              + " has no positive potential (every entry is 0), so no state has positive"
              + " probability; give at least one entry > 0");
    }
    this.logValues = logValues.clone();
  }

  /** The scope (network variable indices). */
  public int[] scope() {
    return scope.clone();
  }

  /** The cardinality of each scope variable. */
  public int[] cardinalities() {
    return cardinalities.clone();
  }

  /** The stride of each scope position in the table (the last is 1). */
  public int[] strides() {
    return strides.clone();
  }

  /** The log-potentials, last scope variable fastest. */
  public double[] logValues() {
    return logValues.clone();
  }

  /** The potentials {@code exp(logValues())}. */
  public double[] potentials() {
    double[] p = new double[logValues.length];
    for (int i = 0; i < p.length; i++) {
      p[i] = Math.exp(logValues[i]);
    }
    return p;
  }

  /** Number of table entries. */
  public int size() {
    return logValues.length;
  }

  /** The log-potential for a full network state (one level code per network variable). */
  public double logValue(int[] state) {
    int index = 0;
    for (int i = 0; i < scope.length; i++) {
      index += state[scope[i]] * strides[i];
    }
    return logValues[index];
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LogFactor f
        && Arrays.equals(scope, f.scope)
        && Arrays.equals(cardinalities, f.cardinalities)
        && Arrays.equals(logValues, f.logValues);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(scope) + Arrays.hashCode(logValues);
  }

  @Override
  public String toString() {
    return "LogFactor" + Arrays.toString(scope) + " (" + logValues.length + " entries)";
  }
}
