package org.structlearn.search.ges;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;
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
 * @param turningSteps turns taken (0 without the turning phase)
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
    int turningSteps,
    StopReason stopReason,
    SearchCounters counters,
    GesOptions options,
    Duration elapsed) {

  public GesResult {
    steps = List.copyOf(steps);
  }

  /** The seed the learner ran with (GES takes no random step). */
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
        "Equivalence class learned by %s%n  score (%s):   %.4f%n  nodes: %d, arcs: %d,"
            + " undirected edges: %d%n  model: %s%n  steps: %d forward, %d backward, %d turning;"
            + " stopped: %s%n  work: %s%n  seed: %d, threads: %d, time: %.3f s",
        algorithm,
        scoreName,
        score,
        graph.size(),
        graph.arcs().size(),
        graph.edges().size(),
        model,
        forwardSteps,
        backwardSteps,
        turningSteps,
        stopReason.name().toLowerCase(Locale.ROOT).replace('_', ' '),
        counters,
        options.seed(),
        options.threads(),
        elapsed.toNanos() / 1e9);
  }
}
