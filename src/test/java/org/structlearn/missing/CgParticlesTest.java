package org.structlearn.missing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.graph.ModelStrings;
import org.structlearn.mixed.CgCpd;
import org.structlearn.mixed.CgFit;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.sim.CgSampler;

/**
 * Oracle for the compiled likelihood weighting: {@link CgParticles} (flat tables, per-row constant
 * terms) against a plain node-by-node walk written here from the distributions' own methods, on
 * rows with cells removed at random. The particles, their weights and the row's estimated
 * log-likelihood must agree to the bit, which is what keeps structural EM's results unchanged.
 */
class CgParticlesTest {
  private static final Dag TRUTH =
      ModelStrings.parse("[A][B][C][H][D|A:H][F|B:C][E|B:D][G|A:D:E:F]");

  @Test
  void compiledWalkEqualsThePlainWalkToTheBit() {
    CgNetwork full = CgFit.fit(TRUTH, BnlearnData.data("clgaussian.test"));
    // fitted to 40 rows: some configurations of G's discrete parents may have no parameters
    CgNetwork sparse = CgFit.fit(TRUTH, CgSampler.sample(full, 40, 5, 1));
    for (CgNetwork net : new CgNetwork[] {full, sparse}) {
      Dataset data = CgSampler.sample(net, 60, 7, 1);
      CgParticles lw = new CgParticles(net);
      CgParticles.Cloud cloud = lw.cloud();
      SplittableRandom holes = new SplittableRandom(11);
      int n = net.size();
      for (int r = 0; r < data.rows(); r++) {
        int[] codes = new int[n];
        double[] values = new double[n];
        for (int v = 0; v < n; v++) {
          boolean gone = holes.nextDouble() < 0.3;
          codes[v] = net.isDiscrete(v) && !gone ? data.code(v, r) : -1;
          values[v] = !net.isDiscrete(v) && !gone ? data.value(v, r) : Double.NaN;
        }
        int count = 1 + r % 40;
        lw.draw(codes, values, count, new SplittableRandom(r), cloud);
        SplittableRandom rnd = new SplittableRandom(r);
        double[] logWeights = new double[count];
        for (int k = 0; k < count; k++) {
          int[] c = codes.clone();
          double[] x = values.clone();
          logWeights[k] = plainParticle(net, c, x, rnd);
          for (int v = 0; v < n; v++) {
            assertEquals(c[v], cloud.code(k, v), "row " + r + " particle " + k);
            assertEquals(Double.doubleToLongBits(x[v]), Double.doubleToLongBits(cloud.value(k, v)));
          }
        }
        assertEquals(
            Double.doubleToLongBits(plainLogLikelihood(logWeights)),
            Double.doubleToLongBits(cloud.logLikelihood()),
            "row " + r);
        assertArrayEquals(plainNormalised(logWeights), cloud.normalised(), 0.0);
      }
    }
  }

  /** One particle, node by node in topological order (the walk before it was compiled). */
  private static double plainParticle(CgNetwork net, int[] c, double[] x, SplittableRandom rnd) {
    double lw = 0;
    for (int v : net.dag().topologicalOrder()) {
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
          double u = rnd.nextDouble();
          double acc = 0;
          c[v] = t.cardinality() - 1;
          for (int k = 0; k < t.cardinality() - 1; k++) {
            acc += t.probability(k, config);
            if (u < acc) {
              c[v] = k;
              break;
            }
          }
        }
      } else {
        lw += plainContinuous(net.cgCpd(v), v, c, x, rnd);
      }
    }
    return Double.isNaN(lw) ? Double.NEGATIVE_INFINITY : lw;
  }

  private static double plainContinuous(CgCpd t, int v, int[] c, double[] x, SplittableRandom rnd) {
    int[] dp = t.discreteParents();
    int[] cp = t.continuousParents();
    int[] pcodes = new int[dp.length];
    for (int i = 0; i < dp.length; i++) {
      pcodes[i] = c[dp[i]];
    }
    int config = t.configuration(pcodes);
    if (!t.identified(config)) {
      return Double.NEGATIVE_INFINITY;
    }
    double[] z = new double[cp.length];
    for (int i = 0; i < cp.length; i++) {
      z[i] = x[cp[i]];
    }
    double mean = t.mean(config, z);
    if (Double.isNaN(x[v])) {
      x[v] = mean + t.sd(config) * rnd.nextGaussian();
      return 0;
    }
    return t.logDensity(config, x[v], mean);
  }

  private static double plainLogLikelihood(double[] logWeights) {
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

  private static double[] plainNormalised(double[] logWeights) {
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
