package org.structlearn.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.data.Dataset;
import org.structlearn.data.IncompleteDataset;
import org.structlearn.learn.registry.Algorithms;
import org.structlearn.learn.registry.Settings;
import org.structlearn.prep.CompleteCases;
import picocli.CommandLine.Model.CommandSpec;

/**
 * What {@code learn} does with the missing cells of the user's table when the user did not say (no
 * {@code --missing-cells}, no {@code --drop-missing}): with discrete, continuous or mixed data and
 * hill climbing or tabu search, structural EM (the registry's {@code structural-em}, Friedman
 * 1997/1998) with that search, so that every row is used; otherwise (another algorithm; an option
 * structural EM does not take; a column without any value) the incomplete rows are dropped, and the
 * reason is said. Every decision goes to the command's error stream.
 */
final class LearnData {
  private LearnData() {}

  /** The data to learn from and the settings to learn with (those of structural EM if chosen). */
  record Loaded(Dataset data, Settings settings) {}

  static Loaded load(CommandSpec spec, DataOptions options, Settings settings) {
    String algorithm = settings.algorithm().name();
    if (algorithm.equals("structural-em")) {
      return new Loaded(options.loadKeepingMissing(), settings);
    }
    if (options.missingCellsChosen()) {
      return new Loaded(options.load(), settings);
    }
    IncompleteDataset table = options.loadTableDiscretized();
    if (table.isComplete()) {
      options.announce(CompleteCases.of(table));
      return new Loaded(table.dataset(), settings);
    }
    Map<String, String> given = AlgorithmOptions.given(spec);
    String why = whyNotEm(table, algorithm, given);
    PrintWriter err = spec.commandLine().getErr();
    if (why == null) {
      Map<String, String> em = new LinkedHashMap<>(given);
      em.put("maximize", algorithm);
      Settings s = Algorithms.settings("structural-em", em, Settings.Form.COMMAND_LINE);
      DataNotes.announceKept(
          spec, options.data, options.prepared(), table, options.decimalCommaDetected());
      boolean mixed = !table.dataset().isAllDiscrete() && !table.dataset().isAllContinuous();
      err.println(
          "  learning by structural EM (Friedman 1997/1998) with "
              + algorithm
              + " as its search, so that every row counts: each round fills in the missing cells'"
              + (mixed
                  ? " values by likelihood weighting under the current conditional Gaussian"
                      + " network (500 seeded particles per incomplete row),"
                  : " expected counts under the current network,")
              + " searches, then refits; no row dropped (--missing-cells drop-rows drops the"
              + " incomplete rows instead)");
      err.flush();
      return new Loaded(table.dataset(), s);
    }
    CompleteCases cases = CompleteCases.of(table);
    options.announce(cases);
    err.println("  rows dropped, not filled in by structural EM, because " + why);
    err.flush();
    return new Loaded(cases.data(), settings);
  }

  /** Why structural EM does not apply, or null if it does. */
  static String whyNotEm(IncompleteDataset table, String algorithm, Map<String, String> given) {
    Dataset d = table.dataset();
    if (!List.of("hc", "tabu").contains(algorithm)) {
      return "structural EM runs hill climbing or tabu search, not "
          + algorithm
          + " (--algorithm hc or tabu, or structural-em, fill them in)";
    }
    var em = Algorithms.get("structural-em");
    for (String key : given.keySet()) {
      if (!em.takes(key)) {
        return "--" + key + " is not an option of structural EM (leave it out to fill them in)";
      }
    }
    for (int c = 0; c < d.columns(); c++) {
      if (d.missing().count(c) == d.rows()) {
        return "column '" + d.variable(c).name() + "' has no observed cell";
      }
    }
    return null;
  }
}
