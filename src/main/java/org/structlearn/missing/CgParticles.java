package org.structlearn.missing;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.structlearn.mixed.CgNetwork;

/**
 * Likelihood weighting (Fung and Chang 1990; Shachter and Peot 1990) in a conditional linear
 * Gaussian network, one row at a time: the row's observed cells are the evidence, each particle
 * visits the nodes in topological order, draws a missing cell from its distribution given the
 * particle's parents and multiplies the particle's weight by the probability (discrete) or density
 * (continuous) of an observed cell given them. This is how bnlearn's {@code impute(method =
 * "bayes-lw")} and {@code cpdist(method = "lw")} treat a {@code bn.fit.cgnet}, for which bnlearn
 * has no exact inference. O(particles x (nodes + arcs)) per row.
 *
 * <p>The network is compiled once into flat tables ({@link CgPlan}: log-probabilities, cumulative
 * probabilities, coefficients, log-density constants); each row is then planned once ({@link
 * CgPlan.RowPlan}: the term of a node observed with all its parents observed is the same in every
 * particle and is computed once, a missing node whose parents are observed has a fixed
 * distribution), and its particles are written into a reused {@link Cloud}. Every particle adds the
 * same terms in the same order and draws the same random numbers as a node-by-node walk, so the
 * weights are those of the plain algorithm to the bit.
 *
 * <p>A particle that meets a configuration of a continuous node's discrete parents for which the
 * network has no parameters (no training row had it) gets weight 0. The mean of a row's weights
 * estimates the likelihood of its observed cells (unbiased; exact for a row without missing cells,
 * whose one particle is the row).
 */
final class CgParticles {
  private final CgPlan plan;

  CgParticles(CgNetwork net) {
    this.plan = new CgPlan(net);
  }

  /**
   * The particles of one row, in flat arrays reused from row to row: particle {@code k}'s cell of
   * node {@code v} at {@code k * nodes + v}.
   */
  static final class Cloud {
    private final int nodes;
    private int count;
    private int[] codes = new int[0];
    private double[] values = new double[0];
    private double[] logWeights = new double[0];
    private double[] weights = new double[0];
    private double max;
    private double sum;

    Cloud(int nodes) {
      this.nodes = nodes;
    }

    private void reset(int count) {
      this.count = count;
      if (logWeights.length < count) {
        codes = new int[count * nodes];
        values = new double[count * nodes];
        logWeights = new double[count];
        weights = new double[count];
      }
    }

    int count() {
      return count;
    }

    /** Particle {@code k}'s discrete cell of node {@code v} (observed or drawn; -1 continuous). */
    int code(int k, int v) {
      return codes[k * nodes + v];
    }

    /** Particle {@code k}'s continuous cell of node {@code v} (NaN discrete, or left undrawn). */
    double value(int k, int v) {
      return values[k * nodes + v];
    }

    /** Copies particle {@code k}'s cells into {@code c} and {@code x} from offset {@code at}. */
    void copyTo(int k, int[] c, double[] x, int at) {
      System.arraycopy(codes, k * nodes, c, at, nodes);
      System.arraycopy(values, k * nodes, x, at, nodes);
    }

    /** Exponentiates the log-weights once (relative to the largest) and sums them. */
    private void settle() {
      max = Double.NEGATIVE_INFINITY;
      for (int k = 0; k < count; k++) {
        max = Math.max(max, logWeights[k]);
      }
      sum = 0;
      if (max == Double.NEGATIVE_INFINITY || Double.isNaN(max)) {
        return;
      }
      for (int k = 0; k < count; k++) {
        weights[k] = Math.exp(logWeights[k] - max);
        sum += weights[k];
      }
    }

    /** ln of the mean weight: the estimated log-likelihood of the row's observed cells. */
    double logLikelihood() {
      return max == Double.NEGATIVE_INFINITY ? max : max + Math.log(sum / count);
    }

    /**
     * The weights normalised to sum 1, or equal weights if every particle has weight 0 (a new array
     * of {@link #count()} entries).
     */
    double[] normalised() {
      double[] w = new double[count];
      if (max == Double.NEGATIVE_INFINITY || Double.isNaN(max)) {
        Arrays.fill(w, 1.0 / count);
        return w;
      }
      for (int k = 0; k < count; k++) {
        w[k] = weights[k] / sum;
      }
      return w;
    }
  }

  /** A cloud for this network's rows, to pass to {@link #draw} again and again. */
  Cloud cloud() {
    return new Cloud(plan.nodes());
  }

  /**
   * Draws {@code count} weighted particles for a row into {@code cloud}.
   *
   * @param codes the row's discrete cells by node (-1 missing; ignored for continuous nodes)
   * @param values the row's continuous cells by node (NaN missing; ignored for discrete nodes)
   */
  void draw(int[] codes, double[] values, int count, SplittableRandom rnd, Cloud cloud) {
    CgPlan.RowPlan row = plan.row(codes, values);
    cloud.reset(count);
    int n = plan.nodes();
    for (int k = 0; k < count; k++) {
      System.arraycopy(codes, 0, cloud.codes, k * n, n);
      System.arraycopy(values, 0, cloud.values, k * n, n);
      double lw = row.particle(cloud.codes, cloud.values, k * n, rnd);
      cloud.logWeights[k] = Double.isNaN(lw) ? Double.NEGATIVE_INFINITY : lw;
    }
    cloud.settle();
  }
}
