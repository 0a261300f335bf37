package org.structlearn.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options of {@code learn --algorithm nbm-influence} (seed 004) that no other algorithm takes;
 * the structure search's {@code --restarts}, {@code --perturb}, {@code --tabu-length}, {@code
 * --seed} and {@code --threads} are {@link SearchArgs}'.
 */
final class NbmInfluenceArgs {
  @Option(
      names = "--groups",
      paramLabel = "FILE",
      description =
          "nbm-influence: CSV column,group mapping each observed data column to its naive Bayes "
              + "model (the group name is the model's latent variable); required there.")
  Path groups;

  @Option(
      names = "--classes",
      paramLabel = "K",
      description = "nbm-influence: states of every latent variable (default 3, the seed's).")
  Integer classes;

  @Option(
      names = "--em-iterations",
      paramLabel = "N",
      description =
          "nbm-influence: iteration cap of each naive Bayes model's EM (default 10, the seed's).")
  Integer emIterations;

  @Option(
      names = "--em-restarts",
      paramLabel = "N",
      description =
          "nbm-influence: seeded random starts of each naive Bayes model's EM, the best kept "
              + "(default 5).")
  Integer emRestarts;

  @Option(
      names = "--completion",
      paramLabel = "soft|hard",
      description =
          "nbm-influence: how the structure score completes the latent columns: soft (expected "
              + "counts; default) or hard (each latent at its most probable class).")
  String completion;

  @Option(
      names = "--max-in-degree",
      paramLabel = "K",
      description = "nbm-influence: most latent parents of a latent variable (default 3).")
  Integer maxInDegree;

  /** The options of this class that were given, as written. */
  List<String> given() {
    List<String> out = new ArrayList<>();
    Object[][] all = {
      {"--groups", groups},
      {"--classes", classes},
      {"--em-iterations", emIterations},
      {"--em-restarts", emRestarts},
      {"--completion", completion},
      {"--max-in-degree", maxInDegree}
    };
    for (Object[] o : all) {
      if (o[1] != null) {
        out.add((String) o[0]);
      }
    }
    return out;
  }
}
