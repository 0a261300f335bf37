package org.structlearn.search.undirected;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedGraphs;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.learn.Reports;
import org.structlearn.search.SearchStep;
import org.structlearn.search.StopReason;

/**
 * What {@link IbmapHillClimbing} returns: the learned graph with how it was found.
 *
 * @param graph the learned graph, over the data's columns in column order
 * @param score its score (BJP or IB-score, a sum of log posteriors); equal to the score's own
 *     {@code score(graph)} on the same test
 * @param scoreName the score and its test, e.g. {@code bjp(bayesian(...))}
 * @param trace the accepted flips, in order: {@code add X - Y} or {@code remove X - Y}, the score's
 *     change and the score after it
 * @param flips edge flips made (accepted), the trace's length
 * @param rejected the flip proposed last and not taken because it did not improve the score (e.g.
 *     {@code add X3 - X7}), or empty when the search stopped for another reason
 * @param queries CI-test answers the search asked for (each term of each score evaluation)
 * @param testsRun CI tests computed on the data (distinct queries; the rest came from the cache)
 * @param testsReused answers read from the test cache
 * @param stopReason {@link StopReason#LOCAL_OPTIMUM} when the proposed flip does not improve the
 *     score, {@link StopReason#MAX_ITERATIONS} at the flip limit, {@link StopReason#NO_LEGAL_MOVE}
 *     for fewer than two variables
 * @param options the options the search ran with
 * @param elapsed search time (binding the test included)
 */
public record IbmapHillClimbingResult(
    UndirectedGraph graph,
    double score,
    String scoreName,
    List<SearchStep> trace,
    long flips,
    String rejected,
    long queries,
    long testsRun,
    long testsReused,
    StopReason stopReason,
    IbmapHillClimbingOptions options,
    Duration elapsed)
    implements LearnedStructure {

  public IbmapHillClimbingResult {
    trace = List.copyOf(trace);
  }

  @Override
  public String algorithm() {
    return "ibmap-hc";
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /** Flips, test answers asked, tests run and answers reused. */
  @Override
  public Map<String, Long> work() {
    return LearnedGraphs.work(
        "flips", flips, "queries", queries, "tests", testsRun, "testsReused", testsReused);
  }

  /** IBMAP-HC draws nothing at random: 0. */
  @Override
  public long seed() {
    return 0;
  }

  /** The summary: the graph, its score, the work done, the stop and the trace. */
  @Override
  public Map<String, Object> summary() {
    Map<String, Object> m = LearnedGraphs.summaryStart(algorithm(), graph, kind());
    m.put("score", score);
    m.put("scoreType", scoreName);
    m.put("flips", flips);
    m.put("tests", testsRun);
    m.put("testsReused", testsReused);
    m.put("queries", queries);
    m.put("stopReason", stopReason.name());
    m.put("rejected", rejected);
    m.put("proposals", options.proposals());
    m.put("threads", options.threads());
    m.put("seconds", LearnedGraphs.seconds(elapsed));
    List<Map<String, Object>> steps = new ArrayList<>();
    for (SearchStep step : trace) {
      Map<String, Object> t = new LinkedHashMap<>();
      t.put("move", step.move());
      t.put("delta", step.delta());
      t.put("score", step.total());
      steps.add(t);
    }
    m.put("trace", steps);
    return m;
  }

  /** A report: score, graph, work and time. */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "Markov network structure learned by IBMAP-HC (%s)%n"
            + "  score (%s):   %.4f%n  nodes: %d, edges: %d%n  edges:%n%s%n"
            + "  work: %d flips, %,d independence tests run, %,d answers reused%n"
            + "  stop: %s%s, threads: %d, time: %s s",
        options.score().name().toLowerCase(Locale.ROOT),
        scoreName,
        score,
        graph.size(),
        graph.edgeCount(),
        Reports.edges(graph),
        flips,
        testsRun,
        testsReused,
        stopReason,
        rejected.isEmpty() ? "" : " (the proposed " + rejected + " did not improve)",
        options.threads(),
        Reports.seconds(elapsed));
  }
}
