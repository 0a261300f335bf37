package org.structlearn.missing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.structlearn.Interrupts;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.mixed.CgNetwork;

/**
 * The E-step of structural EM on mixed data: every incomplete row gets {@code particles}
 * likelihood-weighting particles under the current network ({@link CgParticles}), from which it is
 * completed as the options' {@link Completion} says:
 *
 * <ul>
 *   <li>{@link Completion#IMPUTED} (bnlearn's {@code impute(method = "bayes-lw")}): one row, each
 *       missing discrete cell at the level with the largest total weight (the estimated posterior
 *       mode of that cell alone; ties to the first level), each missing continuous cell at the
 *       weighted mean of its particles (the estimated posterior mean);
 *   <li>{@link Completion#EXPECTED}: {@code draws} rows of weight 1/draws each, drawn from the
 *       weighted particles by systematic resampling: a Monte Carlo estimate of the row's expected
 *       sufficient statistics (Friedman 1997 with a sampled E-step, as in Wei and Tanner's Monte
 *       Carlo EM, 1990).
 * </ul>
 *
 * The complete rows enter the table as they are. Each row's particles come from a generator seeded
 * by (seed, E-step, row), so the completion is the same for any thread count; rows are processed in
 * blocks on {@code threads} workers. Cost per round O(incomplete rows x particles x (nodes +
 * arcs)).
 */
final class CgCompletion {
  private static final int BLOCK = 64;

  private final CgSem.Rows rows;
  private final StructuralEmOptions options;
  private final boolean imputed;
  private int calls;

  CgCompletion(CgSem.Rows rows, StructuralEmOptions options) {
    this.rows = rows;
    this.options = options;
    this.imputed = options.completion() == Completion.IMPUTED;
  }

  /**
   * The completed table (weights null when every row has weight 1) and the estimated log-likelihood
   * of the observed cells under the network. The k-th call of this completer seeds its rows by
   * (seed, k, row); {@code round} only names the round in an interrupt's message.
   */
  record Completed(Dataset table, double[] weights, double logLikelihood) {}

  /** One block's completed rows, row-major, in arrays that grow as rows are added. */
  private static final class Part {
    private final int columns;
    private int n;
    private int[] codes;
    private double[] values;
    private double[] weights;
    private double ll;

    Part(int columns, int capacity) {
      this.columns = columns;
      this.codes = new int[capacity * columns];
      this.values = new double[capacity * columns];
      this.weights = new double[capacity];
    }

    /** Room for the next row; returns its offset in {@code codes} and {@code values}. */
    int next(double weight) {
      if (n == weights.length) {
        int cap = Math.max(16, 2 * n);
        codes = Arrays.copyOf(codes, cap * columns);
        values = Arrays.copyOf(values, cap * columns);
        weights = Arrays.copyOf(weights, cap);
      }
      weights[n] = weight;
      return n++ * columns;
    }

    void add(int[] c, double[] x, double weight) {
      int at = next(weight);
      System.arraycopy(c, 0, codes, at, columns);
      System.arraycopy(x, 0, values, at, columns);
    }
  }

  Completed complete(CgNetwork net, int round) {
    CgParticles lw = new CgParticles(net);
    int call = calls++;
    int blocks = (rows.rows + BLOCK - 1) / BLOCK;
    List<Part> parts =
        WorkerPool.map(
            "structural-em",
            options.search().threads(),
            blocks,
            b -> block(lw, b, call),
            () -> "structural EM interrupted in the E-step of round " + round);
    int n = 0;
    double ll = 0;
    boolean ones = true;
    for (Part p : parts) {
      for (int r = 0; r < p.n; r++) {
        ones &= p.weights[r] == 1.0;
      }
      n += p.n;
      ll += p.ll;
    }
    double[] w = imputed || ones ? null : new double[n];
    List<Object> cols = new ArrayList<>(rows.columns);
    for (int c = 0; c < rows.columns; c++) {
      cols.add(rows.isDiscrete(c) ? new int[n] : new double[n]);
    }
    int at = 0;
    for (Part p : parts) {
      for (int c = 0; c < rows.columns; c++) {
        if (rows.isDiscrete(c)) {
          int[] col = (int[]) cols.get(c);
          for (int r = 0; r < p.n; r++) {
            col[at + r] = p.codes[r * rows.columns + c];
          }
        } else {
          double[] col = (double[]) cols.get(c);
          for (int r = 0; r < p.n; r++) {
            col[at + r] = p.values[r * rows.columns + c];
          }
        }
      }
      if (w != null) {
        System.arraycopy(p.weights, 0, w, at, p.n);
      }
      at += p.n;
    }
    return new Completed(Dataset.adopt(rows.variables, cols), w, ll);
  }

