package org.structlearn.latent;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.structlearn.Interrupts;

/**
 * One EM run of {@link NbmEm} from one start: flat parameter arrays (as {@link NbmKernel} lays them
 * out), updated in place, and the trace of the run.
 */
final class NbmEmStart {
  private final int k;
  private final int[] levels;
  private final int[] base;
  private final double smoothing;
  private final double[] logPrior;
  private final double[] logTheta;
  private double[] trace = new double[0];
  private double[] objectiveTrace = new double[0];
  private int iterations;
  private boolean converged;

  private NbmEmStart(int k, int[] levels, double smoothing) {
    this.k = k;
    this.levels = levels.clone();
    this.base = NbmKernel.bases(k, levels);
    this.smoothing = smoothing;
    this.logPrior = new double[k];
    this.logTheta = new double[base[levels.length]];
  }

  /** A uniform class prior and every table row a Dirichlet(1) draw (normalised exponentials). */
  static NbmEmStart random(int k, int[] levels, long seed, double smoothing) {
    NbmEmStart s = new NbmEmStart(k, levels, smoothing);
    SplittableRandom rnd = new SplittableRandom(seed);
    Arrays.fill(s.logPrior, -Math.log(k));
    double[] row = new double[Arrays.stream(levels).max().orElse(1)];
    for (int j = 0; j < levels.length; j++) {
      for (int c = 0; c < k; c++) {
        double sum = 0;
        for (int x = 0; x < levels[j]; x++) {
          row[x] = -Math.log(1 - rnd.nextDouble()) + 1e-12;
          sum += row[x];
        }
        for (int x = 0; x < levels[j]; x++) {
          s.logTheta[s.base[j] + x * k + c] = Math.log(row[x] / sum);
        }
      }
    }
    return s;
  }

  /** The parameters of a given model. */
  static NbmEmStart from(NaiveBayesModel m, double smoothing) {
    NbmEmStart s = new NbmEmStart(m.classes(), m.levels(), smoothing);
    double[] prior = m.prior();
    for (int c = 0; c < s.k; c++) {
      s.logPrior[c] = Math.log(prior[c]);
    }
    for (int j = 0; j < s.levels.length; j++) {
      double[][] t = m.cpt(j);
      for (int c = 0; c < s.k; c++) {
        for (int x = 0; x < s.levels[j]; x++) {
          s.logTheta[s.base[j] + x * s.k + c] = Math.log(t[c][x]);
        }
      }
    }
    return s;
  }

  /**
   * Runs EM until the objective's relative change is at most {@code tolerance} or after {@code
   * maxIterations} M-steps; the parameters left are those whose objective was measured last.
   */
  void iterate(
      NbmPatterns data, int rows, int maxIterations, double tolerance, Thread owner, int start) {
    double[] classCounts = new double[k];
    double[] counts = new double[logTheta.length];
    int capacity = Math.min(maxIterations, 255) + 1; // maxIterations + 1 may overflow
    double[] ll = new double[capacity];
    double[] obj = new double[capacity];
    int t = 0;
    while (true) {
      int it = t;
      if (t == ll.length) {
        ll = Arrays.copyOf(ll, 2 * t);
        obj = Arrays.copyOf(obj, 2 * t);
      }
      Interrupts.check(
          owner, () -> "naive Bayes EM interrupted at start " + start + ", iteration " + it);
      Arrays.fill(classCounts, 0);
      Arrays.fill(counts, 0);
      ll[t] =
          NbmKernel.pass(
              data.codes(), data.weights(), k, base, logPrior, logTheta, null, classCounts, counts);
      obj[t] = ll[t] + penalty();
      if (t > 0 && Math.abs(obj[t] - obj[t - 1]) <= tolerance * Math.abs(obj[t - 1])) {
        converged = true;
        break;
      }
      if (t == maxIterations) {
        break;
      }
      maximise(rows, classCounts, counts);
      t++;
    }
    iterations = t;
    trace = Arrays.copyOf(ll, t + 1);
    objectiveTrace = Arrays.copyOf(obj, t + 1);
  }

  /** a · Σ log θ over the prior and every table row: the log Dirichlet(1 + a) density + const. */
  private double penalty() {
    if (smoothing == 0) {
      return 0;
    }
    double sum = 0;
    for (double v : logPrior) {
      sum += v;
    }
    for (double v : logTheta) {
      sum += v;
    }
    return smoothing * sum;
  }

  private void maximise(int rows, double[] classCounts, double[] counts) {
    double a = smoothing;
    for (int c = 0; c < k; c++) {
      logPrior[c] = Math.log((classCounts[c] + a) / (rows + k * a));
    }
    for (int j = 0; j < levels.length; j++) {
      for (int c = 0; c < k; c++) {
        double total = classCounts[c] + levels[j] * a;
        for (int x = 0; x < levels[j]; x++) {
          int idx = base[j] + x * k + c;
          // an empty class (possible only without smoothing) keeps a uniform row
          logTheta[idx] = total > 0 ? Math.log((counts[idx] + a) / total) : -Math.log(levels[j]);
        }
      }
    }
  }

  /** The posteriors of the current parameters for every row, flat {@code [r·k + c]}. */
  double[] posteriors(NbmPatterns data) {
    double[] byPattern = new double[data.count() * k];
    Arrays.fill(byPattern, Double.NaN);
    NbmKernel.pass(
        data.codes(), data.weights(), k, base, logPrior, logTheta, byPattern, null, null);
    int[] rowPattern = data.rowPattern();
    double[] post = new double[rowPattern.length * k];
    for (int r = 0; r < rowPattern.length; r++) {
      System.arraycopy(byPattern, rowPattern[r] * k, post, r * k, k);
    }
    return post;
  }

  /** The current parameters as a model (names are the defaults). */
  NaiveBayesModel model() {
    double[] prior = new double[k];
    double[][][] cpts = new double[levels.length][k][];
    for (int c = 0; c < k; c++) {
      prior[c] = Math.exp(logPrior[c]);
      for (int j = 0; j < levels.length; j++) {
        cpts[j][c] = new double[levels[j]];
        for (int x = 0; x < levels[j]; x++) {
          cpts[j][c][x] = Math.exp(logTheta[base[j] + x * k + c]);
        }
      }
    }
    return NaiveBayesModel.of(normalised(prior), normalisedRows(cpts));
  }

  private static double[] normalised(double[] p) {
    double sum = Arrays.stream(p).sum();
    for (int i = 0; i < p.length; i++) {
      p[i] /= sum;
    }
    return p;
  }

  private static double[][][] normalisedRows(double[][][] t) {
    for (double[][] table : t) {
      for (double[] row : table) {
        normalised(row);
      }
    }
    return t;
  }

  double logLikelihood() {
    return trace[trace.length - 1];
  }

  double objective() {
    return objectiveTrace[objectiveTrace.length - 1];
  }

  int iterations() {
    return iterations;
  }

  boolean converged() {
    return converged;
  }

  double[] trace() {
    return trace.clone();
  }

  double[] objectiveTrace() {
    return objectiveTrace.clone();
  }
}
