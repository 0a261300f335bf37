package org.structlearn.inference.predict;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.structlearn.ProgressListener;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.EliminationHeuristic;
import org.structlearn.inference.exact.DiscreteFactors;
import org.structlearn.inference.exact.GaussianConditioning;
import org.structlearn.inference.exact.VariableElimination;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.JunctionTree;

/**
 * Fills the missing cells of a data set from a fitted network, as bnlearn's {@code impute}: per
 * row, the missing cells given the observed ones, either the most probable completion or one exact
 * draw ({@link ImputeOptions.Method}). Exact for discrete Bayesian networks (variable elimination
 * over the part of the network the row's missing cells touch) and for linear Gaussian ones (the
 * conditional normal, one regression per pattern of missing cells). Rows with the same observed
 * cells and missing pattern share one most-probable answer; draws are seeded per row, so the
 * completion does not depend on the thread count. A column the network lacks is copied as it is.
 *
 * <p>Data with missing cells are a {@link Dataset} with its missing-cell mask ({@link
 * org.structlearn.data.MissingCells}), as everywhere else; {@code io.IncompleteCsv} reads one from
 * CSV against a network's variables.
 */
public final class Imputation {
  private Imputation() {}

  /** As {@link #impute(BayesianNetwork, Dataset, ImputeOptions, ProgressListener)}. */
  public static ImputeResult impute(BayesianNetwork bn, Dataset data, ImputeOptions options) {
    return impute(bn, data, options, ProgressListener.none());
  }

  /**
   * Fills the missing cells of the network's variables.
   *
   * @throws DataException if a column's type or a level disagrees with the network, or a row's
   *     observed cells have probability 0 under the network (naming the row)
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted
   */
  public static ImputeResult impute(
      BayesianNetwork bn, Dataset data, ImputeOptions options, ProgressListener listener) {
    DataColumns cols = new DataColumns(bn.variables(), data);
    int n = bn.size();
    int rows = data.rows();
    int[][] codes = new int[n][];
    for (int v = 0; v < n; v++) {
      if (cols.column[v] >= 0) {
        codes[v] = new int[rows];
      }
    }
    DiscreteFactors factors = DiscreteFactors.of(bn);
    VariableElimination ve =
        new VariableElimination(
            EliminationHeuristic.WEIGHTED_MIN_FILL, JunctionTree.DEFAULT_MAX_ENTRIES);
    boolean draw = options.method() == ImputeOptions.Method.DRAW;
    Prediction.inBlocks(
        "imputation",
        rows,
        options.threads(),
        listener,
        (from, to) -> {
          Map<Prediction.Key, int[]> memo = new HashMap<>();
          int[] hard = new int[n];
          double[][] soft = new double[n][];
          for (int row = from; row < to; row++) {
            cols.fill(row, hard, -1);
            int[] missing = missingOf(cols, row, n);
            int[] filled = new int[0];
            if (missing.length > 0) {
              SplittableRandom rnd =
                  draw ? new SplittableRandom(Prediction.mix(options.seed(), row)) : null;
              int r = row;
              filled =
                  draw
                      ? complete(ve, factors, hard, soft, missing, rnd, r)
                      : memo.computeIfAbsent(
                          new Prediction.Key(hard.clone()),
                          k -> complete(ve, factors, k.codes(), soft, missing, null, r));
            }
            for (int v = 0; v < n; v++) {
              if (codes[v] != null) {
                codes[v][row] = hard[v];
              }
            }
            for (int i = 0; i < missing.length; i++) {
              codes[missing[i]][row] = filled[i];
            }
          }
        });
    List<Object> columns = new ArrayList<>();
    List<Variable> variables = new ArrayList<>();
    for (int c = 0; c < data.columns(); c++) {
      int v = bn.indexOf(data.variable(c).name());
      variables.add(v >= 0 ? bn.variables().get(v) : data.variable(c));
      columns.add(v >= 0 ? codes[v] : column(data, c));
    }
    return result(data, variables, columns, bn.dag().names(), options.method());
  }

  private static int[] missingOf(DataColumns cols, int row, int n) {
    int count = 0;
    int[] out = new int[n];
    for (int v = 0; v < n; v++) {
      int c = cols.column[v];
      if (c >= 0 && cols.data.missing().isMissing(c, row)) {
        out[count++] = v;
      }
    }
    return java.util.Arrays.copyOf(out, count);
  }

  private static int[] complete(
      VariableElimination ve,
      DiscreteFactors factors,
      int[] hard,
      double[][] soft,
      int[] missing,
      SplittableRandom rnd,
      int row) {
    DiscreteFactors.Reduced r = factors.reduce(hard, soft, missing, false);
    VariableElimination.Traced t = rnd == null ? ve.maximise(r, missing) : ve.draw(r, missing, rnd);
    if (t.logValue() == Double.NEGATIVE_INFINITY) {
      throw new DataException(
          "row "
              + (row + 1)
              + "'s observed cells have probability 0 under the network; no"
              + " completion exists (check the row, or fit the network with a prior)");
    }
    return t.levels();
  }

