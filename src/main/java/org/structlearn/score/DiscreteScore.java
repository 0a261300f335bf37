package org.structlearn.score;

import java.util.List;
import org.structlearn.data.Dataset;
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
 * is Hipparchus's; {@code x ln x} and {@code ln n!} come from tables over 0..n. The formulas live
 * in {@code DiscreteFormula}, shared with {@link DiscreteStatisticsScore}, which takes its counts
 * from a {@code stats.DiscreteStatistics} source (e.g. Spark) instead of a data set.
 */
public final class DiscreteScore implements LocalScore {
  /** The largest count whose c ln c and ln c! are tabulated; larger ones are computed. */
  static final int MAX_TABULATED = DiscreteFormula.MAX_TABULATED;

  private final FamilyCounter counter;
  private final DiscreteFormula formula;

  /**
   * Binds a score to a discrete data set.
   *
   * @param iss imaginary sample size of BDeu and BDs (ignored by the others); must be positive
   */
  public DiscreteScore(Dataset data, DiscreteScoreType type, double iss) {
    this.formula = new DiscreteFormula(type, iss, data.rows());
    this.counter = new FamilyCounter(data);
  }

  public DiscreteScoreType type() {
    return formula.type();
  }

  public double iss() {
    return formula.iss();
  }

  /** The counter this score reads, for callers that need the raw counts too. */
  public FamilyCounter counter() {
    return counter;
  }

  @Override
  public double local(int node, int[] parents) {
    return counter.score(node, parents, formula::score);
  }

  /** The score of a family from its counts. */
  public double fromCounts(FamilyCounts c) {
    return formula.score(c);
  }

  @Override
  public boolean isScoreEquivalent() {
    return formula.type().isScoreEquivalent();
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
    return formula.name();
  }
}
