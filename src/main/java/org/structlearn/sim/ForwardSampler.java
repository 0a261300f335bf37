package org.structlearn.sim;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.structlearn.ProgressListener;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;

/**
 * Forward (ancestral, logic) sampling of a discrete Bayesian network (Henrion 1988; bnlearn's
 * {@code rbn}): nodes are drawn in topological order, each from its table row for the parents'
 * already drawn values.
 *
 * <p>Implementation: per node a table of cumulative row sums; the rows are cut into fixed blocks of
 * {@link #BLOCK_ROWS}; within a block, node after node, the parent configuration of every row is
 * accumulated from the parents' byte columns (mixed radix, first parent fastest) and the level is
 * found by a linear scan of the cumulative row with one {@link SplittableRandom#nextDouble()}. Time
 * O(rows * (arcs + nodes * r)), memory one column per node.
 *
 * <p>Determinism: block {@code b} uses its own generator seeded from {@code (seed, b)}, and the
 * blocks never share state, so the same seed gives the same data set whatever the thread count.
 * Changing {@link #BLOCK_ROWS} would change the stream; it is part of the contract.
 */
public final class ForwardSampler {
  /** Rows per block; each block has its own generator derived from the seed and its index. */
  public static final int BLOCK_ROWS = 1 << 14;

  private ForwardSampler() {}

  /**
   * Samples {@code rows} rows with as many threads as there are processors.
   *
   * @see #sample(BayesianNetwork, int, long, int)
   */
  public static Dataset sample(BayesianNetwork bn, int rows, long seed) {
    return sample(bn, rows, seed, Runtime.getRuntime().availableProcessors());
  }

  /**
   * Samples {@code rows} independent rows from the network. The data set has the network's
   * variables, in network order, with their levels.
   *
   * @param rows number of rows, >= 0
   * @param seed the random seed; the same seed gives the same data for any {@code threads}
   * @param threads number of worker threads, >= 1
   * @throws IllegalArgumentException naming a bad {@code rows} or {@code threads}
   */
  public static Dataset sample(BayesianNetwork bn, int rows, long seed, int threads) {
    return sample(bn, rows, seed, threads, ProgressListener.none());
  }

  /**
   * As {@link #sample(BayesianNetwork, int, long, int)}, reporting the rows drawn so far after each
   * block of {@link #BLOCK_ROWS} rows (from the worker threads).
   *
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted (checked
   *     before every block); the worker threads have ended when it is thrown
   */
  public static Dataset sample(
      BayesianNetwork bn, int rows, long seed, int threads, ProgressListener listener) {
    if (rows < 0) {
      throw new IllegalArgumentException("rows must be >= 0, was " + rows);
    }
    Object[] columns = new Object[bn.size()];
    for (int v = 0; v < columns.length; v++) {
      columns[v] = bn.cpd(v).cardinality() <= 256 ? new byte[rows] : new int[rows];
    }
    int[] at = {0};
    sample(
        bn,
        rows,
        seed,
        threads,
        listener,
        block -> {
          for (int v = 0; v < columns.length; v++) {
            Object cells =
                block.isDiscrete(v) && block.cardinality(v) <= 256
                    ? block.discreteCodes(v)
                    : block.codesOf(v);
            System.arraycopy(cells, 0, columns[v], at[0], block.rows());
          }
          at[0] += block.rows();
        });
    return Dataset.adopt(bn.variables(), List.of(columns));
  }

  /**
   * Samples {@code rows} rows and hands them to {@code sink} in blocks of {@link #BLOCK_ROWS} rows
   * (the last may be shorter), in row order, on the calling thread: the same rows, for the same
   * seed, as {@link #sample(BayesianNetwork, int, long, int)} returns at once, but never more than
   * a batch of {@code 4 * threads} blocks in memory. Use it to write samples larger than the heap.
   *
   * @param listener told the rows drawn so far after each block handed on
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted (checked
   *     before every block)
   */
  public static void sample(
      BayesianNetwork bn,
      int rows,
      long seed,
      int threads,
      ProgressListener listener,
      Consumer<Dataset> sink) {
    if (rows < 0) {
      throw new IllegalArgumentException("rows must be >= 0, was " + rows);
    }
    WorkerPool.checkThreads("threads", threads);
    Plan plan = new Plan(bn);
    int blocks = Blocks.count(rows, BLOCK_ROWS);
    int batch = 4 * threads;
    ThreadLocal<int[]> scratch = ThreadLocal.withInitial(() -> new int[BLOCK_ROWS]);
    long done = 0;
    for (int first = 0; first < blocks; first += batch) {
      int to = Math.min(blocks, first + batch);
      int offset = first;
      Object[][] out = new Object[to - first][];
      Blocks.run(
          "forward sampling",
          rows,
          BLOCK_ROWS,
          threads,
          first,
          to,
          b -> out[b - offset] = plan.block(b, rows, seed, scratch.get()));
      for (Object[] columns : out) {
        Dataset block = Dataset.adopt(bn.variables(), List.of(columns));
        sink.accept(block);
        done += block.rows();
        listener.progress(done, rows);
      }
    }
  }

