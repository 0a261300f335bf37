package org.structlearn.search;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

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
    Duration elapsed) {

  public IbmapHillClimbingResult {
    trace = List.copyOf(trace);
  }

  /** A short summary: score, graph, work and time. */
  @Override
  public String toString() {
    StringBuilder edges = new StringBuilder();
    for (Edge e : graph.edges()) {
      edges.append(edges.length() == 0 ? "" : ", ");
      edges.append(graph.name(e.a())).append(" - ").append(graph.name(e.b()));
    }
    return String.format(
        Locale.ROOT,
        "Markov network structure by IBMAP-HC (%s)%n  score (%s):   %.4f%n"
            + "  nodes: %d, edges: %d%n  edges: %s%n"
            + "  work: %d flips, %,d test answers (%,d tests run, %,d reused)%n"
            + "  stop: %s%s, threads: %d, time: %.3f s",
        options.score(),
        scoreName,
        score,
        graph.size(),
        graph.edgeCount(),
        edges.length() == 0 ? "(none)" : edges,
        flips,
        queries,
        testsRun,
        testsReused,
        stopReason,
        rejected.isEmpty() ? "" : " (rejected " + rejected + ")",
        options.threads(),
        elapsed.toNanos() / 1e9);
  }
}
