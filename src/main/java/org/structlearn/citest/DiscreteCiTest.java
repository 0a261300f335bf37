package org.structlearn.citest;

import java.util.Arrays;
import org.structlearn.data.Dataset;
import org.structlearn.stats.BitPlanes;
import org.structlearn.stats.FamilyCounter;
import org.structlearn.stats.PlaneStrata;
import org.structlearn.stats.Strata;

/**
 * The asymptotic tests of conditional independence between discrete variables, computed as bnlearn
 * 5.2.1's {@code ci.test} computes them (its C code in {@code src/tests/discrete/}), on the
 * contingency table of X and Y in every stratum z of Z with counts n_xyz and margins n_x·z, n_·yz,
 * n_··z:
 *
 * <ul>
 *   <li>{@code mi}: G² = 2 Σ n_xyz ln(n_xyz n_··z / (n_x·z n_·yz)) = 2 N · MI(X; Y | Z), natural
 *       logarithm, cells with n_xyz = 0 contributing 0;
 *   <li>{@code x2}: Pearson's X² = Σ (n_xyz − e_xyz)² / e_xyz, e_xyz = n_x·z n_·yz / n_··z, cells
 *       with e_xyz = 0 skipped;
 *   <li>degrees of freedom (r_X − 1)(r_Y − 1) · ∏_{Z} r_z: every configuration of Z counts, also
 *       those that never occur (bnlearn's {@code c_fast_config});
 *   <li>{@code mi-adf}, {@code x2-adf}: the same statistics with adjusted degrees of freedom Σ_z
 *       (a_x(z) − 1)(a_y(z) − 1), a_x(z) the number of levels of X with n_x·z &gt; 0 (at least 1),
 *       likewise a_y(z) (zeros in an empty row or column are taken as structural; empty strata add
 *       0); and when N &lt; 5 r_X r_Y ∏ r_z (fewer than 5 rows per cell on average) the statistic
 *       is 0, "not enough power", so independence is accepted;
 *   <li>{@code mi-sh}: G² = 2 N · MI from the shrinkage estimate of the cell probabilities, p̂ = λ
 *       t + (1 − λ) n_xyz / N towards the uniform t = 1 / (r_X r_Y ∏ r_z) over every cell, empty
 *       strata included, with the James–Stein intensity λ = (1 − Σ (n/N)²) / ((N − 1) Σ (t − n/N)²)
 *       clamped to [0, 1] (1 if the denominator is 0), as Hausser and Strimmer (2009) and bnlearn's
 *       {@code mi_lambda}; statistic 0 when N ≤ 1; the df of {@code mi};
 *   <li>{@code ssmi}: the numbers of {@code mi} (see {@link CiTestType#SSMI}).
 * </ul>
 *
 * The p-value is P(χ²_df &gt; statistic) from the regularized incomplete gamma function (accurate
 * for tiny p-values); with df = 0 it is 0 for a positive statistic and 1 otherwise, as R's {@code
 * pchisq}. A {@link org.structlearn.data.Dataset} has no missing values, so every test uses all N
 * rows ({@link CiResult#rows()}).
 *
 * <p>Cost: a table needing at most {@link PlaneStrata#MAX_PASSES} popcount passes (strata that
 * occur × (r_X − 1) × (r_Y − 1)) is counted from bit planes ({@link BitPlanes}, {@link
 * PlaneStrata}: each pass over N / 64 words); a larger one from the strata of Z ({@link Strata},
 * O(N |Z|)) in one pass of scattered increments over the rows; then O(strata · r_X r_Y) for the
 * statistic. As a {@link BatchCiTest} the strata of a conditioning set are computed once for many
 * pairs. Symmetric in x and y (the pair is put in ascending order first) and independent of the
 * order of Z. Thread-safe.
 */
public final class DiscreteCiTest implements BatchCiTest {
  /** A table per thread reused by every test (grown as needed), never shared between threads. */
  private static final ThreadLocal<int[][]> SCRATCH = ThreadLocal.withInitial(() -> new int[1][]);

  /** The most strata counted from bit planes. */
  private static final int MAX_PLANE_STRATA = 64;

  private final FamilyCounter counter;

  /**
   * The conditioning sets {@link #test} prepared last, newest first (guarded by itself): a search
   * that asks one question at a time mostly asks several with the same set in a row (Grow-Shrink
   * tests every candidate against the current blanket), which then share its strata.
   */
  private final Given[] recent = new Given[4];

  private final BitPlanes planes; // null when the counter compresses rows
  private final CiTestType type;

  /**
   * A test of the discrete columns of {@code data}.
   *
   * @param type one of x2, x2-adf, mi, mi-adf, mi-sh, ssmi
   * @throws IllegalArgumentException for another type
   */
  public DiscreteCiTest(Dataset data, CiTestType type) {
    this(new FamilyCounter(data), type);
  }

  /** A test reading an existing counter (e.g. one a discrete score already holds). */
  public DiscreteCiTest(FamilyCounter counter, CiTestType type) {
    if (!type.isDiscrete() || type.isBayesian()) {
      throw new IllegalArgumentException(
          "DiscreteCiTest computes x2, x2-adf, mi, mi-adf, mi-sh or ssmi, not " + type.cliName());
    }
    this.counter = counter;
    this.planes = BitPlanes.of(counter);
    this.type = type;
  }

