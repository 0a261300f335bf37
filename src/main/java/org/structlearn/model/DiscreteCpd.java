package org.structlearn.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.structlearn.data.Variable;

/**
 * The conditional probability table of one discrete node given its parents: an immutable value.
 *
 * <p>The child has {@code r} levels; the parents are node indices sorted ascending (the parent
 * order of the {@link org.structlearn.graph.Dag}) with their cardinalities. A parent configuration
 * is a mixed-radix index with the FIRST parent varying fastest, as in bnlearn: {@code config = c[0]
 * + n[0] * (c[1] + n[1] * (c[2] + ...))}. The probabilities are stored row by row, {@code
 * probs[config * r + k] = P(child = k | parents in configuration config)}, so the {@code q = n[0] *
 * n[1] * ...} rows each sum to one. A node without parents has one configuration, 0.
 *
 * <p>Validation: no entry is negative or NaN, and every row sums to 1 within {@link #TOLERANCE}
 * (the bnlearn repository's BIF files are off by up to 3e-7). Rows are stored exactly as given, not
 * renormalised, so that a BIF round trip reproduces them bit for bit.
 */
public final class DiscreteCpd {
  /** Largest accepted distance of a row sum from 1. */
  public static final double TOLERANCE = 1e-6;

  private final int cardinality;
  private final int[] parents;
  private final int[] parentCardinalities;
  private final int configurations;
  private final double[] probs;

  private DiscreteCpd(int cardinality, int[] parents, int[] parentCards, int q, double[] probs) {
    this.cardinality = cardinality;
    this.parents = parents;
    this.parentCardinalities = parentCards;
    this.configurations = q;
    this.probs = probs;
  }

  /**
   * A table for a child with {@code cardinality} levels; messages about bad entries name the
   * variables by index. Prefer {@link #of(Variable, int[], List, double[])} when names are known.
   *
   * @throws ModelException if the shapes disagree or the parents are not sorted and distinct
   * @throws InvalidProbabilityException if an entry is negative or NaN or a row does not sum to 1
   */
  public static DiscreteCpd of(
      int cardinality, int[] parents, int[] parentCardinalities, double[] probs) {
    return build(cardinality, parents, parentCardinalities, probs, null, null);
  }

  /**
   * A table for {@code child} given the parent nodes {@code parents} (sorted ascending), whose
   * variables are {@code parentVariables} in the same order; error messages name the variables and
   * the parent configuration by level names.
   *
   * @throws ModelException if the shapes disagree or the parents are not sorted and distinct
   * @throws InvalidProbabilityException if an entry is negative or NaN or a row does not sum to 1
   */
  public static DiscreteCpd of(
      Variable child, int[] parents, List<Variable> parentVariables, double[] probs) {
    if (parentVariables.size() != parents.length) {
      throw new ModelException(
          "variable '"
              + child.name()
              + "': "
              + parents.length
              + " parent indices but "
              + parentVariables.size()
              + " parent variables");
    }
    int[] cards = parentVariables.stream().mapToInt(Variable::cardinality).toArray();
    return build(child.cardinality(), parents, cards, probs, child, parentVariables);
  }

  private static DiscreteCpd build(
      int r, int[] parents, int[] cards, double[] probs, Variable child, List<Variable> pvars) {
    String who = child == null ? "node with " + r + " levels" : "variable '" + child.name() + "'";
    if (r < 1) {
      throw new ModelException(who + ": the child needs at least one level");
    }
    if (parents.length != cards.length) {
      throw new ModelException(
          who + ": " + parents.length + " parents but " + cards.length + " cardinalities");
    }
    long q = 1;
    for (int i = 0; i < parents.length; i++) {
      if (i > 0 && parents[i] <= parents[i - 1]) {
        throw new ModelException(
            who
                + ": parents must be sorted ascending and distinct, were "
                + Arrays.toString(parents));
      }
      if (cards[i] < 1) {
        throw new ModelException(who + ": parent cardinality " + cards[i] + " is not positive");
      }
      q *= cards[i];
      if (q * r > Integer.MAX_VALUE - 8) {
        throw new ModelException(who + ": the table would have more than 2^31 entries");
      }
    }
    if (probs.length != q * r) {
      throw new ModelException(
          who
              + ": the table needs "
              + q
              + " configurations x "
              + r
              + " levels = "
              + q * r
              + " entries, has "
              + probs.length);
    }
    DiscreteCpd cpd = new DiscreteCpd(r, parents.clone(), cards.clone(), (int) q, probs.clone());
    cpd.validate(who, pvars);
    return cpd;
  }

