package org.structlearn.search.neighbourhood;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * One node's regression: the path by glmnet's coordinate descent, the EBIC along it, the choice.
 *
 * <p>The EBIC (Chen and Chen 2008; for nodewise regressions Foygel and Drton 2010, IsingFit's
 * eLasso of van Borkulo et al. 2014) of the model at penalty λ is {@code −2 LL(λ) + J log n + 2 γ J
 * log p}, with {@code J} the predictors (design columns) with a non-zero coefficient, {@code n} the
 * rows and {@code p} the predictors of the regression. The log-likelihood is computed from the
 * coefficients as IsingFit does: {@code Σ y η − log(1 + e^η)} (binomial; in a form that does not
 * overflow, where IsingFit's {@code log(exp(η y) / (1 + exp(η)))} gives NaN beyond |η| ≈ 709 and
 * skips the penalty), {@code Σ η_y − log Σ_c e^η_c} (multinomial, as mgm's), and for a Gaussian
 * response the profile log-likelihood {@code −n/2 (log(2π RSS/n) + 1)} (our choice: Chen and Chen's
 * EBIC of a linear regression; mgm's differs in the variance it plugs in). The chosen penalty is
 * the first with the smallest EBIC (R's {@code which.min}, which skips NaN).
 */
final class NodeRegression {
  private NodeRegression() {}

  static NodeFit fit(
      Designs d, int v, NeighbourhoodOptions options, Thread owner, Supplier<String> where) {
    String name = d.data.names().get(v);
    int p = d.data.columns();
    if (!d.modelled[v]) {
      return new NodeFit(
          name, "none", null, new int[0], new double[0], -1, new int[0], new double[p]);
    }
    Designs.Predictors pr = d.predictors(v);
    Designs.Family family = d.family(v);
    GlmnetSettings s = options.glmnet();
    LassoPath path;
    double[] y = null;
    double[][] classes = null;
    if (pr.x().length == 0) {
      path = null;
    } else if (family == Designs.Family.MULTINOMIAL) {
      classes = d.classes(v);
      path = MultinomialPath.fit(pr.x(), classes, s, owner, where);
    } else {
      y = d.response(v);
      path =
          family == Designs.Family.BINOMIAL
              ? BinomialPath.fit(pr.x(), y, s, owner, where)
              : GaussianPath.fit(pr.x(), y, s, owner, where);
    }
    String fam = family.name().toLowerCase(java.util.Locale.ROOT);
    if (path == null) {
      return new NodeFit(name, fam, null, new int[0], new double[0], -1, new int[0], new double[p]);
    }
    double[] ebic = new double[0];
    int chosen = 0;
    if (options.ebic()) {
      ebic = new double[path.size()];
      double logN = Math.log(d.data.rows());
      double logP = Math.log(pr.x().length);
      for (int l = 0; l < path.size(); l++) {
        int df = path.df(l);
        double ll = logLikelihood(path, l, pr.x(), y, classes, family);
        ebic[l] = -2 * ll + df * logN + 2 * options.gamma() * df * logP;
      }
      chosen = whichMin(ebic);
    }
    return choose(name, fam, path, pr.owner(), ebic, chosen, p);
  }

  /** The first index of the smallest value, NaN skipped (R's which.min); 0 if all are NaN. */
  static int whichMin(double[] x) {
    int best = -1;
    for (int i = 0; i < x.length; i++) {
      if (!Double.isNaN(x[i]) && (best < 0 || x[i] < x[best])) {
        best = i;
      }
    }
    return Math.max(best, 0);
  }

  private static NodeFit choose(
      String name, String fam, LassoPath path, int[] owner, double[] ebic, int chosen, int p) {
    double[] sumAbs = new double[p];
    int[] params = new int[p];
    double[] single = new double[p];
    boolean[] nonZero = new boolean[p];
    double[][] b = path.betas()[chosen];
    for (int j = 0; j < owner.length; j++) {
      for (double[] bc : b) {
        sumAbs[owner[j]] += Math.abs(bc[j]);
        params[owner[j]]++;
        single[owner[j]] = bc[j];
        nonZero[owner[j]] |= bc[j] != 0;
      }
    }
    double[] weights = new double[p];
    int count = 0;
    for (int u = 0; u < p; u++) {
      if (nonZero[u]) {
        weights[u] = params[u] == 1 ? single[u] : sumAbs[u] / params[u];
        count++;
      }
    }
    int[] neighbours = new int[count];
    for (int u = 0, i = 0; u < p; u++) {
      if (nonZero[u]) {
        neighbours[i++] = u;
      }
    }
    return new NodeFit(name, fam, path, owner.clone(), ebic, chosen, neighbours, weights);
  }

  /** The log-likelihood of the fit at penalty {@code l}, from its coefficients. */
  static double logLikelihood(
      LassoPath path, int l, double[][] x, double[] y, double[][] classes, Designs.Family family) {
    int n = x[0].length;
    int k = path.classes();
    double[][] eta = new double[k][n];
    for (int c = 0; c < k; c++) {
      Arrays.fill(eta[c], path.intercepts()[l][c]);
      double[] beta = path.betas()[l][c];
      for (int j = 0; j < beta.length; j++) {
        if (beta[j] != 0) {
          double bj = beta[j];
          double[] xj = x[j];
          double[] e = eta[c];
          for (int i = 0; i < n; i++) {
            e[i] += bj * xj[i];
          }
        }
      }
    }
    double ll = 0;
    switch (family) {
      case BINOMIAL -> {
        for (int i = 0; i < n; i++) {
          double e = eta[0][i];
          ll += y[i] * e - (e > 0 ? e + Math.log1p(Math.exp(-e)) : Math.log1p(Math.exp(e)));
        }
      }
      case MULTINOMIAL -> {
        for (int i = 0; i < n; i++) {
          double max = Double.NEGATIVE_INFINITY;
          for (int c = 0; c < k; c++) {
            max = Math.max(max, eta[c][i]);
          }
          double sum = 0;
          double at = 0;
          for (int c = 0; c < k; c++) {
            sum += Math.exp(eta[c][i] - max);
            at += classes[c][i] * eta[c][i];
          }
          ll += at - max - Math.log(sum);
        }
      }
      case GAUSSIAN -> {
        double rss = 0;
        for (int i = 0; i < n; i++) {
          double r = y[i] - eta[0][i];
          rss += r * r;
        }
        ll = -n / 2.0 * (Math.log(2 * Math.PI * rss / n) + 1);
      }
    }
    return Double.isFinite(ll) ? ll : Double.NaN;
  }
}
