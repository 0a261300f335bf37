package org.structlearn.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.StructlearnException;
import org.structlearn.WorkerPool;
import org.structlearn.citest.BayesianCiTestOptions;
import org.structlearn.data.Dataset;
import org.structlearn.score.BjpScoreSpec;
import org.structlearn.score.IbScoreSpec;
import org.structlearn.score.UndirectedGraphScoreSpec;
import org.structlearn.search.IbmapHillClimbing;
import org.structlearn.search.IbmapHillClimbingOptions;
import org.structlearn.search.IbmapHillClimbingResult;
import org.structlearn.search.SearchStep;

/**
 * {@code learn --algorithm ibmap-hc [--score bjp|ib]}: IBMAP-HC over undirected graphs, its printed
 * summary and its JSON object.
 */
final class IbmapHcLearn {
  private IbmapHcLearn() {}

  /**
   * The search's options from the command line: the score (bjp by default, or ib) with the Bayesian
   * test's options, refusing other scores, the DAG searches' options and {@code --k-best}.
   */
  static IbmapHillClimbingOptions options(SearchArgs search, Integer proposals) {
    ScoreArgs s = search.scoreArgs;
    if (s.score != null
        && !s.score.name().equals(ScoreChoice.BJP)
        && !s.score.name().equals(ScoreChoice.IB)) {
      throw new StructlearnException(
          "--algorithm ibmap-hc climbs the bjp or ib score, not --score "
              + s.score
              + (s.score.name().equals(ScoreChoice.MPL)
                  ? "; for mpl use --algorithm mpl-hc"
                  : "; write --score bjp (default) or --score ib"));
    }
    search.refuseDagOptions("--algorithm ibmap-hc");
    if (search.kBest != null) {
      throw new StructlearnException(
          "--k-best lists the k best graphs of --algorithm exhaustive; ibmap-hc returns one graph");
    }
    WorkerPool.checkThreads("--threads", search.threads);
    if (proposals != null && proposals < 1) {
      throw new StructlearnException(
          "--proposals must be at least 1 (1: the published IBMAP-HC), was " + proposals);
    }
    if (s.score == null) {
      s.score = new ScoreChoice(ScoreChoice.BJP, null, null, true);
    }
    UndirectedGraphScoreSpec spec = s.undirectedSpec();
    BayesianCiTestOptions test =
        spec instanceof BjpScoreSpec b ? b.options() : ((IbScoreSpec) spec).options();
    return IbmapHillClimbingOptions.builder()
        .score(
            spec instanceof BjpScoreSpec
                ? IbmapHillClimbingOptions.Score.BJP
                : IbmapHillClimbingOptions.Score.IB)
        .test(test)
        .threads(search.threads)
        .proposals(proposals == null ? 1 : proposals)
        .build();
  }

  /** Runs the search with a progress line (interruptible: Ctrl-C ends it with "stopped: ..."). */
  static IbmapHillClimbingResult run(Dataset data, IbmapHillClimbingOptions options) {
    try (TerminalProgress progress = TerminalProgress.start("learn ibmap-hc", -1)) {
      return new IbmapHillClimbing(options).learn(data, progress);
    }
  }

  /** The JSON object: the graph, its score, the work done and the trace. */
  static Map<String, Object> summary(IbmapHillClimbingResult r, Dataset data) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("algorithm", "ibmap-hc");
    m.put("graphType", "undirected");
    m.put("nodes", r.graph().names());
    m.put("edges", UndirectedLearn.edges(r.graph()));
    m.put("score", r.score());
    m.put("scoreType", r.scoreName());
    m.put("rows", data.rows());
    m.put("flips", r.flips());
    m.put("tests", r.testsRun());
    m.put("testsReused", r.testsReused());
    m.put("queries", r.queries());
    m.put("stopReason", r.stopReason().name());
    m.put("rejected", r.rejected());
    m.put("proposals", r.options().proposals());
    m.put("threads", r.options().threads());
    m.put("seconds", r.elapsed().toNanos() / 1e9);
    List<Map<String, Object>> trace = new ArrayList<>();
    for (SearchStep step : r.trace()) {
      Map<String, Object> t = new LinkedHashMap<>();
      t.put("move", step.move());
      t.put("delta", step.delta());
      t.put("score", step.total());
      trace.add(t);
    }
    m.put("trace", trace);
    return m;
  }

  /** The printed summary. */
  static String text(IbmapHillClimbingResult r) {
    List<String> edges = new ArrayList<>();
    for (List<String> e : UndirectedLearn.edges(r.graph())) {
      edges.add(e.get(0) + " - " + e.get(1));
    }
    return String.format(
        Locale.ROOT,
        "Markov network structure learned by IBMAP-HC (%s)%n"
            + "  score (%s):   %.4f%n  nodes: %d, edges: %d%n  edges:%n    %s%n"
            + "  work: %d flips, %,d independence tests run, %,d answers reused%n"
            + "  stop: %s%s, threads: %d, time: %s s",
        r.options().score().name().toLowerCase(Locale.ROOT),
        r.scoreName(),
        r.score(),
        r.graph().size(),
        r.graph().edgeCount(),
        edges.isEmpty() ? "(none)" : String.join(", ", edges),
        r.flips(),
        r.testsRun(),
        r.testsReused(),
        r.stopReason(),
        r.rejected().isEmpty() ? "" : " (the proposed " + r.rejected() + " did not improve)",
        r.options().threads(),
        LearnReport.seconds(r.elapsed().toNanos() / 1e9));
  }
}
