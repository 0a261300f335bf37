package org.structlearn.score;

import java.util.List;
import java.util.concurrent.atomic.AtomicLongArray;
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
  private final AtomicLongArray entropies; // n·H(X) of each column, as raw bits; NaN until needed

  /**
   * Binds a score to a discrete data set.
   *
   * @param iss imaginary sample size of BDeu and BDs (ignored by the others); must be positive
   */
  public DiscreteScore(Dataset data, DiscreteScoreType type, double iss) {
    this.formula = new DiscreteFormula(type, iss, data.rows());
    this.counter = new FamilyCounter(data);
    long[] unknown = new long[data.columns()];
    java.util.Arrays.fill(unknown, Double.doubleToRawLongBits(Double.NaN));
    // filled before wrapping: a fresh JVM's first AtomicLongArray.set goes through VarHandle set-up
    this.entropies = new AtomicLongArray(unknown);
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

  /**
   * For the log-likelihood, AIC and BIC: adding parent X to Y's parents S raises the log-likelihood
   * by n · I(Y; X | S), which is at most n · H(Y | S) (the family's log-likelihood now, negated)
   * and at most n · H(X) (X's entropy in the data, counted once per column), and raises the penalty
   * by what the table's growth from q to q · r_X configurations costs. So the bound is min(n H(Y |
   * S), n H(X)) less the penalty's growth, plus a margin (10^-9 of the values involved) far above
   * the rounding of the sums. A family whose penalty grows by more than the data could explain
   * (many levels, few rows) is bounded below zero without being counted. Other scores: {@code +∞}.
   */
  @Override
  public double gainBound(int node, int[] parents, int added, double current) {
    if (!formula.isPenalizedLikelihood() || !Double.isFinite(current)) {
      return Double.POSITIVE_INFINITY;
    }
    int r = counter.cardinality(node);
    double q = 1;
    for (int p : parents) {
      q *= counter.cardinality(p);
    }
    double before = formula.penalty(q, r);
    double after = formula.penalty(q * counter.cardinality(added), r);
    double gain = Math.max(0, Math.min(-(current + before), entropy(added)));
    return gain - (after - before) + 1e-9 * (Math.abs(current) + after + 1);
  }

  /** n · H(X) of a column, from its counts, computed once. */
  private double entropy(int column) {
    double e = Double.longBitsToDouble(entropies.get(column));
    if (Double.isNaN(e)) {
      e = -formula.logLikelihood(counter.count(column, new int[0]));
      entropies.set(column, Double.doubleToRawLongBits(e));
    }
    return e;
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
