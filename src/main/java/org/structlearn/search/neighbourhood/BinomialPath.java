package org.structlearn.search.neighbourhood;

import java.util.Arrays;
import java.util.function.Supplier;
import org.structlearn.Interrupts;
import org.structlearn.StructlearnException;

/**
 * The lasso path of a binomial (logistic) regression by coordinate descent, as glmnet's {@code
 * lognet2n} (Friedman, Hastie and Tibshirani 2010, sections 3 and 2.4–2.6): reconstructed from the
 * paper and from reading glmnet 4.1's C++ ({@code glmnetpp}, {@code elnet_path/binomial_two_class},
 * {@code elnet_point/internal/binomial_base}) and its older Mortran source, with unit weights, no
 * offset, {@code alpha = 1}, {@code standardize = TRUE}, {@code intercept = TRUE} and the exact
 * Hessian ({@code type.logistic = "Newton"}).
 *
 * <p>At each penalty λ: an outer loop of iteratively reweighted least squares (IRLS) around the
 * current fit, its weights {@code v = w p(1 − p)} and working residuals {@code r = w (y − p)}; an
 * inner weighted least-squares problem solved by cyclic coordinate descent over the <em>strong
 * set</em> (the sequential strong rule of Tibshirani et al. 2012: predictors with |gradient| above
 * {@code 2λ − λ_previous}), first a full pass over it, then passes over the active set until they
 * converge, then a full pass again, and so on; the intercept is updated after every pass. A pass
 * converges when the largest {@code v_k · Δβ_k²} is below {@code thresh · null deviance}. IRLS
 * converges when no coefficient moved by that much in the last reweighting; then predictors outside
 * the strong set that violate the KKT condition |gradient| ≤ λ join it and IRLS resumes.
 */
final class BinomialPath {
  private final Standardization x;
  private final double[] y;
  private final int n;
  private final int p;
  private final double w;
  private final double[] b;
  private final double[] bs;
  private final double[] xv;
  private final double[] ga;
  private final boolean[] strong;
  private final int[] active;
  private final boolean[] isActive;
  private final double[] q;
  private final double[] v;
  private final double[] r;
  private final double[] eta;
  private int nin;
  private double b0;
  private double xmz;
  private double shr;
  private long passes;
  private final int maxPasses;
  private final Supplier<String> where;
  private final Thread owner;

  private BinomialPath(
      Standardization x, double[] y, GlmnetSettings s, Thread owner, Supplier<String> where) {
    this.x = x;
    this.y = y;
    this.n = y.length;
    this.p = x.x.length;
    this.w = 1.0 / n;
    this.b = new double[p];
    this.bs = new double[p];
    this.xv = new double[p];
    this.ga = new double[p];
    this.strong = new boolean[p];
    this.active = new int[p];
    this.isActive = new boolean[p];
    this.q = new double[n];
    this.v = new double[n];
    this.r = new double[n];
    this.eta = new double[n];
    this.maxPasses = s.maxPasses();
    this.owner = owner;
    this.where = where;
  }

  /**
   * The path of {@code y} (0 or 1 per row) on the predictor columns {@code raw[j][i]}.
   *
   * @throws StructlearnException if a class has (nearly) no rows (glmnet's error 8001 / 9001)
   */
  static LassoPath fit(
      double[][] raw, double[] y, GlmnetSettings s, Thread owner, Supplier<String> where) {
    Standardization x = Standardization.weighted(raw, y.length);
    return new BinomialPath(x, y, s, owner, where).run(s);
  }

  private LassoPath run(GlmnetSettings s) {
    double q0 = 0;
    for (double yi : y) {
      q0 += w * yi;
    }
    if (q0 <= PathCollector.PMIN || q0 >= 1 - PathCollector.PMIN) {
      throw new StructlearnException(
          where.get() + ": the response has (almost) only one value; glmnet refuses it too");
    }
    b0 = Math.log(q0 / (1 - q0));
    double vi = q0 * (1 - q0);
    for (int i = 0; i < n; i++) {
      v[i] = vi * w;
      r[i] = w * (y[i] - q0);
      q[i] = q0;
    }
    xmz = vi;
    double dev1 = -(b0 * q0 + Math.log(1 - q0));
    double dev0 = dev1; // the saturated model's terms vanish for 0/1 responses
    shr = s.threshold() * dev0;
    for (int j = 0; j < p; j++) {
      if (x.used[j]) {
        ga[j] = Math.abs(Standardization.dot(r, x.x[j]));
      }
    }
    PathCollector path = new PathCollector(s, n, p, 1.0);
    double lambda = 0;
    boolean complete = true;
    for (int m = 0; m < path.count(); m++) {
      Interrupts.check(owner, () -> where.get() + ": interrupted at penalty " + path.size());
      lambda = path.nextWithStrongRule(m, lambda, ga, x.used, strong);
      if (!irls(lambda)) {
        complete = false;
        break;
      }
      double devRatio = (dev1 - deviance()) / dev0;
      double change = devRatio - path.lastDevRatio();
      path.add(lambda, new double[] {intercept()}, new double[][] {coefficients()}, devRatio);
      if (path.mayEnd(m) && (PathCollector.ends(change, devRatio) || xmz <= vmin())) {
        break;
      }
    }
    return path.build(2.0 * n * dev0, passes, complete);
  }

