package org.structlearn.search.exact;

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
 * What {@link ExactSearch} returns: a network of the highest score, with the work it took.
 *
 * @param algorithm {@code exact search (dynamic programming)}
 * @param graph an optimal DAG over the data's columns, in column order
 * @param cpdag its equivalence class (every DAG of it is optimal for a score-equivalent score)
 * @param score the optimum: the network score of {@code graph}, recomputed from its local scores
 * @param scoreName the score, e.g. {@code bic}
 * @param parentSetsScored candidate parent sets scored in the first stage
 * @param parentSetsKept of those, the sets kept (not beaten by a subset)
 * @param memory the estimate the search checked before it started
 * @param steps the two stages: parent sets (score NaN), then the dynamic programme (the optimum)
 * @param stopReason {@link StopReason#EXHAUSTED}
 * @param counters evaluations (local scores computed), movesConsidered (table look-ups, n·2ⁿ⁻¹)
 * @param options the options it ran with
 * @param elapsed learning time (binding the score, both stages)
 */
public record ExactResult(
    String algorithm,
    Dag graph,
    Pdag cpdag,
    double score,
    String scoreName,
    long parentSetsScored,
    long parentSetsKept,
    MemoryEstimate memory,
    List<SearchStep> steps,
    StopReason stopReason,
    SearchCounters counters,
    ExactOptions options,
    Duration elapsed)
    implements LearnedStructure {

  public ExactResult {
    steps = List.copyOf(steps);
  }

  @Override
  public long seed() {
    return options.seed();
  }

  @Override
  public GraphKind kind() {
    return GraphKind.DAG;
  }

  /** The two stages. */
  @Override
  public List<SearchStep> trace() {
    return steps;
  }

  /** Parent sets scored and kept, and look-ups in the table. */
  @Override
  public Map<String, Long> work() {
    return LearnedGraphs.work(
        "evaluations",
        counters.evaluations(),
        "parentSetsKept",
        parentSetsKept,
        "tableLookups",
        counters.movesConsidered());
  }

  /** The summary: graph, score, work, the memory estimate in bytes, seed, threads, seconds. */
  @Override
  public Map<String, Object> summary() {
    Map<String, Object> m = LearnedGraphs.summaryStart(algorithm, graph, kind());
    m.put("score", score);
    m.put("scoreType", scoreName);
    m.putAll(work());
    m.put("memoryBytes", memory.peakBytes());
    m.put("stopReason", stopReason.name());
    m.put("seed", seed());
    m.put("threads", options.threads());
    m.put("seconds", LearnedGraphs.seconds(elapsed));
    m.put("modelString", graph.toString());
    return m;
  }

  /** A report: algorithm, the optimum, size, model string, parent sets, memory, time. */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "Bayesian network learned by %s%n  score (%s):   %.4f (optimal)%n  nodes: %d, arcs: %d%n"
            + "  model:%n%s%n  parent sets: %,d scored, %,d kept%n  memory: %s%n"
            + "  seed: %d, threads: %d, time: %s s",
        algorithm,
        scoreName,
        score,
        graph.size(),
        graph.arcCount(),
        Reports.wrapModel(graph.toString(), Reports.WIDTH, Reports.INDENT),
        parentSetsScored,
        parentSetsKept,
        memory,
        options.seed(),
        options.threads(),
        Reports.seconds(elapsed));
  }
}
