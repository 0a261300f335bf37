package org.structlearn.missing;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.structlearn.graph.Dag;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianNetwork;

/**
 * What {@link StructuralEm} returns: the learned DAG and its fitted network, what the data held,
 * and one {@link EmIteration} per round.
 *
 * @param graph the learned DAG, over the data's columns in column order
 * @param discrete the fitted discrete network, or null for continuous data
 * @param gaussian the fitted linear Gaussian network, or null for discrete data
 * @param rows the rows of the data, every one of which was used
 * @param completeRows the rows with every cell observed
 * @param missingCells the missing cells
 * @param distinctIncomplete the distinct incomplete rows (discrete: by their observed values;
 *     Gaussian: by which cells are missing), each calibrated once per E-step
 * @param iterations one entry per round, in order
 * @param stop why the run stopped
 * @param options the options it ran with
 * @param elapsed the time of the whole run
 */
public record StructuralEmResult(
    Dag graph,
    BayesianNetwork discrete,
    GaussianNetwork gaussian,
    int rows,
    int completeRows,
    int missingCells,
    int distinctIncomplete,
    List<EmIteration> iterations,
    Stop stop,
    StructuralEmOptions options,
    Duration elapsed) {

  /** Why structural EM stopped. */
  public enum Stop {
    /** A round kept the structure of the round before (and its parameters converged). */
    CONVERGED,
    /** {@link StructuralEmOptions#maxIterations()} rounds ran. */
    MAX_ITERATIONS
  }

  public StructuralEmResult {
    iterations = List.copyOf(iterations);
  }

  /** The last round. */
  public EmIteration last() {
    return iterations.get(iterations.size() - 1);
  }

  /** The exact log-likelihood of the observed cells under the fitted network. */
  public double logLikelihood() {
    return last().logLikelihood();
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append(
        String.format(
            Locale.ROOT,
            "Bayesian network learned by structural EM (%s completion)%n"
                + "  rows used: %d of %d (%d complete, %d with missing cells, %d distinct);"
                + " %d missing cells%n"
                + "  nodes: %d, arcs: %d%n  rounds: %d, stopped: %s, time %.3f s%n"
                + "  observed log-likelihood %.4f, penalised %.4f%n  model: %s%n",
            options.completion().name().toLowerCase(Locale.ROOT),
            rows,
            rows,
            completeRows,
            rows - completeRows,
            distinctIncomplete,
            missingCells,
            graph.size(),
            graph.arcCount(),
            iterations.size(),
            stop.name().toLowerCase(Locale.ROOT).replace('_', ' '),
            elapsed.toNanos() / 1e9,
            last().logLikelihood(),
            last().penalisedLogLikelihood(),
            abbreviated(graph.toString())));
    for (EmIteration it : iterations) {
      sb.append("  ").append(it).append(System.lineSeparator());
    }
    return sb.toString().stripTrailing();
  }

  private static String abbreviated(String model) {
    return model.length() > 400 ? model.substring(0, 400) + "..." : model;
  }
}
