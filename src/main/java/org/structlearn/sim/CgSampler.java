package org.structlearn.sim;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.structlearn.ProgressListener;
import org.structlearn.data.Dataset;
import org.structlearn.mixed.CgCpd;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.model.ModelException;

/**
 * Forward (ancestral) sampling of a conditional linear Gaussian network (bnlearn's {@code rbn} for
 * a {@code bn.fit.cgnet}): nodes in topological order; a discrete node drawn from its table's row
 * for its parents' configuration (one uniform per row, inverted through the running sums, as {@link
 * ForwardSampler}), a continuous node as the regression of its configuration of discrete parents on
 * its continuous parents plus normal noise (Box–Muller, as {@link GaussianSampler}).
 *
 * <p>Determinism: {@link ForwardSampler}'s scheme. The rows are cut into blocks of {@link
 * #BLOCK_ROWS}; block {@code b} has its own generator seeded from {@code (seed, b)} and draws node
 * after node, so the same seed gives the same rows for any thread count. A row that reaches a
 * configuration without parameters (one the fitted data never had) is an error naming it. Time
 * O(rows × (nodes + arcs)); stops on interrupt between blocks.
 */
public final class CgSampler {
  /** Rows per block, each block with its own generator. */
  public static final int BLOCK_ROWS = ForwardSampler.BLOCK_ROWS;

  private CgSampler() {}

  /**
   * {@code rows} rows from the network, one column per node in node order (discrete columns with
   * the nodes' levels).
   *
   * @param seed the same seed gives the same rows for any {@code threads}
   * @throws IllegalArgumentException for rows &lt; 0 or threads &lt; 1
   */
  public static Dataset sample(CgNetwork network, int rows, long seed, int threads) {
    if (rows < 0) {
      throw new IllegalArgumentException("rows must be >= 0, was " + rows);
    }
    int n = network.size();
    Object[] columns = new Object[n];
    for (int v = 0; v < n; v++) {
      columns[v] = network.isDiscrete(v) ? new int[rows] : new double[rows];
    }
    int[] at = {0};
    sample(
        network,
        rows,
        seed,
        threads,
        ProgressListener.none(),
        block -> {
          for (int v = 0; v < n; v++) {
            Object src = network.isDiscrete(v) ? block.codesOf(v) : block.continuousValues(v);
            System.arraycopy(src, 0, columns[v], at[0], block.rows());
          }
          at[0] += block.rows();
        });
    return Dataset.adopt(network.variables(), List.of(columns));
  }

  /**
   * The rows handed to {@code sink} in blocks of {@link #BLOCK_ROWS}, in order, on the calling
   * thread, with never more than {@code 4 × threads} blocks in memory.
   *
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted
   * @throws ModelException if a row reaches a configuration without parameters
   */
  public static void sample(
      CgNetwork network,
      int rows,
      long seed,
      int threads,
      ProgressListener listener,
      Consumer<Dataset> sink) {
    if (rows < 0) {
      throw new IllegalArgumentException("rows must be >= 0, was " + rows);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be >= 1, was " + threads);
    }
    int[] order = network.dag().topologicalOrder();
    int blocks = Blocks.count(rows, BLOCK_ROWS);
    int batch = 4 * threads;
    long done = 0;
    for (int first = 0; first < blocks; first += batch) {
      int to = Math.min(blocks, first + batch);
      int offset = first;
      Object[][] out = new Object[to - first][];
      Blocks.run(
          "conditional Gaussian sampling",
          rows,
          BLOCK_ROWS,
          threads,
          first,
          to,
          b -> out[b - offset] = block(network, order, b, rows, seed));
      for (Object[] columns : out) {
        Dataset block = Dataset.adopt(network.variables(), List.of(columns));
        sink.accept(block);
        done += block.rows();
        listener.progress(done, rows);
      }
    }
  }

  private static Object[] block(CgNetwork network, int[] order, int b, int rows, long seed) {
    int len = Math.min(BLOCK_ROWS, rows - b * BLOCK_ROWS);
    int n = network.size();
    Object[] columns = new Object[n];
    SplittableRandom rnd = new SplittableRandom(BlockSeeds.of(seed, b));
    double[] z = new double[len];
    for (int v : order) {
      if (network.isDiscrete(v)) {
        columns[v] = discrete(network, v, columns, len, rnd);
      } else {
        columns[v] = continuous(network, v, columns, len, rnd, z);
      }
    }
    return columns;
  }

  private static int[] discrete(
      CgNetwork network, int v, Object[] columns, int len, SplittableRandom rnd) {
    DiscreteCpd cpd = network.discreteCpd(v);
    int[] config = configurations(cpd.parents(), cpd.parentCardinalities(), columns, len);
    int r = cpd.cardinality();
    int[] out = new int[len];
    for (int i = 0; i < len; i++) {
      double u = rnd.nextDouble();
      int base = config[i];
      double sum = 0;
      int k = 0;
      int last = 0;
      for (int j = 0; j < r; j++) {
        if (cpd.probability(j, base) > 0) {
          last = j;
        }
      }
      while (k < last) {
        sum += cpd.probability(k, base);
        if (u < sum) {
          break;
        }
        k++;
      }
      out[i] = k;
    }
    return out;
  }

  private static double[] continuous(
      CgNetwork network, int v, Object[] columns, int len, SplittableRandom rnd, double[] z) {
    CgCpd cpd = network.cgCpd(v);
    int[] config = configurations(cpd.discreteParents(), cpd.discreteCardinalities(), columns, len);
    int[] cp = cpd.continuousParents();
    standardNormals(rnd, z, len);
    double[] out = new double[len];
    for (int i = 0; i < len; i++) {
      int c = config[i];
      if (!cpd.identified(c)) {
        throw new ModelException(
            "node '"
                + network.dag().name(v)
                + "' has no parameters for configuration "
                + c
                + " of its discrete parents, which a sampled row reached: the data it was fitted"
                + " to never had it; fit it to data that do, or give the parameters");
      }
      double m = cpd.intercept(c);
      for (int k = 0; k < cp.length; k++) {
        m += cpd.coefficient(c, k) * ((double[]) columns[cp[k]])[i];
      }
      out[i] = m + cpd.sd(c) * z[i];
    }
    return out;
  }

  /** The mixed-radix configuration of each row, the first parent fastest. */
  private static int[] configurations(int[] parents, int[] cards, Object[] columns, int len) {
    int[] config = new int[len];
    int stride = 1;
    for (int k = 0; k < parents.length; k++) {
      int[] codes = (int[]) columns[parents[k]];
      for (int i = 0; i < len; i++) {
        config[i] += codes[i] * stride;
      }
      stride *= cards[k];
    }
    return config;
  }

  /** The first {@code len} entries of {@code z} standard normal, two per Box–Muller pair. */
  private static void standardNormals(SplittableRandom rnd, double[] z, int len) {
    for (int i = 0; i < len; i += 2) {
      double radius = Math.sqrt(-2 * Math.log(1 - rnd.nextDouble()));
      double angle = 2 * Math.PI * rnd.nextDouble();
      z[i] = radius * Math.cos(angle);
      if (i + 1 < len) {
        z[i + 1] = radius * Math.sin(angle);
      }
    }
  }
}
