package org.structlearn.citest;

/**
 * The outcome of one conditional-independence test. Bayesian tests fill the posterior probability
 * of independence, the log Bayes factor and the log posterior odds, and leave {@code statistic},
 * {@code df} and {@code pValue} NaN; frequentist tests (χ², G²) fill the latter three and leave the
 * Bayesian ones NaN. Build with {@link #bayesian} or {@link #frequentist}. Every result also
 * records the number of data rows the test used ({@code rows}), or −1 where that was not recorded
 * (an oracle, or a result made by the factories without it).
 *
 * @param posteriorIndependence P(X ⊥ Y | Z, data), in [0, 1], or NaN
 * @param logBayesFactor ln [P(data | independent) / P(data | dependent)], or NaN
 * @param logPosteriorOdds ln [P(independent | data) / P(dependent | data)]: the log Bayes factor
 *     plus the log prior odds; or NaN
 * @param statistic the test statistic, or NaN
 * @param df its degrees of freedom, or NaN
 * @param pValue the p-value, in [0, 1], or NaN
 * @param rows the number of data rows the test used (complete rows of x, y and Z), or −1 if not
 *     recorded
 */
public record CiResult(
    double posteriorIndependence,
    double logBayesFactor,
    double logPosteriorOdds,
    double statistic,
    double df,
    double pValue,
    int rows) {

  public CiResult {
    if (rows < -1) {
      throw new IllegalArgumentException("rows must be >= 0, or -1 if not recorded, was " + rows);
    }
    if (!(Double.isNaN(posteriorIndependence)
        || posteriorIndependence >= 0 && posteriorIndependence <= 1)) {
      throw new IllegalArgumentException(
          "posteriorIndependence must be in [0, 1], was " + posteriorIndependence);
    }
    if (!(Double.isNaN(pValue) || pValue >= 0 && pValue <= 1)) {
      throw new IllegalArgumentException("pValue must be in [0, 1], was " + pValue);
    }
  }

  /** A result whose number of rows is not recorded ({@code rows} = −1). */
  public CiResult(
      double posteriorIndependence,
      double logBayesFactor,
      double logPosteriorOdds,
      double statistic,
      double df,
      double pValue) {
    this(posteriorIndependence, logBayesFactor, logPosteriorOdds, statistic, df, pValue, -1);
  }

  /**
   * The result of a Bayesian test, its number of rows not recorded.
   *
   * @param logBayesFactor ln P(data | independent) − ln P(data | dependent)
   * @param logPriorOdds ln [P(independent) / P(dependent)] (0 for a prior of 0.5)
   */
  public static CiResult bayesian(double logBayesFactor, double logPriorOdds) {
    return bayesian(logBayesFactor, logPriorOdds, -1);
  }

  /**
   * The result of a Bayesian test on {@code rows} data rows.
   *
   * @param logBayesFactor ln P(data | independent) − ln P(data | dependent)
   * @param logPriorOdds ln [P(independent) / P(dependent)] (0 for a prior of 0.5)
   * @param rows the number of rows used, or −1 if not recorded
   */
  public static CiResult bayesian(double logBayesFactor, double logPriorOdds, int rows) {
    double odds = logBayesFactor + logPriorOdds;
    return new CiResult(
        logistic(odds), logBayesFactor, odds, Double.NaN, Double.NaN, Double.NaN, rows);
  }

  /** The result of a frequentist test, its number of rows not recorded. */
  public static CiResult frequentist(double statistic, double df, double pValue) {
    return frequentist(statistic, df, pValue, -1);
  }

  /** The result of a frequentist test on {@code rows} data rows (−1 if not recorded). */
  public static CiResult frequentist(double statistic, double df, double pValue, int rows) {
    return new CiResult(Double.NaN, Double.NaN, Double.NaN, statistic, df, pValue, rows);
  }

  /**
   * The statistical significance of a frequentist result, 1 − p-value, in [0, 1]: for the {@code
   * ssmi} test this is the SSMI of seed 003 (see {@link CiTestType#SSMI}). It rounds to 1 for
   * p-values below about 1e-16; compare p-values where that matters. NaN for a Bayesian result.
   */
  public double significance() {
    return 1 - pValue;
  }

  /**
   * The decision a constraint-based learner takes from this result: for a frequentist test, X ⊥ Y |
   * Z is accepted when the p-value is greater than {@code alpha} (bnlearn's rule); for a Bayesian
   * test (or an oracle), when the posterior probability of independence is greater than 1/2, and
   * {@code alpha} is not used.
   *
   * @param alpha the significance level of frequentist tests, in (0, 1)
   */
  public boolean independent(double alpha) {
    return isBayesian() ? logPosteriorOdds > 0 : pValue > alpha;
  }

  /** True if this result carries a posterior (a Bayesian test). */
  public boolean isBayesian() {
    return !Double.isNaN(logPosteriorOdds);
  }

  /** ln P(independent | data), exact also where the posterior rounds to 0 or 1. */
  public double logPosteriorIndependence() {
    return -log1pExp(-logPosteriorOdds);
  }

  /** ln P(dependent | data) = ln (1 − posterior), exact also where the posterior rounds to 1. */
  public double logPosteriorDependence() {
    return -log1pExp(logPosteriorOdds);
  }

  /** 1 / (1 + e^−t) without overflow for large |t|. */
  static double logistic(double t) {
    if (t >= 0) {
      return 1 / (1 + Math.exp(-t));
    }
    double e = Math.exp(t);
    return e / (1 + e);
  }

  /** ln(1 + e^t) without overflow. */
  private static double log1pExp(double t) {
    return t > 0 ? t + Math.log1p(Math.exp(-t)) : Math.log1p(Math.exp(t));
  }

  @Override
  public String toString() {
    if (isBayesian()) {
      return String.format(
              "P(independent | data) = %.4g (log Bayes factor %.4g)",
              posteriorIndependence, logBayesFactor)
          + rowsText();
    }
    return String.format("statistic = %.4g, df = %.4g, p-value = %.4g", statistic, df, pValue)
        + rowsText();
  }

  private String rowsText() {
    return rows < 0 ? "" : ", " + rows + " rows";
  }
}
