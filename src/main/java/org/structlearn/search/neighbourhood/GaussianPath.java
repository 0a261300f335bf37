package org.structlearn.search.neighbourhood;

import java.util.function.Supplier;
import org.structlearn.Interrupts;
import org.structlearn.StructlearnException;

/**
 * The lasso path of a linear regression by coordinate descent with covariance updates, as glmnet's
 * {@code elnet1} ({@code type.gaussian = "covariance"}, Friedman, Hastie and Tibshirani 2010,
 * section 2.2): reconstructed from the paper and from reading glmnet 4.1's C++ ({@code glmnetpp},
 * {@code elnet_point/gaussian_cov}, {@code elnet_point/internal/gaussian_base}) and its Mortran
 * source, with unit weights, {@code alpha = 1}, {@code standardize = TRUE}, {@code intercept =
 * TRUE}.
 *
 * <p>The predictors are standardised to unit sum of squares and the response to unit norm; the
 * gradients {@code g_j = <x_j, residual>} are kept up to date through the inner products {@code
 * <x_j, x_k>} of each predictor with the active ones (computed once, when {@code k} becomes
 * active). At each penalty: passes over the active set until they converge (from the second penalty
 * on), then a full pass over all predictors; when the full pass changes something, passes over the
 * active set again, and so on until a full pass converges: no update changed the objective by more
 * than {@code thresh} (the response has unit norm, so no null-deviance factor). glmnet switches to
 * its "naive" updates at 500 predictors; here covariance updates are used for any number (the same
 * optimum to within the threshold).
 */
final class GaussianPath {
  private final Standardization x;
  private final int p;
  private final double[] a;
  private final double[] g;
  private final double[][] c;
  private final int[] mm;
  private final int[] active;
  private int nin;
  private double rsq;
  private boolean warm;
  private long passes;
  private final double thr;
  private final int maxPasses;

  private GaussianPath(Standardization x, double[] g, GlmnetSettings s) {
    this.x = x;
    this.p = x.x.length;
    this.a = new double[p];
    this.g = g;
    this.c = new double[p][];
    this.mm = new int[p];
    this.active = new int[p];
    this.thr = s.threshold();
    this.maxPasses = s.maxPasses();
  }

  /**
   * The path of {@code y} on the predictor columns {@code raw[j][i]}.
   *
   * @throws StructlearnException if the response is constant (glmnet refuses it too)
   */
  static LassoPath fit(
      double[][] raw, double[] y, GlmnetSettings s, Thread owner, Supplier<String> where) {
    int n = y.length;
    Standardization x = Standardization.unitNorm(raw, n);
    double w = 1.0 / n;
    double v = Math.sqrt(w);
    double ym = 0;
    for (double yi : y) {
      ym += w * yi;
    }
    double[] ys = new double[n];
    double norm = 0;
    double nulldev = 0;
    for (int i = 0; i < n; i++) {
      ys[i] = v * (y[i] - ym);
      norm += ys[i] * ys[i];
      nulldev += (y[i] - ym) * (y[i] - ym);
    }
    norm = Math.sqrt(norm);
    if (!(norm > 0)) {
      throw new StructlearnException(where.get() + ": the response is constant; glmnet refuses it");
    }
    double[] g = new double[x.x.length];
    for (int j = 0; j < g.length; j++) {
      if (x.used[j]) {
        g[j] = Standardization.dot(ys, x.x[j]) / norm;
      }
    }
    return new GaussianPath(x, g, s).run(s, n, ym, norm, nulldev, owner, where);
  }

