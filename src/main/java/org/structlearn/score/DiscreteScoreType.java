package org.structlearn.score;

/** The decomposable scores for discrete data, with bnlearn's names and conventions. */
public enum DiscreteScoreType {
  /** Log-likelihood at the maximum-likelihood parameters (bnlearn "loglik"). */
  LOGLIK("loglik", true),
  /** Akaike: loglik − k, k free parameters (bnlearn "aic"). */
  AIC("aic", true),
  /** Schwarz: loglik − (k/2)·ln n (bnlearn "bic"). */
  BIC("bic", true),
  /**
   * Bayesian Dirichlet equivalent uniform, Heckerman, Geiger and Chickering (1995) (bnlearn "bde").
   */
  BDEU("bdeu", true),
  /**
   * Bayesian Dirichlet sparse, Scutari (2016): BDeu spreading iss over observed configurations
   * only.
   */
  BDS("bds", false),
  /** K2, Cooper and Herskovits (1992): uniform Dirichlet with every α = 1 (bnlearn "k2"). */
  K2("k2", false);

  private final String cliName;
  private final boolean scoreEquivalent;

  DiscreteScoreType(String cliName, boolean scoreEquivalent) {
    this.cliName = cliName;
    this.scoreEquivalent = scoreEquivalent;
  }

  /** The name used on the command line and by bnlearn (bnlearn calls BDeu "bde"). */
  public String cliName() {
    return cliName;
  }

  public boolean isScoreEquivalent() {
    return scoreEquivalent;
  }

  /** True for the Bayesian scores that take an imaginary sample size. */
  public boolean usesIss() {
    return this == BDEU || this == BDS;
  }
}
