package org.structlearn.learn.registry;

import java.nio.file.Path;
import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.io.GroupFiles;
import org.structlearn.latent.NbmGroups;
import org.structlearn.latent.NbmInfluenceLearner;
import org.structlearn.latent.NbmInfluenceOptions;
import org.structlearn.learn.GraphKind;

/**
 * The influence network between naive Bayes models whose class variables are latent (Ajoodha and
 * Rosman): each group of columns a naive Bayes model learned by EM, the structure between the
 * latent variables by tabu search with restarts, the whole network re-learned by EM.
 */
final class LatentEntries {
  private LatentEntries() {}

  static final Setting<Path> GROUPS =
      Setting.path(
          "groups",
          "FILE",
          "nbm-influence: CSV column,group mapping each observed data column to its naive Bayes"
              + " model (the group name is the model's latent variable); required there.");

  static final Setting<Integer> CLASSES =
      Setting.integer(
          "classes", "K", 2, "nbm-influence: states of every latent variable (default 3).");

  static final Setting<Integer> EM_ITERATIONS =
      Setting.integer(
          "em-iterations",
          "N",
          1,
          "nbm-influence: iteration cap of each naive Bayes model's EM (default 10).");

  static final Setting<Integer> EM_RESTARTS =
      Setting.integer(
          "em-restarts",
          "N",
          1,
          "nbm-influence: seeded random starts of each naive Bayes model's EM, the best kept"
              + " (default 5).");

  static final Setting<NbmInfluenceOptions.Completion> COMPLETION =
      Setting.choice(
          "completion",
          "soft|hard",
          Setting.ordered(
              "soft",
              NbmInfluenceOptions.Completion.SOFT,
              "hard",
              NbmInfluenceOptions.Completion.HARD),
          "nbm-influence, structural-em: how the structure score completes the latent columns"
              + " (structural-em: the missing cells): soft (expected counts; default) or hard"
              + " (each at its most probable value; structural-em's hard is bnlearn's"
              + " imputation).");

  static final Setting<Integer> MAX_IN_DEGREE =
      Setting.integer(
          "max-in-degree",
          "K",
          1,
          "nbm-influence: most latent parents of a latent variable (default 3).");

  static List<Algorithm> entries() {
    return List.of(
        Algorithm.builder("nbm-influence")
            .summary(
                "The influence network between naive Bayes models with latent classes (Ajoodha"
                    + " and Rosman): EM per group of columns, tabu search between the latent"
                    + " variables, EM of the whole network")
            .settings(
                GROUPS,
                CLASSES,
                EM_ITERATIONS,
                EM_RESTARTS,
                COMPLETION,
                MAX_IN_DEGREE,
                SearchEntries.RESTARTS,
                SearchEntries.PERTURB,
                SearchEntries.TABU_LENGTH,
                CommonSettings.SEED,
                CommonSettings.THREADS)
            .kind(GraphKind.DAG)
            .check(LatentEntries::check)
            .hint("max-parents", f -> "its latent in-degree is " + f.written(MAX_IN_DEGREE.key()))
            .hint("score", f -> "it scores latent structures by BIC on the completed data")
            .learner(LatentEntries::learner)
            .build());
  }

  private static void check(Settings s) {
    if (!s.has(GROUPS)) {
      throw new StructlearnException(
          s.form().algorithm("nbm-influence")
              + " needs "
              + s.written(GROUPS)
              + " FILE: a CSV with the header column,group and one row per observed data column"
              + " naming its naive Bayes model, e.g. O1,L1");
    }
  }

  private static NbmInfluenceLearner learner(Settings s, Dataset data) {
    NbmGroups groups = GroupFiles.read(s.get(GROUPS));
    for (int c = 0; c < data.columns(); c++) {
      String name = data.names().get(c);
      if (!data.isDiscrete(c) && groups.groupOf(name) >= 0) {
        throw new StructlearnException(
            "column '"
                + name
                + "' is continuous; naive Bayes models need discrete data: if its values are codes"
                + " such as 0, 1, 2, read the data as discrete (--discrete on the command line)");
      }
    }
    NbmInfluenceOptions.Builder b = NbmInfluenceOptions.builder();
    if (s.has(CLASSES)) {
      b.classes(s.get(CLASSES));
    }
    if (s.has(EM_ITERATIONS)) {
      b.emIterations(s.get(EM_ITERATIONS));
    }
    if (s.has(EM_RESTARTS)) {
      b.emRestarts(s.get(EM_RESTARTS));
    }
    if (s.has(MAX_IN_DEGREE)) {
      b.maxInDegree(s.get(MAX_IN_DEGREE));
    }
    if (s.has(COMPLETION)) {
      b.completion(s.get(COMPLETION));
    }
    // the search's defaults are the seed's here, not hill climbing's
    if (s.has(SearchEntries.RESTARTS)) {
      b.randomRestarts(s.get(SearchEntries.RESTARTS));
    }
    if (s.has(SearchEntries.PERTURB)) {
      b.perturb(s.get(SearchEntries.PERTURB));
    }
    if (s.has(SearchEntries.TABU_LENGTH)) {
      b.tabuLength(s.get(SearchEntries.TABU_LENGTH));
    }
    return new NbmInfluenceLearner(
        b.seed(CommonSettings.seed(s)).threads(CommonSettings.threads(s)).build(), groups);
  }
}
