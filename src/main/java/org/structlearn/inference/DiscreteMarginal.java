package org.structlearn.inference;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The posterior distribution of one discrete variable given the evidence, as a {@link Query}
 * computed it.
 *
 * @param variable the variable's name
 * @param levels its levels, in the network's order
 * @param probabilities P(variable = level | evidence), one per level, summing to 1
 * @param standardErrors the Monte Carlo standard error of each probability (0 when exact)
 * @param method how it was computed
 * @param draws the draws a sampling method made (0 when exact)
 * @param effectiveDraws the draws' effective number (Kish 1965: (sum w)^2 / sum w^2 for likelihood
 *     weighting, the accepted draws for logic sampling; 0 when exact)
 */
public record DiscreteMarginal(
    String variable,
    List<String> levels,
    double[] probabilities,
    double[] standardErrors,
    QueryMethod method,
    long draws,
    double effectiveDraws) {
  public DiscreteMarginal {
    levels = List.copyOf(levels);
    probabilities = probabilities.clone();
    standardErrors = standardErrors.clone();
    if (probabilities.length != levels.size() || standardErrors.length != levels.size()) {
      throw new IllegalArgumentException(
          variable + ": " + levels.size() + " levels, " + probabilities.length + " probabilities");
    }
  }

  /** An exact marginal. */
  static DiscreteMarginal exact(String variable, List<String> levels, double[] p) {
    return new DiscreteMarginal(variable, levels, p, new double[p.length], QueryMethod.EXACT, 0, 0);
  }

  @Override
  public double[] probabilities() {
    return probabilities.clone();
  }

  @Override
  public double[] standardErrors() {
    return standardErrors.clone();
  }

  /**
   * P(variable = level | evidence).
   *
   * @throws IllegalArgumentException naming the level and listing those there are
   */
  public double probability(String level) {
    return probabilities[index(level)];
  }

  /** The Monte Carlo standard error of {@link #probability(String)}. */
  public double standardError(String level) {
    return standardErrors[index(level)];
  }

  private int index(String level) {
    int k = levels.indexOf(level);
    if (k < 0) {
      throw new IllegalArgumentException(
          variable + " has no level '" + level + "'; its levels are " + levels);
    }
    return k;
  }

  /** The most probable level (ties to the first). */
  public String mostProbable() {
    int best = 0;
    for (int k = 1; k < probabilities.length; k++) {
      if (probabilities[k] > probabilities[best]) {
        best = k;
      }
    }
    return levels.get(best);
  }

  /**
   * The total variation distance to another distribution of the same variable: half the sum of the
   * absolute differences, the largest difference any event's probability can show.
   */
  public double distance(DiscreteMarginal other) {
    if (!other.levels.equals(levels)) {
      throw new IllegalArgumentException(
          "distributions over different levels: " + levels + " and " + other.levels);
    }
    double d = 0;
    for (int k = 0; k < probabilities.length; k++) {
      d += Math.abs(probabilities[k] - other.probabilities[k]);
    }
    return d / 2;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DiscreteMarginal m
        && variable.equals(m.variable)
        && levels.equals(m.levels)
        && Arrays.equals(probabilities, m.probabilities)
        && Arrays.equals(standardErrors, m.standardErrors)
        && method == m.method
        && draws == m.draws;
  }

  @Override
  public int hashCode() {
    return variable.hashCode() * 31 + Arrays.hashCode(probabilities);
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("P(").append(variable).append(" | evidence):");
    for (int k = 0; k < probabilities.length; k++) {
      b.append(k == 0 ? " " : ", ")
          .append(levels.get(k))
          .append(String.format(Locale.ROOT, " %.4f", probabilities[k]));
      if (method.isSampling()) {
        b.append(String.format(Locale.ROOT, " ± %.4f", standardErrors[k]));
      }
    }
    if (method.isSampling()) {
      b.append(String.format(Locale.ROOT, " (%s, %,d draws", method, draws));
      b.append(String.format(Locale.ROOT, ", effective %,.0f)", effectiveDraws));
    }
    return b.toString();
  }
}