  /** A column the network lacks, as it is: its missing cells stay missing. */
  private static Object column(Dataset d, int c) {
    return d.isDiscrete(c) ? d.codesWithMissing(c) : d.valuesWithMissing(c);
  }

  private static ImputeResult result(
      Dataset data,
      List<Variable> variables,
      List<Object> columns,
      List<String> networkNames,
      ImputeOptions.Method method) {
    Dataset d = Dataset.withMissing(variables, columns);
    int[] imputed = new int[variables.size()];
    for (int c = 0; c < variables.size(); c++) {
      boolean inNetwork = networkNames.contains(variables.get(c).name());
      imputed[c] = inNetwork ? data.missing().count(c) : 0;
    }
    return new ImputeResult(d, imputed, method);
  }

  /**
   * Fills the missing cells of a linear Gaussian network's variables: the conditional mean, or a
   * draw from the conditional normal, given the row's observed values.
   */
  public static ImputeResult impute(GaussianNetwork gn, Dataset data, ImputeOptions options) {
    List<Variable> vars = gn.names().stream().map(Variable::continuous).toList();
    DataColumns cols = new DataColumns(vars, data);
    int n = gn.size();
    int rows = data.rows();
    GaussianConditioning normal = new GaussianConditioning(gn);
    double[][] values = new double[n][];
    for (int v = 0; v < n; v++) {
      values[v] = cols.column[v] >= 0 ? new double[rows] : null;
    }
    Map<BitSet, GaussianConditioning.Regression> regressions = new HashMap<>();
    Map<BitSet, double[][]> factors = new HashMap<>();
    for (int row = 0; row < rows; row++) {
      if ((row & 1023) == 0) {
        org.structlearn.Interrupts.check(() -> "imputation interrupted");
      }
      BitSet seen = new BitSet();
      for (int v = 0; v < n; v++) {
        if (!Double.isNaN(cols.value(v, row))) {
          seen.set(v);
          values[v][row] = cols.value(v, row);
        }
      }
      int[] missing = missingOf(cols, row, n);
      if (missing.length == 0) {
        continue;
      }
      int[] observed = seen.stream().toArray();
      BitSet key = (BitSet) seen.clone();
      for (int m : missing) {
        key.set(n + m);
      }
      GaussianConditioning.Regression reg =
          regressions.computeIfAbsent(key, k -> normal.regression(observed, missing));
      double[] x = new double[observed.length];
      for (int i = 0; i < x.length; i++) {
        x[i] = values[observed[i]][row];
      }
      double[] mean = reg.mean(x);
      if (options.method() == ImputeOptions.Method.DRAW) {
        double[][] l = factors.computeIfAbsent(key, k -> choleskyLower(reg.covariance()));
        SplittableRandom rnd = new SplittableRandom(Prediction.mix(options.seed(), row));
        double[] z = new double[mean.length];
        for (int i = 0; i < z.length; i++) {
          z[i] = gaussian(rnd);
        }
        for (int i = 0; i < mean.length; i++) {
          for (int j = 0; j <= i; j++) {
            mean[i] += l[i][j] * z[j];
          }
        }
      }
      for (int i = 0; i < missing.length; i++) {
        values[missing[i]][row] = mean[i];
      }
    }
    List<Object> columns = new ArrayList<>();
    List<Variable> variables = new ArrayList<>();
    for (int c = 0; c < data.columns(); c++) {
      int v = gn.indexOf(data.variable(c).name());
      variables.add(v >= 0 ? vars.get(v) : data.variable(c));
      columns.add(v >= 0 ? values[v] : column(data, c));
    }
    return result(data, variables, columns, gn.names(), options.method());
  }

  /**
   * The lower Cholesky factor of a covariance (semi-definite: a zero pivot gives a zero column).
   */
  static double[][] choleskyLower(double[][] a) {
    int m = a.length;
    double[][] l = new double[m][m];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j <= i; j++) {
        double s = a[i][j];
        for (int k = 0; k < j; k++) {
          s -= l[i][k] * l[j][k];
        }
        if (i == j) {
          l[i][i] = Math.sqrt(Math.max(s, 0));
        } else {
          l[i][j] = l[j][j] > 0 ? s / l[j][j] : 0;
        }
      }
    }
    return l;
  }

  /** A standard normal draw by the polar method (Marsaglia and Bray 1964), one per call. */
  private static double gaussian(SplittableRandom rnd) {
    double u;
    double v;
    double s;
    do {
      u = 2 * rnd.nextDouble() - 1;
      v = 2 * rnd.nextDouble() - 1;
      s = u * u + v * v;
    } while (s >= 1 || s == 0);
    return u * Math.sqrt(-2 * Math.log(s) / s);
  }
}
