package org.structlearn.score;

import java.util.List;
import org.hipparchus.special.Gamma;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.stats.CovarianceStatistics;
import org.structlearn.stats.CovarianceStatistics.Regression;

/**
 * The decomposable scores of linear Gaussian Bayesian networks, computed from {@link
 * CovarianceStatistics} with bnlearn's conventions (natural log, larger is better). For node X with
 * k parents Z, n rows and p columns, RSS the residual sum of squares of the least-squares
 * regression of X on Z with intercept (S_xx − S_xz S_zz⁻¹ S_zx from the centred scatter matrix S):
 *
 * <ul>
 *   <li>loglik-g, as bnlearn computes it: the Gaussian log-likelihood of the least-squares fit with
 *       the <em>unbiased</em> residual variance s² = RSS/(n − k − 1), that is −(n/2) ln(2π s²) − (n
 *       − k − 1)/2. This is slightly below the maximised log-likelihood (by (n/2) ln(n/(n − k − 1))
 *       − (k + 1)/2 ≈ (k + 1)²/(4n) per node); it is what reproduces bnlearn's {@code score()};
 *   <li>aic-g: loglik-g − (k + 2); bic-g: loglik-g − ((k + 2)/2)·ln n (Schwarz 1978); k + 2 counts
 *       the intercept, the k coefficients and the standard deviation, as bnlearn does;
 *   <li>gauss-ll (seed 001): the log-likelihood at the maximum-likelihood estimates (variance
 *       RSS/n), −(n/2)(ln(2π RSS/n) + 1), minus λ·k. Seed 001 writes its graph prior as p(G) ∝
 *       1/|E|^λ, but its derivation (and this score) uses ln p(G) = −λ|E| + const; the penalty of
 *       each arc is attributed to the family of its child, so the score stays decomposable and a
 *       network's score is the maximised log-likelihood − λ|E|. (Seed 001's S_i drops the constant
 *       −(n/2) ln 2π, which does not change the argmax; it is kept here so that the value is a true
 *       log-likelihood.)
 *   <li>bge: Geiger and Heckerman (1994), in the corrected form of Kuipers, Moffa and Heckerman
 *       (2014), Ann. Statist. 42(4), "Addendum on the scoring of Gaussian directed acyclic
 *       graphical models": the family score is ln p(d^Y) − ln p(d^Z), Y = Z ∪ {X}, where for a set
 *       of l = |Y| variables
 *       <pre>
 * p(d^Y) = (α_μ/(n+α_μ))^(l/2) · Γ_l((n+α_w−p+l)/2) / (π^(l n/2) Γ_l((α_w−p+l)/2))
 *          · det(T_YY)^((α_w−p+l)/2) / det(R_YY)^((n+α_w−p+l)/2),
 * R = T + S + (n α_μ/(n+α_μ)) (ν − x̄)(ν − x̄)ᵀ,</pre>
 *       Γ_l the multivariate gamma function, with bnlearn's defaults: prior mean ν = x̄ (so R = T +
 *       S), α_μ = 1, α_w = p + 2 and T = t·I, t = α_μ(α_w − p − 1)/(α_μ + 1).
 * </ul>
 *
 * <p>det R_YY = det R_ZZ · RSS_R(X | Z), so every score needs one Cholesky factorisation of the
 * family's (k + 1)² submatrix: O(k³) per call, no pass over the rows. The ridge option of the spec
 * adds n·ridge to the diagonal of S (ridge on the covariance S/n) before anything else. Families
 * need n ≥ k + 2 rows (loglik-g, aic-g, bic-g) or n ≥ 1 (gauss-ll, bge).
 */
public final class GaussianScore implements LocalScore {
  private static final double LOG_2PI = Math.log(2 * Math.PI);
  private static final double LOG_PI = Math.log(Math.PI);

  private final GaussianScoreSpec spec;
  private final CovarianceStatistics stats;
  private final double n;
  private final double shift; // added to the diagonal of the scatter matrix
  private final double alphaW; // BGe only
  private final double logT; // BGe only

  /**
   * Binds a score to an all-continuous data set, computing its {@link CovarianceStatistics}.
   *
   * @throws org.structlearn.stats.NotContinuousException naming the first discrete column
   * @throws org.structlearn.stats.ConstantColumnException naming a constant column, unless the
   *     ridge is positive
   */
  public GaussianScore(Dataset data, GaussianScoreSpec spec) {
    this(CovarianceStatistics.of(data), spec);
  }

