package org.structlearn.search;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.graph.Dag;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedGraphs;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.learn.Reports;

/**
 * What a score-based learner of DAGs returns ({@link HillClimbing}, {@link TabuSearch}, {@link
 * ExhaustiveSearch}): the graph and its score, with how it was found.
 *
 * @param algorithm the learner, e.g. {@code hill climbing}
 * @param graph the best DAG found, over the data's columns in column order
 * @param score its network score (sum of the local scores), which rescoring the graph reproduces
 * @param scoreName the score, e.g. {@code bic}
 * @param steps every move taken, in order, with the score after it
 * @param stopReason why the search stopped
 * @param counters local-score evaluations, cache hits, moves considered, cycle checks
 * @param options the options the learner ran with
 * @param elapsed learning time (binding the score, search), excluding reading the data
 */
public record LearnResult(
    String algorithm,
    Dag graph,
    double score,
    String scoreName,
    List<SearchStep> steps,
    StopReason stopReason,
    SearchCounters counters,
    SearchOptions options,
    Duration elapsed)
    implements LearnedStructure {

  public LearnResult {
    steps = List.copyOf(steps);
  }

  @Override
  public GraphKind kind() {
    return GraphKind.DAG;
  }

  /** The steps: every move taken, in order. */
  @Override
  public List<SearchStep> trace() {
    return steps;
  }

  /** Score evaluations, cache hits, moves considered and cycle checks. */
  @Override
  public Map<String, Long> work() {
    return LearnedGraphs.work(
        "evaluations",
        counters.evaluations(),
        "cacheHits",
        counters.cacheHits(),
        "movesConsidered",
        counters.movesConsidered(),
        "cycleChecks",
        counters.cycleChecks());
  }

  /**
   * The summary: graph, score, {@code iterations}, the work counters, {@code stopReason}, seed,
   * threads, seconds and the {@code modelString}.
   */
  @Override
  public Map<String, Object> summary() {
    Map<String, Object> m = LearnedGraphs.summaryStart(algorithm, graph, kind());
    m.put("score", score);
    m.put("scoreType", scoreName);
    m.put("iterations", iterations());
    m.put("evaluations", counters.evaluations());
    m.put("cacheHits", counters.cacheHits());
    m.put("movesConsidered", counters.movesConsidered());
    m.put("stopReason", stopReason.name());
    m.put("seed", seed());
    m.put("threads", options.threads());
    m.put("seconds", LearnedGraphs.seconds(elapsed));
    m.put("modelString", graph.toString());
    return m;
  }

  /** The seed the learner ran with. */
  @Override
  public long seed() {
    return options.seed();
  }

  /** Number of moves taken (restart perturbations included). */
  public int iterations() {
    return steps.size();
  }

  /**
   * A bnlearn-style report: algorithm, score, size, the whole model string wrapped at bracket
   * boundaries, steps and stop reason, work, seed, threads and time (3 significant digits).
   */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "Bayesian network learned by %s%n  score (%s):   %.4f%n  nodes: %d, arcs: %d%n"
            + "  model:%n%s%n  steps: %d, stopped: %s%n  work: %s%n"
            + "  seed: %d, threads: %d, time: %s s",
        algorithm,
        scoreName,
        score,
        graph.size(),
        graph.arcCount(),
        Reports.wrapModel(graph.toString(), Reports.WIDTH, Reports.INDENT),
        steps.size(),
        stopReason.name().toLowerCase(Locale.ROOT).replace('_', ' '),
        counters,
        options.seed(),
        options.threads(),
        Reports.seconds(elapsed));
  }
}
