package org.structlearn.search.exact;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;
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
    Duration elapsed) {

  public ExactResult {
    steps = List.copyOf(steps);
  }

  public long seed() {
    return options.seed();
  }

  @Override
  public String toString() {
    String model = graph.toString();
    if (model.length() > 400) {
      model = model.substring(0, 400) + "...";
    }
    return String.format(
        Locale.ROOT,
        "Bayesian network learned by %s%n  score (%s):   %.4f (optimal)%n  nodes: %d, arcs: %d%n"
            + "  model: %s%n  parent sets: %,d scored, %,d kept%n  memory: %s%n"
            + "  seed: %d, threads: %d, time: %.3f s",
        algorithm,
        scoreName,
        score,
        graph.size(),
        graph.arcCount(),
        model,
        parentSetsScored,
        parentSetsKept,
        memory,
        options.seed(),
        options.threads(),
        elapsed.toNanos() / 1e9);
  }
}
