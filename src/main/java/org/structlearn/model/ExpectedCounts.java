package org.structlearn.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The expected sufficient statistics of an EM E-step over a discrete {@link BayesianNetwork}
 * (Dempster, Laird and Rubin 1977; Koller and Friedman 2009, sec. 19.2.2): per node, {@code
 * counts[v][config * r + k] = sum_rows P(v = k, parents in config | row)} in the layout of the
 * node's {@link DiscreteCpd}, and the log-likelihood {@code sum_rows log P(row)} of the parameters
 * that produced them. An immutable value.
 *
 * @param counts per node, the expected family counts
 * @param logLikelihood the natural-log likelihood of the rows
 * @param rows the number of rows
 */
public record ExpectedCounts(double[][] counts, double logLikelihood, int rows) {
  public ExpectedCounts {
    counts = deepCopy(counts);
  }

  private static double[][] deepCopy(double[][] a) {
    double[][] out = new double[a.length][];
    for (int v = 0; v < a.length; v++) {
      out[v] = a[v].clone();
    }
    return out;
  }

  /** All counts (a copy). */
  @Override
  public double[][] counts() {
    return deepCopy(counts);
  }

  /** The expected counts of one node's family (a copy). */
  public double[] counts(int node) {
    return counts[node].clone();
  }

  /**
   * The M-step: a network with the structure and variables of {@code current} and tables {@code
   * (counts + pseudoCount) / (row total + r * pseudoCount)}, row by row; a parent configuration
   * with no weight at all (possible only with {@code pseudoCount = 0}) gets the uniform
   * distribution.
   *
   * @throws ModelException if the counts do not fit the network's tables
   * @throws IllegalArgumentException if the pseudo-count is negative or not finite
   */
  public BayesianNetwork maximize(BayesianNetwork current, double pseudoCount) {
    if (!(pseudoCount >= 0) || Double.isInfinite(pseudoCount)) {
      throw new IllegalArgumentException("pseudoCount must be >= 0, was " + pseudoCount);
    }
    if (current.size() != counts.length) {
      throw new ModelException(
          "counts for " + counts.length + " nodes, the network has " + current.size());
    }
    List<DiscreteCpd> cpds = new ArrayList<>();
    for (int v = 0; v < counts.length; v++) {
      DiscreteCpd old = current.cpd(v);
      int r = old.cardinality();
      if (counts[v].length != old.configurations() * r) {
        throw new ModelException(
            "node "
                + current.dag().name(v)
                + ": "
                + counts[v].length
                + " counts, its table has "
                + old.configurations() * r
                + " entries");
      }
      double[] probs = new double[counts[v].length];
      for (int j = 0; j < old.configurations(); j++) {
        double total = r * pseudoCount;
        for (int k = 0; k < r; k++) {
          total += counts[v][j * r + k];
        }
        for (int k = 0; k < r; k++) {
          probs[j * r + k] = total > 0 ? (counts[v][j * r + k] + pseudoCount) / total : 1.0 / r;
        }
      }
      cpds.add(
          DiscreteCpd.of(
              current.variables().get(v), old.parents(), current.parentVariables(v), probs));
    }
    return BayesianNetwork.of(current.dag(), current.variables(), cpds);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ExpectedCounts e
        && rows == e.rows
        && Double.compare(logLikelihood, e.logLikelihood) == 0
        && Arrays.deepEquals(counts, e.counts);
  }

  @Override
  public int hashCode() {
    return Arrays.deepHashCode(counts) * 31 + Double.hashCode(logLikelihood);
  }

  @Override
  public String toString() {
    return "Expected counts: "
        + rows
        + " rows, "
        + counts.length
        + " families, log-likelihood "
        + logLikelihood;
  }
}
