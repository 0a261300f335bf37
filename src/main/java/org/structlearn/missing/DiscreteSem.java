package org.structlearn.missing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.structlearn.Interrupts;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.learn.LearnListener;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchListener;
import org.structlearn.search.SearchOptions;

/**
 * Structural EM on discrete data (see {@link StructuralEm}): the rounds, each an E-step under the
 * current network ({@link DiscreteEStep}), hill climbing on the completed data, and the parameters
 * of the new structure by EM.
 */
final class DiscreteSem {
  private final StructuralEmOptions options;
  private final DiscreteScoreSpec spec;
  private final DiscreteRows rows;
  private final List<Variable> variables;
  private final List<String> names;
  private final int threads;
  private final long seed;

  DiscreteSem(Dataset data, StructuralEmOptions options, DiscreteScoreSpec spec) {
    this.options = options;
    this.spec = spec;
    this.rows = DiscreteRows.of(data);
    this.variables = data.variables();
    this.names = data.names();
    this.threads = options.search().threads();
    this.seed = options.search().seed();
  }

  /** A round's outcome: the fitted network and its record. */
  private record Round(BayesianNetwork network, EmIteration iteration) {}

  StructuralEmResult run(EmListener rounds, LearnListener steps) {
    SearchListener listener = SearchListener.of(steps);
    long t0 = System.nanoTime();
    Dag start = StructuralEm.startDag(options.search().start(), names);
    double startPseudo =
        start.arcCount() == 0 ? options.parameterIss() : Math.max(1, options.parameterIss());
    BayesianNetwork net =
        DiscreteFits.fromCounts(
            start, variables, DiscreteFits.availableCases(start, rows), startPseudo);
    List<EmIteration> iterations = new ArrayList<>();
    StructuralEmResult.Stop stop = StructuralEmResult.Stop.MAX_ITERATIONS;
    BayesianNetwork best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int round = 1; round <= options.maxIterations(); round++) {
      int at = round;
      Interrupts.check(() -> "structural EM interrupted before round " + at);
      long r0 = System.nanoTime();
      Round r =
          options.completion() == Completion.EXPECTED
              ? expectedRound(net, round, listener, r0)
              : imputedRound(net, round, listener, r0);
      iterations.add(r.iteration());
      rounds.onIteration(r.iteration());
      boolean same = r.network().dag().equals(net.dag());
      boolean converged =
          same && (options.completion() == Completion.EXPECTED || sameTables(net, r.network()));
      net = r.network();
      if (r.iteration().penalisedLogLikelihood() > bestScore) {
        bestScore = r.iteration().penalisedLogLikelihood();
        best = net;
      }
      if (converged) {
        stop = StructuralEmResult.Stop.CONVERGED;
        break;
      }
    }
    BayesianNetwork out = options.completion() == Completion.EXPECTED ? best : net;
    return new StructuralEmResult(
        out.dag(),
        out,
        null,
        null,
        rows.rows,
        rows.completeRows,
        rows.missingCells,
        rows.incomplete.length,
        iterations,
        stop,
        options,
        Duration.ofNanos(System.nanoTime() - t0));
  }

  /** Friedman's round: the search on expected counts, then parameter EM. */
  private Round expectedRound(BayesianNetwork net, int round, SearchListener listener, long r0) {
    DiscreteEStep.Outcome e =
        estep(net).run(DiscreteEStep.Want.COMPLETIONS, options.draws(), seed, round, threads);
    CompletedTable table = CompletedTable.of(rows, e.components());
    ExpectedCountScore q = new ExpectedCountScore(table, spec, names);
    Searches.Searched s =
        Searches.atLeastCurrent(
            Searches.maximize(options, searchFrom(net.dag()), q, listener), q, net.dag());
    Dag g = s.graph();
    BayesianNetwork theta =
        DiscreteFits.fromCounts(
            g, variables, DiscreteFits.countsOf(g, table), options.parameterIss());
    Fitted f = parameterEm(theta, round);
    return new Round(
        f.network, iteration(round, net.dag(), f, s.score(), e.exactRows(), e.sampledRows(), r0));
  }

  /** bnlearn's round: each missing cell at its most probable level, the search and ML fit on it. */
  private Round imputedRound(BayesianNetwork net, int round, SearchListener listener, long r0) {
    DiscreteEStep.Outcome e = estep(net).run(DiscreteEStep.Want.MODES, 1, seed, round, threads);
    Dataset completed = Imputed.dataset(rows, variables, e.components());
    LearnResult lr = Searches.maximize(options, searchFrom(net.dag()), completed, listener);
    Dag g = lr.graph();
    CompletedTable table = CompletedTable.of(rows, e.components());
    BayesianNetwork fitted =
        DiscreteFits.fromCounts(
            g, variables, DiscreteFits.countsOf(g, table), options.parameterIss());
    double ll =
        estep(fitted).run(DiscreteEStep.Want.NOTHING, 1, seed, round, threads).logLikelihood();
    Fitted f = new Fitted(fitted, ll, 0);
    return new Round(fitted, iteration(round, net.dag(), f, lr.score(), e.exactRows(), 0, r0));
  }

  private DiscreteEStep estep(BayesianNetwork net) {
    return new DiscreteEStep(net, rows, options.exactLimit());
  }

  /** The round's search: from the start graph, or from {@code dag} if the options say so. */
  private SearchOptions searchFrom(Dag dag) {
    Dag start = options.restart() ? options.search().start() : dag;
    return options.search().toBuilder().score(spec).start(start).build();
  }

  /** A network whose log-likelihood is known, and the EM steps that gave it. */
  private record Fitted(BayesianNetwork network, double logLikelihood, int steps) {}

  /** EM on the parameters of {@code theta}'s structure until it gains less than the tolerance. */
  private Fitted parameterEm(BayesianNetwork theta, int round) {
    DiscreteEStep.Outcome e = estep(theta).run(DiscreteEStep.Want.NOTHING, 1, seed, round, threads);
    int steps = 0;
    while (steps < options.parameterIterations()) {
      int at = steps;
      Interrupts.check(() -> "parameter EM of round " + round + " interrupted at step " + at);
      BayesianNetwork next =
          DiscreteFits.fromCounts(theta.dag(), variables, e.counts(), options.parameterIss());
      DiscreteEStep.Outcome en =
          estep(next).run(DiscreteEStep.Want.NOTHING, 1, seed, round, threads);
      steps++;
      double gain = en.logLikelihood() - e.logLikelihood();
      theta = next;
      e = en;
      if (gain < options.tolerance() * rows.rows) {
        break;
      }
    }
    return new Fitted(theta, e.logLikelihood(), steps);
  }

  private EmIteration iteration(
      int round, Dag before, Fitted f, double searchScore, int exact, int sampled, long r0) {
    Dag g = f.network.dag();
    double penalty = 0.5 * Math.log(rows.rows) * f.network.parameterCount();
    return new EmIteration(
        round,
        g.arcCount(),
        DiscreteFits.changes(before, g),
        searchScore,
        f.logLikelihood,
        f.logLikelihood - penalty,
        f.steps,
        exact,
        sampled,
        (System.nanoTime() - r0) / 1e9);
  }

  /** bnlearn's stopping rule: the fitted tables are equal (to 1e-8). */
  private static boolean sameTables(BayesianNetwork a, BayesianNetwork b) {
    for (int v = 0; v < a.size(); v++) {
      double[] x = a.cpd(v).probabilities();
      double[] y = b.cpd(v).probabilities();
      if (x.length != y.length) {
        return false;
      }
      for (int i = 0; i < x.length; i++) {
        if (Math.abs(x[i] - y[i]) > 1e-8) {
          return false;
        }
      }
    }
    return true;
  }
}
