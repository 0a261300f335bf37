package org.structlearn.search.neighbourhood;

import java.util.Arrays;
import java.util.function.Supplier;
import org.structlearn.Interrupts;
import org.structlearn.StructlearnException;

/**
 * The lasso path of a multinomial regression by coordinate descent, as glmnet's {@code lognetn}
 * ({@code family = "multinomial"}, {@code type.multinomial = "ungrouped"}, the default, which
 * {@code mgm} uses; Friedman, Hastie and Tibshirani 2010, section 4): reconstructed from the paper
 * and from reading glmnet 4.1's C++ ({@code glmnetpp}, {@code elnet_point/binomial_multi_class},
 * {@code elnet_point/internal/binomial_base}) and its Mortran source, with unit weights, no offset,
 * {@code alpha = 1}, {@code standardize = TRUE}, {@code intercept = TRUE}, exact Hessian.
 *
 * <p>Each class has its own intercept and coefficients (the symmetric parametrisation, an l1
 * penalty on every coefficient). At each penalty, IRLS cycles over the classes: for class {@code
 * c}, a weighted least-squares problem around the current probabilities (weights {@code w p_c (1 −
 * p_c)}, probabilities below {@code (1 + pmin) pmin} or above {@code (1 − pmin)²} given weight 0),
 * solved by coordinate descent over the strong set exactly as {@link BinomialPath} does, then the
 * class's linear predictor (clamped to ±{@code exmx}) and probabilities updated. After each cycle
 * the intercepts are centred at their mean and each active predictor's coefficients at their median
 * (the minimiser of the penalty over the shift the model is blind to: glmnet's {@code elc}). IRLS
 * stops when no coefficient of any class moved by more than {@code thresh · null deviance}, and no
 * predictor outside the strong set has |gradient| > λ for some class.
 */
final class MultinomialPath {
  private final Standardization x;
  private final double[][] y;
  private final int n;
  private final int p;
  private final int nc;
  private final double w;
  private final double[][] b;
  private final double[][] bs;
  private final double[] b0;
  private final double[] bs0;
  private final double[][] xv;
  private final double[] ga;
  private final boolean[] strong;
  private final int[] active;
  private final boolean[] isActive;
  private final double[][] q;
  private final double[] sxp;
  private final double[] v;
  private final double[] r;
  private final double[] di;
  private int nin;
  private double xmz;
  private double shr;
  private long passes;
  private final int maxPasses;

  private MultinomialPath(Standardization x, double[][] y, GlmnetSettings s) {
    this.x = x;
    this.y = y;
    this.nc = y.length;
    this.n = y[0].length;
    this.p = x.x.length;
    this.w = 1.0 / n;
    this.b = new double[p][nc];
    this.bs = new double[p][nc];
    this.b0 = new double[nc];
    this.bs0 = new double[nc];
    this.xv = new double[p][nc];
    this.ga = new double[p];
    this.strong = new boolean[p];
    this.active = new int[p];
    this.isActive = new boolean[p];
    this.q = new double[nc][n];
    this.sxp = new double[n];
    this.v = new double[n];
    this.r = new double[n];
    this.di = new double[n];
    this.maxPasses = s.maxPasses();
  }

  /**
   * The path of class indicators {@code y[c][i]} on predictor columns {@code raw[j][i]}.
   *
   * @throws StructlearnException if a class has (nearly) no rows (glmnet's error 8000 + class)
   */
  static LassoPath fit(
      double[][] raw, double[][] y, GlmnetSettings s, Thread owner, Supplier<String> where) {
    Standardization x = Standardization.weighted(raw, y[0].length);
    return new MultinomialPath(x, y, s).run(s, owner, where);
  }

