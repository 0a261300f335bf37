package org.structlearn.cli;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.StructureLearner;
import org.structlearn.learn.registry.Algorithms;
import org.structlearn.learn.registry.CommonSettings;
import org.structlearn.learn.registry.Settings;
import org.structlearn.metrics.CrossValidation;
import org.structlearn.metrics.CvResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code cv}: k-fold cross-validation of any learner of DAGs or CPDAGs in the registry, the loss
 * being the negative log-likelihood per held-out row (bnlearn's {@code bn.cv} "logl" loss).
 */
@Command(
    name = "cv",
    mixinStandardHelpOptions = true,
    description =
        "Cross-validate a learner: learn on k-1 folds (a CPDAG extended to a DAG, as bnlearn's "
            + "cextend), fit parameters on them, and report the negative log-likelihood per "
            + "held-out row (bnlearn's bn.cv logl loss). Learners of undirected graphs have no "
            + "parameters to fit here and are refused.")
final class CvCommand implements Callable<Integer>, AlgorithmOptions.Taker {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;

  @Option(
      names = "--algorithm",
      paramLabel = "NAME",
      defaultValue = "hc",
      completionCandidates = LearnCommand.AlgorithmNames.class,
      description = "The learner: ${COMPLETION-CANDIDATES} (default hc).")
  String algorithm;

  @Option(names = "--folds", defaultValue = "10", description = "Folds (default ${DEFAULT-VALUE}).")
  int folds;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description =
          "Seed of the fold assignment and, for a learner that draws at random, of the learner"
              + " (default ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    Map<String, String> given = AlgorithmOptions.given(spec);
    if (Algorithms.get(algorithm).takes(CommonSettings.SEED.key())) {
      given.put(CommonSettings.SEED.key(), Long.toString(seed));
    }
    Settings settings = Algorithms.settings(algorithm, given, Settings.Form.COMMAND_LINE);
    if (settings.algorithm().kind(settings) == GraphKind.UNDIRECTED) {
      throw new StructlearnException(
          "--algorithm "
              + algorithm
              + " learns an undirected graph, which cv cannot fit as a Bayesian network; cv takes"
              + " the learners of DAGs and CPDAGs");
    }
    Dataset data = dataOptions.load();
    StructureLearner learner = settings.algorithm().learner(settings, data);
    long t0 = System.nanoTime();
    CvResult r = new CrossValidation(folds, seed).run(data, learner);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("meanLoss", r.meanLoss());
    m.put("foldLosses", json ? r.foldLosses() : Arrays.toString(r.foldLosses()));
    m.put("folds", r.folds());
    m.put("seed", r.seed());
    m.put("algorithm", algorithm);
    m.put("score", scoreName(learner));
    m.put("rows", data.rows());
    m.put("seconds", (System.nanoTime() - t0) / 1e9);
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }

  /** The learner's score, as its options name it, or empty for a learner without one. */
  private static String scoreName(StructureLearner learner) {
    return learner.options() instanceof org.structlearn.search.SearchOptions o
        ? o.score().name()
        : "";
  }
}