  /**
   * Binds a score to precomputed statistics, so that several scores can share one pass over the
   * data.
   *
   * @throws org.structlearn.stats.ConstantColumnException naming a constant column, unless the
   *     ridge is positive
   * @throws IllegalArgumentException if BGe's α_w is not above p + 1
   */
  public GaussianScore(CovarianceStatistics stats, GaussianScoreSpec spec) {
    this.spec = spec;
    this.stats = stats;
    if (spec.ridge() == 0) {
      stats.requireNoConstantColumn();
    }
    int p = stats.columns();
    this.n = stats.rows();
    double ridgeShift = n * spec.ridge();
    if (spec.type() == GaussianScoreType.BGE) {
      this.alphaW = spec.issW(p);
      if (!(alphaW > p + 1)) {
        throw new IllegalArgumentException(
            "issW must be > columns + 1 = " + (p + 1) + " for BGe, was " + alphaW);
      }
      double alphaMu = spec.issMu();
      double t = alphaMu * (alphaW - p - 1) / (alphaMu + 1);
      this.logT = Math.log(t);
      this.shift = ridgeShift + t;
    } else {
      this.alphaW = Double.NaN;
      this.logT = Double.NaN;
      this.shift = ridgeShift;
    }
  }

  public GaussianScoreSpec spec() {
    return spec;
  }

  public GaussianScoreType type() {
    return spec.type();
  }

  /** The statistics this score reads. */
  public CovarianceStatistics statistics() {
    return stats;
  }

  /**
   * @throws org.structlearn.stats.SingularCovarianceException if the family's columns are perfectly
   *     collinear (possible only when the ridge is 0), naming the node and its parents
   */
  @Override
  public double local(int node, int[] parents) {
    int k = parents.length;
    if (usesUnbiasedVariance() && !(n - k - 1 > 0)) {
      throw tooFewRows(node, k); // checked first: with n <= k + 1 rows the fit is exact, too
    }
    Regression r = stats.regress(node, parents, shift);
    return switch (spec.type()) {
      case LOGLIK_G -> bnlearnLogLikelihood(k, r);
      case AIC_G -> bnlearnLogLikelihood(k, r) - (k + 2);
      case BIC_G -> bnlearnLogLikelihood(k, r) - 0.5 * (k + 2) * Math.log(n);
      case PENALIZED_LL -> maximisedLogLikelihood(r) - spec.lambda() * k;
      case BGE ->
          logMarginal(k + 1, r.logDetParents() + Math.log(r.residualSumOfSquares()))
              - logMarginal(k, r.logDetParents());
    };
  }

  /** −(n/2) ln(2π s²) − RSS/(2 s²) with s² = RSS/(n − k − 1), bnlearn's loglik-g. */
  private double bnlearnLogLikelihood(int k, Regression r) {
    double dof = n - k - 1;
    double s2 = r.residualSumOfSquares() / dof;
    return -0.5 * n * (LOG_2PI + Math.log(s2)) - 0.5 * dof;
  }

  private boolean usesUnbiasedVariance() {
    return switch (spec.type()) {
      case LOGLIK_G, AIC_G, BIC_G -> true;
      case PENALIZED_LL, BGE -> false;
    };
  }

  private DataException tooFewRows(int node, int k) {
    return new DataException(
        "node '"
            + stats.names().get(node)
            + "' with "
            + k
            + " parents needs at least "
            + (k + 2)
            + " rows for loglik-g, aic-g and bic-g (unbiased residual variance), but the data"
            + " have "
            + (long) n
            + "; use more rows or fewer parents (SearchOptions maxParents)");
  }

  /** −(n/2)(ln(2π RSS/n) + 1): the maximised Gaussian log-likelihood of the regression. */
  private double maximisedLogLikelihood(Regression r) {
    return -0.5 * n * (LOG_2PI + Math.log(r.residualSumOfSquares() / n) + 1);
  }

  /** ln p(d^Y) for |Y| = l, given ln det R_YY (Kuipers, Moffa and Heckerman 2014, eq. 2). */
  private double logMarginal(int l, double logDetR) {
    if (l == 0) {
      return 0;
    }
    int p = stats.columns();
    double alphaMu = spec.issMu();
    double a = (alphaW - p + l) / 2;
    return 0.5 * l * Math.log(alphaMu / (n + alphaMu))
        + logMultivariateGamma(l, n / 2 + a)
        - logMultivariateGamma(l, a)
        - 0.5 * l * n * LOG_PI
        + a * l * logT
        - (n / 2 + a) * logDetR;
  }

  /** ln Γ_l(x) = (l(l − 1)/4) ln π + Σ_{j=1..l} ln Γ(x + (1 − j)/2). */
  static double logMultivariateGamma(int l, double x) {
    double s = 0.25 * l * (l - 1) * LOG_PI;
    for (int j = 1; j <= l; j++) {
      s += Gamma.logGamma(x + (1 - j) / 2.0);
    }
    return s;
  }

  @Override
  public boolean isScoreEquivalent() {
    return spec.type().isScoreEquivalent();
  }

  @Override
  public int nodes() {
    return stats.columns();
  }

  @Override
  public List<String> names() {
    return stats.names();
  }

  @Override
  public String toString() {
    return spec.name();
  }
}