  private LassoPath run(GlmnetSettings s, Thread owner, Supplier<String> where) {
    double dev1 = 0;
    for (int c = 0; c < nc; c++) {
      double q0 = 0;
      for (int i = 0; i < n; i++) {
        q0 += w * y[c][i];
      }
      if (q0 <= PathCollector.PMIN || q0 >= 1 - PathCollector.PMIN) {
        throw new StructlearnException(
            where.get() + ": class " + (c + 1) + " has (almost) no rows or all; glmnet refuses it");
      }
      b0[c] = Math.log(q0);
      dev1 -= q0 * b0[c];
    }
    double mean = Arrays.stream(b0).sum() / nc;
    for (int c = 0; c < nc; c++) {
      b0[c] -= mean;
      Arrays.fill(q[c], Math.exp(b0[c]));
      for (int i = 0; i < n; i++) {
        sxp[i] += q[c][i];
      }
    }
    double dev0 = dev1;
    shr = s.threshold() * dev0;
    gradients(true);
    PathCollector path = new PathCollector(s, n, p, 1.0);
    double lambda = 0;
    for (int m = 0; m < path.count(); m++) {
      Interrupts.check(owner, () -> where.get() + ": interrupted at penalty " + path.size());
      lambda = path.nextWithStrongRule(m, lambda, ga, x.used, strong);
      int state = irls(lambda);
      if (state < 0) {
        return path.build(2.0 * n * dev0, passes, false);
      }
      double devRatio = (dev1 - deviance()) / dev0;
      double change = devRatio - path.lastDevRatio();
      path.add(lambda, intercepts(), coefficients(), devRatio);
      if (state == 0 || path.mayEnd(m) && PathCollector.ends(change, devRatio)) {
        break;
      }
    }
    return path.build(2.0 * n * dev0, passes, true);
  }

  /**
   * IRLS at one penalty: 1 when it converged, 0 when every class's weights vanished (glmnet then
   * ends the path), −1 when the passes ran out.
   */
  private int irls(double lambda) {
    double pfm = (1.0 + PathCollector.PMIN) * PathCollector.PMIN;
    double pfx = (1.0 - PathCollector.PMIN) * (1.0 - PathCollector.PMIN);
    double vmin = pfm * (1.0 - PathCollector.PMIN);
    while (true) {
      if (passes > maxPasses) {
        return -1;
      }
      boolean moved = false;
      boolean any = false;
      for (int c = 0; c < nc; c++) {
        bs0[c] = b0[c];
        for (int l = 0; l < nin; l++) {
          bs[active[l]][c] = b[active[l]][c];
        }
        xmz = 0;
        for (int i = 0; i < n; i++) {
          double pic = q[c][i] / sxp[i];
          if (pic < pfm) {
            pic = 0;
            v[i] = 0;
          } else if (pic > pfx) {
            pic = 1;
            v[i] = 0;
          } else {
            v[i] = w * pic * (1.0 - pic);
            xmz += v[i];
          }
          r[i] = w * (y[c][i] - pic);
        }
        if (xmz <= vmin) {
          continue;
        }
        any = true;
        for (int j = 0; j < p; j++) {
          if (strong[j]) {
            xv[j][c] = Standardization.weightedSquares(v, x.x[j]);
          }
        }
        if (!wls(lambda, c)) {
          return -1;
        }
        moved = moved || moved(c);
        updateClass(c);
      }
      centre();
      if (!any) {
        return 0;
      }
      if (!moved && kktHolds(lambda)) {
        return 1;
      }
    }
  }

  private boolean wls(double lambda, int c) {
    while (true) {
      if (pass(lambda, c, true) < shr) {
        return true;
      }
      if (passes > maxPasses) {
        return false;
      }
      while (pass(lambda, c, false) >= shr) {
        if (passes > maxPasses) {
          return false;
        }
      }
    }
  }

  private double pass(double lambda, int c, boolean full) {
    passes++;
    double dlx = 0;
    int count = full ? p : nin;
    for (int i = 0; i < count; i++) {
      int k = full ? i : active[i];
      if (full && !strong[k]) {
        continue;
      }
      double bk = b[k][c];
      double u = Standardization.dot(r, x.x[k]) + xv[k][c] * bk;
      double au = Math.abs(u) - lambda;
      b[k][c] = au <= 0 ? 0 : Math.copySign(au, u) / xv[k][c];
      if (b[k][c] == bk) {
        continue;
      }
      if (full && !isActive[k]) {
        isActive[k] = true;
        active[nin++] = k;
      }
      double d = b[k][c] - bk;
      dlx = Math.max(dlx, xv[k][c] * d * d);
      double[] xk = x.x[k];
      for (int j = 0; j < n; j++) {
        r[j] -= d * v[j] * xk[j];
      }
    }
    double d = Standardization.sum(r) / xmz;
    if (d != 0) {
      b0[c] += d;
      dlx = Math.max(dlx, xmz * d * d);
      for (int j = 0; j < n; j++) {
        r[j] -= d * v[j];
      }
    }
    return dlx;
  }

