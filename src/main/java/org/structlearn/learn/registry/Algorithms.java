package org.structlearn.learn.registry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.learn.StructureLearner;
import org.structlearn.learn.registry.Settings.Form;

/**
 * The registry: every structure-learning algorithm by name, its options and how they make its
 * learner. The command line ({@code learn}, {@code strength}, {@code cv}, {@code bench}), the
 * studies, the bootstrap and notebooks all go through it:
 *
 * <pre>{@code
 * StructureLearner hc = Algorithms.learner("hc", "score=bdeu iss=10 restarts=5", data);
 * LearnedStructure r = hc.learn(data);
 * // or in one call:
 * LearnedStructure pc = Algorithms.learn("pc-stable", "test=mi alpha=0.01", data);
 * }</pre>
 *
 * Options are parsed and checked here in one place ({@link #settings}): an unknown key, a key the
 * algorithm does not take (named with the algorithms that do take it), a malformed value, or a
 * combination the algorithm refuses is an error that names the option as the user wrote it. Each
 * option is declared once ({@link Setting}) and documented once; {@link #help()} and {@code learn
 * --help} print those descriptions.
 */
public final class Algorithms {
  private static final List<Algorithm> ALL = collect();

  private Algorithms() {}

  private static List<Algorithm> collect() {
    List<Algorithm> all = new ArrayList<>();
    all.addAll(SearchEntries.entries());
    all.addAll(GesExactEntries.entries());
    all.addAll(MarkovEntries.entries());
    all.addAll(NeighbourhoodEntries.entries());
    all.addAll(ConstraintEntries.entries());
    all.addAll(LatentEntries.entries());
    all.addAll(MissingEntries.entries());
    Map<String, Setting<?>> keys = new LinkedHashMap<>();
    for (Algorithm a : all) {
      if (all.stream().filter(b -> b.name().equals(a.name())).count() > 1) {
        throw new IllegalStateException("two algorithms are named " + a.name());
      }
      for (Setting<?> s : a.settings()) {
        Setting<?> other = keys.putIfAbsent(s.key(), s);
        if (other != null && other != s) {
          throw new IllegalStateException("two options have the key " + s.key());
        }
      }
    }
    return List.copyOf(all);
  }

  /** Every algorithm, in the order {@code learn --help} lists them. */
  public static List<Algorithm> all() {
    return ALL;
  }

  /** The algorithms' names. */
  public static List<String> names() {
    return ALL.stream().map(Algorithm::name).toList();
  }

  /**
   * The algorithm of this name.
   *
   * @throws StructlearnException listing the names if there is none
   */
  public static Algorithm get(String name) {
    return get(name, Form.KEY_VALUE);
  }

  private static Algorithm get(String name, Form form) {
    for (Algorithm a : ALL) {
      if (a.name().equals(name)) {
        return a;
      }
    }
    throw new StructlearnException(
        "unknown "
            + (form == Form.COMMAND_LINE ? "--algorithm" : "algorithm")
            + " '"
            + name
            + "'; the algorithms are "
            + String.join(", ", names()));
  }

  /** Every option of every algorithm, each once, in the order the algorithms list them. */
  public static List<Setting<?>> allSettings() {
    Map<String, Setting<?>> out = new LinkedHashMap<>();
    for (Algorithm a : ALL) {
      for (Setting<?> s : a.settings()) {
        out.putIfAbsent(s.key(), s);
      }
    }
    return List.copyOf(out.values());
  }

  /** The names of the algorithms that take the option with this key. */
  public static List<String> taking(String key) {
    return ALL.stream().filter(a -> a.takes(key)).map(Algorithm::name).toList();
  }

