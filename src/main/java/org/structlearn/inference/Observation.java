package org.structlearn.inference;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What is known about one variable: a level seen (hard evidence), likelihoods over its levels
 * (soft, "virtual" evidence: Pearl 1988, sec. 2.2.2), a value measured, or a value measured with
 * Gaussian noise (the soft evidence of a continuous variable).
 */
public sealed interface Observation {
  /**
   * A discrete variable seen at a level.
   *
   * @param level the level's name
   */
  record Level(String level) implements Observation {
    public Level {
      Objects.requireNonNull(level, "level");
    }

    @Override
    public String toString() {
      return level;
    }
  }

  /**
   * Soft evidence on a discrete variable: {@code weights.get(k)} is proportional to P(what was seen
   * | variable = k); a level not listed gets weight 0. Only the ratios matter to a posterior; the
   * scale enters the probability of the evidence.
   *
   * @param weights finite, non-negative weights by level name, not all 0
   */
  record Likelihood(Map<String, Double> weights) implements Observation {
    public Likelihood {
      weights = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(weights));
      boolean positive = false;
      for (Map.Entry<String, Double> e : weights.entrySet()) {
        double w = Objects.requireNonNull(e.getValue(), "weight of " + e.getKey());
        if (!(w >= 0) || w == Double.POSITIVE_INFINITY) {
          throw new IllegalArgumentException(
              "the likelihood of level '" + e.getKey() + "' must be finite and >= 0, was " + w);
        }
        positive |= w > 0;
      }
      if (!positive) {
        throw new IllegalArgumentException(
            "soft evidence needs a positive likelihood for at least one level, was " + weights);
      }
    }

    @Override
    public String toString() {
      StringBuilder b = new StringBuilder("likelihood(");
      weights.forEach(
          (k, v) -> b.append(b.length() > 11 ? ", " : "").append(k).append(": ").append(v));
      return b.append(')').toString();
    }
  }

  /**
   * A continuous variable measured exactly.
   *
   * @param value the value, finite
   */
  record Value(double value) implements Observation {
    public Value {
      if (!Double.isFinite(value)) {
        throw new IllegalArgumentException("an observed value must be finite, was " + value);
      }
    }

    @Override
    public String toString() {
      return Double.toString(value);
    }
  }

  /**
   * A continuous variable measured with independent Gaussian noise: soft evidence {@code value =
   * variable + N(0, sd^2)}.
   *
   * @param value the measurement, finite
   * @param sd the noise's standard deviation, finite and > 0
   */
  record Noisy(double value, double sd) implements Observation {
    public Noisy {
      if (!Double.isFinite(value) || !(sd > 0) || !Double.isFinite(sd)) {
        throw new IllegalArgumentException(
            "a noisy measurement needs a finite value and a finite sd > 0, was "
                + value
                + ", "
                + sd);
      }
    }

    @Override
    public String toString() {
      return value + " ± " + sd;
    }
  }
}
