package org.structlearn.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.io.graph.GraphFiles;
import org.structlearn.io.network.BifWriter;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.missing.Completion;
import org.structlearn.missing.EmIteration;
import org.structlearn.missing.StructuralEm;
import org.structlearn.missing.StructuralEmOptions;
import org.structlearn.missing.StructuralEmResult;
import org.structlearn.search.SearchOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code em}: structural EM on data with missing cells ({@link StructuralEm}). */
@Command(
    name = "em",
    mixinStandardHelpOptions = true,
    description =
        "Learn a Bayesian network from data with missing cells by structural EM, using every row"
            + " (Friedman 1997/1998; bnlearn's structural.em): all-discrete data give a discrete"
            + " network, all-continuous data a linear Gaussian one, mixed data a conditional"
            + " linear Gaussian one (E-step by likelihood weighting). Missing cells are the"
            + " --missing texts (default NA and the empty cell). Prints the rows used and each"
            + " round's search score and observed log-likelihood (exact; estimated from the"
            + " particles for mixed data).")
final class EmCommand implements Callable<Integer> {
  enum CompletionName {
    expected,
    imputed
  }

  enum MaximizeName {
    tabu,
    hc
  }

  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;

  @Option(
      names = "--score",
      converter = ScoreChoice.Converter.class,
      description =
          "bic (default for discrete data), aic, loglik, bdeu, bds, k2; bic-g (default"
              + " for continuous data), aic-g, loglik-g, bge.")
  ScoreChoice score;

  @Option(names = "--iss", defaultValue = "1", description = "Imaginary sample size of bdeu/bds.")
  double iss;

  @Option(
      names = "--completion",
      defaultValue = "expected",
      description =
          "expected: Friedman's expected counts under the current network (default); imputed:"
              + " bnlearn's single imputation (each missing cell at its most probable value).")
  CompletionName completion;

  @Option(
      names = "--maximize",
      defaultValue = "tabu",
      description = "The search of each round: tabu (default) or hc.")
  MaximizeName maximize;

  @Option(
      names = "--from-previous",
      description =
          "Start each round's search from the structure of the round before (Friedman's and"
              + " bnlearn's choice) instead of afresh from the start graph.")
  boolean fromPrevious;

  @Option(
      names = "--bnlearn",
      description =
          "bnlearn's structural.em defaults: --completion imputed --maximize hc --from-previous"
              + " --max-iterations 5 --parameter-iss 0 (options given explicitly still apply).")
  boolean bnlearn;

  @Option(
      names = "--max-iterations",
      description = "The most rounds (default 10; 5 with --bnlearn).")
  Integer maxIterations;

  @Option(
      names = "--parameter-iterations",
      description = "The most EM steps on each round's parameters (default 25).")
  Integer parameterIterations;

  @Option(
      names = "--particles",
      description =
          "Mixed data: likelihood-weighting particles per incomplete row in each E-step"
              + " (default 500, bnlearn's bayes-lw n).")
  Integer particles;

  @Option(
      names = "--draws",
      description =
          "Draws for a group of missing cells with more joint values than --exact-limit (default 64).")
  Integer draws;

  @Option(
      names = "--exact-limit",
      description =
          "Groups of missing cells with at most this many joint values are completed exactly (default 256).")
  Integer exactLimit;

  @Option(
      names = "--parameter-iss",
      description =
          "Imaginary sample size of the discrete tables' Dirichlet prior, spread over each"
              + " table's cells (default 1; 0: maximum likelihood, as with --bnlearn).")
  Double parameterIss;

  @Option(
      names = "--start",
      paramLabel = "G",
      description =
          "Start DAG (default empty): model string, arc list, DOT, BIF or JSON; a path or a "
              + "name under the data folders.")
  Path start;

  @Option(names = "--seed", defaultValue = "1", description = "Seed of the draws (default 1).")
  long seed;

