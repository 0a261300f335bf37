package org.structlearn.citest;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import org.structlearn.data.Dataset;
import org.structlearn.stats.FamilyCounter;
import org.structlearn.stats.LogGammaTable;
import org.structlearn.stats.Strata;

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
 * <p>Cost: the strata of Z by successive refinement ({@link Strata}, one pass over the rows per
 * column of Z, exact for any |Z|), then one pass counting the (x, y) cells of every stratum, from
 * which the x-by-Z and y-by-Z margins are sums: O(n (|Z| + 1)) time and O(n + strata · r_X r_Y)
 * memory for n rows, only strata that occur (when strata · r_X r_Y would pass 16 n + 4096 cells,
 * the (Z, X), (Z, Y) and (Z, X, Y) strata are refined instead: three more passes, O(n) memory). The
 * ln Γ terms are read from a {@link LogGammaTable}, filled lazily per distinct hyperparameter, each
 * entry computed as the direct formula computes it. As a {@link BatchCiTest} it computes the strata
 * of a conditioning set once for many pairs; it also keeps the last 8 conditioning sets prepared
 * (at most about 16 MB of strata), so single queries sharing a blanket, as a score's assertions do,
 * share them too. Symmetric in x and y and independent of the order of Z: the query is put in a
 * canonical order (x &lt; y, Z sorted) first, so swapped queries return identical numbers.
 * Thread-safe.
 */
public final class BayesianCiTest implements BatchCiTest {
  /** Stratified (x, y) tables up to 16 n + 4096 cells are counted densely, larger ones refined. */
  private static final int PAIR_CELLS_PER_ROW = 16;

  private static final int PAIR_CELLS_SLACK = 4096;

  private static final int RECENT_SETS = 8;

  private static final long RECENT_BYTES = 16L << 20;

  private final FamilyCounter counter;
  private final BayesianCiTestOptions options;
  private final double logPriorOdds;
  private final LogGammaTable terms;
  private final ConcurrentHashMap<Long, Terms> termsByCardinality = new ConcurrentHashMap<>();

  /** The last few conditioning sets prepared, so single queries sharing a blanket share strata. */
  private final Given[] recent;

  private int nextRecent;

  /** A test of the discrete columns of {@code data}. */
  public BayesianCiTest(Dataset data, BayesianCiTestOptions options) {
    this(new FamilyCounter(data), options);
  }

  /** A test reading an existing counter (e.g. one a discrete score already holds). */
  public BayesianCiTest(FamilyCounter counter, BayesianCiTestOptions options) {
    this.counter = counter;
    this.options = options;
    this.logPriorOdds = options.logPriorOdds();
    this.terms = new LogGammaTable(counter.data().rows());
    // each prepared set holds 3 ints per stored row: keep at most 8 and about 16 MB of them
    long perSet = 12L * Math.max(1, counter.storedRows());
    this.recent = new Given[(int) Math.max(1, Math.min(RECENT_SETS, RECENT_BYTES / perSet))];
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
    return conditionOn(given).test(x, y);
  }

  /** Computes the strata of {@code given} once (O(n · |Z|)); each pair then costs one pass. */
  @Override
  public Conditioned conditionOn(int[] given) {
    CiQueries.checkGiven(counter.data(), given, true);
    int[] z = given.clone();
    Arrays.sort(z);
    synchronized (recent) {
      for (Given g : recent) {
        if (g != null && Arrays.equals(g.z, z)) {
          return g;
        }
      }
    }
    Given g = new Given(z, Strata.of(counter, z));
    synchronized (recent) {
      recent[nextRecent] = g;
      nextRecent = (nextRecent + 1) % recent.length;
    }
    return g;
  }

  /** A conditioning set with its strata and, per pair of cardinalities, its strata's terms. */
  private final class Given implements Conditioned {
    private final int[] z;
    private final Strata strata;
    private final ConcurrentHashMap<Long, Double> strataTerms = new ConcurrentHashMap<>();

    Given(int[] z, Strata strata) {
      this.z = z;
      this.strata = strata;
    }

    @Override
    public int[] given() {
      return z.clone();
    }

    @Override
    public CiResult test(int x, int y) {
      CiQueries.check(counter.data(), x, y, z, true);
      int lo = Math.min(x, y);
      int hi = Math.max(x, y);
      Terms t = terms(counter.cardinality(lo), counter.cardinality(hi));
      long limit = (long) PAIR_CELLS_PER_ROW * counter.storedRows() + PAIR_CELLS_SLACK;
      double lbf =
          strata.pairCells(lo, hi) <= limit
              ? cellTerms(strata.countPairs(lo, hi), strata.count(), t) - strataTerms(t)
              : refined(strata, lo, hi, t);
      return CiResult.bayesian(lbf, logPriorOdds, counter.data().rows());
    }

