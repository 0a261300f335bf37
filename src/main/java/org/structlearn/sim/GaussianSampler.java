package org.structlearn.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.structlearn.ProgressListener;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.LinearGaussianCpd;

/**
 * Forward (ancestral) sampling of a linear Gaussian network (bnlearn's {@code rbn} for Gaussian
 * networks): nodes are drawn in topological order, each as its regression on the parents' already
 * drawn values plus normal noise, {@code x_v = b0 + sum_k b_k x_pa(v)k + sd_v * z}.
 *
 * <p>Standard normal draws use the Box-Muller transform (Box and Muller 1958), two per pair of
 * uniform {@link SplittableRandom#nextDouble()} draws, so the stream is defined here and does not
 * depend on the JDK's own {@code nextGaussian} algorithm. Time O(rows * (nodes + arcs)), memory one
 * {@code double} column per node.
 *
 * <p>Determinism: exactly the scheme of {@link ForwardSampler}. The rows are cut into blocks of
 * {@link #BLOCK_ROWS}; block {@code b} uses its own generator seeded from {@code (seed, b)} and
 * draws node after node in topological order, so the same seed gives the same data set whatever the
 * thread count. Changing {@link #BLOCK_ROWS} would change the stream; it is part of the contract.
 */
public final class GaussianSampler {
  /** Rows per block; each block has its own generator derived from the seed and its index. */
  public static final int BLOCK_ROWS = ForwardSampler.BLOCK_ROWS;

  private GaussianSampler() {}

  /**
   * Samples {@code rows} rows with as many threads as there are processors.
   *
   * @see #sample(GaussianNetwork, int, long, int)
   */
  public static Dataset sample(GaussianNetwork network, int rows, long seed) {
    return sample(network, rows, seed, Runtime.getRuntime().availableProcessors());
  }

  /**
   * Samples {@code rows} independent rows from the network. The data set has one continuous column
   * per node, named and ordered as the network's nodes.
   *
   * @param rows number of rows, >= 0
   * @param seed the random seed; the same seed gives the same data for any {@code threads}
   * @param threads number of worker threads, >= 1
   * @throws IllegalArgumentException naming a bad {@code rows} or {@code threads}
   */
  public static Dataset sample(GaussianNetwork network, int rows, long seed, int threads) {
    return sample(network, rows, seed, threads, ProgressListener.none());
  }

  /**
   * As {@link #sample(GaussianNetwork, int, long, int)}, reporting the rows drawn so far after each
   * block of {@link #BLOCK_ROWS} rows (from the worker threads).
   *
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted (checked
   *     before every block); the worker threads have ended when it is thrown
   */
  public static Dataset sample(
      GaussianNetwork network, int rows, long seed, int threads, ProgressListener listener) {
    if (rows < 0) {
      throw new IllegalArgumentException("rows must be >= 0, was " + rows);
    }
    double[][] columns = new double[network.size()][rows];
    int[] at = {0};
    sample(
        network,
        rows,
        seed,
        threads,
        listener,
        block -> {
          for (int v = 0; v < columns.length; v++) {
            System.arraycopy(block.continuousValues(v), 0, columns[v], at[0], block.rows());
          }
          at[0] += block.rows();
        });
    return Dataset.adopt(variables(network), List.of((Object[]) columns));
  }

  /**
   * Samples {@code rows} rows and hands them to {@code sink} in blocks of {@link #BLOCK_ROWS} rows
   * (the last may be shorter), in row order, on the calling thread: the same rows, for the same
   * seed, as {@link #sample(GaussianNetwork, int, long, int)} returns at once, but never more than
   * a batch of {@code 4 * threads} blocks in memory.
   *
   * @param listener told the rows drawn so far after each block handed on
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted (checked
   *     before every block)
   */
  public static void sample(
      GaussianNetwork network,
      int rows,
      long seed,
      int threads,
      ProgressListener listener,
      Consumer<Dataset> sink) {
    if (rows < 0) {
      throw new IllegalArgumentException("rows must be >= 0, was " + rows);
    }
    WorkerPool.checkThreads("threads", threads);
    int n = network.size();
    int[] order = network.dag().topologicalOrder();
    List<Variable> variables = variables(network);
    int blocks = Blocks.count(rows, BLOCK_ROWS);
    int batch = 4 * threads;
    long done = 0;
    for (int first = 0; first < blocks; first += batch) {
      int to = Math.min(blocks, first + batch);
      int offset = first;
      double[][][] out = new double[to - first][][];
      Blocks.run(
          "Gaussian sampling",
          rows,
          BLOCK_ROWS,
          threads,
          first,
          to,
          b -> {
            int len = Math.min(BLOCK_ROWS, rows - b * BLOCK_ROWS);
            double[][] columns = new double[n][len];
            block(network, order, columns, 0, len, new SplittableRandom(BlockSeeds.of(seed, b)));
            out[b - offset] = columns;
          });
      for (double[][] columns : out) {
        Dataset block = Dataset.adopt(variables, List.of((Object[]) columns));
        sink.accept(block);
        done += block.rows();
        listener.progress(done, rows);
      }
    }
  }

  private static List<Variable> variables(GaussianNetwork network) {
    List<Variable> variables = new ArrayList<>(network.size());
    for (String name : network.names()) {
      variables.add(Variable.continuous(name));
    }
    return variables;
  }

  private static void block(
      GaussianNetwork network,
      int[] order,
      double[][] columns,
      int from,
      int len,
      SplittableRandom rnd) {
    double[] z = new double[len];
    for (int v : order) {
      LinearGaussianCpd cpd = network.cpd(v);
      standardNormals(rnd, z);
      double[] out = columns[v];
      double sd = cpd.sd();
      double b0 = cpd.intercept();
      for (int i = 0; i < len; i++) {
        out[from + i] = b0 + sd * z[i];
      }
      int[] parents = network.dag().parents(v);
      for (int p = 0; p < parents.length; p++) {
        double b = cpd.coefficient(p);
        double[] x = columns[parents[p]];
        for (int i = 0; i < len; i++) {
          out[from + i] += b * x[from + i];
        }
      }
    }
  }

  /** Fills {@code z} with standard normal draws, two per Box-Muller pair. */
  private static void standardNormals(SplittableRandom rnd, double[] z) {
    for (int i = 0; i < z.length; i += 2) {
      double radius = Math.sqrt(-2 * Math.log(1 - rnd.nextDouble())); // 1 - u is in (0, 1]
      double angle = 2 * Math.PI * rnd.nextDouble();
      z[i] = radius * Math.cos(angle);
      if (i + 1 < z.length) {
        z[i + 1] = radius * Math.sin(angle);
      }
    }
  }
}
