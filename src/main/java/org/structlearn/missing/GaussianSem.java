package org.structlearn.missing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.structlearn.Interrupts;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.learn.LearnListener;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.score.GaussianScore;
import org.structlearn.score.GaussianScoreSpec;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchListener;
import org.structlearn.stats.CovarianceStatistics;

/**
 * Structural EM on continuous data (see {@link StructuralEm}): each round the expected means and
 * cross-products under the current linear Gaussian network ({@link GaussianStatistics}), hill
 * climbing with a Gaussian score on them, and EM on the parameters of the new structure.
 */
final class GaussianSem {
  private final StructuralEmOptions options;
  private final GaussianScoreSpec spec;
  private final GaussianRows rows;
  private final List<String> names;
  private final int threads;

  GaussianSem(Dataset data, StructuralEmOptions options, GaussianScoreSpec spec) {
    this.options = options;
    this.spec = spec;
    this.rows = GaussianRows.of(data);
    this.names = data.names();
    this.threads = options.search().threads();
  }

  private record Fitted(GaussianNetwork network, double logLikelihood, int steps) {}

  StructuralEmResult run(EmListener rounds, LearnListener steps) {
    SearchListener listener = SearchListener.of(steps);
    long t0 = System.nanoTime();
    GaussianNetwork net = start();
    List<EmIteration> iterations = new ArrayList<>();
    StructuralEmResult.Stop stop = StructuralEmResult.Stop.MAX_ITERATIONS;
    GaussianNetwork best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    boolean imputed = options.completion() == Completion.IMPUTED;
    for (int round = 1; round <= options.maxIterations(); round++) {
      int at = round;
      Interrupts.check(() -> "structural EM interrupted before round " + at);
      long r0 = System.nanoTime();
      GaussianStatistics.Expected e = GaussianStatistics.expect(net, rows, imputed, threads);
      double[] means = new double[rows.columns];
      double[][] scatter = GaussianStatistics.scatter(e, rows.rows, means);
      GaussianScore score = new GaussianScore(statistics(means, scatter), spec);
      Dag from = options.restart() ? options.search().start() : net.dag();
      LearnResult lr =
          Searches.maximize(
              options,
              options.search().toBuilder().score(spec).start(from).build(),
              score,
              listener);
      Searches.Searched s = Searches.atLeastCurrent(lr, score, net.dag());
      GaussianNetwork theta = GaussianStatistics.fit(s.graph(), means, scatter, rows.rows);
      Fitted f = imputed ? new Fitted(theta, logLikelihood(theta), 0) : parameterEm(theta, round);
      EmIteration it = iteration(round, net.dag(), f, s.score(), r0);
      iterations.add(it);
      rounds.onIteration(it);
      boolean converged = f.network.dag().equals(net.dag()) && (!imputed || f.network.equals(net));
      net = f.network;
      if (it.penalisedLogLikelihood() > bestScore) {
        bestScore = it.penalisedLogLikelihood();
        best = net;
      }
      if (converged) {
        stop = StructuralEmResult.Stop.CONVERGED;
        break;
      }
    }
    GaussianNetwork out = imputed ? net : best;
    return new StructuralEmResult(
        out.dag(),
        null,
        out,
        null,
        rows.rows,
        rows.completeRows,
        rows.missingCells,
        rows.incompletePatterns(),
        iterations,
        stop,
        options,
        Duration.ofNanos(System.nanoTime() - t0));
  }

  /**
   * The start: the empty graph with each column's mean and variance from its observed cells; a
   * start DAG with arcs is then fitted to the expected statistics under that.
   */
  private GaussianNetwork start() {
    int p = rows.columns;
    double[] sum = new double[p];
    double[] sq = new double[p];
    int[] count = new int[p];
    for (GaussianRows.Pattern pat : rows.patterns) {
      for (double[] row : pat.values()) {
        for (int c : pat.observed()) {
          sum[c] += row[c];
          count[c]++;
        }
      }
    }
    double[] means = new double[p];
    double[][] scatter = new double[p][p];
    for (int c = 0; c < p; c++) {
      means[c] = sum[c] / count[c];
    }
    for (GaussianRows.Pattern pat : rows.patterns) {
      for (double[] row : pat.values()) {
        for (int c : pat.observed()) {
          sq[c] += (row[c] - means[c]) * (row[c] - means[c]);
        }
      }
    }
    for (int c = 0; c < p; c++) {
      scatter[c][c] = sq[c] / count[c] * rows.rows;
    }
    Dag empty = Dag.empty(names);
    GaussianNetwork net = GaussianStatistics.fit(empty, means, scatter, rows.rows);
    Dag start = StructuralEm.startDag(options.search().start(), names);
    if (start.arcCount() == 0) {
      return net;
    }
    GaussianStatistics.Expected e = GaussianStatistics.expect(net, rows, false, threads);
    double[][] s = GaussianStatistics.scatter(e, rows.rows, means);
    return GaussianStatistics.fit(start, means, s, rows.rows);
  }

  private CovarianceStatistics statistics(double[] means, double[][] scatter) {
    boolean[] constant = new boolean[means.length];
    for (int c = 0; c < constant.length; c++) {
      constant[c] = !(scatter[c][c] > 0);
    }
    return CovarianceStatistics.fromMoments(names, rows.rows, means, scatter, constant);
  }

  private double logLikelihood(GaussianNetwork net) {
    return GaussianStatistics.expect(net, rows, false, threads).logLikelihood();
  }

  private Fitted parameterEm(GaussianNetwork theta, int round) {
    GaussianStatistics.Expected e = GaussianStatistics.expect(theta, rows, false, threads);
    int steps = 0;
    while (steps < options.parameterIterations()) {
      int at = steps;
      Interrupts.check(() -> "parameter EM of round " + round + " interrupted at step " + at);
      double[] means = new double[rows.columns];
      double[][] scatter = GaussianStatistics.scatter(e, rows.rows, means);
      GaussianNetwork next = GaussianStatistics.fit(theta.dag(), means, scatter, rows.rows);
      GaussianStatistics.Expected en = GaussianStatistics.expect(next, rows, false, threads);
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

  private EmIteration iteration(int round, Dag before, Fitted f, double searchScore, long r0) {
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
        rows.incompletePatterns(),
        0,
        (System.nanoTime() - r0) / 1e9);
  }
}
