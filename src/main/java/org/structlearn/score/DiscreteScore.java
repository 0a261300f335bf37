package org.structlearn.score;

import java.util.List;
import org.hipparchus.special.Gamma;
import org.structlearn.data.Dataset;
import org.structlearn.stats.DirichletMultinomial;
import org.structlearn.stats.FamilyCounter;
import org.structlearn.stats.FamilyCounts;

/**
 * The decomposable scores of discrete Bayesian networks, computed from family counts {@code N_jk}
 * (parent configuration {@code j} of {@code q}, child level {@code k} of {@code r}), with bnlearn's
 * conventions: natural log, larger is better, {@code q} and {@code r} counting every level of a
 * variable, also those that never occur.
 *
 * <ul>
 *   <li>log-likelihood: Σ_jk N_jk ln(N_jk / N_j);
 *   <li>AIC: loglik − q(r − 1); BIC: loglik − q(r − 1)/2 · ln n (Schwarz 1978);
 *   <li>BDeu (Heckerman, Geiger and Chickering 1995) with α_jk = iss/(q r): Σ_j [ln Γ(α_j) − ln
 *       Γ(α_j + N_j) + Σ_k (ln Γ(α_jk + N_jk) − ln Γ(α_jk))];
 *   <li>BDs (Scutari 2016): BDeu with α_jk = iss/(q̃ r) for the q̃ configurations observed, 0 for
 *       the others;
 *   <li>K2 (Cooper and Herskovits 1992): every α_jk = 1.
 * </ul>
 *
 * <p>Cost of one call: one counting pass, O(n (|parents| + 1)), plus O(q r) for the sum. Log-gamma
 * is Hipparchus's; {@code x ln x} and {@code ln n!} come from tables over 0..n.
 */
public final class DiscreteScore implements LocalScore {
  private final DiscreteScoreType type;
  private final double iss;
  private final FamilyCounter counter;

  /**
   * The largest count whose c ln c and ln c! are tabulated (8 MiB per table): larger counts are
   * computed when met, so the tables do not grow with the rows (16 bytes a row would be 160 MB at
   * 10 million rows).
   */
  static final int MAX_TABULATED = 1 << 20;

  private final double[] xlogx; // xlogx[c] = c ln c, c <= MAX_TABULATED
  private final double[] logFactorial; // ln c!, c <= MAX_TABULATED
  private final double logN;

  /**
   * Binds a score to a discrete data set.
   *
   * @param iss imaginary sample size of BDeu and BDs (ignored by the others); must be positive
   */
  public DiscreteScore(Dataset data, DiscreteScoreType type, double iss) {
    if (type.usesIss() && !(iss > 0) || !Double.isFinite(iss)) {
      throw new IllegalArgumentException("iss must be a positive number, was " + iss);
    }
    this.type = type;
    this.iss = iss;
    this.counter = new FamilyCounter(data);
    int n = data.rows();
    this.logN = Math.log(n);
    int size = Math.min(n, MAX_TABULATED) + 1;
    this.xlogx = new double[size];
    this.logFactorial = new double[size];
    for (int c = 1; c < size; c++) {
      xlogx[c] = c * Math.log(c);
      logFactorial[c] = logFactorial[c - 1] + Math.log(c);
    }
  }

  public DiscreteScoreType type() {
    return type;
  }

  public double iss() {
    return iss;
  }

  /** The counter this score reads, for callers that need the raw counts too. */
  public FamilyCounter counter() {
    return counter;
  }

  @Override
  public double local(int node, int[] parents) {
    return fromCounts(counter.count(node, parents));
  }

  /** The score of a family from its counts. */
  public double fromCounts(FamilyCounts c) {
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

  private double logLikelihood(FamilyCounts c) {
    int r = c.levels();
    int[] t = c.counts();
    double sum = 0;
    for (int j = 0; j < c.rowsStored(); j++) {
      int nj = 0;
      for (int k = j * r, e = k + r; k < e; k++) {
        sum += xlogx(t[k]);
        nj += t[k];
      }
      sum -= xlogx(nj);
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

  @Override
  public boolean isScoreEquivalent() {
    return type.isScoreEquivalent();
  }

  @Override
  public int nodes() {
    return counter.data().columns();
  }

  @Override
  public List<String> names() {
    return counter.data().names();
  }

  @Override
  public String toString() {
    return type.cliName() + (type.usesIss() ? "(iss=" + iss + ")" : "");
  }
}
