package org.structlearn.learn.registry;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.StructureLearner;

/**
 * One entry of the registry ({@link Algorithms}): an algorithm's name, what it is in one line, the
 * options it takes ({@link Setting}s, each declared once), the kind of graph it yields, the checks
 * its options need beyond their own form, and how its options and a data set make its {@link
 * StructureLearner}. Build one with {@link #builder(String)}; see the package documentation.
 */
public final class Algorithm {
  /** Makes the learner from checked options and the data (for data-dependent defaults only). */
  @FunctionalInterface
  public interface Factory {
    /**
     * The learner the options describe, for data like {@code data}. The data decide defaults
     * (bnlearn's score and test differ for discrete and continuous data) and are checked (column
     * types, sizes); the learner must not hold them.
     *
     * @throws StructlearnException naming the option (as {@link Settings#written} writes it) when
     *     the options do not suit the data
     * @throws IllegalArgumentException from an options record's constructor, for a value out of
     *     range ({@link Algorithm#learner} names the algorithm in the message)
     */
    StructureLearner learner(Settings settings, Dataset data);
  }

  private final String name;
  private final String summary;
  private final List<Setting<?>> settings;
  private final Function<Settings, GraphKind> kind;
  private final Consumer<Settings> check;
  private final Map<String, Function<Settings.Form, String>> hints;
  private final Factory factory;

  private Algorithm(Builder b) {
    this.name = b.name;
    this.summary = Objects.requireNonNull(b.summary, "summary");
    this.settings = List.copyOf(b.settings);
    this.kind = Objects.requireNonNull(b.kind, "kind");
    this.check = b.check;
    this.hints = Map.copyOf(b.hints);
    this.factory = Objects.requireNonNull(b.factory, "learner");
  }

  /** A builder of the entry named {@code name}, as {@code --algorithm} writes it. */
  public static Builder builder(String name) {
    return new Builder(name);
  }

  /** The name, e.g. {@code pc-stable}. */
  public String name() {
    return name;
  }

  /**
   * What it is, in one line with its source, e.g. {@code PC-stable (Colombo and Maathuis 2014)}.
   */
  public String summary() {
    return summary;
  }

  /** The options it takes, in the order its help lists them. */
  public List<Setting<?>> settings() {
    return settings;
  }

  /** True if it takes the option with this key. */
  public boolean takes(String key) {
    return settings.stream().anyMatch(s -> s.key().equals(key));
  }

  /**
   * What to tell a user who gives this algorithm an option it does not take ({@code key}), e.g.
   * which option of its own does that job; empty if nothing.
   */
  public String hint(String key, Settings.Form form) {
    Function<Settings.Form, String> h = hints.get(key);
    return h == null ? "" : h.apply(form);
  }

  /** The kind of graph it yields with these options. */
  public GraphKind kind(Settings s) {
    return kind.apply(s);
  }

  /** Runs the entry's checks of option combinations that need no data. */
  void check(Settings s) {
    check.accept(s);
  }

  /**
   * The learner for these options and data like {@code data}.
   *
   * @throws StructlearnException if the options do not suit each other or the data, or a value is
   *     out of range (the options record's message, after the algorithm's name)
   */
  public StructureLearner learner(Settings s, Dataset data) {
    if (s.algorithm() != this) {
      throw new IllegalArgumentException(
          "these options are " + s.algorithm().name() + "'s, not " + name + "'s");
    }
    try {
      return factory.learner(s, data);
    } catch (IllegalArgumentException e) {
      throw new StructlearnException(named(e.getMessage(), s.form()), e);
    }
  }

  /**
   * An options record's message ({@code maxConditioning must be >= 0, was -1}) with the field named
   * as the option the user wrote ({@code --max-conditioning must be >= 0, was -1}) when the
   * algorithm takes it, else after the algorithm's name.
   */
  private String named(String message, Settings.Form form) {
    Matcher m = FIELD.matcher(message == null ? "" : message);
    if (m.lookingAt()) {
      String key = m.group(1).replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT);
      if (takes(key)) {
        return form.written(key) + message.substring(m.group(1).length());
      }
    }
    return form.algorithm(name) + ": " + message;
  }

  /** A record field at the start of a message, e.g. {@code maxParents must}. */
  private static final Pattern FIELD = Pattern.compile("([a-z]+(?:[A-Z][a-z]*)*) (?:must|is) ");

  @Override
  public String toString() {
    return name + ": " + summary;
  }

  /** Builder of an entry. */
  public static final class Builder {
    private final String name;
    private String summary;
    private final List<Setting<?>> settings = new ArrayList<>();
    private Function<Settings, GraphKind> kind;
    private Consumer<Settings> check = s -> {};
    private final Map<String, Function<Settings.Form, String>> hints = new HashMap<>();
    private Factory factory;

    private Builder(String name) {
      if (!name.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
        throw new IllegalArgumentException(
            "an algorithm's name is lower-case words joined by '-', was '" + name + "'");
      }
      this.name = name;
    }

    /** What it is, in one line with its source. */
    public Builder summary(String summary) {
      this.summary = summary;
      return this;
    }

    /** Options it takes (shared ones from {@link CommonSettings} and the like, or its own). */
    public Builder settings(List<? extends Setting<?>> settings) {
      this.settings.addAll(settings);
      return this;
    }

    /** Options it takes. */
    public Builder settings(Setting<?>... settings) {
      return settings(List.of(settings));
    }

    /** The kind of graph it always yields. */
    public Builder kind(GraphKind kind) {
      Objects.requireNonNull(kind, "kind");
      this.kind = s -> kind;
      return this;
    }

    /** The kind of graph it yields, when the options decide it. */
    public Builder kind(Function<Settings, GraphKind> kind) {
      this.kind = kind;
      return this;
    }

    /**
     * Checks of option combinations that need no data (run before the data are read): throw a
     * {@link StructlearnException} naming the options as {@link Settings#written} writes them.
     */
    public Builder check(Consumer<Settings> check) {
      this.check = check;
      return this;
    }

    /**
     * What to add when a user gives it an option it does not take, e.g. for nbm-influence and
     * {@code max-parents}: {@code f -> "its latent in-degree is " + f.written("max-in-degree")}.
     */
    public Builder hint(String key, Function<Settings.Form, String> hint) {
      hints.put(key, hint);
      return this;
    }

    /** How the options and the data make the learner. */
    public Builder learner(Factory factory) {
      this.factory = factory;
      return this;
    }

    public Algorithm build() {
      return new Algorithm(this);
    }
  }
}
