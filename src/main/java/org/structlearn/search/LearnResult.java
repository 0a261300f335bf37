package org.structlearn.search;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.structlearn.graph.Dag;

/**
 * What a score-based learner returns: the graph and its score, with how it was found.
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
    Duration elapsed) {

  public LearnResult {
    steps = List.copyOf(steps);
  }

  /** The seed the learner ran with. */
  public long seed() {
    return options.seed();
  }

  /** Number of moves taken (restart perturbations included). */
  public int iterations() {
    return steps.size();
  }

  /** A short bnlearn-style summary. */
  @Override
  public String toString() {
    String model = graph.toString();
    if (model.length() > 400) {
      model = model.substring(0, 400) + "...";
    }
    return String.format(
        Locale.ROOT,
        "Bayesian network learned by %s%n  score (%s):   %.4f%n  nodes: %d, arcs: %d%n"
            + "  model: %s%n  steps: %d, stopped: %s%n  work: %s%n  seed: %d, threads: %d, time: %.3f s",
        algorithm,
        scoreName,
        score,
        graph.size(),
        graph.arcCount(),
        model,
        steps.size(),
        stopReason.name().toLowerCase(Locale.ROOT).replace('_', ' '),
        counters,
        options.seed(),
        options.threads(),
        elapsed.toNanos() / 1e9);
  }
}
