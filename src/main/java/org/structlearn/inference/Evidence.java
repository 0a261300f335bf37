package org.structlearn.inference;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The evidence of a {@link Query}: an {@link Observation} per variable name, in the order given. An
 * immutable value; {@link #with} returns a new one (a later observation of a variable replaces an
 * earlier one).
 *
 * <p>{@link #parse} reads the command line's text form: {@code "Smoker=yes,XRay=positive"}.
 */
public final class Evidence {
  private static final Evidence NONE = new Evidence(Map.of());
  private final Map<String, Observation> observations;

  private Evidence(Map<String, Observation> observations) {
    this.observations = Collections.unmodifiableMap(new LinkedHashMap<>(observations));
  }

  /** No evidence. */
  public static Evidence none() {
    return NONE;
  }

  /** The evidence of the given observations, in their iteration order. */
  public static Evidence of(Map<String, ? extends Observation> observations) {
    Evidence e = NONE;
    for (Map.Entry<String, ? extends Observation> o : observations.entrySet()) {
      e = e.with(o.getKey(), o.getValue());
    }
    return e;
  }

  /** This evidence and one more observation. */
  public Evidence with(String variable, Observation observation) {
    Objects.requireNonNull(variable, "variable");
    Objects.requireNonNull(observation, "observation");
    Map<String, Observation> m = new LinkedHashMap<>(observations);
    m.remove(variable);
    m.put(variable, observation);
    return new Evidence(m);
  }

  /** The observations by variable name (unmodifiable). */
  public Map<String, Observation> observations() {
    return observations;
  }

  /** Whether nothing is observed. */
  public boolean isEmpty() {
    return observations.isEmpty();
  }

  /**
   * Reads {@code name=level} items separated by commas ({@code "Smoker=yes,XRay=positive"}); white
   * space around names and levels is dropped. A level that reads as a number stays a level name
   * here; {@link Query} reads it as a value when the variable is continuous.
   *
   * @throws IllegalArgumentException naming the item that is not {@code name=level}, or a variable
   *     named twice
   */
  public static Evidence parse(String text) {
    Evidence e = NONE;
    if (text == null || text.isBlank()) {
      return e;
    }
    String[] items = text.split(",", -1);
    for (int i = 0; i < items.length; i++) {
      String item = items[i].trim();
      int eq = item.indexOf('=');
      if (eq <= 0 || eq == item.length() - 1) {
        throw new IllegalArgumentException(
            "evidence item "
                + (i + 1)
                + " '"
                + item
                + "' is not name=level; write e.g. \"Smoker=yes,XRay=positive\"");
      }
      String name = item.substring(0, eq).trim();
      if (e.observations.containsKey(name)) {
        throw new IllegalArgumentException(
            "evidence names '" + name + "' twice (item " + (i + 1) + "); give each variable once");
      }
      e = e.with(name, new Observation.Level(item.substring(eq + 1).trim()));
    }
    return e;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Evidence e && observations.equals(e.observations);
  }

  @Override
  public int hashCode() {
    return observations.hashCode();
  }

  @Override
  public String toString() {
    if (observations.isEmpty()) {
      return "no evidence";
    }
    StringBuilder b = new StringBuilder();
    observations.forEach(
        (k, v) -> b.append(b.length() > 0 ? ", " : "").append(k).append(" = ").append(v));
    return b.toString();
  }
}
