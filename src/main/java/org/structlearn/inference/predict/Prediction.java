package org.structlearn.inference.predict;

import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.structlearn.Interrupts;
import org.structlearn.ProgressListener;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.EliminationHeuristic;
import org.structlearn.inference.QueryMethod;
import org.structlearn.inference.exact.DiscreteFactors;
import org.structlearn.inference.exact.GaussianConditioning;
import org.structlearn.inference.exact.VariableElimination;
import org.structlearn.inference.sampling.ForwardPlan;
import org.structlearn.inference.sampling.ImportanceSampling;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.JunctionTree;

/**
 * Predicts a target column for each row of a data set from the row's other observed cells, as
 * bnlearn's {@code predict(fitted, node, data, method = "exact" | "bayes-lw")}: the posterior of
 * the target given every other observed variable of the row, and its most probable level.
 *
 * <p>Exact: variable elimination on the part of the network that matters for the row (the target's
 * Markov blanket when the row is complete: its own CPD and its children's; more when blanket cells
 * are missing), rows with the same observed cells answered once. Likelihood weighting: {@code
 * draws} weighted forward draws per row (bnlearn's default 500), row r from its own stream seeded
 * from (seed, r). Linear Gaussian networks: the conditional normal, one regression per pattern of
 * observed cells. Rows are split in blocks over threads; the result does not depend on the thread
 * count. A column of the data that the network lacks is ignored; the target's own cells are used
 * only as the truth, for the accuracy and the log-loss.
 */
public final class Prediction {
  private static final int BLOCK = 256;

  private Prediction() {}

  /**
   * As {@link #predict(BayesianNetwork, Dataset, String, PredictOptions, ProgressListener)} for
   * complete data.
   */
  public static PredictionResult predict(
      BayesianNetwork bn, Dataset data, String target, PredictOptions options) {
    return predict(bn, data, target, options, ProgressListener.none());
  }

  /**
   * Predicts a discrete target of a Bayesian network for every row.
   *
   * @throws IllegalArgumentException if the network has no such variable
   * @throws org.structlearn.data.DataException if a column's type or a level disagrees with the
   *     network's variable
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted
   */
  public static PredictionResult predict(
      BayesianNetwork bn,
      Dataset data,
      String target,
      PredictOptions options,
      ProgressListener listener) {
    int t = bn.indexOf(target);
    if (t < 0) {
      throw new IllegalArgumentException(
          "the network has no variable '" + target + "'; its variables are " + bn.dag().names());
    }
    DataColumns cols = new DataColumns(bn.variables(), data);
    int rows = data.rows();
    int r = bn.variables().get(t).cardinality();
    double[][] posteriors = new double[rows][];
    DiscreteFactors factors = DiscreteFactors.of(bn);
    ForwardPlan forward = options.method() == QueryMethod.EXACT ? null : new ForwardPlan(bn);
    VariableElimination ve =
        new VariableElimination(
            EliminationHeuristic.WEIGHTED_MIN_FILL, JunctionTree.DEFAULT_MAX_ENTRIES);
    inBlocks(
        "prediction",
        rows,
        options.threads(),
        listener,
        (from, to) -> {
          Map<Key, double[]> memo = new HashMap<>();
          int[] hard = new int[bn.size()];
          double[][] soft = new double[bn.size()][];
          for (int row = from; row < to; row++) {
            cols.fill(row, hard, t);
            if (forward != null) {
              SplittableRandom rnd = new SplittableRandom(mix(options.seed(), row));
              posteriors[row] =
                  ImportanceSampling.posterior(forward, hard, t, options.draws(), rnd);
              continue;
            }
            posteriors[row] =
                memo.computeIfAbsent(
                    new Key(hard.clone()),
                    k -> exact(ve, factors.reduce(k.codes(), soft, new int[] {t}, false), t, r));
          }
        });
    int[] predicted = new int[rows];
    int[] truth = new int[rows];
    for (int row = 0; row < rows; row++) {
      predicted[row] = argMax(posteriors[row]);
      truth[row] = cols.code(t, row);
    }
    return new PredictionResult(
        target, bn.variables().get(t).levels(), predicted, posteriors, truth, options.method());
  }

