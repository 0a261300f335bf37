package org.structlearn.stats;

import org.hipparchus.special.Gamma;

/**
 * The Dirichlet–multinomial log marginal likelihood of a contingency table: the term shared by the
 * Bayesian-Dirichlet family scores (BDeu, BDs), the marginal pseudo-likelihood of a blanket, and
 * the Bayesian test of independence.
 */
public final class DirichletMultinomial {
  private DirichletMultinomial() {}

  /**
   * Σ over the table's rows j of ln Γ(rα) − ln Γ(rα + N_j) + Σ_k [ln Γ(α + N_jk) − ln Γ(α)], with
   * every cell's hyperparameter equal to {@code alpha} and r the child's level count. Empty rows
   * and empty cells add 0, so a sparse table gives the same value as a dense one. O(rows stored ·
   * r).
   */
  public static double logMarginal(FamilyCounts c, double alpha) {
    int r = c.levels();
    int[] t = c.counts();
    double lgAlpha = Gamma.logGamma(alpha);
    double alphaJ = alpha * r;
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
}
