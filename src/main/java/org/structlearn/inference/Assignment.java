package org.structlearn.inference;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The most probable levels of some variables given the evidence: a MAP assignment (the other
 * unobserved variables summed out) or the MPE (every unobserved variable assigned).
 *
 * @param levels the level of each variable, in the order asked
 * @param logJoint log P(assignment, evidence): the log of the maximum (for a Markov network, of the
 *     normalised distribution)
 * @param logPosterior log P(assignment | evidence)
 * @param kind "MAP" or "MPE"
 */
public record Assignment(
    Map<String, String> levels, double logJoint, double logPosterior, String kind) {
  public Assignment {
    levels = Collections.unmodifiableMap(new LinkedHashMap<>(levels));
  }

  /** The level assigned to a variable. */
  public String level(String variable) {
    String l = levels.get(variable);
    if (l == null) {
      throw new IllegalArgumentException(
          "the assignment has no variable '" + variable + "'; it has " + levels.keySet());
    }
    return l;
  }

  /** P(assignment | evidence). */
  public double posterior() {
    return Math.exp(logPosterior);
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder(kind).append(": ");
    levels.forEach(
        (k, v) ->
            b.append(b.length() > kind.length() + 2 ? ", " : "").append(k).append(" = ").append(v));
    return b.append(
            String.format(
                Locale.ROOT,
                " (posterior probability %.6g, log P(assignment, evidence) %.6f)",
                posterior(),
                logJoint))
        .toString();
  }
}
