package org.structlearn.missing;

import java.util.SplittableRandom;
import org.structlearn.mixed.CgCpd;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.model.DiscreteCpd;

/**
 * Likelihood weighting (Fung and Chang 1990; Shachter and Peot 1990) in a conditional linear
 * Gaussian network, one row at a time: the row's observed cells are the evidence, each particle
 * visits the nodes in topological order, draws a missing cell from its distribution given the
 * particle's parents and multiplies the particle's weight by the probability (discrete) or density
 * (continuous) of an observed cell given them. This is how bnlearn's {@code impute(method =
 * "bayes-lw")} and {@code cpdist(method = "lw")} treat a {@code bn.fit.cgnet}, for which bnlearn
 * has no exact inference. O(particles x (nodes + arcs)) per row.
 *
 * <p>A particle that meets a configuration of a continuous node's discrete parents for which the
 * network has no parameters (no training row had it) gets weight 0. The mean of a row's weights
 * estimates the likelihood of its observed cells (unbiased; exact for a row without missing cells,
 * whose one particle is the row).
 */
final class CgParticles {
  private final CgNetwork net;
  private final int[] order;
  private final int nodes;

  CgParticles(CgNetwork net) {
    this.net = net;
    this.order = net.dag().topologicalOrder();
    this.nodes = net.size();
  }

  /**
   * The particles of one row.
   *
   * @param codes per particle, the discrete cells (observed or drawn; -1 for continuous nodes)
   * @param values per particle, the continuous cells (NaN for discrete nodes, and for a missing
   *     cell left undrawn because its configuration has no parameters)
   * @param logWeights per particle, ln of its weight (−∞ for weight 0)
   */
  record Cloud(int[][] codes, double[][] values, double[] logWeights) {
    /** ln of the mean weight: the estimated log-likelihood of the row's observed cells. */
    double logLikelihood() {
      double max = Double.NEGATIVE_INFINITY;
      for (double w : logWeights) {
        max = Math.max(max, w);
      }
      if (max == Double.NEGATIVE_INFINITY) {
        return max;
      }
      double sum = 0;
      for (double w : logWeights) {
        sum += Math.exp(w - max);
      }
      return max + Math.log(sum / logWeights.length);
    }

    /** The weights normalised to sum 1, or equal weights if every particle has weight 0. */
    double[] normalised() {
      int k = logWeights.length;
      double[] w = new double[k];
      double max = Double.NEGATIVE_INFINITY;
      for (double l : logWeights) {
        max = Math.max(max, l);
      }
      if (max == Double.NEGATIVE_INFINITY || Double.isNaN(max)) {
        java.util.Arrays.fill(w, 1.0 / k);
        return w;
      }
      double sum = 0;
      for (int i = 0; i < k; i++) {
        w[i] = Math.exp(logWeights[i] - max);
        sum += w[i];
      }
      for (int i = 0; i < k; i++) {
        w[i] /= sum;
      }
      return w;
    }
  }

  /**
   * Draws {@code count} weighted particles for a row.
   *
   * @param codes the row's discrete cells by node (-1 missing; ignored for continuous nodes)
   * @param values the row's continuous cells by node (NaN missing; ignored for discrete nodes)
   */
  Cloud draw(int[] codes, double[] values, int count, SplittableRandom rnd) {
    int[][] pc = new int[count][];
    double[][] pv = new double[count][];
    double[] lw = new double[count];
    for (int k = 0; k < count; k++) {
      pc[k] = codes.clone();
      pv[k] = values.clone();
      lw[k] = particle(pc[k], pv[k], rnd);
    }
    return new Cloud(pc, pv, lw);
  }

  /** Fills one particle in place; returns ln of its weight. */
  private double particle(int[] c, double[] x, SplittableRandom rnd) {
    double lw = 0;
    for (int v : order) {
      if (net.isDiscrete(v)) {
        DiscreteCpd t = net.discreteCpd(v);
        int[] parents = t.parents();
        int[] pcodes = new int[parents.length];
        for (int i = 0; i < parents.length; i++) {
          pcodes[i] = c[parents[i]];
        }
        int config = t.config(pcodes);
        if (c[v] >= 0) {
          lw += Math.log(t.probability(c[v], config));
        } else {
          c[v] = level(t, config, rnd.nextDouble());
        }
      } else {
        lw += continuous(v, c, x, rnd);
      }
    }
    return Double.isNaN(lw) ? Double.NEGATIVE_INFINITY : lw;
  }

  private double continuous(int v, int[] c, double[] x, SplittableRandom rnd) {
    CgCpd t = net.cgCpd(v);
    int[] dp = t.discreteParents();
    int[] cp = t.continuousParents();
    int[] pcodes = new int[dp.length];
    for (int i = 0; i < dp.length; i++) {
      pcodes[i] = c[dp[i]];
    }
    int config = t.configuration(pcodes);
    boolean missing = Double.isNaN(x[v]);
    if (!t.identified(config)) {
      return Double.NEGATIVE_INFINITY;
    }
    double[] z = new double[cp.length];
    for (int i = 0; i < cp.length; i++) {
      z[i] = x[cp[i]];
    }
    double mean = t.mean(config, z);
    if (missing) {
      x[v] = mean + t.sd(config) * rnd.nextGaussian();
      return 0;
    }
    return t.logDensity(config, x[v], mean);
  }

  private static int level(DiscreteCpd t, int config, double u) {
    int r = t.cardinality();
    double acc = 0;
    for (int k = 0; k < r - 1; k++) {
      acc += t.probability(k, config);
      if (u < acc) {
        return k;
      }
    }
    return r - 1;
  }

  int nodes() {
    return nodes;
  }
}