  private static double[] exact(
      VariableElimination ve, DiscreteFactors.Reduced r, int t, int card) {
    double[] p = ve.joint(r, new int[] {t}).normalised();
    if (Arrays.stream(p).sum() == 0) { // the row is impossible under the network
      Arrays.fill(p, 1.0 / card);
    }
    return p;
  }

  /**
   * Predicts a continuous target of a linear Gaussian network for every row: its conditional normal
   * given the row's other observed values.
   */
  public static ValuePredictions predict(GaussianNetwork gn, Dataset data, String target) {
    int t = gn.indexOf(target);
    if (t < 0) {
      throw new IllegalArgumentException(
          "the network has no variable '" + target + "'; its variables are " + gn.names());
    }
    List<Variable> vars = gn.names().stream().map(Variable::continuous).toList();
    DataColumns cols = new DataColumns(vars, data);
    GaussianConditioning normal = new GaussianConditioning(gn);
    int rows = data.rows();
    double[] means = new double[rows];
    double[] sds = new double[rows];
    double[] truth = new double[rows];
    Map<BitSet, GaussianConditioning.Regression> byPattern = new HashMap<>();
    for (int row = 0; row < rows; row++) {
      if ((row & 1023) == 0) {
        Interrupts.check(() -> "prediction interrupted");
      }
      BitSet seen = new BitSet();
      for (int v = 0; v < vars.size(); v++) {
        if (v != t && !Double.isNaN(cols.value(v, row))) {
          seen.set(v);
        }
      }
      int[] observed = seen.stream().toArray();
      GaussianConditioning.Regression reg =
          byPattern.computeIfAbsent(seen, s -> normal.regression(observed, new int[] {t}));
      double[] x = new double[observed.length];
      for (int i = 0; i < x.length; i++) {
        x[i] = cols.value(observed[i], row);
      }
      means[row] = reg.mean(x)[0];
      sds[row] = Math.sqrt(reg.covariance()[0][0]);
      truth[row] = cols.value(t, row);
    }
    return new ValuePredictions(target, means, sds, truth);
  }

  static int argMax(double[] p) {
    int best = 0;
    for (int k = 1; k < p.length; k++) {
      if (p[k] > p[best]) {
        best = k;
      }
    }
    return best;
  }

  /** SplitMix64's finaliser over seed and row: an independent stream per row. */
  static long mix(long seed, int row) {
    long z = seed + (row + 1L) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** A row's codes as a hash key. */
  record Key(int[] codes) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Arrays.equals(codes, k.codes);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(codes);
    }
  }

  /** Work on the rows from (inclusive) to (exclusive). */
  interface RowBlock {
    void run(int from, int to);
  }

  /** Runs blocks of rows on a pool, checking the interrupt flag before each and reporting rows. */
  static void inBlocks(
      String what, int rows, int threads, ProgressListener listener, RowBlock work) {
    int blocks = (rows + BLOCK - 1) / BLOCK;
    Thread owner = Thread.currentThread();
    AtomicLong done = new AtomicLong();
    java.util.function.Supplier<String> message =
        () ->
            String.format(
                Locale.ROOT, "%s interrupted after %,d of %,d rows", what, done.get(), rows);
    WorkerPool.map(
        what,
        Math.max(1, Math.min(threads, blocks)),
        blocks,
        b -> {
          Interrupts.check(owner, message);
          int from = b * BLOCK;
          int to = Math.min(rows, from + BLOCK);
          work.run(from, to);
          listener.progress(done.addAndGet(to - from), rows);
          return null;
        },
        message);
  }
}
