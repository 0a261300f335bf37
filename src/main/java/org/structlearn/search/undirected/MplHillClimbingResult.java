package org.structlearn.search.undirected;

import java.time.Duration;
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
    List<SearchStep> trace)
    implements LearnedStructure {

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

  @Override
  public String algorithm() {
    return "mpl-hc";
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /** Candidate edges, flips, local-score calls and those computed. */
  @Override
  public Map<String, Long> work() {
    return LearnedGraphs.work(
        "candidateEdges",
        candidateEdges,
        "flips",
        flips,
        "localScoreCalls",
        localScoreCalls,
        "scoreEvaluations",
        scoreEvaluations);
  }

  /** MPL hill climbing draws nothing at random: 0. */
  @Override
  public long seed() {
    return 0;
  }

  /** The summary: the graph, its score, the blankets and the work done. */
  @Override
  public Map<String, Object> summary() {
    Map<String, Object> m = LearnedGraphs.summaryStart(algorithm(), graph, kind());
    m.put("merge", options.merge().name().toLowerCase(Locale.ROOT));
    m.put("score", score);
    m.put("scoreType", scoreName);
    m.put("blankets", blankets);
    m.put("candidateEdges", candidateEdges);
    m.put("flips", flips);
    m.put("tests", localScoreCalls);
    m.put("localScoreCalls", localScoreCalls);
    m.put("scoreEvaluations", scoreEvaluations);
    m.put("stopReason", stopReason.name());
    m.put("threads", options.threads());
    m.put("seconds", LearnedGraphs.seconds(elapsed));
    return m;
  }

  /** A report: score, graph, work and time. */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "Markov network structure learned by MPL hill climbing (BDgraph's, merge %s)%n"
            + "  score (%s):   %.4f%n  nodes: %d, edges: %d%n  edges:%n%s%n"
            + "  work: %d candidate edges, %d flips, %,d local-score calls (%,d computed)%n"
            + "  stop: %s, threads: %d, time: %s s",
        options.merge().name().toLowerCase(Locale.ROOT),
        scoreName,
        score,
        graph.size(),
        graph.edgeCount(),
        Reports.edges(graph),
        candidateEdges,
        flips,
        localScoreCalls,
        scoreEvaluations,
        stopReason,
        options.threads(),
        Reports.seconds(elapsed));
  }
}