  private LassoPath run(
      GlmnetSettings s,
      int n,
      double ym,
      double ys,
      double nulldev,
      Thread owner,
      Supplier<String> where) {
    PathCollector path = new PathCollector(s, n, p, ys);
    double lambda = 0;
    for (int m = 0; m < path.count(); m++) {
      Interrupts.check(owner, () -> where.get() + ": interrupted at penalty " + path.size());
      double lambdaMax = 0;
      if (m == 1 && !path.userLambdas()) {
        for (int j = 0; j < p; j++) {
          if (x.used[j]) {
            lambdaMax = Math.max(lambdaMax, Math.abs(g[j]));
          }
        }
      }
      lambda = path.lambda(m, lambda, lambdaMax);
      double rsq0 = rsq;
      if (!fitPoint(lambda)) {
        return path.build(nulldev, passes, false);
      }
      path.add(lambda, new double[] {intercept(ym, ys)}, new double[][] {coefficients(ys)}, rsq);
      double change = rsq == 0 ? 0 : (rsq - rsq0) / rsq;
      if (path.mayEnd(m) && PathCollector.ends(change, rsq)) {
        break;
      }
    }
    return path.build(nulldev, passes, true);
  }

  /** Coordinate descent at one penalty; false if the passes ran out. */
  private boolean fitPoint(double lambda) {
    if (warm && !activePasses(lambda)) {
      return false;
    }
    while (true) {
      passes++;
      if (pass(lambda, true) < thr) {
        return true;
      }
      if (passes > maxPasses || !activePasses(lambda)) {
        return false;
      }
    }
  }

  /** Passes over the active set until converged, then the inactive gradients brought up to date. */
  private boolean activePasses(double lambda) {
    warm = true;
    double[] before = new double[nin];
    for (int l = 0; l < nin; l++) {
      before[l] = a[active[l]];
    }
    while (true) {
      passes++;
      if (pass(lambda, false) < thr) {
        break;
      }
      if (passes > maxPasses) {
        return false;
      }
    }
    for (int j = 0; j < p; j++) {
      if (mm[j] != 0 || !x.used[j]) {
        continue;
      }
      double s = 0;
      for (int l = 0; l < nin; l++) {
        s += (before[l] - a[active[l]]) * c[active[l]][j];
      }
      g[j] += s;
    }
    return true;
  }

  /** One pass over all predictors (full) or the active ones; returns the largest change. */
  private double pass(double lambda, boolean full) {
    double dlx = 0;
    int count = full ? p : nin;
    for (int i = 0; i < count; i++) {
      int k = full ? i : active[i];
      if (!x.used[k]) {
        continue;
      }
      double ak = a[k];
      double u = g[k] + ak;
      double v = Math.abs(u) - lambda;
      a[k] = v > 0 ? Math.copySign(v, u) : 0.0;
      if (a[k] == ak) {
        continue;
      }
      if (mm[k] == 0) {
        activate(k);
      }
      double del = a[k] - ak;
      rsq += del * (2.0 * g[k] - del);
      dlx = Math.max(dlx, del * del);
      double[] ck = c[k];
      if (full) {
        for (int j = 0; j < p; j++) {
          if (x.used[j]) {
            g[j] -= ck[j] * del;
          }
        }
      } else {
        for (int l = 0; l < nin; l++) {
          g[active[l]] -= ck[active[l]] * del;
        }
      }
    }
    return dlx;
  }

  /** Makes {@code k} active and stores its inner products with every used predictor. */
  private void activate(int k) {
    active[nin++] = k;
    mm[k] = nin;
    double[] ck = new double[p];
    for (int j = 0; j < p; j++) {
      if (!x.used[j]) {
        continue;
      }
      ck[j] = j == k ? 1.0 : mm[j] != 0 ? c[j][k] : Standardization.dot(x.x[j], x.x[k]);
    }
    c[k] = ck;
  }

  private double[] coefficients(double ys) {
    double[] out = new double[p];
    for (int l = 0; l < nin; l++) {
      int k = active[l];
      out[k] = ys * a[k] / x.scale[k];
    }
    return out;
  }

  private double intercept(double ym, double ys) {
    double a0 = ym;
    for (int l = 0; l < nin; l++) {
      int k = active[l];
      a0 -= ys * a[k] / x.scale[k] * x.mean[k];
    }
    return a0;
  }
}
