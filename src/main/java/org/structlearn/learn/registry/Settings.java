package org.structlearn.learn.registry;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.structlearn.StructlearnException;

/**
 * The options given to one algorithm, parsed and checked by {@link Algorithms#settings}: each key
 * the algorithm takes, with its value; keys not given are absent and the learner uses its default.
 * Knows how the user wrote the options ({@link Form}), so that a message names an option as it was
 * written.
 */
public final class Settings {
  /** How options are written: {@code --key value} on the command line, or {@code key=value}. */
  public enum Form {
    /** {@code --max-parents 3}, {@code --algorithm hc}. */
    COMMAND_LINE("--", "--algorithm "),
    /** {@code max-parents=3}, and the algorithm by its name. */
    KEY_VALUE("", "");

    private final String prefix;
    private final String algorithmPrefix;

    Form(String prefix, String algorithmPrefix) {
      this.prefix = prefix;
      this.algorithmPrefix = algorithmPrefix;
    }

    /** The option as written in this form, e.g. {@code --iss} or {@code iss}. */
    public String written(String key) {
      return prefix + key;
    }

    /** An algorithm as written in this form, e.g. {@code --algorithm hc} or {@code hc}. */
    public String algorithm(String name) {
      return algorithmPrefix + name;
    }
  }

  private final Algorithm algorithm;
  private final Map<String, Object> values;
  private final Form form;

  Settings(Algorithm algorithm, Map<String, Object> values, Form form) {
    this.algorithm = algorithm;
    this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    this.form = form;
  }

  /** The algorithm these options are for. */
  public Algorithm algorithm() {
    return algorithm;
  }

  /** How the options were written. */
  public Form form() {
    return form;
  }

  /** The value given for the setting, or null if it was not given. */
  @SuppressWarnings("unchecked")
  public <T> T get(Setting<T> setting) {
    return (T) values.get(setting.key());
  }

  /** The value given for the setting, or {@code otherwise}. */
  public <T> T orElse(Setting<T> setting, T otherwise) {
    T v = get(setting);
    return v == null ? otherwise : v;
  }

  /** True if the setting was given. */
  public boolean has(Setting<?> setting) {
    return values.containsKey(setting.key());
  }

  /** True for a flag given as true. */
  public boolean isSet(Setting<Boolean> flag) {
    return Boolean.TRUE.equals(get(flag));
  }

  /** The keys given, in the order given. */
  public java.util.Set<String> keys() {
    return values.keySet();
  }

  /** The setting as the user wrote it ({@code --iss} or {@code iss}), for messages. */
  public String written(Setting<?> setting) {
    return form.written(setting.key());
  }

  /** A refusal naming the setting as written. */
  StructlearnException refuse(Setting<?> setting, String why) {
    return new StructlearnException(written(setting) + " " + why);
  }

  /** The options as {@code key=value}, in the order given. */
  @Override
  public String toString() {
    StringBuilder b = new StringBuilder(algorithm.name());
    values.forEach((k, v) -> b.append(' ').append(k).append('=').append(v));
    return b.toString();
  }
}
