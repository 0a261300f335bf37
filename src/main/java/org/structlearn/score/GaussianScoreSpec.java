package org.structlearn.score;

import org.structlearn.data.Dataset;

/**
 * Spec of a {@link GaussianScore}: the score and its hyper-parameters, validated here; data enter
 * at {@link #bind(Dataset)}.
 *
 * @param type the score
 * @param lambda penalty per arc of {@link GaussianScoreType#PENALIZED_LL} (default 0); must be a
 *     finite number ≥ 0; ignored by the other scores
 * @param ridge a value added to the diagonal of the covariance matrix before any family is scored
 *     (default 0: none), in squared data units; a small positive value (e.g. 1e-6 times a typical
 *     variance) makes data with constant or perfectly collinear columns scoreable, at the price of
 *     scores that no longer match bnlearn's; used by every score; finite, ≥ 0
 * @param issMu imaginary sample size of the mean in BGe, α_μ (bnlearn's {@code iss.mu}, default 1);
 *     finite, &gt; 0
 * @param issW imaginary sample size (degrees of freedom) of the Wishart prior in BGe, α_w
 *     (bnlearn's {@code iss.w}); {@code NaN} (the default) means p + 2 for p columns, bnlearn's
 *     default, resolved at bind time; otherwise finite and, at bind time, &gt; p + 1
 */
public record GaussianScoreSpec(
    GaussianScoreType type, double lambda, double ridge, double issMu, double issW)
    implements ScoreSpec {
  public GaussianScoreSpec {
    if (type == null) {
      throw new IllegalArgumentException("score type must be given");
    }
    // beyond 1e100 a penalty or ridge swamps any log-likelihood, and lambda times the arcs of a
    // large network would overflow to -infinity
    if (!(lambda >= 0 && lambda <= 1e100)) {
      throw new IllegalArgumentException("lambda must be a number in [0, 1e100], was " + lambda);
    }
    if (!(ridge >= 0 && ridge <= 1e100)) {
      throw new IllegalArgumentException("ridge must be a number in [0, 1e100], was " + ridge);
    }
    if (!(issMu > 0) || !Double.isFinite(issMu)) {
      throw new IllegalArgumentException("issMu must be a finite number > 0, was " + issMu);
    }
    if (!Double.isNaN(issW) && (!(issW > 0) || !Double.isFinite(issW))) {
      throw new IllegalArgumentException(
          "issW must be NaN (default: columns + 2) or a finite number > 0, was " + issW);
    }
  }

  /** A score with default hyper-parameters (λ = 0, no ridge, α_μ = 1, α_w = p + 2). */
  public static GaussianScoreSpec of(GaussianScoreType type) {
    return new GaussianScoreSpec(type, 0, 0, 1, Double.NaN);
  }

  /** BIC-G, bnlearn's default score for continuous data. */
  public static GaussianScoreSpec bicG() {
    return of(GaussianScoreType.BIC_G);
  }

  /** BGe with bnlearn's defaults. */
  public static GaussianScoreSpec bge() {
    return of(GaussianScoreType.BGE);
  }

  /** Seed 001's objective: Gaussian log-likelihood minus {@code lambda} per arc. */
  public static GaussianScoreSpec penalized(double lambda) {
    return new GaussianScoreSpec(GaussianScoreType.PENALIZED_LL, lambda, 0, 1, Double.NaN);
  }

  /** This spec with another ridge. */
  public GaussianScoreSpec withRidge(double ridge) {
    return new GaussianScoreSpec(type, lambda, ridge, issMu, issW);
  }

  /** This spec with other BGe imaginary sample sizes ({@code issW} NaN: p + 2). */
  public GaussianScoreSpec withBgePrior(double issMu, double issW) {
    return new GaussianScoreSpec(type, lambda, ridge, issMu, issW);
  }

  /** α_w for a data set of {@code columns} columns: {@link #issW()}, or p + 2 when it is NaN. */
  public double issW(int columns) {
    return Double.isNaN(issW) ? columns + 2 : issW;
  }

  /**
   * @throws org.structlearn.stats.NotContinuousException if a column is discrete
   * @throws org.structlearn.stats.ConstantColumnException if a column is constant and the ridge is
   *     0
   */
  @Override
  public LocalScore bind(Dataset data) {
    return new GaussianScore(data, this);
  }

  @Override
  public String name() {
    StringBuilder sb = new StringBuilder(type.cliName());
    String sep = "(";
    if (type == GaussianScoreType.PENALIZED_LL) {
      sb.append(sep).append("lambda=").append(lambda);
      sep = ", ";
    }
    if (type == GaussianScoreType.BGE) {
      sb.append(sep).append("iss.mu=").append(issMu);
      sb.append(", iss.w=").append(Double.isNaN(issW) ? "p+2" : Double.toString(issW));
      sep = ", ";
    }
    if (ridge > 0) {
      sb.append(sep).append("ridge=").append(ridge);
      sep = ", ";
    }
    return sep.equals("(") ? sb.toString() : sb.append(')').toString();
  }
}