    /** Σ over strata of ln Γ terms of the stratum sizes, the same for every pair of (rx, ry). */
    private double strataTerms(Terms t) {
      Double known = strataTerms.get(t.key);
      if (known != null) {
        return known;
      }
      double sum = 0;
      for (int n : strata.sizes()) {
        sum += t.stratumX.at(n) + t.stratumY.at(n) - t.stratumXy.at(n);
      }
      strataTerms.putIfAbsent(t.key, sum);
      return sum;
    }
  }

  /**
   * The rising log-factorials of the six hyperparameters for r_X = rx, r_Y = ry: cells of X, Y and
   * (X, Y), and their strata totals.
   */
  private Terms terms(int rx, int ry) {
    long key = (long) rx << 32 | ry;
    Terms known = termsByCardinality.get(key);
    if (known != null) {
      return known;
    }
    boolean ess = options.prior() == DirichletPrior.EQUIVALENT_SAMPLE_SIZE;
    double a = options.alpha();
    double ax = ess ? a / rx : a;
    double ay = ess ? a / ry : a;
    double axy = ess ? a / ((double) rx * ry) : a;
    // the same expressions as DirichletMultinomial and the cell / strata sums of the three-pass
    // formula, so every term is the same number
    Terms t =
        new Terms(
            key,
            rx,
            ry,
            terms.rising(ax),
            terms.rising(ay),
            terms.rising(axy),
            terms.rising(ax * rx),
            terms.rising(ay * ry),
            terms.rising(axy * rx * ry));
    termsByCardinality.putIfAbsent(key, t);
    return t;
  }

  private record Terms(
      long key,
      int rx,
      int ry,
      LogGammaTable.Rising x,
      LogGammaTable.Rising y,
      LogGammaTable.Rising xy,
      LogGammaTable.Rising stratumX,
      LogGammaTable.Rising stratumY,
      LogGammaTable.Rising stratumXy) {}

  /**
   * Σ over the strata of the cells' terms of the stratified (x, y) table: ln Γ terms of the X and Y
   * margins minus those of the joint cells.
   */
  private static double cellTerms(int[] table, int strata, Terms t) {
    int rx = t.rx;
    int ry = t.ry;
    if (rx == 2 && ry == 2) {
      return binaryCellTerms(table, strata, t);
    }
    int[] ny = new int[ry];
    double sum = 0;
    for (int s = 0, base = 0; s < strata; s++) {
      Arrays.fill(ny, 0);
      for (int i = 0; i < rx; i++) {
        int nx = 0;
        for (int j = 0; j < ry; j++, base++) {
          int c = table[base];
          sum -= t.xy.at(c);
          nx += c;
          ny[j] += c;
        }
        sum += t.x.at(nx);
      }
      for (int j = 0; j < ry; j++) {
        sum += t.y.at(ny[j]);
      }
    }
    return sum;
  }

  /** {@link #cellTerms} unrolled for two binary variables, the common case. */
  private static double binaryCellTerms(int[] table, int strata, Terms t) {
    LogGammaTable.Rising fx = t.x;
    LogGammaTable.Rising fy = t.y;
    LogGammaTable.Rising fxy = t.xy;
    double sum = 0;
    for (int base = 0, e = 4 * strata; base < e; base += 4) {
      int c00 = table[base];
      int c01 = table[base + 1];
      int c10 = table[base + 2];
      int c11 = table[base + 3];
      sum +=
          fx.at(c00 + c01)
              + fx.at(c10 + c11)
              + fy.at(c00 + c10)
              + fy.at(c01 + c11)
              - (fxy.at(c00) + fxy.at(c01) + fxy.at(c10) + fxy.at(c11));
    }
    return sum;
  }

  /** The log Bayes factor from the sizes of the (Z, X), (Z, Y) and (Z, X, Y) strata. */
  private static double refined(Strata s, int x, int y, Terms t) {
    Strata zx = s.refine(x);
    double sum = sumOf(zx.sizes(), t.x) + sumOf(s.refine(y).sizes(), t.y);
    sum -= sumOf(zx.refine(y).sizes(), t.xy);
    for (int n : s.sizes()) {
      sum -= t.stratumX.at(n) + t.stratumY.at(n) - t.stratumXy.at(n);
    }
    return sum;
  }

  private static double sumOf(int[] counts, LogGammaTable.Rising r) {
    double sum = 0;
    for (int c : counts) {
      sum += r.at(c);
    }
    return sum;
  }

  @Override
  public String name() {
    return CiTestType.BAYES.cliName();
  }

  @Override
  public String toString() {
    return "bayesian(" + options + ")";
  }
}