  /** The per-node tables of one sampling run. */
  private static final class Plan {
    private final int[] order;
    private final int[] cardinality;
    private final int[][] parents;
    private final int[][] strides;
    private final double[][] cumulative;

    Plan(BayesianNetwork bn) {
      int n = bn.size();
      this.order = bn.dag().topologicalOrder();
      this.cardinality = new int[n];
      this.parents = new int[n][];
      this.strides = new int[n][];
      this.cumulative = new double[n][];
      for (int v = 0; v < n; v++) {
        DiscreteCpd cpd = bn.cpd(v);
        cardinality[v] = cpd.cardinality();
        parents[v] = cpd.parents();
        int[] cards = cpd.parentCardinalities();
        strides[v] = new int[cards.length];
        int s = 1;
        for (int i = 0; i < cards.length; i++) {
          strides[v][i] = s;
          s *= cards[i];
        }
        cumulative[v] = cumulative(cpd);
      }
    }

    /**
     * Running sums per row; from the last level with positive probability on, +infinity, so that a
     * draw never lands on a zero-probability level because of rounding in the sums.
     */
    private static double[] cumulative(DiscreteCpd cpd) {
      int r = cpd.cardinality();
      double[] p = cpd.probabilities();
      double[] cum = new double[p.length];
      for (int j = 0; j < cpd.configurations(); j++) {
        int base = j * r;
        double sum = 0;
        int last = r - 1;
        for (int k = 0; k < r; k++) {
          sum += p[base + k];
          cum[base + k] = sum;
          if (p[base + k] > 0) {
            last = k;
          }
        }
        for (int k = last; k < r; k++) {
          cum[base + k] = Double.POSITIVE_INFINITY;
        }
      }
      return cum;
    }

    /** Block {@code b} of a run of {@code rows} rows: one column per node (byte[] or int[]). */
    Object[] block(int b, int rows, long seed, int[] config) {
      int len = Math.min(BLOCK_ROWS, rows - b * BLOCK_ROWS);
      Object[] columns = new Object[order.length];
      for (int v = 0; v < columns.length; v++) {
        columns[v] = cardinality[v] <= 256 ? new byte[len] : new int[len];
      }
      SplittableRandom rnd = new SplittableRandom(BlockSeeds.of(seed, b));
      for (int v : order) {
        java.util.Arrays.fill(config, 0, len, 0);
        for (int i = 0; i < parents[v].length; i++) {
          accumulate(config, columns[parents[v][i]], 0, len, strides[v][i]);
        }
        draw(v, columns[v], config, len, rnd);
      }
      return columns;
    }

    private static void accumulate(int[] config, Object col, int from, int len, int stride) {
      if (col instanceof byte[] c) {
        for (int i = 0; i < len; i++) {
          config[i] += (c[from + i] & 0xFF) * stride;
        }
      } else {
        int[] c = (int[]) col;
        for (int i = 0; i < len; i++) {
          config[i] += c[from + i] * stride;
        }
      }
    }

    private void draw(int v, Object column, int[] config, int len, SplittableRandom rnd) {
      int from = 0;
      int r = cardinality[v];
      double[] cum = cumulative[v];
      if (column instanceof byte[] out) {
        for (int i = 0; i < len; i++) {
          double u = rnd.nextDouble();
          int base = config[i] * r;
          int k = 0;
          while (u >= cum[base + k]) {
            k++;
          }
          out[from + i] = (byte) k;
        }
      } else {
        int[] out = (int[]) column;
        for (int i = 0; i < len; i++) {
          double u = rnd.nextDouble();
          int base = config[i] * r;
          int k = 0;
          while (u >= cum[base + k]) {
            k++;
          }
          out[from + i] = k;
        }
      }
    }
  }
}
