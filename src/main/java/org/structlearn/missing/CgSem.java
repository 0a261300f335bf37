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
  private final Rows rows;
  private final List<String> names;
  private final Knowledge knowledge;

  CgSem(Dataset data, StructuralEmOptions options, CgScoreSpec spec) {
    this.options = options;
    this.spec = spec;
    this.rows = Rows.of(data);
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
      EmIteration it = iteration(round, net, f, s.score(), penalised, r0);
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

  private EmIteration iteration(
      int round, CgNetwork before, Fitted f, double searchScore, double penalised, long r0) {
    return new EmIteration(
        round,
        f.network.dag().arcCount(),
        DiscreteFits.changes(before.dag(), f.network.dag()),
        searchScore,
        f.completed.logLikelihood(),
        penalised,
        f.steps,
        0,
        rows.incomplete.length,
        (System.nanoTime() - r0) / 1e9);
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

  /**
   * The rows of mixed data with missing cells, one array of discrete codes (-1 missing) and one of
   * continuous values (NaN missing) per row, and each column's fallback for a cell no particle
   * could fill (its observed mode or mean).
   */
  static final class Rows {
    final List<Variable> variables;
    final int rows;
    final int columns;
    final int[][] codes;
    final double[][] values;
    final int[] incomplete;
    final int completeRows;
    final int missingCells;
    final int[] mode;
    final double[] mean;

    private Rows(Dataset data) {
      this.variables = data.variables();
      this.rows = data.rows();
      this.columns = data.columns();
      this.codes = new int[rows][columns];
      this.values = new double[rows][columns];
      this.mode = new int[columns];
      this.mean = new double[columns];
      List<Integer> inc = new ArrayList<>();
      for (int r = 0; r < rows; r++) {
        boolean any = false;
        for (int c = 0; c < columns; c++) {
          boolean miss = data.missing().isMissing(c, r);
          any |= miss;
          codes[r][c] = data.isDiscrete(c) ? data.codeOrMissing(c, r) : -1;
          values[r][c] = data.isDiscrete(c) ? Double.NaN : data.valueOrMissing(c, r);
        }
        if (any) {
          inc.add(r);
        }
      }
      this.incomplete = inc.stream().mapToInt(Integer::intValue).toArray();
      this.completeRows = rows - incomplete.length;
      this.missingCells = data.missing().total();
      for (int c = 0; c < columns; c++) {
        fallback(data, c);
      }
    }

    static Rows of(Dataset data) {
      return new Rows(data);
    }

    private void fallback(Dataset data, int c) {
      if (data.isDiscrete(c)) {
        int[] count = new int[data.cardinality(c)];
        for (int r = 0; r < rows; r++) {
          if (codes[r][c] >= 0) {
            count[codes[r][c]]++;
          }
        }
        for (int k = 1; k < count.length; k++) {
          if (count[k] > count[mode[c]]) {
            mode[c] = k;
          }
        }
      } else {
        double s = 0;
        int n = 0;
        for (int r = 0; r < rows; r++) {
          if (!Double.isNaN(values[r][c])) {
            s += values[r][c];
            n++;
          }
        }
        mean[c] = s / n;
      }
    }

    boolean isDiscrete(int c) {
      return variables.get(c).isDiscrete();
    }
  }
}
