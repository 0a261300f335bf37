package org.structlearn.score;

/**
 * The decomposable scores for continuous data under a linear Gaussian model (each node a linear
 * regression on its parents with intercept and normal errors), with bnlearn's names and
 * conventions. All of them are score-equivalent.
 */
public enum GaussianScoreType {
  /**
   * Log-likelihood of the least-squares fit with the unbiased residual variance RSS/(n − k − 1), as
   * bnlearn computes "loglik-g".
   */
  LOGLIK_G("loglik-g"),
  /** Akaike: loglik-g − k with k = |parents| + 2 per node (bnlearn "aic-g"). */
  AIC_G("aic-g"),
  /** Schwarz (1978): loglik-g − (k/2)·ln n with k = |parents| + 2 per node (bnlearn "bic-g"). */
  BIC_G("bic-g"),
  /**
   * Log-likelihood at the maximum-likelihood parameters (variance RSS/n) minus λ per arc (seed
   * 001's objective; no bnlearn counterpart).
   */
  PENALIZED_LL("gauss-ll"),
  /**
   * Bayesian Gaussian equivalent score, Geiger and Heckerman (1994), in the corrected form of
   * Kuipers, Moffa and Heckerman (2014) (bnlearn "bge").
   */
  BGE("bge");

  private final String cliName;

  GaussianScoreType(String cliName) {
    this.cliName = cliName;
  }

  /** The name used on the command line and, except for {@code gauss-ll}, by bnlearn. */
  public String cliName() {
    return cliName;
  }

  /** True: Markov-equivalent DAGs get equal scores under every Gaussian score here. */
  public boolean isScoreEquivalent() {
    return true;
  }
}
