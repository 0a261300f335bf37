package org.structlearn.citest;

import java.util.Arrays;
import org.hipparchus.special.Gamma;
import org.structlearn.data.Dataset;
import org.structlearn.stats.DirichletMultinomial;
import org.structlearn.stats.FamilyCounter;
import org.structlearn.stats.FamilyCounts;

/**
 * The Bayesian test of independence of Margaritis and Thrun (2001) and Margaritis (2005), as the
 * IB-score (Schlüter, Bromberg and Edera 2014) and BJP (seed 000) use it: the posterior probability
 * of X ⊥ Y | Z from the Dirichlet–multinomial marginal likelihoods of the contingency table.
 *
 * <p>In each stratum z of Z (a configuration of the conditioning variables) with counts N_xyz:
 *
 * <ul>
 *   <li>under independence X and Y are separate multinomials, so P(D_z | ind) = DM(N_x·z; a_X) ·
 *       DM(N_·yz; a_Y);
 *   <li>under dependence (X, Y) is one multinomial over r_X r_Y cells, P(D_z | dep) = DM(N_xyz;
 *       a_XY);
 * </ul>
 *
 * where ln DM(n; a) = ln Γ(A) − ln Γ(A + N) + Σ_k [ln Γ(a_k + n_k) − ln Γ(a_k)], A = Σ a_k, N = Σ
 * n_k, with the hyperparameters of {@link BayesianCiTestOptions}.
 *
 * <p><b>Strata are pooled into one Bayes factor</b>: ln BF = Σ_z [ln P(D_z | ind) − ln P(D_z |
 * dep)], the hypotheses being "X ⊥ Y in every stratum" against "X, Y dependent in every stratum".
 * The posterior is then P(ind | D) = σ(ln BF + ln [p / (1 − p)]), σ the logistic function, computed
 * without overflow. The alternative, multiplying the strata's posteriors of independence, treats
 * each stratum as a separate test with its own prior 0.5: with many strata of few rows each (each
 * posterior near the prior, below 1) the product shrinks towards 0 as Z grows, calling dependent
 * what the data barely speaks about. Empty strata contribute 0 to the log Bayes factor (their
 * marginal likelihoods are 1 under both hypotheses), so levels that never occur do not matter.
 *
 * <p>Cost: three counting passes ({@link FamilyCounter#count}: X against (Y, Z), X against Z, Y
 * against Z), O(n (|Z| + 2)) each, plus a sum over the stored cells. Symmetric in x and y and
 * independent of the order of Z: the query is put in a canonical order (x &lt; y, Z sorted) first,
 * so swapped queries return identical numbers. Thread-safe.
 */
public final class BayesianCiTest implements CiTest {
  private final FamilyCounter counter;
  private final BayesianCiTestOptions options;
  private final double logPriorOdds;

  /** A test of the discrete columns of {@code data}. */
  public BayesianCiTest(Dataset data, BayesianCiTestOptions options) {
    this(new FamilyCounter(data), options);
  }

  /** A test reading an existing counter (e.g. one a discrete score already holds). */
  public BayesianCiTest(FamilyCounter counter, BayesianCiTestOptions options) {
    this.counter = counter;
    this.options = options;
    this.logPriorOdds = options.logPriorOdds();
  }

  public BayesianCiTestOptions options() {
    return options;
  }

  @Override
  public int variables() {
    return counter.data().columns();
  }

  @Override
  public CiResult test(int x, int y, int[] given) {
    CiQueries.check(counter.data(), x, y, given, true);
    int lo = Math.min(x, y);
    int hi = Math.max(x, y);
    int[] z = given.clone();
    Arrays.sort(z);
    return CiResult.bayesian(logBayesFactor(lo, hi, z), logPriorOdds);
  }

  /** ln P(D | X ⊥ Y | Z) − ln P(D | X, Y dependent given Z), summed over the strata of Z. */
  private double logBayesFactor(int x, int y, int[] z) {
    int rx = counter.cardinality(x);
    int ry = counter.cardinality(y);
    boolean ess = options.prior() == DirichletPrior.EQUIVALENT_SAMPLE_SIZE;
    double a = options.alpha();
    double ax = ess ? a / rx : a;
    double ay = ess ? a / ry : a;
    double axy = ess ? a / ((double) rx * ry) : a;
    int[] yz = new int[z.length + 1];
    yz[0] = y;
    System.arraycopy(z, 0, yz, 1, z.length);
    // the three tables may be sparse (rows in order of occurrence), so each sum below uses only
    // what one table holds: per-cell terms, and per-stratum terms from rows that are strata
    double logInd =
        DirichletMultinomial.logMarginal(counter.count(x, z), ax)
            + DirichletMultinomial.logMarginal(counter.count(y, z), ay);
    double logDep =
        cellTerms(counter.count(x, yz), axy) + strataTerms(counter.count(y, z), axy * rx * ry);
    return logInd - logDep;
  }

  /** Σ over non-empty cells of ln Γ(a + n) − ln Γ(a). */
  private static double cellTerms(FamilyCounts c, double a) {
    double lgA = Gamma.logGamma(a);
    double sum = 0;
    int[] t = c.counts();
    for (int i = 0, e = c.rowsStored() * c.levels(); i < e; i++) {
      if (t[i] > 0) {
        sum += Gamma.logGamma(a + t[i]) - lgA;
      }
    }
    return sum;
  }

  /** Σ over non-empty rows (strata) of ln Γ(A) − ln Γ(A + N_row). */
  private static double strataTerms(FamilyCounts c, double total) {
    double lgTotal = Gamma.logGamma(total);
    double sum = 0;
    int r = c.levels();
    int[] t = c.counts();
    for (int j = 0; j < c.rowsStored(); j++) {
      int n = 0;
      for (int k = j * r, e = k + r; k < e; k++) {
        n += t[k];
      }
      if (n > 0) {
        sum += lgTotal - Gamma.logGamma(total + n);
      }
    }
    return sum;
  }

  @Override
  public String toString() {
    return "bayesian(" + options + ")";
  }
}
