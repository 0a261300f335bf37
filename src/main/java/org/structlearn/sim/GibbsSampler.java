package org.structlearn.sim;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.model.LogFactor;
import org.structlearn.model.MarkovNetwork;

/**
 * Gibbs sampling of a discrete {@link MarkovNetwork} (Geman and Geman 1984), as seed 000 uses the
 * Libra toolkit's {@code gibbs} tool to draw its data sets.
 *
 * <p><b>What a run yields.</b> The rows come from independent chains of {@link
 * GibbsOptions#samplingIterations()} rows each (the last chain shorter if {@code rows} is not a
 * multiple). A chain starts from a state drawn uniformly at random, runs {@link
 * GibbsOptions#burnIn()} sweeps that are discarded, then keeps one row per sweep: every row is the
 * state after one more full sweep, so consecutive rows of a chain are one sweep apart (and
 * correlated), as in Libra, which also draws one sample per sweep. A sweep updates every variable
 * once, in node order (systematic scan), each from its conditional distribution given its
 * neighbours. With the defaults (100 burn-in, 1000 sampling iterations), {@code rows = 1000} is
 * exactly one Libra run: one chain, 100 discarded sweeps, 1000 rows; {@code rows = 5000} is five
 * such chains. The cost is (burn-in + sampling) sweeps per chain, i.e. about {@code rows * (1 +
 * burnIn / samplingIterations)} sweeps.
 *
 * <p><b>Determinism.</b> Chain {@code c} has its own generator seeded from {@code (seed, c)} (the
 * same derivation as {@link ForwardSampler}'s blocks) and shares nothing with other chains, so the
 * same seed and options give the same rows whatever the thread count; chains run in parallel.
 *
 * <p><b>Numerics: log space with a max-shift.</b> Each factor's log-potentials are shifted by the
 * factor's largest one before they are exponentiated, so every stored potential is in [0, 1] and
 * scaling a factor by any constant (adding one to its log-potentials) leaves the rows unchanged:
 * log-potentials of 1000 to 1010 sample as 0 to 10 do, a factor times 1e200 as the factor. An
 * update multiplies, per level, these potentials at the current neighbours' values; the products
 * cannot overflow (every term is at most 1), and when the largest of them falls below {@value
 * #UNDERFLOW} (many factors, e.g. a hub with a near-certain state), the update is redone in log
 * space: per level the sum of the shifted log-potentials, minus their maximum, exponentiated. So a
 * conditional is exact to rounding however peaked, never a 50/50 draw from underflowed zeros. A
 * factor with no positive potential is refused when it is built ({@link LogFactor}).
 *
 * <p><b>Speed.</b> Per variable, the factors it appears in, its stride in each and the other scope
 * variables' strides are precomputed; an update multiplies, per level, the shifted potentials (no
 * {@code exp} unless the log-space fallback is needed) and draws from the cumulative weights with
 * one uniform. No boxing; O(sum of the sizes of its factors' scopes + cardinality * factors) per
 * update. If every level has weight 0 (a state of probability 0, possible at the uniform start when
 * potentials are zero), the level is drawn uniformly.
 */
public final class GibbsSampler {
  /** Below this largest weight of an update, the update is redone in log space. */
  static final double UNDERFLOW = 1e-200;

  private GibbsSampler() {}

  /**
   * Draws {@code rows} rows; see the class comment for how they are spaced.
   *
   * @param rows number of rows, >= 0
   * @param seed the random seed; the same seed gives the same rows for any {@code threads}
   * @param threads number of worker threads, >= 1
   * @return a data set with one discrete column per node, named and levelled as the network's
   *     variables
   * @throws IllegalArgumentException naming a bad {@code rows} or {@code threads}
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted (checked
   *     before every chain and every 64 sweeps)
   */
  public static Dataset sample(
      MarkovNetwork network, GibbsOptions options, int rows, long seed, int threads) {
    if (rows < 0) {
      throw new IllegalArgumentException("rows must be >= 0, was " + rows);
    }
    WorkerPool.checkThreads("threads", threads);
    Plan plan = new Plan(network, rows);
    int chainRows = options.samplingIterations();
    Thread owner = Thread.currentThread();
    Blocks.run(
        "Gibbs sampling",
        rows,
        chainRows,
        threads,
        c -> plan.chain(c, chainRows, options.burnIn(), seed, owner));
    return Dataset.of(network.variables(), List.of(plan.columns));
  }

  /** Per-variable update tables and the output columns. */
  private static final class Plan {
    private final int n;
    private final int rows;
    private final int[] card;
    private final int maxCard;
    private final double[][] potentials; // per factor, shifted: the largest is 1
    private final double[][] logs; // per factor, shifted: the largest is 0
    private final int[][] factorsOf; // per variable: factor ids
    private final int[][] ownStride; // per variable, per factor: the variable's stride
    private final int[][][] others; // per variable, per factor: {var, stride, var, stride, ...}
    private final Object[] columns;

