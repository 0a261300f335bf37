package org.structlearn.missing;

import java.util.SplittableRandom;
import org.structlearn.mixed.CgCpd;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.model.DiscreteCpd;

/**
 * A conditional linear Gaussian network compiled for likelihood weighting ({@link CgParticles}):
 * per node its discrete parents with their cardinalities, its continuous parents, and flat tables
 * (a discrete node's log-probabilities and cumulative probabilities by configuration; a continuous
 * node's coefficients, sds and log-density constants). Built once per E-step in O(parameters); a
 * row's {@link RowPlan} in O(nodes + arcs). The numbers are computed by the same operations in the
 * same order as {@link DiscreteCpd} and {@link CgCpd} compute them, so the weights agree to the
 * bit.
 */
final class CgPlan {
  private static final double LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);
  private static final byte CONST = 0;
  private static final byte D_OBS = 1;
  private static final byte D_MISS = 2;
  private static final byte C_OBS = 3;
  private static final byte C_MISS = 4;

  private final int nodes;
  private final int[] order;
  private final boolean[] discrete;
  private final int[][] dParents;
  private final int[][] dCards;
  private final int[][] cParents;
  private final int[] levels;
  private final double[][] logProb;
  private final double[][] cumulative;
  private final double[][] coef;
  private final double[][] sd;
  private final double[][] head;

  CgPlan(CgNetwork net) {
    this.nodes = net.size();
    this.order = net.dag().topologicalOrder();
    this.discrete = new boolean[nodes];
    this.dParents = new int[nodes][];
    this.dCards = new int[nodes][];
    this.cParents = new int[nodes][];
    this.levels = new int[nodes];
    this.logProb = new double[nodes][];
    this.cumulative = new double[nodes][];
    this.coef = new double[nodes][];
    this.sd = new double[nodes][];
    this.head = new double[nodes][];
    for (int v = 0; v < nodes; v++) {
      discrete[v] = net.isDiscrete(v);
      if (discrete[v]) {
        compileDiscrete(v, net.discreteCpd(v));
      } else {
        compileContinuous(v, net.cgCpd(v));
      }
    }
  }

  int nodes() {
    return nodes;
  }

  private void compileDiscrete(int v, DiscreteCpd t) {
    dParents[v] = t.parents();
    dCards[v] = t.parentCardinalities();
    cParents[v] = new int[0];
    int r = t.cardinality();
    int q = t.configurations();
    levels[v] = r;
    logProb[v] = new double[q * r];
    cumulative[v] = new double[q * r];
    for (int config = 0; config < q; config++) {
      double acc = 0;
      for (int k = 0; k < r; k++) {
        double p = t.probability(k, config);
        logProb[v][config * r + k] = Math.log(p);
        acc += p;
        cumulative[v][config * r + k] = acc;
      }
    }
  }

  private void compileContinuous(int v, CgCpd t) {
    dParents[v] = t.discreteParents();
    dCards[v] = t.discreteCardinalities();
    cParents[v] = t.continuousParents();
    int q = t.configurations();
    int w = cParents[v].length + 1;
    coef[v] = new double[q * w];
    sd[v] = new double[q];
    head[v] = new double[q];
    for (int config = 0; config < q; config++) {
      coef[v][config * w] = t.intercept(config);
      for (int i = 0; i < w - 1; i++) {
        coef[v][config * w + i + 1] = t.coefficient(config, i);
      }
      sd[v][config] = t.sd(config);
      head[v][config] = -LOG_SQRT_2PI - Math.log(t.sd(config));
    }
  }

  /** The configuration of node v's discrete parents in a particle (as CgCpd.configuration). */
  private int config(int v, int[] c, int base) {
    int[] p = dParents[v];
    int[] card = dCards[v];
    int q = 0;
    for (int i = p.length - 1; i >= 0; i--) {
      q = q * card[i] + c[base + p[i]];
    }
    return q;
  }

  /** Node v's mean in configuration q given a particle's continuous parents (as CgCpd.mean). */
  private double mean(int v, int q, double[] x, int base) {
    int[] p = cParents[v];
    int w = p.length + 1;
    double[] b = coef[v];
    double m = b[q * w];
    for (int i = 0; i < p.length; i++) {
      m += b[q * w + i + 1] * x[base + p[i]];
    }
    return m;
  }

  /** ln N(x; mean, sd²) as CgCpd.logDensity computes it. */
  private double logDensity(int v, int q, double x, double mean) {
    double s = sd[v][q];
    if (s == 0) {
      return x == mean ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
    }
    double z = (x - mean) / s;
    return head[v][q] - 0.5 * z * z;
  }

  /** The level drawn by u in configuration q (the first k with u below P(≤ k); else the last). */
  private int level(int v, int q, double u) {
    int r = levels[v];
    double[] cum = cumulative[v];
    for (int k = 0; k < r - 1; k++) {
      if (u < cum[q * r + k]) {
        return k;
      }
    }
    return r - 1;
  }

  private boolean observed(int v, int[] codes, double[] values) {
    return discrete[v] ? codes[v] >= 0 : !Double.isNaN(values[v]);
  }

  private boolean parentsObserved(int v, int[] codes, double[] values) {
    for (int p : dParents[v]) {
      if (codes[p] < 0) {
        return false;
      }
    }
    for (int p : cParents[v]) {
      if (Double.isNaN(values[p])) {
        return false;
      }
    }
    return true;
  }

  /**
   * The plan of one row (its cells by node: discrete codes -1 and continuous values NaN missing).
   */
  RowPlan row(int[] codes, double[] values) {
    return new RowPlan(codes, values);
  }

  /**
   * One row's walk: the nodes a particle must visit, with what each does, and the sum of the terms
   * every particle adds before its first varying one. A node whose cell and parents are all
   * observed adds the same term to every particle (computed here once); a missing node whose
   * parents are observed draws from a fixed distribution.
   */
  final class RowPlan {
    private final int[] node;
    private final byte[] kind;
    private final double[] term;
    private final int[] fixedConfig;
    private final double[] fixedMean;
    private final int steps;
    private final double prefix;

    RowPlan(int[] codes, double[] values) {
      node = new int[nodes];
      kind = new byte[nodes];
      term = new double[nodes];
      fixedConfig = new int[nodes];
      fixedMean = new double[nodes];
      double pre = 0;
      boolean inPrefix = true;
      int n = 0;
      for (int v : order) {
        boolean fixed = parentsObserved(v, codes, values);
        int q = fixed ? config(v, codes, 0) : -1;
        byte k = kind(v, fixed, codes, values);
        if (k == CONST) {
          double t = constant(v, q, codes, values);
          if (inPrefix) {
            pre += t;
            continue;
          }
          term[n] = t;
        } else if (k == C_MISS && fixed && !Double.isNaN(sd[v][q])) {
          fixedMean[n] = mean(v, q, values, 0);
        } else if (k != D_MISS) {
          inPrefix = false; // D_MISS adds nothing to the weight; the others may vary
        }
        node[n] = v;
        kind[n] = k;
        fixedConfig[n] = q;
        n++;
      }
      this.steps = n;
      this.prefix = pre;
    }

    private byte kind(int v, boolean fixed, int[] codes, double[] values) {
      if (discrete[v]) {
        return codes[v] < 0 ? D_MISS : fixed ? CONST : D_OBS;
      }
      return Double.isNaN(values[v]) ? C_MISS : fixed ? CONST : C_OBS;
    }

    private double constant(int v, int q, int[] codes, double[] values) {
      if (discrete[v]) {
        return logProb[v][q * levels[v] + codes[v]];
      }
      if (Double.isNaN(sd[v][q])) {
        return Double.NEGATIVE_INFINITY;
      }
      return logDensity(v, q, values[v], mean(v, q, values, 0));
    }

    /**
     * Fills the particle at {@code base} of {@code c} and {@code x} (a copy of the row) in place;
     * returns ln of its weight (NaN possible).
     */
    double particle(int[] c, double[] x, int base, SplittableRandom rnd) {
      double lw = prefix;
      for (int i = 0; i < steps; i++) {
        int v = node[i];
        switch (kind[i]) {
          case CONST -> lw += term[i];
          case D_OBS -> lw += logProb[v][config(v, c, base) * levels[v] + c[base + v]];
          case D_MISS -> {
            int q = fixedConfig[i] >= 0 ? fixedConfig[i] : config(v, c, base);
            c[base + v] = level(v, q, rnd.nextDouble());
          }
          case C_OBS -> {
            int q = config(v, c, base);
            lw +=
                Double.isNaN(sd[v][q])
                    ? Double.NEGATIVE_INFINITY
                    : logDensity(v, q, x[base + v], mean(v, q, x, base));
          }
          default -> lw += drawContinuous(i, v, c, x, base, rnd);
        }
      }
      return lw;
    }

    /** A missing continuous cell: drawn, or left NaN with weight 0 in a configuration without. */
    private double drawContinuous(int i, int v, int[] c, double[] x, int base, SplittableRandom r) {
      int q = fixedConfig[i] >= 0 ? fixedConfig[i] : config(v, c, base);
      if (Double.isNaN(sd[v][q])) {
        return Double.NEGATIVE_INFINITY;
      }
      double m = fixedConfig[i] >= 0 ? fixedMean[i] : mean(v, q, x, base);
      x[base + v] = m + sd[v][q] * r.nextGaussian();
      return 0;
    }
  }
}