  private void validate(String who, List<Variable> pvars) {
    for (int j = 0; j < configurations; j++) {
      double sum = 0;
      for (int k = 0; k < cardinality; k++) {
        double p = probs[j * cardinality + k];
        if (!(p >= 0)) {
          throw new InvalidProbabilityException(
              who
                  + ", parent configuration "
                  + describe(j, pvars)
                  + ": probability of level "
                  + (k + 1)
                  + " is "
                  + p
                  + "; probabilities must be numbers >= 0, fix the table");
        }
        sum += p;
      }
      if (Math.abs(sum - 1) > TOLERANCE) {
        throw new InvalidProbabilityException(
            who
                + ", parent configuration "
                + describe(j, pvars)
                + ": the row sums to "
                + sum
                + ", not 1 (tolerance "
                + TOLERANCE
                + "); fix the probabilities or renormalise the row");
      }
    }
  }

  /** A parent configuration as text: {@code (B = yes, E = no)}, or by index and code. */
  String describe(int config, List<Variable> pvars) {
    if (parents.length == 0) {
      return "(none: the node has no parents)";
    }
    int[] codes = parentCodes(config);
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < codes.length; i++) {
      parts.add(
          pvars == null
              ? "node " + parents[i] + " = code " + codes[i]
              : pvars.get(i).name() + " = " + pvars.get(i).levels().get(codes[i]));
    }
    return "(" + String.join(", ", parts) + ")";
  }

  /** Number of levels of the child, {@code r}. */
  public int cardinality() {
    return cardinality;
  }

  /** The parent node indices, sorted ascending (a copy). */
  public int[] parents() {
    return parents.clone();
  }

  public int parentCount() {
    return parents.length;
  }

  /** The parents' cardinalities in parent order (a copy). */
  public int[] parentCardinalities() {
    return parentCardinalities.clone();
  }

  /** Number of parent configurations {@code q} (1 without parents). */
  public int configurations() {
    return configurations;
  }

  /** Number of free parameters, {@code q * (r - 1)}. */
  public int parameterCount() {
    return configurations * (cardinality - 1);
  }

  /** {@code P(child = k | configuration config)}. */
  public double probability(int k, int config) {
    return probs[config * cardinality + k];
  }

  /**
   * The configuration index of parent level codes given in parent order (first parent fastest).
   *
   * @throws ModelException if the number of codes or a code is out of range
   */
  public int config(int[] parentCodes) {
    if (parentCodes.length != parents.length) {
      throw new ModelException(
          "expected " + parents.length + " parent codes, got " + parentCodes.length);
    }
    int config = 0;
    for (int i = parents.length - 1; i >= 0; i--) {
      if (parentCodes[i] < 0 || parentCodes[i] >= parentCardinalities[i]) {
        throw new ModelException(
            "code "
                + parentCodes[i]
                + " of parent "
                + i
                + " is not in 0.."
                + (parentCardinalities[i] - 1));
      }
      config = config * parentCardinalities[i] + parentCodes[i];
    }
    return config;
  }

  /** The parent level codes of a configuration index, in parent order. */
  public int[] parentCodes(int config) {
    int[] codes = new int[parents.length];
    for (int i = 0; i < codes.length; i++) {
      codes[i] = config % parentCardinalities[i];
      config /= parentCardinalities[i];
    }
    return codes;
  }

  /** The distribution of the child in one configuration (a copy of length {@code r}). */
  public double[] row(int config) {
    return Arrays.copyOfRange(probs, config * cardinality, (config + 1) * cardinality);
  }

  /** All entries, {@code [config * r + k]} (a copy). */
  public double[] probabilities() {
    return probs.clone();
  }

  /** Exact equality: same shape and bit-identical probabilities. */
  @Override
  public boolean equals(Object o) {
    return o instanceof DiscreteCpd c
        && cardinality == c.cardinality
        && Arrays.equals(parents, c.parents)
        && Arrays.equals(parentCardinalities, c.parentCardinalities)
        && Arrays.equals(probs, c.probs);
  }

  @Override
  public int hashCode() {
    return ((cardinality * 31 + Arrays.hashCode(parents)) * 31 + Arrays.hashCode(probs));
  }

  @Override
  public String toString() {
    return "DiscreteCpd: "
        + cardinality
        + " levels, parents "
        + Arrays.toString(parents)
        + " "
        + Arrays.toString(parentCardinalities)
        + ", "
        + configurations
        + " configurations";
  }
}