    Plan(MarkovNetwork mn, int rows) {
      this.n = mn.size();
      this.rows = rows;
      this.card = new int[n];
      int mc = 1;
      for (int v = 0; v < n; v++) {
        card[v] = mn.cardinality(v);
        mc = Math.max(mc, card[v]);
      }
      this.maxCard = mc;
      List<LogFactor> fs = mn.factors();
      potentials = new double[fs.size()][];
      logs = new double[fs.size()][];
      int[] count = new int[n];
      for (int f = 0; f < fs.size(); f++) {
        logs[f] = shifted(fs.get(f).logValues());
        potentials[f] = new double[logs[f].length];
        for (int i = 0; i < logs[f].length; i++) {
          potentials[f][i] = Math.exp(logs[f][i]);
        }
        for (int v : fs.get(f).scope()) {
          count[v]++;
        }
      }
      factorsOf = new int[n][];
      ownStride = new int[n][];
      others = new int[n][][];
      for (int v = 0; v < n; v++) {
        factorsOf[v] = new int[count[v]];
        ownStride[v] = new int[count[v]];
        others[v] = new int[count[v]][];
        count[v] = 0;
      }
      for (int f = 0; f < fs.size(); f++) {
        int[] scope = fs.get(f).scope();
        int[] strides = fs.get(f).strides();
        for (int i = 0; i < scope.length; i++) {
          int v = scope[i];
          int k = count[v]++;
          factorsOf[v][k] = f;
          ownStride[v][k] = strides[i];
          int[] o = new int[2 * (scope.length - 1)];
          for (int j = 0, p = 0; j < scope.length; j++) {
            if (j != i) {
              o[p++] = scope[j];
              o[p++] = strides[j];
            }
          }
          others[v][k] = o;
        }
      }
      columns = new Object[n];
      for (int v = 0; v < n; v++) {
        columns[v] = card[v] <= 256 ? new byte[rows] : new int[rows];
      }
    }

    /** Log-potentials minus their maximum (a factor has a finite one: {@link LogFactor}). */
    private static double[] shifted(double[] logValues) {
      double max = Double.NEGATIVE_INFINITY;
      for (double v : logValues) {
        max = Math.max(max, v);
      }
      double[] out = new double[logValues.length];
      for (int i = 0; i < out.length; i++) {
        out[i] = logValues[i] - max;
      }
      return out;
    }

    void chain(int c, int chainRows, int burnIn, long seed, Thread owner) {
      int from = c * chainRows;
      int len = Math.min(chainRows, rows - from);
      SplittableRandom rnd = new SplittableRandom(BlockSeeds.of(seed, c));
      int[] state = new int[n];
      for (int v = 0; v < n; v++) {
        state[v] = rnd.nextInt(card[v]);
      }
      double[] w = new double[maxCard];
      long total = (long) burnIn + len; // a burn-in near Integer.MAX_VALUE must not wrap
      for (long s = 0; s < total; s++) {
        if ((s & 63) == 63) {
          org.structlearn.Interrupts.check(owner, () -> "Gibbs sampling interrupted in chain " + c);
        }
        sweep(state, w, rnd);
        if (s >= burnIn) {
          store(state, (int) (from + s - burnIn));
        }
      }
    }

    private void sweep(int[] state, double[] w, SplittableRandom rnd) {
      for (int v = 0; v < n; v++) {
        int r = card[v];
        weigh(v, state, potentials, w, false);
        double max = 0;
        for (int k = 0; k < r; k++) {
          max = Math.max(max, w[k]);
        }
        if (max < UNDERFLOW) {
          logWeigh(v, state, w);
        }
        double sum = 0;
        for (int k = 0; k < r; k++) {
          sum += w[k];
          w[k] = sum;
        }
        int k = 0;
        if (sum > 0) {
          double u = rnd.nextDouble() * sum;
          while (k < r - 1 && u >= w[k]) {
            k++;
          }
        } else {
          k = rnd.nextInt(r);
        }
        state[v] = k;
      }
    }

    /**
     * Per level of {@code v}, the product (or with {@code add} the sum) of its factors' entries at
     * the neighbours' current values.
     */
    private void weigh(int v, int[] state, double[][] tables, double[] w, boolean add) {
      int r = card[v];
      Arrays.fill(w, 0, r, add ? 0 : 1);
      int[] fv = factorsOf[v];
      for (int i = 0; i < fv.length; i++) {
        int[] o = others[v][i];
        int base = 0;
        for (int j = 0; j < o.length; j += 2) {
          base += state[o[j]] * o[j + 1];
        }
        double[] pot = tables[fv[i]];
        int stride = ownStride[v][i];
        if (add) {
          for (int k = 0; k < r; k++) {
            w[k] += pot[base + k * stride];
          }
        } else {
          for (int k = 0; k < r; k++) {
            w[k] *= pot[base + k * stride];
          }
        }
      }
    }

    /** The weights in log space, shifted by their maximum: exact however peaked. */
    private void logWeigh(int v, int[] state, double[] w) {
      int r = card[v];
      weigh(v, state, logs, w, true);
      double max = Double.NEGATIVE_INFINITY;
      for (int k = 0; k < r; k++) {
        max = Math.max(max, w[k]);
      }
      for (int k = 0; k < r; k++) {
        w[k] = max == Double.NEGATIVE_INFINITY ? 0 : Math.exp(w[k] - max);
      }
    }

    private void store(int[] state, int row) {
      for (int v = 0; v < n; v++) {
        if (columns[v] instanceof byte[] b) {
          b[row] = (byte) state[v];
        } else {
          ((int[]) columns[v])[row] = state[v];
        }
      }
    }
  }
}