  private static double vmin() {
    return (1.0 + PathCollector.PMIN) * PathCollector.PMIN * (1.0 - PathCollector.PMIN);
  }

  /** IRLS at one penalty; false if the passes ran out. */
  private boolean irls(double lambda) {
    while (true) {
      if (passes > maxPasses) {
        return false;
      }
      double bs0 = b0;
      for (int l = 0; l < nin; l++) {
        bs[active[l]] = b[active[l]];
      }
      for (int j = 0; j < p; j++) {
        if (strong[j]) {
          xv[j] = Standardization.weightedSquares(v, x.x[j]);
        }
      }
      if (!wls(lambda)) {
        return false;
      }
      updatePredictions();
      if (xmz <= vmin()) {
        return true;
      }
      for (int i = 0; i < n; i++) {
        r[i] = w * (y[i] - q[i]);
      }
      if (converged(bs0) && kktHolds(lambda)) {
        return true;
      }
    }
  }

  /** Weighted least squares by coordinate descent: full passes, then active-set passes. */
  private boolean wls(double lambda) {
    while (true) {
      if (pass(lambda, true) < shr) {
        return true;
      }
      if (passes > maxPasses) {
        return false;
      }
      while (pass(lambda, false) >= shr) {
        if (passes > maxPasses) {
          return false;
        }
      }
    }
  }

  /** One pass over the strong set (full) or the active set; returns the largest change. */
  private double pass(double lambda, boolean full) {
    passes++;
    double dlx = 0;
    int count = full ? p : nin;
    for (int i = 0; i < count; i++) {
      int k = full ? i : active[i];
      if (full && !strong[k]) {
        continue;
      }
      double bk = b[k];
      double gk = Standardization.dot(r, x.x[k]);
      double u = gk + xv[k] * bk;
      double au = Math.abs(u) - lambda;
      b[k] = au <= 0 ? 0 : Math.copySign(au, u) / xv[k];
      if (b[k] == bk) {
        continue;
      }
      if (full && !isActive[k]) {
        isActive[k] = true;
        active[nin++] = k;
      }
      double d = b[k] - bk;
      dlx = Math.max(dlx, xv[k] * d * d);
      double[] xk = x.x[k];
      for (int j = 0; j < n; j++) {
        r[j] -= d * v[j] * xk[j];
      }
    }
    double d = Standardization.sum(r) / xmz;
    if (d != 0) {
      b0 += d;
      dlx = Math.max(dlx, xmz * d * d);
      for (int j = 0; j < n; j++) {
        r[j] -= d * v[j];
      }
    }
    return dlx;
  }

  /** New probabilities, weights and their sum from the current coefficients. */
  private void updatePredictions() {
    double fmax = Math.log(1.0 / PathCollector.PMIN - 1.0);
    Arrays.fill(eta, b0);
    for (int l = 0;
        l < nin;
        l++) { // column by column: the same sums, in the same order, as row by row
      int k = active[l];
      double bk = b[k];
      double[] xk = x.x[k];
      for (int i = 0; i < n; i++) {
        eta[i] += bk * xk[i];
      }
    }
    double sum = 0;
    for (int i = 0; i < n; i++) {
      double fi = eta[i];
      q[i] = fi < -fmax ? 0.0 : fi > fmax ? 1.0 : 1.0 / (1.0 + Math.exp(-fi));
      v[i] = w * q[i] * (1.0 - q[i]);
      sum += v[i];
    }
    xmz = sum;
  }

  /** No coefficient (intercept included) moved by more than the threshold in this reweighting. */
  private boolean converged(double bs0) {
    double d0 = b0 - bs0;
    if (xmz * d0 * d0 > shr) {
      return false;
    }
    for (int l = 0; l < nin; l++) {
      int k = active[l];
      double d = b[k] - bs[k];
      if (xv[k] * d * d > shr) {
        return false;
      }
    }
    return true;
  }

  /** Predictors outside the strong set with |gradient| > λ join it; true if none did. */
  private boolean kktHolds(double lambda) {
    boolean holds = true;
    for (int k = 0; k < p; k++) {
      if (strong[k] || !x.used[k]) {
        continue;
      }
      ga[k] = Math.abs(Standardization.dot(r, x.x[k]));
      if (ga[k] > lambda) {
        strong[k] = true;
        holds = false;
      }
    }
    return holds;
  }

  /** glmnet's {@code dev2}: the deviance with probabilities clamped to [pmin, 1 − pmin]. */
  private double deviance() {
    double pmin = PathCollector.PMIN;
    double s = 0;
    for (int i = 0; i < n; i++) {
      double pi = Math.min(Math.max(pmin, q[i]), 1.0 - pmin);
      s -= w * (y[i] * Math.log(pi) + (1.0 - y[i]) * Math.log(1.0 - pi));
    }
    return s;
  }

  /** Coefficients on the predictors' scale. */
  private double[] coefficients() {
    double[] out = new double[p];
    for (int l = 0; l < nin; l++) {
      int k = active[l];
      out[k] = b[k] / x.scale[k];
    }
    return out;
  }

  /** The intercept on the predictors' scale. */
  private double intercept() {
    double a0 = b0;
    for (int l = 0; l < nin; l++) {
      int k = active[l];
      a0 -= b[k] / x.scale[k] * x.mean[k];
    }
    return a0;
  }
}
