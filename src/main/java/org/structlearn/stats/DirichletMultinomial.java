package org.structlearn.stats;

import org.hipparchus.special.Beta;
import org.hipparchus.special.Gamma;

/**
 * The Dirichlet–multinomial log marginal likelihood of a contingency table: the term shared by the
 * Bayesian-Dirichlet family scores (BDeu, BDs), the marginal pseudo-likelihood of a blanket, and
 * the Bayesian test of independence; and the rising log-factorial ln Γ(a + k) − ln Γ(a) it is made
 * of, computed stably for any hyperparameter in {@link #checkHyperparameter}'s range.
 */
public final class DirichletMultinomial {
  /** The smallest Dirichlet hyperparameter (per cell, or an equivalent sample size) accepted. */
  public static final double MIN_HYPERPARAMETER = 1e-100;

  /** The largest Dirichlet hyperparameter (per cell, or an equivalent sample size) accepted. */
  public static final double MAX_HYPERPARAMETER = 1e100;

  /**
   * From this hyperparameter on, {@link #rising} uses the log-Beta form: below it the direct
   * difference loses at most about a · 2.2e-16 relative (2.2e-14 at 100), above it cancellation
   * grows with a (at a = 1e16 the direct difference is off by 100% for k = 1).
   */
  static final double DIRECT_BELOW = 100;

  private DirichletMultinomial() {}

  /**
   * Checks a Dirichlet hyperparameter: finite and in [{@value #MIN_HYPERPARAMETER}, {@value
   * #MAX_HYPERPARAMETER}]. Within that range every ln Γ difference is computed to about 1e-15
   * relative and no product of it with a level count overflows or underflows (the levels of a table
   * are at most 2^31 per variable); outside it the prior is so flat or so sharp that no data set
   * could move it, so such a value is a typing error rather than a choice.
   *
   * @param what how the message names the value, e.g. {@code "alpha"} or {@code "--iss"}
   * @throws IllegalArgumentException naming the value and the valid range
   */
  public static void checkHyperparameter(String what, double value) {
    if (!(value >= MIN_HYPERPARAMETER && value <= MAX_HYPERPARAMETER)) {
      throw new IllegalArgumentException(
          what + " must be a number in [1e-100, 1e100] (a Dirichlet hyperparameter), was " + value);
    }
  }

  /**
   * ln Γ(a + k) − ln Γ(a), the log of the rising factorial a (a + 1) ... (a + k − 1), for a &gt; 0
   * and k ≥ 0: 0 for k = 0; for a &lt; {@value #DIRECT_BELOW} the difference of Hipparchus's {@link
   * Gamma#logGamma} (what every score computed before, bit for bit); for larger a, ln Γ(k) − ln
   * B(a, k) with Hipparchus's {@link Beta#logBeta} (DiDonato and Morris's algorithm, accurate to
   * about 1e-16 relative for large arguments), which avoids the cancellation of two huge ln Γ
   * values: checked against 400-digit mpmath values for a up to 1e308 (test resource {@code
   * reference/rising-log-gamma.csv}).
   */
  public static double rising(double a, int k) {
    if (k == 0) {
      return 0;
    }
    if (a < DIRECT_BELOW) {
      return Gamma.logGamma(a + k) - Gamma.logGamma(a);
    }
    return (k <= 2 ? 0 : Gamma.logGamma(k)) - Beta.logBeta(a, k);
  }

  /**
   * Σ over the table's rows j of ln Γ(rα) − ln Γ(rα + N_j) + Σ_k [ln Γ(α + N_jk) − ln Γ(α)], with
   * every cell's hyperparameter equal to {@code alpha} and r the child's level count. Empty rows
   * and empty cells add 0, so a sparse table gives the same value as a dense one. Each difference
   * is a {@link #rising} term, so a huge α (1e16, say) gives the right value, not the rounding
   * noise of two huge ln Γ values. O(rows stored · r).
   */
  public static double logMarginal(FamilyCounts c, double alpha) {
    int r = c.levels();
    int[] t = c.counts();
    double alphaJ = alpha * r;
    if (alpha >= DIRECT_BELOW || alphaJ >= DIRECT_BELOW) {
      return stableLogMarginal(c, alpha);
    }
    double lgAlpha = Gamma.logGamma(alpha);
    double lgAlphaJ = Gamma.logGamma(alphaJ);
    double sum = 0;
    for (int j = 0; j < c.rowsStored(); j++) {
      int nj = 0;
      double cells = 0;
      for (int k = j * r, e = k + r; k < e; k++) {
        if (t[k] > 0) {
          cells += Gamma.logGamma(alpha + t[k]) - lgAlpha;
          nj += t[k];
        }
      }
      if (nj > 0) {
        sum += lgAlphaJ - Gamma.logGamma(alphaJ + nj) + cells;
      }
    }
    return sum;
  }

  private static double stableLogMarginal(FamilyCounts c, double alpha) {
    int r = c.levels();
    int[] t = c.counts();
    double alphaJ = alpha * r;
    double sum = 0;
    for (int j = 0; j < c.rowsStored(); j++) {
      int nj = 0;
      double cells = 0;
      for (int k = j * r, e = k + r; k < e; k++) {
        if (t[k] > 0) {
          cells += rising(alpha, t[k]);
          nj += t[k];
        }
      }
      if (nj > 0) {
        sum += cells - rising(alphaJ, nj);
      }
    }
    return sum;
  }
}
