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
    Duration elapsed)
    implements LearnedStructure {
  /**
   * How many of the k best scores {@link #toString()} lists ({@link #summary()} lists them all).
   */
  public static final int SHOWN_SCORES = 20;

  public UndirectedSearchResult {
    best = List.copyOf(best);
  }

  @Override
  public String algorithm() {
    return "exhaustive";
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /** An enumeration has no steps: empty. */
  @Override
  public List<?> trace() {
    return List.of();
  }

  /** Graphs scored and local-score calls. */
  @Override
  public Map<String, Long> work() {
    return LearnedGraphs.work("graphsScored", graphsScored, "localScoreCalls", localScoreCalls);
  }

  /** An enumeration draws nothing at random: 0. */
  @Override
  public long seed() {
    return 0;
  }

  /** The summary: the best graph, its score, the k best ({@code best}) and the work done. */
  @Override
  public Map<String, Object> summary() {
    Map<String, Object> m = LearnedGraphs.summaryStart(algorithm(), graph, kind());
    m.put("score", score);
    m.put("scoreType", scoreName);
    List<Map<String, Object>> ranked = new ArrayList<>();
    for (ScoredUndirectedGraph g : best) {
      Map<String, Object> b = new LinkedHashMap<>();
      b.put("score", g.score());
      b.put("edges", LearnedGraphs.edges(g.graph()));
      ranked.add(b);
    }
    m.put("best", ranked);
    m.put("graphsScored", graphsScored);
    m.put("localScoreCalls", localScoreCalls);
    m.put("threads", options.threads());
    m.put("seconds", LearnedGraphs.seconds(elapsed));
    return m;
  }

  /** A report: score, graph, the k best scores (at most {@link #SHOWN_SCORES}), work and time. */
  @Override
  public String toString() {
    StringBuilder scores = new StringBuilder();
    for (int i = 0; i < Math.min(best.size(), SHOWN_SCORES); i++) {
      scores.append(String.format(Locale.ROOT, " %.4f", best.get(i).score()));
    }
    if (best.size() > SHOWN_SCORES) {
      scores.append(" ... (").append(best.size() - SHOWN_SCORES).append(" more in the summary)");
    }
    return String.format(
        Locale.ROOT,
        "Markov network structure learned by exhaustive search%n  score (%s):   %.4f%n"
            + "  nodes: %d, edges: %d%n  edges:%n%s%n  %d best scores:%s%n"
            + "  work: %,d graphs scored, %,d local-score calls%n  threads: %d, time: %s s",
        scoreName,
        score,
        graph.size(),
        graph.edgeCount(),
        Reports.edges(graph),
        best.size(),
        scores,
        graphsScored,
        localScoreCalls,
        options.threads(),
        Reports.seconds(elapsed));
  }
}
