package org.structlearn.learn.registry;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.structlearn.StructlearnException;

/**
 * One option a learner takes, declared once: its key (written {@code key=value} in a notebook or
 * {@code --key value} on the command line), the label of its value, what it means and its default
 * (the description), and how its text becomes a value. A flag ({@link #isFlag()}) takes no value on
 * the command line ({@code --undirected}) and {@code true} or {@code false} as {@code key=value}.
 *
 * <p>Parsing checks the form of a value (a whole number, a number, one of the names) and the bounds
 * that belong to the option's meaning (a count is at least 0); ranges that depend on the other
 * options are checked by the options records the learners take.
 *
 * @param <T> the value's type
 */
public final class Setting<T> {
  /** Turns a value's text into a value. */
  @FunctionalInterface
  interface Parser<T> {
    /**
     * @param text the value as written
     * @param written the option as written, for the message ({@code --iss} or {@code iss})
     * @throws StructlearnException naming the option if the text is not a valid value
     */
    T parse(String text, String written);
  }

  private final String key;
  private final String label;
  private final String description;
  private final boolean flag;
  private final boolean file;
  private final Parser<T> parser;

  private Setting(String key, String label, String description, boolean flag, Parser<T> parser) {
    this(key, label, description, flag, false, parser);
  }

  private Setting(
      String key, String label, String description, boolean flag, boolean file, Parser<T> parser) {
    this.key = Objects.requireNonNull(key, "key");
    this.label = label;
    this.description = Objects.requireNonNull(description, "description");
    this.flag = flag;
    this.file = file;
    this.parser = parser;
  }

  /** The key, e.g. {@code max-parents}. */
  public String key() {
    return key;
  }

  /** The value's label in a usage line, e.g. {@code K}; empty for a flag. */
  public String label() {
    return label;
  }

  /** What the option means, which algorithms read it how, and its default. */
  public String description() {
    return description;
  }

  /** True for an option without a value on the command line. */
  public boolean isFlag() {
    return flag;
  }

  /** True for an option whose value is a file the learner reads. */
  public boolean isFile() {
    return file;
  }

  /**
   * The value of {@code text}.
   *
   * @param written the option as the user wrote it, for messages
   * @throws StructlearnException naming the option if the text is not a valid value
   */
  public T parse(String text, String written) {
    return parser.parse(text.trim(), written);
  }

  @Override
  public String toString() {
    return key;
  }

  /**
   * A whole number of at least {@code min} ({@link Integer#MIN_VALUE} when its range is the options
   * record's to check).
   */
  static Setting<Integer> integer(String key, String label, int min, String description) {
    return new Setting<>(
        key,
        label,
        description,
        false,
        (text, written) -> {
          int v;
          try {
            v = Integer.parseInt(text);
          } catch (NumberFormatException e) {
            throw new StructlearnException(written + " must be a whole number, was '" + text + "'");
          }
          if (v < min) {
            throw new StructlearnException(written + " must be at least " + min + ", was " + v);
          }
          return v;
        });
  }

  /** A whole number of any size (a seed). */
  static Setting<Long> wholeNumber(String key, String label, String description) {
    return new Setting<>(
        key,
        label,
        description,
        false,
        (text, written) -> {
          try {
            return Long.parseLong(text);
          } catch (NumberFormatException e) {
            throw new StructlearnException(written + " must be a whole number, was '" + text + "'");
          }
        });
  }

  /** A number; its range is the options record's to check. */
  static Setting<Double> number(String key, String label, String description) {
    return new Setting<>(
        key,
        label,
        description,
        false,
        (text, written) -> {
          try {
            return Double.parseDouble(text);
          } catch (NumberFormatException e) {
            throw new StructlearnException(written + " must be a number, was '" + text + "'");
          }
        });
  }

  /** A flag: present (or {@code true}) or not (or {@code false}). */
  static Setting<Boolean> flag(String key, String description) {
    return new Setting<>(
        key,
        "",
        description,
        true,
        (text, written) ->
            switch (text.toLowerCase(Locale.ROOT)) {
              case "true", "" -> true;
              case "false" -> false;
              default ->
                  throw new StructlearnException(written + " is true or false, was '" + text + "'");
            });
  }

  /** A file name. */
  static Setting<Path> path(String key, String label, String description) {
    return new Setting<>(key, label, description, false, true, (text, written) -> Path.of(text));
  }

  /** One of the names, each standing for a value; the error lists them. */
  static <T> Setting<T> choice(
      String key, String label, Map<String, T> values, String description) {
    Map<String, T> copy = new LinkedHashMap<>(values);
    return new Setting<>(
        key,
        label,
        description,
        false,
        (text, written) -> {
          T v = copy.get(text);
          if (v == null) {
            throw new StructlearnException(
                written
                    + " must be "
                    + Lists.or(new ArrayList<>(copy.keySet()))
                    + ", was '"
                    + text
                    + "'");
          }
          return v;
        });
  }

  /** Two names and their values, in this order (the order messages and help list them). */
  static <T> Map<String, T> ordered(String name1, T value1, String name2, T value2) {
    Map<String, T> m = new LinkedHashMap<>();
    m.put(name1, value1);
    m.put(name2, value2);
    return m;
  }

  /** Text of any form, to be interpreted by the learner's entry (a score or test name). */
  static Setting<String> text(String key, String label, String description) {
    return new Setting<>(key, label, description, false, (text, written) -> text);
  }

  /** Lists in words: "a", "a or b", "a, b or c". */
  static final class Lists {
    private Lists() {}

    static String or(List<String> items) {
      return join(items, " or ");
    }

    static String and(List<String> items) {
      return join(items, " and ");
    }

    private static String join(List<String> items, String last) {
      if (items.size() <= 1) {
        return String.join("", items);
      }
      return String.join(", ", items.subList(0, items.size() - 1))
          + last
          + items.get(items.size() - 1);
    }
  }
}
