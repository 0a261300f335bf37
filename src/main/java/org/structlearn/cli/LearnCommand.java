package org.structlearn.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;
import org.structlearn.io.GraphFiles;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.search.ExhaustiveSearch;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.LearnResult;
import org.structlearn.search.Optimizations;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.TabuSearch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code learn}: score-based structure learning of a discrete Bayesian network. */
@Command(
    name = "learn",
    mixinStandardHelpOptions = true,
    description = "Learn a DAG from data by score-based search.")
final class LearnCommand implements Callable<Integer> {
  enum Algorithm {
    hc,
    tabu,
    exhaustive
  }

  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;

  @Option(
      names = "--algorithm",
      defaultValue = "hc",
      description = "Search: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
  Algorithm algorithm;

  @Option(
      names = "--score",
      defaultValue = "bic",
      converter = ScoreChoice.Converter.class,
      completionCandidates = ScoreChoice.Names.class,
      description = "Score: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
  ScoreChoice score;

  @Option(
      names = "--lambda",
      defaultValue = "0",
      description = "Penalty per arc of gauss-ll, seed 001's objective (default ${DEFAULT-VALUE}).")
  double lambda;

  @Option(
      names = "--ridge",
      defaultValue = "0",
      description =
          "Gaussian scores: added to the covariance diagonal for collinear data (default 0).")
  double ridge;

  @Option(names = "--iss", defaultValue = "1", description = "Imaginary sample size of bdeu, bds.")
  double iss;

  @Option(names = "--max-parents", description = "Most parents per node (default unlimited).")
  Integer maxParents;

  @Option(
      names = "--candidates",
      defaultValue = "0",
      description = "Sparse candidate: k best parents by mutual information (default 0: off).")
  int candidates;

  @Option(names = "--restarts", defaultValue = "0", description = "Random restarts (default 0).")
  int restarts;

  @Option(
      names = "--perturb",
      defaultValue = "1",
      description = "Random moves before each restart (default ${DEFAULT-VALUE}).")
  int perturb;

  @Option(
      names = "--tabu-length",
      defaultValue = "10",
      description = "Tabu list length (default ${DEFAULT-VALUE}).")
  int tabuLength;

  @Option(
      names = "--max-no-improvement",
      defaultValue = "10",
      description = "Tabu: steps without a new best before stopping (default ${DEFAULT-VALUE}).")
  int maxNoImprovement;

  @Option(names = "--max-iterations", description = "Most moves (default unlimited).")
  Integer maxIterations;

  @Option(
      names = "--seed",
      defaultValue = "1",
      description = "Random seed (default ${DEFAULT-VALUE}).")
  long seed;

  @Option(
      names = "--threads",
      defaultValue = "1",
      description = "Threads for score deltas; the result does not depend on it.")
  int threads;

  @Option(names = "--start", paramLabel = "G", description = "Start graph (default empty).")
  Path start;

  @Option(names = "--whitelist", paramLabel = "CSV", description = "Arc list of required arcs.")
  Path whitelist;

  @Option(names = "--blacklist", paramLabel = "CSV", description = "Arc list of forbidden arcs.")
  Path blacklist;

  @Option(names = "--no-delta-cache", description = "Recompute every move's delta at every step.")
  boolean noDeltaCache;

  @Option(names = "--no-score-cache", description = "Do not cache family scores.")
  boolean noScoreCache;

  @Option(names = "--no-priority-queue", description = "Scan all moves for the best one.")
  boolean noPriorityQueue;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description = "Write the graph: .csv arc list, .txt model string, .dot, or .bif (MLE fit).")
  Path out;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    Dataset data = dataOptions.load();
    SearchOptions options = options(data);
    LearnResult r;
    try (TerminalProgress progress = TerminalProgress.start("learn " + algorithm, -1)) {
      r =
          switch (algorithm) {
            case hc -> new HillClimbing(options).learn(data, progress);
            case tabu -> new TabuSearch(options).learn(data, progress);
            case exhaustive -> new ExhaustiveSearch(options).learn(data);
          };
    }
    if (out != null) {
      GraphOutput.write(r.graph(), data, out);
    }
    if (json) {
      Output.print(spec.commandLine().getOut(), summary(r, data), true);
    } else {
      spec.commandLine().getOut().println(r);
    }
    return 0;
  }

  private SearchOptions options(Dataset data) {
    SearchOptions.Builder b =
        SearchOptions.builder()
            .score(score.spec(iss, lambda, ridge))
            .candidates(candidates)
            .restarts(restarts)
            .perturb(perturb)
            .tabuLength(tabuLength)
            .maxNoImprovement(maxNoImprovement)
            .seed(seed)
            .threads(threads)
            .optimizations(new Optimizations(!noDeltaCache, !noScoreCache, !noPriorityQueue))
            .knowledge(knowledge(data));
    if (maxParents != null) {
      b.maxParents(maxParents);
    }
    if (maxIterations != null) {
      b.maxIterations(maxIterations);
    }
    if (start != null) {
      b.start(GraphFiles.readDag(start));
    }
    return b.build();
  }

  private Knowledge knowledge(Dataset data) {
    Knowledge.Builder k = Knowledge.builder();
    if (whitelist != null) {
      Pdag w = GraphFiles.read(whitelist, null);
      for (Arc a : w.arcs()) {
        k.require(w.name(a.from()), w.name(a.to()));
      }
    }
    if (blacklist != null) {
      Pdag bl = GraphFiles.read(blacklist, null);
      for (Arc a : bl.arcs()) {
        k.forbid(bl.name(a.from()), bl.name(a.to()));
      }
    }
    return k.build();
  }

  static Map<String, Object> summary(LearnResult r, Dataset data) {
    Dag g = r.graph();
    List<List<String>> arcs = new ArrayList<>();
    for (Arc a : g.arcs()) {
      arcs.add(List.of(g.name(a.from()), g.name(a.to())));
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("algorithm", r.algorithm());
    m.put("nodes", g.names());
    m.put("arcs", arcs);
    m.put("score", r.score());
    m.put("scoreType", r.scoreName());
    m.put("rows", data.rows());
    m.put("iterations", r.iterations());
    m.put("evaluations", r.counters().evaluations());
    m.put("cacheHits", r.counters().cacheHits());
    m.put("movesConsidered", r.counters().movesConsidered());
    m.put("stopReason", r.stopReason().name());
    m.put("seed", r.seed());
    m.put("threads", r.options().threads());
    m.put("seconds", r.elapsed().toNanos() / 1e9);
    m.put("modelString", g.toString());
    return m;
  }
}
