package org.structlearn.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.search.ScoredUndirectedGraph;
import org.structlearn.search.UndirectedExhaustiveSearch;
import org.structlearn.search.UndirectedSearchOptions;
import org.structlearn.search.UndirectedSearchResult;

/**
 * {@code learn --algorithm exhaustive --score mpl|bjp|ib}: the exhaustive search over undirected
 * graphs, its printed summary and its JSON object.
 */
final class UndirectedLearn {
  /** How many of the k best scores the text summary lists (JSON lists them all). */
  static final int SHOWN_SCORES = 20;

  private UndirectedLearn() {}

  /** Runs the search (interruptible: Ctrl-C ends it with "stopped: ..."). */
  static UndirectedSearchResult run(Dataset data, UndirectedSearchOptions options) {
    try (TerminalProgress progress = TerminalProgress.start("learn exhaustive", -1)) {
      return new UndirectedExhaustiveSearch(options).learn(data);
    }
  }

  /** The JSON object: the best graph, its score, the k best and the work done. */
  static Map<String, Object> summary(UndirectedSearchResult r, Dataset data) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("algorithm", "exhaustive");
    m.put("graphType", "undirected");
    m.put("nodes", r.graph().names());
    m.put("edges", edges(r.graph()));
    m.put("score", r.score());
    m.put("scoreType", r.scoreName());
    m.put("rows", data.rows());
    List<Map<String, Object>> best = new ArrayList<>();
    for (ScoredUndirectedGraph g : r.best()) {
      Map<String, Object> b = new LinkedHashMap<>();
      b.put("score", g.score());
      b.put("edges", edges(g.graph()));
      best.add(b);
    }
    m.put("best", best);
    m.put("graphsScored", r.graphsScored());
    m.put("localScoreCalls", r.localScoreCalls());
    m.put("threads", r.options().threads());
    m.put("seconds", r.elapsed().toNanos() / 1e9);
    return m;
  }

  /** The printed summary. */
  static String text(UndirectedSearchResult r) {
    List<String> edges = new ArrayList<>();
    for (List<String> e : edges(r.graph())) {
      edges.add(e.get(0) + " - " + e.get(1));
    }
    StringBuilder best = new StringBuilder();
    for (int i = 0; i < Math.min(r.best().size(), SHOWN_SCORES); i++) {
      best.append(String.format(Locale.ROOT, " %.4f", r.best().get(i).score()));
    }
    if (r.best().size() > SHOWN_SCORES) {
      best.append(" ... (").append(r.best().size() - SHOWN_SCORES).append(" more in --json)");
    }
    return String.format(
        Locale.ROOT,
        "Markov network structure learned by exhaustive search%n  score (%s):   %.4f%n"
            + "  nodes: %d, edges: %d%n  edges:%n%s%n  %d best scores:%s%n"
            + "  work: %,d graphs scored, %,d local-score calls%n  threads: %d, time: %s s",
        r.scoreName(),
        r.score(),
        r.graph().size(),
        r.graph().edgeCount(),
        wrap(edges.isEmpty() ? List.of("(none)") : edges),
        r.best().size(),
        best,
        r.graphsScored(),
        r.localScoreCalls(),
        r.options().threads(),
        LearnReport.seconds(r.elapsed().toNanos() / 1e9));
  }

  /** Items separated by ", " in lines of at most {@link LearnReport#WIDTH} characters. */
  private static String wrap(List<String> items) {
    StringBuilder out = new StringBuilder();
    StringBuilder line = new StringBuilder("    ");
    for (int i = 0; i < items.size(); i++) {
      String item = items.get(i) + (i + 1 < items.size() ? "," : "");
      if (line.length() > 4 && line.length() + 1 + item.length() > LearnReport.WIDTH) {
        out.append(line).append(System.lineSeparator());
        line.setLength(0);
        line.append("    ");
      }
      line.append(line.length() > 4 ? " " : "").append(item);
    }
    return out.append(line).toString();
  }

  /** The edges of {@code g} as name pairs, for JSON output (shared by the undirected learners). */
  static List<List<String>> edges(UndirectedGraph g) {
    List<List<String>> out = new ArrayList<>();
    for (Edge e : g.edges()) {
      out.add(List.of(g.name(e.a()), g.name(e.b())));
    }
    return out;
  }
}
