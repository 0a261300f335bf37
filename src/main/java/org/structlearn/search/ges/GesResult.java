package org.structlearn.search.ges;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedGraphs;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.learn.Reports;
import org.structlearn.search.SearchCounters;
import org.structlearn.search.SearchStep;
import org.structlearn.search.StopReason;

/**
 * What {@link Ges} returns: the equivalence class it ends in and how it got there.
 *
 * @param algorithm {@code greedy equivalence search}
 * @param graph the CPDAG of the class (with background knowledge: the class's CPDAG with every arc
 *     the knowledge forces oriented, closed under Meek's rules), over the data's columns
 * @param dag a consistent extension of {@code graph} (a DAG of the class that honours the
 *     knowledge), the DAG {@code score} is the score of
 * @param score the network score of {@code dag}, recomputed from its local scores
 * @param scoreName the score, e.g. {@code bic}
 * @param steps every operator taken, in order ({@code insert X -> Y, T = {..}}, {@code delete X -
 *     Y, H = {..}}, {@code turn ...}), with the score after it
 * @param forwardSteps insertions taken
 * @param backwardSteps deletions taken
 * @param turnSteps turns taken (0 unless the turning phase ran)
 * @param rounds rounds of the phases begun: 1 unless they were iterated; the search stops as soon
 *     as every phase has run once without a step since the last phase that took one
 * @param stopReason {@link StopReason#LOCAL_OPTIMUM}: no operator improves the score
 * @param counters local scores computed and found in the cache, operators scored (movesConsidered),
 *     path and extension checks (cycleChecks)
 * @param options the options the search ran with
 * @param elapsed learning time (binding the score and searching)
 */
public record GesResult(
    String algorithm,
    Pdag graph,
    Dag dag,
    double score,
    String scoreName,
    List<SearchStep> steps,
    int forwardSteps,
    int backwardSteps,
    int turnSteps,
    int rounds,
    StopReason stopReason,
    SearchCounters counters,
    GesOptions options,
    Duration elapsed)
    implements LearnedStructure {

  public GesResult {
    steps = List.copyOf(steps);
  }

  /** The seed the learner ran with (GES takes no random step). */
  @Override
  public long seed() {
    return options.seed();
  }

  /** A CPDAG (with knowledge, the class's CPDAG with the arcs it forces). */
  @Override
  public GraphKind kind() {
    return GraphKind.CPDAG;
  }

  /** The operators taken, in order. */
  @Override
  public List<SearchStep> trace() {
    return steps;
  }

  /** Local scores computed and found in the cache, operators scored, path and extension checks. */
  @Override
  public Map<String, Long> work() {
    return LearnedGraphs.work(
        "evaluations",
        counters.evaluations(),
        "cacheHits",
        counters.cacheHits(),
        "operatorsScored",
        counters.movesConsidered(),
        "validityChecks",
        counters.cycleChecks());
  }

  /** The summary: graph, score, phases' steps, work, seed, threads, seconds. */
  @Override
  public Map<String, Object> summary() {
    Map<String, Object> m = LearnedGraphs.summaryStart(algorithm, graph, kind());
    m.put("score", score);
    m.put("scoreType", scoreName);
    m.put("forwardSteps", forwardSteps);
    m.put("backwardSteps", backwardSteps);
    m.put("turnSteps", turnSteps);
    m.put("rounds", rounds);
    m.putAll(work());
    m.put("stopReason", stopReason.name());
    m.put("seed", seed());
    m.put("threads", options.threads());
    m.put("seconds", LearnedGraphs.seconds(elapsed));
    m.put("modelString", dag.toString());
    return m;
  }

  /** A report: algorithm, score, size, a DAG of the class as a model string, phases, work, time. */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "Equivalence class learned by %s%n  score (%s):   %.4f%n  nodes: %d, arcs: %d,"
            + " undirected edges: %d%n  a DAG of the class:%n%s%n  steps: %d forward, %d backward,"
            + " %d turning in %d %s; stopped: %s%n  work: %,d score evaluations, %,d cache hits, %,d operators scored, %,d"
            + " validity checks%n  seed: %d, threads: %d, time: %s s",
        algorithm,
        scoreName,
        score,
        graph.size(),
        graph.arcs().size(),
        graph.edges().size(),
        Reports.wrapModel(dag.toString(), Reports.WIDTH, Reports.INDENT),
        forwardSteps,
        backwardSteps,
        turnSteps,
        rounds,
        rounds == 1 ? "round" : "rounds",
        stopReason.name().toLowerCase(Locale.ROOT).replace('_', ' '),
        counters.evaluations(),
        counters.cacheHits(),
        counters.movesConsidered(),
        counters.cycleChecks(),
        options.seed(),
        options.threads(),
        Reports.seconds(elapsed));
  }
}