  private Part block(CgParticles lw, int b, int call) {
    int end = Math.min(rows.rows, (b + 1) * BLOCK);
    Part part = new Part(rows.columns, end - b * BLOCK);
    CgParticles.Cloud cloud = lw.cloud();
    for (int r = b * BLOCK; r < end; r++) {
      int at = r;
      Interrupts.check(() -> "structural EM interrupted in the E-step at row " + (at + 1));
      SplittableRandom rnd = new SplittableRandom(seed(options.search().seed(), call, r));
      boolean complete = complete(r);
      lw.draw(rows.codes[r], rows.values[r], complete ? 1 : options.particles(), rnd, cloud);
      part.ll += cloud.logLikelihood();
      if (complete) {
        part.add(rows.codes[r], rows.values[r], 1.0);
      } else if (imputed) {
        fill(cloud, r, part);
      } else {
        resample(cloud, rnd, part);
      }
    }
    return part;
  }

  private boolean complete(int r) {
    for (int c = 0; c < rows.columns; c++) {
      if (rows.isDiscrete(c) ? rows.codes[r][c] < 0 : Double.isNaN(rows.values[r][c])) {
        return false;
      }
    }
    return true;
  }

  /**
   * The single completion: the weighted mode of each discrete cell, the weighted mean of each
   * continuous one.
   */
  private void fill(CgParticles.Cloud cloud, int r, Part part) {
    double[] w = cloud.normalised();
    int[] c = rows.codes[r].clone();
    double[] x = rows.values[r].clone();
    for (int v = 0; v < rows.columns; v++) {
      if (rows.isDiscrete(v) && c[v] < 0) {
        double[] mass = new double[rows.variables.get(v).cardinality()];
        for (int k = 0; k < w.length; k++) {
          mass[cloud.code(k, v)] += w[k];
        }
        int best = 0;
        for (int l = 1; l < mass.length; l++) {
          if (mass[l] > mass[best]) {
            best = l;
          }
        }
        c[v] = best;
      } else if (!rows.isDiscrete(v) && Double.isNaN(x[v])) {
        x[v] = weightedMean(cloud, w, v);
      }
    }
    part.add(c, x, 1.0);
  }

  private double weightedMean(CgParticles.Cloud cloud, double[] w, int v) {
    double s = 0;
    double total = 0;
    for (int k = 0; k < w.length; k++) {
      double x = cloud.value(k, v);
      if (!Double.isNaN(x) && w[k] > 0) {
        s += w[k] * x;
        total += w[k];
      }
    }
    return total > 0 ? s / total : rows.mean[v];
  }

  /** {@code draws} particles by systematic resampling, each of weight 1/draws. */
  private void resample(CgParticles.Cloud cloud, SplittableRandom rnd, Part part) {
    double[] w = cloud.normalised();
    int draws = options.draws();
    double u = rnd.nextDouble() / draws;
    double acc = w[0];
    int k = 0;
    for (int d = 0; d < draws; d++) {
      double target = u + (double) d / draws;
      while (target > acc && k < w.length - 1) {
        k++;
        acc += w[k];
      }
      int at = part.next(1.0 / draws);
      cloud.copyTo(k, part.codes, part.values, at);
      for (int v = 0; v < rows.columns; v++) {
        if (!rows.isDiscrete(v) && Double.isNaN(part.values[at + v])) {
          part.values[at + v] = rows.mean[v];
        }
      }
    }
  }

  /** A generator seed for (seed, call, row): SplitMix64's finaliser applied twice. */
  static long seed(long seed, int call, int row) {
    return mix(mix(seed + 0x9E3779B97F4A7C15L * (call + 1)) + 0xBF58476D1CE4E5B9L * (row + 1));
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
