package org.structlearn.cli;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.data.Dataset;
import org.structlearn.metrics.CrossValidation;
import org.structlearn.metrics.CvResult;
import org.structlearn.search.SearchListener;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code cv}: k-fold cross-validation of a structure learner, the loss being the negative
 * log-likelihood per held-out row (bnlearn's {@code bn.cv} "logl" loss).
 */
@Command(
    name = "cv",
    mixinStandardHelpOptions = true,
    description =
        "Cross-validate a learner: learn on k-1 folds, fit parameters by maximum likelihood, and "
            + "report the negative log-likelihood per held-out row (bnlearn's bn.cv logl loss).")
final class CvCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;
  @Mixin SearchArgs search;

  @Option(names = "--folds", defaultValue = "10", description = "Folds (default ${DEFAULT-VALUE}).")
  int folds;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    Dataset data = dataOptions.load();
    long t0 = System.nanoTime();
    CvResult r =
        new CrossValidation(folds, search.seed)
            .run(data, train -> search.learn(train, SearchListener.none()).graph());
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("meanLoss", r.meanLoss());
    m.put("foldLosses", json ? r.foldLosses() : Arrays.toString(r.foldLosses()));
    m.put("folds", r.folds());
    m.put("seed", r.seed());
    m.put("algorithm", search.algorithm.name());
    m.put("score", search.options(data).score().name());
    m.put("rows", data.rows());
    m.put("seconds", (System.nanoTime() - t0) / 1e9);
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }
}
