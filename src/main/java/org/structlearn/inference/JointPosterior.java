package org.structlearn.inference;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The joint posterior of a few discrete variables given the evidence: a table with the FIRST
 * variable varying fastest.
 *
 * @param variables the variables' names
 * @param levels the levels of each variable
 * @param probabilities one probability per configuration, summing to 1
 */
public record JointPosterior(
    List<String> variables, List<List<String>> levels, double[] probabilities) {
  public JointPosterior {
    variables = List.copyOf(variables);
    levels = levels.stream().map(List::copyOf).toList();
    probabilities = probabilities.clone();
    long size = 1;
    for (List<String> l : levels) {
      size *= l.size();
    }
    if (size != probabilities.length || levels.size() != variables.size()) {
      throw new IllegalArgumentException(
          "a joint over " + variables + " needs " + size + " probabilities");
    }
  }

  @Override
  public double[] probabilities() {
    return probabilities.clone();
  }

  /**
   * The probability of one configuration, given as a level per variable.
   *
   * @throws IllegalArgumentException naming a variable or level that is not in the table
   */
  public double probability(Map<String, String> configuration) {
    if (!configuration.keySet().equals(new java.util.HashSet<>(variables))) {
      throw new IllegalArgumentException(
          "give a level for each of " + variables + ", was " + configuration.keySet());
    }
    int index = 0;
    int stride = 1;
    for (int i = 0; i < variables.size(); i++) {
      String level = configuration.get(variables.get(i));
      int k = levels.get(i).indexOf(level);
      if (k < 0) {
        throw new IllegalArgumentException(
            variables.get(i) + " has no level '" + level + "'; its levels are " + levels.get(i));
      }
      index += k * stride;
      stride *= levels.get(i).size();
    }
    return probabilities[index];
  }

  /** The levels of configuration {@code index}, one per variable. */
  public List<String> configuration(int index) {
    List<String> out = new ArrayList<>();
    for (List<String> l : levels) {
      out.add(l.get(index % l.size()));
      index /= l.size();
    }
    return out;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof JointPosterior j
        && variables.equals(j.variables)
        && levels.equals(j.levels)
        && Arrays.equals(probabilities, j.probabilities);
  }

  @Override
  public int hashCode() {
    return variables.hashCode() * 31 + Arrays.hashCode(probabilities);
  }

  /** The (up to) ten most probable configurations, most probable first. */
  @Override
  public String toString() {
    Integer[] idx = new Integer[probabilities.length];
    for (int i = 0; i < idx.length; i++) {
      idx[i] = i;
    }
    Arrays.sort(idx, Comparator.comparingDouble((Integer i) -> -probabilities[i]));
    StringBuilder b = new StringBuilder("P(" + String.join(", ", variables) + " | evidence):");
    for (int i = 0; i < Math.min(10, idx.length); i++) {
      b.append(
          String.format(Locale.ROOT, "%n  %s %.6f", configuration(idx[i]), probabilities[idx[i]]));
    }
    if (idx.length > 10) {
      b.append(String.format(Locale.ROOT, "%n  ... %,d more configurations", idx.length - 10));
    }
    return b.toString();
  }
}
