package org.structlearn.missing;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.structlearn.Interrupts;
import org.structlearn.WorkerPool;
import org.structlearn.model.BayesianNetwork;

/**
 * One E-step of discrete structural EM under a network: every distinct incomplete row of a {@link
 * DiscreteRows} once ({@link RowPosterior}: its missing cells' exact posterior, component by
 * component), giving the exact log-likelihood of the observed cells, the exact expected counts of
 * the network's families (the parameter E-step) and, if asked, each row's completions for the
 * structure search. Complete rows are counted directly.
 *
 * <p>Rows are cut into blocks of {@link #BLOCK} distinct rows, run on {@code threads} threads and
 * added in block order, and each row's draws come from a generator seeded by (seed, round, row):
 * the result is the same for any thread count.
 */
final class DiscreteEStep {
  static final int BLOCK = 128;

  /** What the structure step needs besides the counts. */
  enum Want {
    NOTHING,
    COMPLETIONS,
    MODES
  }

  /**
   * The outcome.
   *
   * @param counts expected counts of the network's families, in each CPD's layout
   * @param logLikelihood the observed cells' log-likelihood
   * @param components per distinct incomplete row, its components and their completions (MODES: one
   *     completion, the modes), null if not asked
   * @param exactRows rows whose every component was enumerated
   * @param sampledRows rows with a component completed by draws
   */
  record Outcome(
      double[][] counts,
      double logLikelihood,
      RowPosterior.Component[][] components,
      int exactRows,
      int sampledRows) {}

  private final NetworkTables tables;
  private final RowPosterior.Tree tree;
  private final DiscreteRows rows;
  private final int exactLimit;

  DiscreteEStep(BayesianNetwork network, DiscreteRows rows, int exactLimit) {
    this.tables = new NetworkTables(network);
    this.tree = new RowPosterior.Tree(tables);
    this.rows = rows;
    this.exactLimit = exactLimit;
  }

  Outcome run(Want want, int draws, long seed, int round, int threads) {
    int n = tables.n;
    double[][] counts = new double[n][];
    for (int v = 0; v < n; v++) {
      counts[v] = new double[tables.theta[v].length];
    }
    double ll = 0;
    for (int i = 0; i < rows.complete.length; i++) {
      int[] row = rows.complete[i];
      double w = rows.completeWeight[i];
      for (int v = 0; v < n; v++) {
        int cell = tables.cell(v, row);
        counts[v][cell] += w;
        ll += w * tables.logTheta[v][cell];
      }
    }
    int m = rows.incomplete.length;
    int blocks = (m + BLOCK - 1) / BLOCK;
    Thread owner = Thread.currentThread();
    List<Block> done =
        WorkerPool.map(
            "em",
            threads,
            blocks,
            b -> block(b, want, draws, seed, round, owner),
            () -> "the E-step of round " + round + " interrupted");
    RowPosterior.Component[][] comps =
        want == Want.NOTHING ? null : new RowPosterior.Component[m][];
    int exact = 0;
    for (int b = 0; b < blocks; b++) {
      Block blk = done.get(b);
      for (int v = 0; v < n; v++) {
        for (int i = 0; i < counts[v].length; i++) {
          counts[v][i] += blk.counts[v][i];
        }
      }
      ll += blk.logLikelihood;
      exact += blk.exact;
      if (comps != null) {
        System.arraycopy(blk.components, 0, comps, b * BLOCK, blk.components.length);
      }
    }
    return new Outcome(counts, ll, comps, exact, comps == null ? 0 : m - exact);
  }

  private record Block(
      double[][] counts, double logLikelihood, RowPosterior.Component[][] components, int exact) {}

  private Block block(int b, Want want, int draws, long seed, int round, Thread owner) {
    Interrupts.check(owner, () -> "the E-step of round " + round + " interrupted");
    int n = tables.n;
    int first = b * BLOCK;
    int end = Math.min(rows.incomplete.length, first + BLOCK);
    RowPosterior posterior = new RowPosterior(tables, tree, exactLimit);
    double[][] counts = new double[n][];
    for (int v = 0; v < n; v++) {
      counts[v] = new double[tables.theta[v].length];
    }
    RowPosterior.Component[][] comps =
        want == Want.NOTHING ? null : new RowPosterior.Component[end - first][];
    double ll = 0;
    int exact = 0;
    List<RowPosterior.Component> list = new ArrayList<>();
    for (int i = first; i < end; i++) {
      list.clear();
      SplittableRandom rnd =
          want == Want.COMPLETIONS ? new SplittableRandom(mix(seed, round, i)) : null;
      ll +=
          rows.incompleteWeight[i]
              * posterior.row(
                  rows.incomplete[i],
                  rows.missingOf[i],
                  rows.incompleteWeight[i],
                  counts,
                  want == Want.NOTHING ? null : list,
                  draws,
                  rnd);
      if (comps != null) {
        RowPosterior.Component[] c = list.toArray(new RowPosterior.Component[0]);
        if (want == Want.MODES) {
          for (int g = 0; g < c.length; g++) {
            c[g] =
                new RowPosterior.Component(
                    c[g].nodes(), new int[][] {posterior.modes(c[g])}, new double[] {1}, true);
          }
        }
        comps[i - first] = c;
        boolean allExact = true;
        for (RowPosterior.Component x : list) {
          allExact &= x.exact();
        }
        exact += allExact ? 1 : 0;
      }
    }
    return new Block(counts, ll, comps, exact);
  }

  /** A seed for row i of a round: SplitMix64's finaliser over the three. */
  static long mix(long seed, int round, int row) {
    long z = seed * 0x9E3779B97F4A7C15L + round * 0xBF58476D1CE4E5B9L + row * 0x94D049BB133111EBL;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