  /** Which test this computes. */
  public CiTestType type() {
    return type;
  }

  @Override
  public int variables() {
    return counter.data().columns();
  }

  @Override
  public CiResult test(int x, int y, int[] given) {
    CiQueries.check(counter.data(), x, y, given, true);
    int[] z = given.clone();
    Arrays.sort(z);
    Given g = null;
    synchronized (recent) {
      for (Given r : recent) {
        if (r != null && Arrays.equals(r.z, z)) {
          g = r;
          break;
        }
      }
    }
    if (g == null) {
      g = prepare(z);
      synchronized (recent) {
        System.arraycopy(recent, 0, recent, 1, recent.length - 1);
        recent[0] = g;
      }
    }
    return g.test(x, y);
  }

  @Override
  public Conditioned conditionOn(int[] given) {
    CiQueries.checkGiven(counter.data(), given, true);
    int[] z = given.clone();
    Arrays.sort(z);
    return prepare(z);
  }

  /** A checked, sorted conditioning set with its strata. */
  private Given prepare(int[] z) {
    double configurations = 1;
    for (int c : z) {
      configurations *= counter.cardinality(c);
    }
    // planes only when the strata may be few: every configuration of Z may occur
    PlaneStrata planeStrata =
        planes == null || configurations > 4.0 * MAX_PLANE_STRATA
            ? null
            : planes.strata(z, MAX_PLANE_STRATA);
    return new Given(z, planeStrata, configurations);
  }

  @Override
  public String name() {
    return type.cliName();
  }

  @Override
  public String toString() {
    return "DiscreteCiTest[" + type.cliName() + "]";
  }

  /**
   * A conditioning set with its strata as bit sets (null when there are too many) and its number of
   * configurations ∏ r_z; the row-by-row {@link Strata} are made when a table first needs them.
   */
  private final class Given implements Conditioned {
    private final int[] z;
    private final PlaneStrata planeStrata;
    private final double configurations;
    private volatile Strata strata;

    Given(int[] z, PlaneStrata planeStrata, double configurations) {
      this.z = z;
      this.planeStrata = planeStrata;
      this.configurations = configurations;
    }

    private Strata strata() {
      Strata s = strata;
      if (s == null) {
        s = Strata.of(counter, z); // a race computes equal strata twice, harmlessly
        strata = s;
      }
      return s;
    }

    @Override
    public int[] given() {
      return z.clone();
    }

    @Override
    public CiResult test(int x, int y) {
      Dataset data = counter.data();
      CiQueries.checkPair(data, x, y, z, true);
      int lo = Math.min(x, y);
      int hi = Math.max(x, y);
      int rx = counter.cardinality(lo);
      int ry = counter.cardinality(hi);
      int[][] scratch = SCRATCH.get();
      if (planeStrata != null
          && planeStrata.passes(rx, ry) <= PlaneStrata.MAX_PASSES
          && planes.covers(lo)
          && planes.covers(hi)) {
        int[] cells = planeStrata.countPairs(lo, hi, scratch[0]);
        scratch[0] = cells;
        return result(new Table(cells, planeStrata.count(), rx, ry, data.rows()));
      }
      Strata strata = strata();
      if (strata.pairCells(lo, hi) >= Integer.MAX_VALUE) {
        throw new CiQueryException(
            data.variable(lo).name(),
            "the table of '"
                + data.variable(lo).name()
                + "' and '"
                + data.variable(hi).name()
                + "' given "
                + z.length
                + " variables has more than 2^31 cells; condition on fewer variables");
      }
      int[] cells = strata.countPairs(lo, hi, scratch[0]);
      scratch[0] = cells;
      return result(new Table(cells, strata.count(), rx, ry, data.rows()));
    }

    private CiResult result(Table t) {
      double df = (t.rx - 1.0) * (t.ry - 1.0) * configurations;
      double statistic;
      switch (type) {
        case MI, SSMI -> statistic = DiscreteStatistics.g2(t);
        case X2 -> statistic = DiscreteStatistics.x2(t);
        case MI_ADF, X2_ADF -> {
          df = DiscreteStatistics.adjustedDf(t);
          boolean powerless = t.n < 5.0 * t.rx * t.ry * configurations;
          statistic =
              powerless
                  ? 0
                  : type == CiTestType.MI_ADF ? DiscreteStatistics.g2(t) : DiscreteStatistics.x2(t);
        }
        case MI_SH -> statistic = DiscreteStatistics.shrinkageG2(t, configurations);
        default -> throw new IllegalStateException(type.toString());
      }
      return CiResult.frequentist(statistic, df, PValues.chiSquaredUpper(statistic, df), t.n);
    }
  }

  /**
   * The stratified table: the count of stratum s, x level a, y level b at (s · rx + a) · ry + b,
   * strata that occur only, in the first strata · rx · ry entries of {@code cells} (a reused
   * scratch array may be longer); n the number of rows.
   */
  record Table(int[] cells, int strata, int rx, int ry, int n) {}
}