  /** True if a coefficient of class {@code c} moved by more than the threshold. */
  private boolean moved(int c) {
    double d0 = b0[c] - bs0[c];
    if (xmz * d0 * d0 > shr) {
      return true;
    }
    for (int l = 0; l < nin; l++) {
      int k = active[l];
      double d = b[k][c] - bs[k][c];
      if (xv[k][c] * d * d > shr) {
        return true;
      }
    }
    return false;
  }

  /** Class {@code c}'s linear predictor (clamped) and unnormalised probabilities. */
  private void updateClass(int c) {
    double emin = PathCollector.PMIN / (1.0 - PathCollector.PMIN);
    double emax = 1.0 / emin;
    double[] eta = di; // free outside centre()
    Arrays.fill(eta, b0[c]);
    for (int l = 0; l < nin; l++) { // column by column: the same sums, in the same order
      int k = active[l];
      double bk = b[k][c];
      double[] xk = x.x[k];
      for (int i = 0; i < n; i++) {
        eta[i] += bk * xk[i];
      }
    }
    for (int i = 0; i < n; i++) {
      double fi = eta[i];
      fi = Math.min(Math.max(-PathCollector.EXMX, fi), PathCollector.EXMX);
      sxp[i] -= q[c][i];
      q[c][i] = Math.min(Math.max(emin * sxp[i], Math.exp(fi)), emax * sxp[i]);
      sxp[i] += q[c][i];
    }
  }

  /** Intercepts centred at their mean, each active predictor's coefficients at their median. */
  private void centre() {
    double s = -Arrays.stream(b0).sum() / nc;
    for (int c = 0; c < nc; c++) {
      b0[c] += s;
    }
    Arrays.fill(di, s);
    for (int l = 0; l < nin; l++) {
      int k = active[l];
      double t = Glmnet.median(b[k]);
      double[] xk = x.x[k];
      for (int c = 0; c < nc; c++) {
        b[k][c] -= t;
      }
      for (int i = 0; i < n; i++) {
        di[i] -= t * xk[i];
      }
    }
    for (int i = 0; i < n; i++) {
      double e = Math.exp(di[i]);
      sxp[i] *= e;
      for (int c = 0; c < nc; c++) {
        q[c][i] *= e;
      }
    }
  }

  /**
   * |gradient| of every used predictor outside the strong set (all used ones if {@code all}): the
   * largest over the classes.
   */
  private void gradients(boolean all) {
    for (int k = 0; k < p; k++) {
      if (x.used[k] && (all || !strong[k])) {
        ga[k] = 0;
      }
    }
    for (int c = 0; c < nc; c++) {
      for (int i = 0; i < n; i++) {
        r[i] = w * (y[c][i] - q[c][i] / sxp[i]);
      }
      for (int k = 0; k < p; k++) {
        if (x.used[k] && (all || !strong[k])) {
          ga[k] = Math.max(ga[k], Math.abs(Standardization.dot(r, x.x[k])));
        }
      }
    }
  }

  private boolean kktHolds(double lambda) {
    gradients(false);
    boolean holds = true;
    for (int k = 0; k < p; k++) {
      if (!strong[k] && x.used[k] && ga[k] > lambda) {
        strong[k] = true;
        holds = false;
      }
    }
    return holds;
  }

  private double deviance() {
    double s = 0;
    for (int c = 0; c < nc; c++) {
      for (int i = 0; i < n; i++) {
        if (y[c][i] > 0) {
          s -= w * y[c][i] * Math.log(q[c][i] / sxp[i]);
        }
      }
    }
    return s;
  }

  private double[][] coefficients() {
    double[][] out = new double[nc][p];
    for (int l = 0; l < nin; l++) {
      int k = active[l];
      for (int c = 0; c < nc; c++) {
        out[c][k] = b[k][c] / x.scale[k];
      }
    }
    return out;
  }

  private double[] intercepts() {
    double[] out = b0.clone();
    for (int l = 0; l < nin; l++) {
      int k = active[l];
      for (int c = 0; c < nc; c++) {
        out[c] -= b[k][c] / x.scale[k] * x.mean[k];
      }
    }
    return out;
  }
}
