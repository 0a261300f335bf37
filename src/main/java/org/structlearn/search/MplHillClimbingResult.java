package org.structlearn.search;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

/**
 * What {@link MplHillClimbing} returns: the learned graph with how it was found.
 *
 * @param graph the learned graph, over the data's columns in column order
 * @param score its total log MPL (sum of the nodes' local scores given their neighbours)
 * @param scoreName the score, e.g. {@code mpl(alpha=0.5)}
 * @param blankets the Markov blanket phase 1 found for each node, by column, members in column
 *     order
 * @param candidateEdges edges left after merging the blankets (OR or AND), the moves of phase 2
 * @param flips edge flips phase 2 made (additions and removals)
 * @param localScoreCalls calls of the score's {@code local(node, blanket)} by the search
 * @param scoreEvaluations those that computed a score (the rest were found in the cache)
 * @param stopReason {@link StopReason#LOCAL_OPTIMUM} when no candidate flip improves, {@link
 *     StopReason#NO_LEGAL_MOVE} when there is no candidate edge
 * @param options the options the search ran with
 * @param elapsed search time (binding the score included)
 * @param trace the flips of phase 2 in order ({@code add A - B} or {@code remove A - B}), each with
 *     its gain and the total log MPL after it; its size is {@code flips}
 */
public record MplHillClimbingResult(
    UndirectedGraph graph,
    double score,
    String scoreName,
    List<List<String>> blankets,
    int candidateEdges,
    long flips,
    long localScoreCalls,
    long scoreEvaluations,
    StopReason stopReason,
    MplHillClimbingOptions options,
    Duration elapsed,
    List<SearchStep> trace) {

  public MplHillClimbingResult {
    blankets = blankets.stream().map(List::copyOf).toList();
    trace = List.copyOf(trace);
  }

  /** A result without a trace (as before traces were recorded). */
  public MplHillClimbingResult(
      UndirectedGraph graph,
      double score,
      String scoreName,
      List<List<String>> blankets,
      int candidateEdges,
      long flips,
      long localScoreCalls,
      long scoreEvaluations,
      StopReason stopReason,
      MplHillClimbingOptions options,
      Duration elapsed) {
    this(
        graph,
        score,
        scoreName,
        blankets,
        candidateEdges,
        flips,
        localScoreCalls,
        scoreEvaluations,
        stopReason,
        options,
        elapsed,
        List.of());
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
        "Markov network structure by MPL hill climbing (%s merge)%n  score (%s):   %.4f%n"
            + "  nodes: %d, edges: %d%n  edges: %s%n"
            + "  work: %d candidate edges, %d flips, %,d local-score calls (%,d computed)%n"
            + "  stop: %s, threads: %d, time: %.3f s",
        options.merge(),
        scoreName,
        score,
        graph.size(),
        graph.edgeCount(),
        edges.length() == 0 ? "(none)" : edges,
        candidateEdges,
        flips,
        localScoreCalls,
        scoreEvaluations,
        stopReason,
        options.threads(),
        elapsed.toNanos() / 1e9);
  }
}
