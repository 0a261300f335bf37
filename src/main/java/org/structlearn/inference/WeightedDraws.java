package org.structlearn.inference;

import java.util.Arrays;
import java.util.Locale;
import org.structlearn.data.Dataset;

/**
 * Draws from the posterior given the evidence, as bnlearn's {@code cpdist}: the accepted draws of
 * logic sampling (equal weights) or every draw of likelihood weighting with its weight.
 *
 * @param data one row per draw kept, one column per variable asked for
 * @param weights each row's weight, the largest 1; null when all rows weigh the same
 * @param method how the draws were made
 * @param attempted the draws made, rejected ones included
 */
public record WeightedDraws(Dataset data, double[] weights, QueryMethod method, long attempted) {
  public WeightedDraws {
    weights = weights == null ? null : weights.clone();
    if (weights != null && weights.length != data.rows()) {
      throw new IllegalArgumentException(weights.length + " weights for " + data.rows() + " rows");
    }
  }

  @Override
  public double[] weights() {
    return weights == null ? null : weights.clone();
  }

  /** The weight of a row (1 when all rows weigh the same). */
  public double weight(int row) {
    return weights == null ? 1 : weights[row];
  }

  /** The effective number of draws, (sum w)^2 / sum w^2 (the rows, when they weigh the same). */
  public double effectiveDraws() {
    if (weights == null) {
      return data.rows();
    }
    double s = 0;
    double ss = 0;
    for (double w : weights) {
      s += w;
      ss += w * w;
    }
    return ss > 0 ? s * s / ss : 0;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof WeightedDraws w
        && data.equals(w.data)
        && Arrays.equals(weights, w.weights)
        && method == w.method
        && attempted == w.attempted;
  }

  @Override
  public int hashCode() {
    return data.hashCode() * 31 + Arrays.hashCode(weights);
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "%,d draws kept of %,d (%s), effective %,.0f, columns %s",
        data.rows(),
        attempted,
        method,
        effectiveDraws(),
        data.names());
  }
}
