package org.structlearn.study;

import java.util.List;
import java.util.Objects;
import org.structlearn.citest.BayesianCiTestOptions;
import org.structlearn.model.RandomPotentialOptions;
import org.structlearn.search.neighbourhood.NeighbourhoodOptions;
import org.structlearn.search.undirected.MplHillClimbingOptions;
import org.structlearn.sim.GibbsOptions;
import org.structlearn.study.MnHillClimbingStudy.Learner;

/**
 * Options of {@link MnHillClimbingStudy}, the BJP paper's high-dimensional experiment.
 *
 * @param distributions random distributions (parameter sets) drawn per graph, >= 1 (the BJP paper:
 *     10)
 * @param seedsPerDistribution data sets sampled from each distribution, >= 1 (the BJP paper: 10),
 *     so each graph and sample size has {@code distributions * seedsPerDistribution} data sets
 * @param sampleSizes the sample sizes, strictly ascending, each >= 1; the data set of size N is the
 *     first N rows of one sample of the largest size (see {@link MnHillClimbingStudy})
 * @param seed the study's seed; every distribution and sample seed is derived from it (the twelve
 *     target graphs are fixed and do not depend on it)
 * @param threads worker threads over the data sets, >= 1; the Hamming distances do not depend on it
 *     (the runtimes do: two searches sharing two cores run slower than one alone)
 * @param potentials how clique potentials are drawn (default uniform on [0, 1), as part 1)
 * @param gibbs burn-in and rows per chain (default 100 and 1000, as the BJP paper and Libra)
 * @param ciTest the Bayesian CI test behind BJP and the IB-score (default prior of independence
 *     0.5, α = 1 per cell)
 * @param mpl MPL hill climbing's options (default α = 0.5, OR merge); its thread count is ignored,
 *     every search of the study runs on one thread
 * @param neighbourhood ℓ1 neighbourhood selection's options (default IsingFit's: EBIC γ = 0.25, AND
 *     rule); used only when {@code learners} lists {@link Learner#NEIGHBOURHOOD}; one thread
 * @param learners the learners compared, in report order, no repeats (default the BJP paper's
 *     three: {@link #SEED_LEARNERS}; {@link #withNeighbourhoodSelection()} adds the ℓ1 baseline)
 */
public record MnHillClimbingOptions(
    int distributions,
    int seedsPerDistribution,
    List<Integer> sampleSizes,
    long seed,
    int threads,
    RandomPotentialOptions potentials,
    GibbsOptions gibbs,
    BayesianCiTestOptions ciTest,
    MplHillClimbingOptions mpl,
    NeighbourhoodOptions neighbourhood,
    List<Learner> learners) {

  /** The three learners of the BJP paper's experiment, in its order. */
  public static final List<Learner> SEED_LEARNERS = List.of(Learner.BJP, Learner.IB, Learner.MPL);

  /** The full study's sample sizes (see {@link MnHillClimbingStudy} for why these). */
  public static final List<Integer> FULL_SIZES = List.of(100, 500, 1000, 5000);

  /** The quick study's sample sizes. */
  public static final List<Integer> QUICK_SIZES = List.of(200, 5000);

  /** Validates the options, naming the bad value. */
  public MnHillClimbingOptions {
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
    Objects.requireNonNull(mpl, "mpl");
    Objects.requireNonNull(neighbourhood, "neighbourhood");
    learners = List.copyOf(learners);
    if (learners.isEmpty()) {
      throw new IllegalArgumentException("learners must name at least one learner");
    }
    if (learners.stream().distinct().count() != learners.size()) {
      throw new IllegalArgumentException("learners must not repeat a learner, was " + learners);
    }
  }

  /**
   * These options with ℓ1 neighbourhood selection (Ravikumar, Wainwright and Lafferty 2010, EBIC as
   * IsingFit) added as a fourth learner after the BJP paper's three, unless already listed.
   */
  public MnHillClimbingOptions withNeighbourhoodSelection() {
    if (learners.contains(Learner.NEIGHBOURHOOD)) {
      return this;
    }
    List<Learner> more = new java.util.ArrayList<>(learners);
    more.add(Learner.NEIGHBOURHOOD);
    return toBuilder().learners(more).build();
  }

  /** The position of a learner in {@link #learners()}, or -1 if it is not compared. */
  public int indexOf(Learner learner) {
    return learners.indexOf(learner);
  }

  /**
   * The BJP paper's size: 10 distributions × 10 seeds = 100 data sets per graph and size, sample
   * sizes {@link #FULL_SIZES}.
   */
  public static MnHillClimbingOptions full() {
    return builder().build();
  }

  /**
   * For CI and a first look: 2 distributions × 2 seeds = 4 data sets, sizes {@link #QUICK_SIZES}.
   */
  public static MnHillClimbingOptions quick() {
    return builder().distributions(2).seedsPerDistribution(2).sampleSizes(QUICK_SIZES).build();
  }

  /** Data sets per graph and sample size. */
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
        .mpl(mpl)
        .neighbourhood(neighbourhood)
        .learners(learners);
  }

  /** A builder with the full study's defaults (seed 1, one thread). */
  public static Builder builder() {
    return new Builder();
  }

  /** Builder of {@link MnHillClimbingOptions}. */
  public static final class Builder extends StudyBuilder<Builder> {
    private int distributions = 10;
    private int seedsPerDistribution = 10;
    private RandomPotentialOptions potentials = RandomPotentialOptions.defaults();
    private GibbsOptions gibbs = GibbsOptions.defaults();
    private BayesianCiTestOptions ciTest = BayesianCiTestOptions.defaults();
    private MplHillClimbingOptions mpl = MplHillClimbingOptions.defaults();
    private NeighbourhoodOptions neighbourhood = NeighbourhoodOptions.builder().build();
    private List<Learner> learners = SEED_LEARNERS;

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

    public Builder mpl(MplHillClimbingOptions mpl) {
      this.mpl = mpl;
      return this;
    }

    public Builder neighbourhood(NeighbourhoodOptions neighbourhood) {
      this.neighbourhood = neighbourhood;
      return this;
    }

    public Builder learners(List<Learner> learners) {
      this.learners = learners;
      return this;
    }

    public MnHillClimbingOptions build() {
      return new MnHillClimbingOptions(
          distributions,
          seedsPerDistribution,
          sampleSizes,
          seed,
          threads,
          potentials,
          gibbs,
          ciTest,
          mpl,
          neighbourhood,
          learners);
    }
  }
}
