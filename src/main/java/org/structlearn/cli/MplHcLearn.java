package org.structlearn.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.StructlearnException;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.search.MplHillClimbing;
import org.structlearn.search.MplHillClimbingOptions;
import org.structlearn.search.MplHillClimbingResult;
import org.structlearn.stats.DirichletMultinomial;

/**
 * {@code learn --algorithm mpl-hc [--merge or|and] [--alpha a]}: BDgraph's MPL hill climbing over
 * undirected graphs, its printed summary and its JSON object.
 */
final class MplHcLearn {
  private MplHcLearn() {}

  /**
   * The search's options from the command line, refusing a score other than mpl, the DAG searches'
   * options, the independence test's options and {@code --k-best}.
   *
   * @param merge the {@code --merge} value, null for the default (or)
   */
  static MplHillClimbingOptions options(SearchArgs search, String merge) {
    ScoreArgs s = search.scoreArgs;
    if (s.score != null && !s.score.name().equals(ScoreChoice.MPL)) {
      throw new StructlearnException(
          "--algorithm mpl-hc climbs the mpl score only, not --score "
              + s.score
              + "; drop --score (or write --score mpl), or use --algorithm exhaustive with --score "
              + s.score);
    }
    search.refuseDagOptions("--algorithm mpl-hc");
    if (search.kBest != null) {
      throw new StructlearnException(
          "--k-best lists the k best graphs of --algorithm exhaustive; mpl-hc returns one graph");
    }
    WorkerPool.checkThreads("--threads", search.threads);
    if (s.alpha != null) {
      DirichletMultinomial.checkHyperparameter("--alpha", s.alpha);
    }
    return MplHillClimbingOptions.builder()
        .score(s.mplSpec())
        .merge(merge(merge))
        .threads(search.threads)
        .build();
  }

  private static MplHillClimbingOptions.Merge merge(String merge) {
    if (merge == null || merge.equals("or")) {
      return MplHillClimbingOptions.Merge.OR;
    }
    if (merge.equals("and")) {
      return MplHillClimbingOptions.Merge.AND;
    }
    throw new StructlearnException(
        "--merge must be or (an edge if either node's blanket has the other; default) or and "
            + "(if both have), was '"
            + merge
            + "'");
  }

  /**
   * Runs the search (interruptible: Ctrl-C ends it with "stopped: ..."), a progress bar of the
   * flips of phase 2 on a terminal, as the DAG searches show their steps.
   */
  static MplHillClimbingResult run(Dataset data, MplHillClimbingOptions options) {
    try (TerminalProgress progress = TerminalProgress.start("learn mpl-hc", -1)) {
      return new MplHillClimbing(options).learn(data, progress);
    }
  }

  /** The JSON object: the graph, its score and the work done. */
  static Map<String, Object> summary(MplHillClimbingResult r, Dataset data) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("algorithm", "mpl-hc");
    m.put("graphType", "undirected");
    m.put("merge", r.options().merge().name().toLowerCase(Locale.ROOT));
    m.put("nodes", r.graph().names());
    m.put("edges", UndirectedLearn.edges(r.graph()));
    m.put("score", r.score());
    m.put("scoreType", r.scoreName());
    m.put("rows", data.rows());
    m.put("blankets", r.blankets());
    m.put("candidateEdges", r.candidateEdges());
    m.put("flips", r.flips());
    m.put("tests", r.localScoreCalls());
    m.put("localScoreCalls", r.localScoreCalls());
    m.put("scoreEvaluations", r.scoreEvaluations());
    m.put("stopReason", r.stopReason().name());
    m.put("threads", r.options().threads());
    m.put("seconds", r.elapsed().toNanos() / 1e9);
    return m;
  }

  /** The printed summary. */
  static String text(MplHillClimbingResult r) {
    List<String> edges = new ArrayList<>();
    for (List<String> e : UndirectedLearn.edges(r.graph())) {
      edges.add(e.get(0) + " - " + e.get(1));
    }
    return String.format(
        Locale.ROOT,
        "Markov network structure learned by MPL hill climbing (BDgraph's, merge %s)%n"
            + "  score (%s):   %.4f%n  nodes: %d, edges: %d%n  edges:%n    %s%n"
            + "  work: %d candidate edges, %d flips, %,d local-score calls (%,d computed)%n"
            + "  stop: %s, threads: %d, time: %s s",
        r.options().merge().name().toLowerCase(Locale.ROOT),
        r.scoreName(),
        r.score(),
        r.graph().size(),
        r.graph().edgeCount(),
        edges.isEmpty() ? "(none)" : String.join(", ", edges),
        r.candidateEdges(),
        r.flips(),
        r.localScoreCalls(),
        r.scoreEvaluations(),
        r.stopReason(),
        r.options().threads(),
        LearnReport.seconds(r.elapsed().toNanos() / 1e9));
  }
}