  @Option(
      names = "--threads",
      description =
          "Threads (default: the available processors); the result does not depend on it.")
  Integer threads;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description =
          "Write the learned network: .bif (discrete, the EM-fitted tables), .json (Gaussian),"
              + " or the DAG as .csv (arc list), .txt (model string) or .dot.")
  Path out;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Option(
      names = "--no-warmup",
      description =
          "Do not warm up structural EM on small synthetic data while the data are read"
              + " (the warm-up changes no result; it spares a fresh process most of its first"
              + " learning's uncompiled code).")
  boolean noWarmup;

  @Override
  public Integer call() {
    OutputChecks.check(spec, "--out", out, Map.of());
    StructuralEmOptions options = options();
    Dataset data =
        LearnWarmup.load(
            !noWarmup,
            org.structlearn.search.Warmup.Workload.STRUCTURAL_EM,
            null,
            dataOptions.file(),
            bnlearn,
            this::load);
    StructuralEmResult r = new StructuralEm(options).learn(data);
    if (out != null) {
      write(r, data);
    }
    Output.print(spec.commandLine().getOut(), report(r), json);
    return 0;
  }

  private Dataset load() {
    return dataOptions.loadKeepingMissing();
  }

  private StructuralEmOptions options() {
    StructuralEmOptions.Builder b =
        bnlearn ? StructuralEmOptions.bnlearn().toBuilder() : StructuralEmOptions.builder();
    if (!bnlearn || spec.commandLine().getParseResult().hasMatchedOption("--completion")) {
      b.completion(
          completion == CompletionName.expected ? Completion.EXPECTED : Completion.IMPUTED);
    }
    if (!bnlearn || spec.commandLine().getParseResult().hasMatchedOption("--maximize")) {
      b.maximize(
          maximize == MaximizeName.tabu
              ? StructuralEmOptions.Maximize.TABU
              : StructuralEmOptions.Maximize.HILL_CLIMBING);
    }
    if (fromPrevious) {
      b.restart(false);
    }
    if (maxIterations != null) {
      b.maxIterations(maxIterations);
    }
    if (parameterIterations != null) {
      b.parameterIterations(parameterIterations);
    }
    if (particles != null) {
      b.particles(particles);
    }
    if (draws != null) {
      b.draws(draws);
    }
    if (exactLimit != null) {
      b.exactLimit(exactLimit);
    }
    if (parameterIss != null) {
      b.parameterIss(parameterIss);
    }
    SearchOptions.Builder s = SearchOptions.builder().seed(seed);
    if (threads != null) {
      if (threads < 1) {
        throw new StructlearnException("--threads must be at least 1, was " + threads);
      }
      s.threads(threads);
    }
    if (start != null) {
      s.start(GraphFiles.readDag(InputFiles.find(start)));
    }
    if (score != null) {
      s.score(score.spec(iss, 0, 0));
    }
    return b.search(s.build()).build();
  }

  private void write(StructuralEmResult r, Dataset data) {
    String name = String.valueOf(out.getFileName());
    if (name.endsWith(".bif") || name.endsWith(".bif.gz")) {
      if (r.discrete() == null) {
        throw new StructlearnException(
            "--out " + out + ": BIF holds discrete networks; write .json");
      }
      BifWriter.write(r.discrete(), out);
    } else if (name.endsWith(".json") || name.endsWith(".json.gz")) {
      if (r.mixed() != null) {
        org.structlearn.io.network.CgNetworkJson.write(r.mixed(), out);
      } else if (r.gaussian() == null) {
        throw new StructlearnException(
            "--out " + out + ": JSON holds Gaussian networks; write .bif");
      } else {
        GaussianNetworkJson.write(r.gaussian(), out);
      }
    } else {
      GraphOutput.write(r.graph(), data, out);
    }
  }

  private static Map<String, Object> report(StructuralEmResult r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("rows", r.rows());
    m.put("rowsUsed", r.rows());
    m.put("completeRows", r.completeRows());
    m.put("missingCells", r.missingCells());
    m.put("completion", r.options().completion().name().toLowerCase(java.util.Locale.ROOT));
    m.put("rounds", r.iterations().size());
    m.put("stopped", r.stop().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
    m.put("arcs", r.graph().arcCount());
    m.put("logLikelihood", r.logLikelihood());
    m.put("penalisedLogLikelihood", r.score());
    m.put("chosenRound", r.chosen().iteration());
    List<Object> rounds = new ArrayList<>();
    for (EmIteration it : r.iterations()) {
      rounds.add(it.toString());
    }
    m.put("roundsDetail", rounds);
    m.put("model", org.structlearn.io.graph.ModelStrings.format(r.graph()));
    m.put("seconds", r.elapsed().toNanos() / 1e9);
    return m;
  }
}
