package org.structlearn.missing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedGraphs;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianNetwork;

/**
 * What {@link StructuralEm} returns: the learned DAG and its fitted network, what the data held,
 * and one {@link EmIteration} per round.
 *
 * @param graph the learned DAG, over the data's columns in column order
 * @param discrete the fitted discrete network, or null for continuous data
 * @param gaussian the fitted linear Gaussian network, or null for discrete or mixed data
 * @param mixed the fitted conditional linear Gaussian network, or null unless the data are mixed
 * @param rows the rows of the data, every one of which was used
 * @param completeRows the rows with every cell observed
 * @param missingCells the missing cells
 * @param distinctIncomplete the distinct incomplete rows (discrete: by their observed values;
 *     Gaussian: by which cells are missing), each calibrated once per E-step; mixed: every
 *     incomplete row (each gets its own particles)
 * @param iterations one entry per round, in order
 * @param stop why the run stopped
 * @param options the options it ran with
 * @param elapsed the time of the whole run
 */
public record StructuralEmResult(
    Dag graph,
    BayesianNetwork discrete,
    GaussianNetwork gaussian,
    CgNetwork mixed,
    int rows,
    int completeRows,
    int missingCells,
    int distinctIncomplete,
    List<EmIteration> iterations,
    Stop stop,
    StructuralEmOptions options,
    Duration elapsed)
    implements LearnedStructure {

  /** Why structural EM stopped. */
  public enum Stop {
    /** A round kept the structure of the round before (and its parameters converged). */
    CONVERGED,
    /** {@link StructuralEmOptions#maxIterations()} rounds ran. */
    MAX_ITERATIONS,
    /**
     * Mixed data: a round's penalised observed log-likelihood was not above the best round's (the
     * score stopped improving).
     */
    NO_IMPROVEMENT
  }

  public StructuralEmResult {
    iterations = List.copyOf(iterations);
  }

  /** The last round. */
  public EmIteration last() {
    return iterations.get(iterations.size() - 1);
  }

  /**
   * The round whose network is returned: with {@link Completion#EXPECTED} the first round with the
   * best penalised observed log-likelihood, with {@link Completion#IMPUTED} the last (bnlearn's
   * choice); on mixed data, with either completion, the first with the best one.
   */
  public EmIteration chosen() {
    if (options.completion() == Completion.IMPUTED && mixed == null) {
      return last();
    }
    EmIteration best = iterations.get(0);
    for (EmIteration it : iterations) {
      if (it.penalisedLogLikelihood() > best.penalisedLogLikelihood()) {
        best = it;
      }
    }
    return best;
  }

  /** The exact log-likelihood of the observed cells under the fitted (returned) network. */
  public double logLikelihood() {
    return chosen().logLikelihood();
  }

  @Override
  public String algorithm() {
    return "structural EM";
  }

  @Override
  public GraphKind kind() {
    return GraphKind.DAG;
  }

  /** The penalised log-likelihood of the observed cells (their BIC) under the fitted network. */
  @Override
  public double score() {
    return chosen().penalisedLogLikelihood();
  }

  @Override
  public String scoreName() {
    return mixed != null ? "bic-cg (observed cells, estimated)" : "bic (observed cells)";
  }

  /** The rounds, in order. */
  @Override
  public List<EmIteration> trace() {
    return iterations;
  }

  @Override
  public Map<String, Long> work() {
    return LearnedGraphs.work(
        "rounds",
        iterations.size(),
        "parameterSteps",
        iterations.stream().mapToLong(EmIteration::parameterSteps).sum());
  }

  @Override
  public long seed() {
    return options.search().seed();
  }

  /** The discrete network with the tables EM fitted (empty for Gaussian data). */
  @Override
  public Optional<BayesianNetwork> fittedNetwork() {
    return Optional.ofNullable(discrete);
  }

  /**
   * The exact log-likelihood of the rows' observed cells under the fitted network, every missing
   * cell summed out; the rows need the learned network's columns (found by name). Mixed data: exact
   * for complete rows; rows with missing cells are estimated by likelihood weighting ({@code
   * particles} per row, seeded by the options' seed).
   */
  @Override
  public OptionalDouble logLikelihood(Dataset rows) {
    Dataset d = rows.select(graph.names());
    if (mixed != null) {
      if (!d.hasMissing()) {
        return OptionalDouble.of(mixed.logLikelihood(d));
      }
      if (!d.variables().equals(mixed.variables())) {
        throw new org.structlearn.data.DataException(
            "the rows' columns differ in kind or levels from the network's " + mixed.variables());
      }
      return OptionalDouble.of(
          new CgCompletion(CgSem.Rows.of(d), options).complete(mixed, 0).logLikelihood());
    }
    if (discrete != null) {
      return OptionalDouble.of(
          new DiscreteEStep(discrete, DiscreteRows.of(d), options.exactLimit())
              .run(DiscreteEStep.Want.NOTHING, 1, 1, 0, 1)
              .logLikelihood());
    }
    return OptionalDouble.of(
        GaussianStatistics.expect(gaussian, GaussianRows.of(d), false, 1).logLikelihood());
  }

  @Override
  public Map<String, Object> summary() {
    Map<String, Object> m = LearnedGraphs.summaryStart(algorithm(), graph, kind());
    m.put("score", score());
    m.put("scoreType", scoreName());
    m.put("logLikelihood", logLikelihood());
    m.put("rows", rows);
    m.put("rowsUsed", rows);
    m.put("completeRows", completeRows);
    m.put("missingCells", missingCells);
    m.put("completion", options.completion().name().toLowerCase(Locale.ROOT));
    m.put("rounds", iterations.size());
    m.put("chosenRound", chosen().iteration());
    List<Object> detail = new ArrayList<>();
    for (EmIteration it : iterations) {
      detail.add(it.toString());
    }
    m.put("roundsDetail", detail);
    m.put("stopReason", stop.name());
    m.put("seed", seed());
    m.put("threads", options.search().threads());
    m.put("seconds", LearnedGraphs.seconds(elapsed));
    m.put("modelString", graph.toString());
    return m;
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append(
        String.format(
            Locale.ROOT,
            "Bayesian network learned by structural EM (%s completion)%n"
                + "  rows used: %d of %d (%d complete, %d with missing cells%s);"
                + " %d missing cells%n"
                + "  nodes: %d, arcs: %d%n  rounds: %d, stopped: %s, time %.3f s%n"
                + "  observed log-likelihood %.4f, penalised %.4f%n  model: %s%n",
            options.completion().name().toLowerCase(Locale.ROOT),
            rows,
            rows,
            completeRows,
            rows - completeRows,
            mixed == null ? ", " + distinctIncomplete + " distinct" : "",
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
