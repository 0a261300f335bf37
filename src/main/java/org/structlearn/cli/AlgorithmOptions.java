package org.structlearn.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.learn.registry.Algorithms;
import org.structlearn.learn.registry.Setting;
import org.structlearn.learn.registry.Settings;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The algorithms' options on the command line: every option of the registry ({@link Algorithms})
 * becomes {@code --key VALUE} (or a flag) of the commands that learn ({@code learn}, {@code cv},
 * {@code strength}), with the registry's description and the algorithms that take it, so that they
 * are declared, documented and checked in one place.
 */
final class AlgorithmOptions {
  /**
   * Marks a command that takes {@code --algorithm} and the algorithms' options. An option the
   * command declares itself (strength's {@code --threads} and {@code --seed}, which are the
   * bootstrap's) keeps the command's meaning, and the registry's option of that name is not added.
   */
  interface Taker {}

  /** Marks the options added here, apart from the command's own. */
  private static final String MARK = "structlearn.algorithm-option";

  private AlgorithmOptions() {}

  /** Adds every registry option to the command, and the algorithms to its usage footer. */
  static void addTo(CommandSpec spec) {
    for (Setting<?> s : Algorithms.allSettings()) {
      String name = "--" + s.key();
      if (spec.findOption(name) != null) {
        continue;
      }
      List<String> takers = Algorithms.taking(s.key());
      String applies =
          takers.size() == Algorithms.names().size() ? "" : " [" + String.join(", ", takers) + "]";
      OptionSpec.Builder o =
          OptionSpec.builder(name)
              .description(s.description() + applies)
              .descriptionKey(MARK)
              .hasInitialValue(false);
      if (s.isFlag()) {
        o.arity("0").type(boolean.class);
      } else {
        o.arity("1").type(String.class).paramLabel(s.label());
      }
      spec.addOption(o.build());
    }
    StringBuilder footer = new StringBuilder("%nAlgorithms (--algorithm):%n");
    for (org.structlearn.learn.registry.Algorithm a : Algorithms.all()) {
      footer.append("  ").append(a.name()).append(": ").append(a.summary()).append("%n");
    }
    spec.usageMessage().footer(footer.toString());
  }

  /** The registry options given on the command line, by key, as written. */
  static Map<String, String> given(CommandSpec spec) {
    ParseResult parsed = spec.commandLine().getParseResult();
    Map<String, String> out = new LinkedHashMap<>();
    for (Setting<?> s : Algorithms.allSettings()) {
      OptionSpec o = parsed.matchedOption("--" + s.key());
      if (o != null && MARK.equals(o.descriptionKey())) {
        out.put(s.key(), s.isFlag() ? "true" : o.getValue().toString());
      }
    }
    return out;
  }

  /** The files the registry options given name, by option, as inputs an output must not replace. */
  static Map<String, Path> inputs(CommandSpec spec) {
    Map<String, Path> out = new LinkedHashMap<>();
    given(spec)
        .forEach(
            (key, value) -> {
              for (Setting<?> s : Algorithms.allSettings()) {
                if (s.key().equals(key) && s.isFile()) {
                  out.put("--" + key, Path.of(value));
                }
              }
            });
    return out;
  }

  /** The options given, parsed and checked for the algorithm. */
  static Settings settings(CommandSpec spec, String algorithm) {
    return Algorithms.settings(algorithm, given(spec), Settings.Form.COMMAND_LINE);
  }
}
