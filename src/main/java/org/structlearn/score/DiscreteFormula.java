package org.structlearn.score;

import org.hipparchus.special.Gamma;
import org.structlearn.stats.DirichletMultinomial;
import org.structlearn.stats.FamilyCounts;

/**
 * The formula part of the discrete scores ({@link DiscreteScore} lists them): a family's score from
 * its counts, given only the score type, the imaginary sample size and the number of rows. Shared
 * by {@link DiscreteScore} (counts from a {@code FamilyCounter} in memory) and {@link
 * DiscreteStatisticsScore} (counts from any {@code DiscreteStatistics}), so equal counts give equal
 * scores, to the last bit, whatever counted them.
 *
 * <p>{@code x ln x} and {@code ln x!} are tabulated for counts up to {@link #MAX_TABULATED} (or the
 * row count if smaller); larger counts are computed by the same expressions when met.
 */
final class DiscreteFormula {
  /**
   * The largest count whose c ln c and ln c! are tabulated (8 MiB per table): larger counts are
   * computed when met, so the tables do not grow with the rows (16 bytes a row would be 160 MB at
   * 10 million rows).
   */
  static final int MAX_TABULATED = 1 << 20;

  private final DiscreteScoreType type;
  private final double iss;
  private final double[] xlogx; // xlogx[c] = c ln c, c <= MAX_TABULATED
  private final double[] logFactorial; // ln c!, c <= MAX_TABULATED
  private final double logN;

  /**
   * The formula of {@code type} for data of {@code rows} rows.
   *
   * @param iss imaginary sample size of BDeu and BDs (ignored by the others), in [1e-100, 1e100]
   */
  DiscreteFormula(DiscreteScoreType type, double iss, int rows) {
    DirichletMultinomial.checkHyperparameter("iss (the imaginary sample size)", iss);
    this.type = type;
    this.iss = iss;
    this.logN = Math.log(rows);
    int size = Math.min(rows, MAX_TABULATED) + 1;
    this.xlogx = new double[size];
    this.logFactorial = new double[size];
    for (int c = 1; c < size; c++) {
      xlogx[c] = c * Math.log(c);
      logFactorial[c] = logFactorial[c - 1] + Math.log(c);
    }
  }

  DiscreteScoreType type() {
    return type;
  }

  double iss() {
    return iss;
  }

  /** The score of a family from its counts. */
  double score(FamilyCounts c) {
    return switch (type) {
      case LOGLIK -> logLikelihood(c);
      case AIC -> logLikelihood(c) - freeParameters(c);
      case BIC -> logLikelihood(c) - 0.5 * freeParameters(c) * logN;
      case BDEU -> DirichletMultinomial.logMarginal(c, iss / (c.configurations() * c.levels()));
      case BDS ->
          DirichletMultinomial.logMarginal(
              c, iss / ((double) c.observedConfigurations() * c.levels()));
      case K2 -> k2(c);
    };
  }

  private static double freeParameters(FamilyCounts c) {
    return c.configurations() * (c.levels() - 1);
  }

  /**
   * Whether the score is the log-likelihood less a penalty that depends only on the table's shape
   * (log-likelihood, AIC, BIC), which {@link #penalty} gives: then a family's gain from one more
   * parent is bounded by its likelihood gain, see {@code DiscreteScore#gainBound}.
   */
  boolean isPenalizedLikelihood() {
    return type == DiscreteScoreType.LOGLIK
        || type == DiscreteScoreType.AIC
        || type == DiscreteScoreType.BIC;
  }

  /**
   * The penalty a table of {@code q} configurations of {@code r} levels pays: 0 (log-likelihood),
   * q(r − 1) (AIC) or q(r − 1)/2 · ln n (BIC); NaN for the other scores.
   */
  double penalty(double q, int r) {
    return switch (type) {
      case LOGLIK -> 0;
      case AIC -> q * (r - 1);
      case BIC -> 0.5 * (q * (r - 1)) * logN;
      default -> Double.NaN;
    };
  }

  /**
   * Σ_jk N_jk ln N_jk − Σ_j N_j ln N_j, summed row by row in table order. Empty cells and rows are
   * skipped: they would add or subtract 0 ln 0 = +0.0, which leaves a sum that is never −0.0
   * unchanged, so the skip changes no bit, and a table of mostly empty cells (a child of many
   * levels) costs a test per cell instead of a dependent addition.
   */
  double logLikelihood(FamilyCounts c) {
    int r = c.levels();
    int[] t = c.counts();
    double sum = 0;
    for (int j = 0; j < c.rowsStored(); j++) {
      int nj = 0;
      for (int k = j * r, e = k + r; k < e; k++) {
        int n = t[k];
        if (n != 0) {
          sum += xlogx(n);
          nj += n;
        }
      }
      if (nj != 0) {
        sum -= xlogx(nj);
      }
    }
    return sum;
  }

  /** c ln c: tabulated, or computed by the same expression. */
  private double xlogx(int c) {
    return c < xlogx.length ? xlogx[c] : c * Math.log(c);
  }

  /** ln c!: the tabulated running sum, or ln Γ(c + 1) beyond the table. */
  private double logFactorial(int c) {
    return c < logFactorial.length ? logFactorial[c] : Gamma.logGamma(c + 1.0);
  }

  private double k2(FamilyCounts c) {
    int r = c.levels();
    int[] t = c.counts();
    double lgR = Gamma.logGamma(r);
    double sum = 0;
    for (int j = 0; j < c.rowsStored(); j++) {
      int nj = 0;
      double cells = 0;
      for (int k = j * r, e = k + r; k < e; k++) {
        cells += logFactorial(t[k]); // ln Γ(1 + N_jk) − ln Γ(1)
        nj += t[k];
      }
      if (nj > 0) {
        sum += lgR - Gamma.logGamma(r + nj) + cells;
      }
    }
    return sum;
  }

  /** The score's short name, e.g. {@code bic} or {@code bdeu(iss=1.0)}. */
  String name() {
    return type.cliName() + (type.usesIss() ? "(iss=" + iss + ")" : "");
  }
}
