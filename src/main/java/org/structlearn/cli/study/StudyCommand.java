package org.structlearn.cli.study;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.WorkerPool;
import org.structlearn.cli.Output;
import org.structlearn.cli.TerminalProgress;
import org.structlearn.learn.Reports;
import org.structlearn.study.Claim;
import org.structlearn.study.LatentInfluenceStudy;
import org.structlearn.study.LatentInfluenceStudyOptions;
import org.structlearn.study.LatentInfluenceStudyResult;
import org.structlearn.study.MnExhaustiveOptions;
import org.structlearn.study.MnExhaustiveResult;
import org.structlearn.study.MnExhaustiveStudy;
import org.structlearn.study.MnExhaustiveStudy.Score;
import org.structlearn.study.MnHillClimbingOptions;
import org.structlearn.study.MnHillClimbingResult;
import org.structlearn.study.MnHillClimbingStudy;
import org.structlearn.study.TargetStructure;
import org.structlearn.study.TopologyStudy;
import org.structlearn.study.TopologyStudyOptions;
import org.structlearn.study.TopologyStudyResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code study NAME}: runs one of the papers' experiments and prints its table (the same one its
 * notebook shows), with the paper's claims marked as agreeing or differing.
 */
@Command(
    name = "study",
    mixinStandardHelpOptions = true,
    description = {
      "Run a paper's experiment and print its table.",
      "Studies:",
      "  mn-exhaustive     Schlüter et al. (BJP score): success rate of BJP, the",
      "                    IB-score and MPL under exhaustive search on six structures",
      "                    of six binary variables (full: 100 data sets per cell,",
      "                    about a minute on two threads).",
      "  mn-hill-climbing  Schlüter et al. (BJP score): Hamming distance and runtime",
      "                    of BJP and the IB-score with IBMAP-HC and of MPL with its",
      "                    hill climbing on 12 hub, scale-free and real networks (full:",
      "                    100 data sets per cell, about 3 minutes on two threads;",
      "                    --quick: 4, under a minute). --with-neighbourhood-selection",
      "                    adds l1 neighbourhood selection (EBIC, as IsingFit) as a",
      "                    fourth learner, the field's standard baseline.",
      "  topology          Rajala 2009, sec. 8.3: Hamming distance, tests run and time",
      "                    of MI thresholding, MGMN, SGS, PC, GSMN and GSIMN on a",
      "                    lattice, a random geometric graph and ALARM's moral graph",
      "                    (full: 10 data sets per cell; --quick: 5, under a minute).",
      "  latent-influence  Ajoodha and Rosman: relative entropy to the truth of a",
      "                    random, no, the learned and the true latent structure",
      "                    between 10 naive Bayes models against the training rows",
      "                    (full: 5 truths x 6 sizes up to 10,000, many minutes;",
      "                    --quick: 2 truths x 4 sizes up to 5,000, about a minute on",
      "                    two threads)."
    })
public final class StudyCommand implements Callable<Integer> {
  /** The studies this command knows. */
  static final List<String> STUDIES =
      List.of("mn-exhaustive", "mn-hill-climbing", "topology", "latent-influence");

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Parameters(
      index = "0",
      paramLabel = "NAME",
      description = "The study: ${COMPLETION-CANDIDATES}.",
      completionCandidates = Names.class)
  String name;

  @Option(names = "--quick", description = "A smaller run for CI: fewer data sets and sizes.")
  boolean quick;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed (default 1).")
  long seed;

  @Option(
      names = "--threads",
      defaultValue = "1",
      paramLabel = "T",
      description = "Worker threads (default 1); the numbers do not depend on it.")
  int threads;

  @Option(
      names = "--with-neighbourhood-selection",
      description =
          "mn-hill-climbing only: compare l1 neighbourhood selection (Ravikumar, Wainwright and"
              + " Lafferty 2010; EBIC gamma 0.25, AND rule, as IsingFit) too, as a fourth learner.")
  boolean withNeighbourhood;

  /** The study names, for picocli's completion and help. */
  static final class Names extends java.util.ArrayList<String> {
    Names() {
      super(STUDIES);
    }
  }