  /**
   * Parses and checks the options given to an algorithm.
   *
   * @param given each option's key (without dashes) and its value as written ({@code "true"} or
   *     empty for a flag)
   * @param form how the user wrote them, for the messages
   * @throws StructlearnException naming the first option that is unknown, not taken by the
   *     algorithm, malformed, or refused in combination
   */
  public static Settings settings(String algorithm, Map<String, String> given, Form form) {
    Algorithm a = get(algorithm, form);
    Map<String, Object> values = new LinkedHashMap<>();
    for (Map.Entry<String, String> e : given.entrySet()) {
      String key = e.getKey();
      Setting<?> setting = setting(key, form);
      if (!a.takes(key)) {
        List<String> takers = taking(key);
        throw new StructlearnException(
            form.written(key)
                + " does not apply to "
                + form.algorithm(a.name())
                + " ("
                + form.written(key)
                + " applies to "
                + form.algorithm(Setting.Lists.and(takers))
                + (takers.size() == 1 ? " only)" : ")")
                + hint(a.hint(key, form)));
      }
      values.put(key, setting.parse(e.getValue(), form.written(key)));
    }
    Settings s = new Settings(a, values, form);
    a.check(s);
    return s;
  }

  private static String hint(String hint) {
    return hint.isEmpty() ? "" : "; " + hint;
  }

  /**
   * Parses options written {@code key=value}, separated by spaces, commas or semicolons (a flag may
   * be written alone: {@code undirected}), e.g. {@code "score=bdeu iss=10"}.
   *
   * @throws StructlearnException naming the first option that is unknown, not taken, malformed or
   *     refused
   */
  public static Settings settings(String algorithm, String options) {
    return settings(algorithm, keyValues(options), Form.KEY_VALUE);
  }

  /** {@code key=value} pairs separated by spaces, commas or semicolons, as a map in order. */
  static Map<String, String> keyValues(String options) {
    Map<String, String> out = new LinkedHashMap<>();
    if (options == null || options.isBlank()) {
      return out;
    }
    for (String item : options.trim().split("[\\s,;]+")) {
      int eq = item.indexOf('=');
      String key = eq < 0 ? item : item.substring(0, eq);
      String value = eq < 0 ? "true" : item.substring(eq + 1);
      if (key.startsWith("--")) {
        key = key.substring(2);
      }
      if (out.put(key, value) != null) {
        throw new StructlearnException("option " + key + " is given twice in '" + options + "'");
      }
    }
    return out;
  }

  private static Setting<?> setting(String key, Form form) {
    for (Setting<?> s : allSettings()) {
      if (s.key().equals(key)) {
        return s;
      }
    }
    throw new StructlearnException(
        "unknown option "
            + form.written(key)
            + "; the algorithms' options are "
            + String.join(", ", allSettings().stream().map(s -> form.written(s.key())).toList()));
  }

  /**
   * The learner of an algorithm with options written {@code key=value}, for data like {@code data}
   * (which decide bnlearn's defaults: the score and test for discrete or continuous data).
   */
  public static StructureLearner learner(String algorithm, String options, Dataset data) {
    Settings s = settings(algorithm, options);
    return s.algorithm().learner(s, data);
  }

  /** Learns with an algorithm and options written {@code key=value}: one line in a notebook. */
  public static LearnedStructure learn(String algorithm, String options, Dataset data) {
    return learner(algorithm, options, data).learn(data, LearnListener.none());
  }

  /**
   * The algorithms and their options as text: each algorithm with its summary and the keys it
   * takes, then each option with its description.
   */
  public static String help() {
    StringBuilder b = new StringBuilder("Algorithms:\n");
    for (Algorithm a : ALL) {
      b.append("  ").append(a.name()).append(": ").append(a.summary()).append('\n');
      b.append("      options: ")
          .append(String.join(", ", a.settings().stream().map(Setting::key).toList()))
          .append('\n');
    }
    b.append("Options:\n");
    for (Setting<?> s : allSettings()) {
      b.append("  ")
          .append(s.key())
          .append(s.isFlag() ? "" : "=" + s.label())
          .append(": ")
          .append(s.description())
          .append('\n');
    }
    return b.toString();
  }
}
