package org.structlearn.study;

import java.util.List;
import java.util.Objects;
import org.structlearn.citest.BayesianCiTestOptions;
import org.structlearn.model.RandomPotentialOptions;
import org.structlearn.score.undirected.MplScoreSpec;
import org.structlearn.sim.GibbsOptions;

/**
 * Options of {@link MnExhaustiveStudy}, the BJP paper's small-domain experiment.
 *
 * @param distributions random distributions (parameter sets) drawn per structure, >= 1 (the BJP
 *     paper: 10)
 * @param seedsPerDistribution data sets sampled from each distribution, >= 1 (the BJP paper: 10),
 *     so each structure and sample size has {@code distributions * seedsPerDistribution} data sets
 * @param sampleSizes the sample sizes, strictly ascending, each >= 1; the data set of size N is the
 *     first N rows of one sample of the largest size (see {@link MnExhaustiveStudy})
 * @param seed the study's seed; every distribution and sample seed is derived from it
 * @param threads worker threads, >= 1; the result does not depend on it
 * @param potentials how clique potentials are drawn (default uniform on [0, 1))
 * @param gibbs burn-in and rows per chain (default 100 and 1000, as the BJP paper and Libra)
 * @param ciTest the Bayesian CI test behind BJP and the IB-score (default prior of independence
 *     0.5, α = 1 per cell)
 * @param mplAlpha the MPL's Dirichlet hyperparameter (default 0.5, BDgraph's)
 */
public record MnExhaustiveOptions(
    int distributions,
    int seedsPerDistribution,
    List<Integer> sampleSizes,
    long seed,
    int threads,
    RandomPotentialOptions potentials,
    GibbsOptions gibbs,
    BayesianCiTestOptions ciTest,
    double mplAlpha) {

  /** The full study's sample sizes. */
  public static final List<Integer> FULL_SIZES =
      List.of(20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000);

  /** The quick study's sample sizes. */
  public static final List<Integer> QUICK_SIZES = List.of(50, 500, 5000, 20_000);

  /** Validates the options, naming the bad value. */
  public MnExhaustiveOptions {
    if (distributions < 1) {
      throw new IllegalArgumentException("distributions must be >= 1, was " + distributions);
    }
    if (seedsPerDistribution < 1) {
      throw new IllegalArgumentException(
          "seedsPerDistribution must be >= 1, was " + seedsPerDistribution);
    }
    sampleSizes = StudyBuilder.checkedSizes(sampleSizes);
    StudyBuilder.checkThreads(threads);
    Objects.requireNonNull(potentials, "potentials");
    Objects.requireNonNull(gibbs, "gibbs");
    Objects.requireNonNull(ciTest, "ciTest");
    if (!(mplAlpha > 0) || Double.isInfinite(mplAlpha)) {
      throw new IllegalArgumentException("mplAlpha must be > 0 and finite, was " + mplAlpha);
    }
  }

  /** The BJP paper's size: 10 distributions × 10 seeds = 100 data sets per structure and size. */
  public static MnExhaustiveOptions full() {
    return builder().build();
  }

  /** For CI: 2 distributions × 5 seeds = 10 data sets, sample sizes {@link #QUICK_SIZES}. */
  public static MnExhaustiveOptions quick() {
    return builder().distributions(2).seedsPerDistribution(5).sampleSizes(QUICK_SIZES).build();
  }

  /** Data sets per structure and sample size. */
  public int dataSets() {
    return distributions * seedsPerDistribution;
  }

  /** The largest sample size. */
  public int largestSize() {
    return sampleSizes.get(sampleSizes.size() - 1);
  }

  /** A builder starting from this. */
  public Builder toBuilder() {
    return new Builder()
        .distributions(distributions)
        .seedsPerDistribution(seedsPerDistribution)
        .sampleSizes(sampleSizes)
        .seed(seed)
        .threads(threads)
        .potentials(potentials)
        .gibbs(gibbs)
        .ciTest(ciTest)
        .mplAlpha(mplAlpha);
  }

  /** A builder with the full study's defaults (seed 1, one thread). */
  public static Builder builder() {
    return new Builder();
  }

  /** Builder of {@link MnExhaustiveOptions}. */
  public static final class Builder extends StudyBuilder<Builder> {
    private int distributions = 10;
    private int seedsPerDistribution = 10;
    private RandomPotentialOptions potentials = RandomPotentialOptions.defaults();
    private GibbsOptions gibbs = GibbsOptions.defaults();
    private BayesianCiTestOptions ciTest = BayesianCiTestOptions.defaults();
    private double mplAlpha = MplScoreSpec.DEFAULT_ALPHA;

    private Builder() {
      super(FULL_SIZES);
    }

    @Override
    protected Builder self() {
      return this;
    }

    public Builder distributions(int distributions) {
      this.distributions = distributions;
      return this;
    }

    public Builder seedsPerDistribution(int seedsPerDistribution) {
      this.seedsPerDistribution = seedsPerDistribution;
      return this;
    }

    public Builder potentials(RandomPotentialOptions potentials) {
      this.potentials = potentials;
      return this;
    }

    public Builder gibbs(GibbsOptions gibbs) {
      this.gibbs = gibbs;
      return this;
    }

    public Builder ciTest(BayesianCiTestOptions ciTest) {
      this.ciTest = ciTest;
      return this;
    }

    public Builder mplAlpha(double mplAlpha) {
      this.mplAlpha = mplAlpha;
      return this;
    }

    public MnExhaustiveOptions build() {
      return new MnExhaustiveOptions(
          distributions,
          seedsPerDistribution,
          sampleSizes,
          seed,
          threads,
          potentials,
          gibbs,
          ciTest,
          mplAlpha);
    }
  }
}
