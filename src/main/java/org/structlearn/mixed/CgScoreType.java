package org.structlearn.mixed;

import org.structlearn.score.DiscreteScoreType;

/** The scores of conditional linear Gaussian networks, as bnlearn names them. */
public enum CgScoreType {
  /** The log-likelihood (bnlearn {@code loglik-cg}). */
  LOGLIK_CG("loglik-cg", DiscreteScoreType.LOGLIK),
  /** Akaike: log-likelihood − parameters (bnlearn {@code aic-cg}). */
  AIC_CG("aic-cg", DiscreteScoreType.AIC),
  /** Schwarz: log-likelihood − (ln n / 2) · parameters (bnlearn {@code bic-cg}). */
  BIC_CG("bic-cg", DiscreteScoreType.BIC);

  private final String cliName;
  private final DiscreteScoreType discrete;

  CgScoreType(String cliName, DiscreteScoreType discrete) {
    this.cliName = cliName;
    this.discrete = discrete;
  }

  /** The name on the command line and in bnlearn. */
  public String cliName() {
    return cliName;
  }

  /** The score of the discrete nodes, which have discrete parents only. */
  DiscreteScoreType discrete() {
    return discrete;
  }

  /** The penalty per parameter for {@code rows} rows (or a total weight of rows). */
  double penalty(double rows) {
    return switch (this) {
      case LOGLIK_CG -> 0;
      case AIC_CG -> 1;
      case BIC_CG -> 0.5 * Math.log(rows);
    };
  }

  /**
   * The score of this name.
   *
   * @throws IllegalArgumentException listing the names
   */
  public static CgScoreType fromName(String name) {
    for (CgScoreType t : values()) {
      if (t.cliName.equals(name)) {
        return t;
      }
    }
    throw new IllegalArgumentException(
        "unknown score '"
            + name
            + "'; the conditional Gaussian scores are loglik-cg, aic-cg,"
            + " bic-cg");
  }
}