  @Override
  public Integer call() {
    if (!STUDIES.contains(name)) {
      throw new IllegalArgumentException(
          "unknown study '" + name + "' (NAME); known studies: " + String.join(", ", STUDIES));
    }
    WorkerPool.checkThreads("--threads", threads);
    if (withNeighbourhood && !name.equals("mn-hill-climbing")) {
      throw new IllegalArgumentException(
          "--with-neighbourhood-selection applies to study mn-hill-climbing only, not '"
              + name
              + "'; leave it out");
    }
    if (name.equals("mn-hill-climbing")) {
      return hillClimbing();
    }
    if (name.equals("topology")) {
      return topology();
    }
    if (name.equals("latent-influence")) {
      return latentInfluence();
    }
    MnExhaustiveOptions base = quick ? MnExhaustiveOptions.quick() : MnExhaustiveOptions.full();
    MnExhaustiveOptions options = base.toBuilder().seed(seed).threads(threads).build();
    MnExhaustiveResult result;
    try (TerminalProgress bar =
        TerminalProgress.start(
            "mn-exhaustive", (long) options.dataSets() * MnExhaustiveStudy.structures().size())) {
      result = MnExhaustiveStudy.run(options, bar);
    }
    return report(result.toMap(), out -> print(out, result, quick));
  }

  private int hillClimbing() {
    MnHillClimbingOptions base =
        quick ? MnHillClimbingOptions.quick() : MnHillClimbingOptions.full();
    MnHillClimbingOptions options = base.toBuilder().seed(seed).threads(threads).build();
    if (withNeighbourhood) {
      options = options.withNeighbourhoodSelection();
    }
    MnHillClimbingOptions chosen = options;
    MnHillClimbingResult result;
    try (TerminalProgress bar =
        TerminalProgress.start(
            "mn-hill-climbing", (long) options.dataSets() * MnHillClimbingStudy.targets().size())) {
      result = MnHillClimbingStudy.run(chosen, bar);
    }
    return report(result.toMap(), out -> HillClimbingStudyReport.print(out, result, quick));
  }

  private int topology() {
    TopologyStudyOptions base = quick ? TopologyStudyOptions.quick() : TopologyStudyOptions.full();
    TopologyStudyOptions options = base.toBuilder().seed(seed).threads(threads).build();
    TopologyStudyResult result;
    try (TerminalProgress bar =
        TerminalProgress.start(
            "topology", (long) options.dataSets() * TopologyStudy.targets().size())) {
      result = TopologyStudy.run(options, bar);
    }
    return report(result.toMap(), out -> TopologyStudyReport.print(out, result, quick));
  }

  private int latentInfluence() {
    LatentInfluenceStudyOptions base =
        quick ? LatentInfluenceStudyOptions.quick() : LatentInfluenceStudyOptions.full();
    LatentInfluenceStudyOptions options = base.toBuilder().seed(seed).threads(threads).build();
    LatentInfluenceStudyResult result;
    try (TerminalProgress bar =
        TerminalProgress.start("latent-influence", LatentInfluenceStudy.tasks(options))) {
      result = LatentInfluenceStudy.run(options, bar);
    }
    return report(result.toMap(), out -> LatentInfluenceStudyReport.print(out, result, quick));
  }

  /** Prints a study's JSON object (with the preset's name) or, without --json, its text report. */
  private int report(Map<String, Object> map, java.util.function.Consumer<PrintWriter> text) {
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      Map<String, Object> m = new LinkedHashMap<>(map);
      m.put("size", quick ? "quick" : "full");
      Output.print(out, m, true);
    } else {
      text.accept(out);
    }
    return 0;
  }

  static void print(PrintWriter out, MnExhaustiveResult r, boolean quick) {
    MnExhaustiveOptions o = r.options();
    out.printf(
        Locale.ROOT,
        "study mn-exhaustive (%s): %d data sets per cell (%d distributions x %d seeds), seed %d,"
            + " %d thread(s), %s s%n",
        quick ? "quick" : "full",
        o.dataSets(),
        o.distributions(),
        o.seedsPerDistribution(),
        o.seed(),
        o.threads(),
        Reports.seconds(r.elapsed().toMillis() / 1000.0));
    out.println("success rate (exact recovery by exhaustive search over 32,768 graphs)");
    out.printf(
        Locale.ROOT, "%-12s %4s %6s %7s %7s %7s%n", "structure", "irr", "N", "BJP", "IB", "MPL");
    for (int s = 0; s < r.structures().size(); s++) {
      TargetStructure t = r.structures().get(s);
      for (int n : o.sampleSizes()) {
        out.printf(Locale.ROOT, "%-12s %4d %6d", t.name(), t.irregularity(), n);
        for (Score sc : Score.values()) {
          out.printf(Locale.ROOT, " %7.2f", r.cell(s, n, sc).rate());
        }
        out.println();
      }
    }
    out.println();
    out.println("the paper's claims:");
    for (Claim c : r.claims()) {
      out.println("  " + c);
    }
  }
}
