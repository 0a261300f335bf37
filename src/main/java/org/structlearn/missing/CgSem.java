package org.structlearn.missing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.structlearn.Interrupts;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.learn.LearnListener;
import org.structlearn.mixed.CgCpd;
import org.structlearn.mixed.CgFit;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.mixed.CgRestriction;
import org.structlearn.mixed.CgScore;
import org.structlearn.mixed.CgScoreSpec;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchListener;
import org.structlearn.search.SearchOptions;

/**
 * Structural EM on mixed data (see {@link StructuralEm}): each round completes the rows under the
 * current conditional linear Gaussian network by likelihood weighting ({@link CgCompletion}),
 * searches with a CG score and the CG parent restriction on the completed table, and fits the new
 * structure's parameters to it by maximum likelihood ({@link CgFit}). Stops when a round keeps the
 * structure, when a round's penalised observed log-likelihood (estimated) is not above the best so
 * far, or after {@code maxIterations} rounds; returns the best round's network.
 */
final class CgSem {
  private final StructuralEmOptions options;
  private final CgScoreSpec spec;
  private final CgRows rows;
  private final List<String> names;
  private final Knowledge knowledge;

  CgSem(Dataset data, StructuralEmOptions options, CgScoreSpec spec) {
    this.options = options;
    this.spec = spec;
    this.rows = CgRows.of(data);
    this.names = data.names();
    this.knowledge = CgRestriction.knowledge(options.search().knowledge(), data.variables());
  }

  StructuralEmResult run(EmListener rounds, LearnListener steps) {
    SearchListener listener = SearchListener.of(steps);
    long t0 = System.nanoTime();
    CgCompletion completion = new CgCompletion(rows, options);
    CgNetwork net = start(completion);
    CgCompletion.Completed e = completion.complete(net, 0);
    List<EmIteration> iterations = new ArrayList<>();
    StructuralEmResult.Stop stop = StructuralEmResult.Stop.MAX_ITERATIONS;
    CgNetwork best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    Dag startDag = StructuralEm.startDag(options.search().start(), names);
    for (int round = 1; round <= options.maxIterations(); round++) {
      int at = round;
      Interrupts.check(() -> "structural EM interrupted before round " + at);
      long r0 = System.nanoTime();
      CgScore score = spec.bind(e.table(), e.weights());
      SearchOptions search =
          options.search().toBuilder()
              .score(spec)
              .knowledge(knowledge)
              .start(options.restart() ? startDag : net.dag())
              .build();
      LearnResult lr = Searches.maximize(options, search, score, listener);
      Searches.Searched s = Searches.atLeastCurrent(lr, score, net.dag());
      Fitted f = parameters(completion, CgFit.fit(s.graph(), e.table(), e.weights()), round);
      CgNetwork next = f.network;
      CgCompletion.Completed en = f.completed;
      double penalised = en.logLikelihood() - penalty(next);
      EmIteration it =
          new EmIteration(
              round,
              next.dag().arcCount(),
              DiscreteFits.changes(net.dag(), next.dag()),
              s.score(),
              en.logLikelihood(),
              penalised,
              f.steps,
              0,
              rows.incomplete.length,
              (System.nanoTime() - r0) / 1e9);
      iterations.add(it);
      rounds.onIteration(it);
      boolean kept = next.dag().equals(net.dag());
      boolean improved = penalised > bestScore;
      if (improved) {
        bestScore = penalised;
        best = next;
      }
      net = next;
      e = en;
      if (kept || !improved) {
        stop = kept ? StructuralEmResult.Stop.CONVERGED : StructuralEmResult.Stop.NO_IMPROVEMENT;
        break;
      }
    }
    CgNetwork out = best == null ? net : best;
    return new StructuralEmResult(
        out.dag(),
        null,
        null,
        out,
        rows.rows,
        rows.completeRows,
        rows.missingCells,
        rows.incomplete.length,
        iterations,
        stop,
        options,
        Duration.ofNanos(System.nanoTime() - t0));
  }

  private record Fitted(CgNetwork network, CgCompletion.Completed completed, int steps) {}

  /**
   * EM on the parameters of a round's structure ({@link Completion#EXPECTED} only; {@link
   * Completion#IMPUTED} fits once, as bnlearn does): complete the rows under the current
   * parameters, refit, until the estimated observed log-likelihood gains less than the tolerance
   * per row or {@code parameterIterations} steps ran.
   */
  private Fitted parameters(CgCompletion completion, CgNetwork theta, int round) {
    CgCompletion.Completed e = completion.complete(theta, round);
    int steps = 0;
    if (options.completion() == Completion.IMPUTED) {
      return new Fitted(theta, e, steps);
    }
    while (steps < options.parameterIterations()) {
      int at = steps;
      Interrupts.check(() -> "parameter EM of round " + round + " interrupted at step " + at);
      CgNetwork next = CgFit.fit(theta.dag(), e.table(), e.weights());
      CgCompletion.Completed en = completion.complete(next, round);
      steps++;
      double gain = en.logLikelihood() - e.logLikelihood();
      theta = next;
      e = en;
      if (gain < options.tolerance() * rows.rows) {
        break;
      }
    }
    return new Fitted(theta, e, steps);
  }

  private double penalty(CgNetwork net) {
    return 0.5 * Math.log(rows.rows) * net.parameterCount();
  }

  /**
   * The start: the empty graph with each column's distribution from its observed cells (discrete:
   * relative frequencies; continuous: mean and unbiased sd), as bnlearn fits its empty start
   * network to the available cases; a start DAG with arcs is then fitted to the rows completed
   * under that.
   */
  private CgNetwork start(CgCompletion completion) {
    List<Object> cpds = new ArrayList<>();
    for (int c = 0; c < rows.columns; c++) {
      cpds.add(rows.isDiscrete(c) ? marginal(c) : normal(c));
    }
    CgNetwork empty = CgNetwork.of(Dag.empty(names), rows.variables, cpds);
    Dag start = StructuralEm.startDag(options.search().start(), names);
    if (start.arcCount() == 0) {
      return empty;
    }
    CgCompletion.Completed e = completion.complete(empty, 0);
    return CgFit.fit(start, e.table(), e.weights());
  }

  private DiscreteCpd marginal(int c) {
    Variable v = rows.variables.get(c);
    double[] count = new double[v.cardinality()];
    double total = 0;
    for (int r = 0; r < rows.rows; r++) {
      int k = rows.codes[r][c];
      if (k >= 0) {
        count[k]++;
        total++;
      }
    }
    for (int k = 0; k < count.length; k++) {
      count[k] /= total;
    }
    return DiscreteCpd.of(v, new int[0], List.of(), count);
  }

  private CgCpd normal(int c) {
    double s = 0;
    double ss = 0;
    int n = 0;
    for (int r = 0; r < rows.rows; r++) {
      double x = rows.values[r][c];
      if (!Double.isNaN(x)) {
        s += x;
        n++;
      }
    }
    double mean = s / n;
    for (int r = 0; r < rows.rows; r++) {
      double x = rows.values[r][c];
      if (!Double.isNaN(x)) {
        ss += (x - mean) * (x - mean);
      }
    }
    double sd = n > 1 ? Math.sqrt(ss / (n - 1)) : 0;
    return CgCpd.of(new int[0], new int[0], new int[0], new double[][] {{mean}}, new double[] {sd});
  }
}
