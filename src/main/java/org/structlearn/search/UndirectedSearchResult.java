package org.structlearn.search;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

/**
 * What {@link UndirectedExhaustiveSearch} returns: the MAP graph and the k best, with how they were
 * found.
 *
 * @param graph the best graph (the first of {@code best}), over the data's columns in column order
 * @param score its score
 * @param scoreName the score, e.g. {@code mpl(alpha=0.5)}
 * @param best the {@code kBest} best graphs (all of them if there are fewer), best first: by score
 *     descending, equal scores by edge mask ascending
 * @param graphsScored graphs enumerated and scored, 2^(n(n−1)/2)
 * @param localScoreCalls calls of the score's {@code local(node, blanket)}: n·2^(n−1) for a blanket
 *     score, every blanket once
 * @param options the options the search ran with
 * @param elapsed search time (binding the score, scoring blankets, enumeration)
 */
public record UndirectedSearchResult(
    UndirectedGraph graph,
    double score,
    String scoreName,
    List<ScoredUndirectedGraph> best,
    long graphsScored,
    long localScoreCalls,
    UndirectedSearchOptions options,
    Duration elapsed) {

  public UndirectedSearchResult {
    best = List.copyOf(best);
  }

  /** A short summary: score, graph, the runners-up's scores, work and time. */
  @Override
  public String toString() {
    StringBuilder edges = new StringBuilder();
    for (Edge e : graph.edges()) {
      edges.append(edges.length() == 0 ? "" : ", ");
      edges.append(graph.name(e.a())).append(" - ").append(graph.name(e.b()));
    }
    StringBuilder runnersUp = new StringBuilder();
    for (int i = 1; i < Math.min(best.size(), 6); i++) {
      runnersUp.append(String.format(Locale.ROOT, " %.4f", best.get(i).score()));
    }
    if (best.size() > 6) {
      runnersUp.append(" ...");
    }
    return String.format(
        Locale.ROOT,
        "Markov network structure by exhaustive search%n  score (%s):   %.4f%n"
            + "  nodes: %d, edges: %d%n  edges: %s%n  k best: %d%s%n"
            + "  work: %,d graphs scored, %,d local-score calls%n  threads: %d, time: %.3f s",
        scoreName,
        score,
        graph.size(),
        graph.edgeCount(),
        edges.length() == 0 ? "(none)" : edges,
        best.size(),
        runnersUp.length() == 0 ? "" : " (next:" + runnersUp + ")",
        graphsScored,
        localScoreCalls,
        options.threads(),
        elapsed.toNanos() / 1e9);
  }
}
