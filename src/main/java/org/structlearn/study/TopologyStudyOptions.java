package org.structlearn.study;

import java.util.List;
import java.util.Objects;
import org.structlearn.citest.CiTestType;
import org.structlearn.model.RandomPotentialOptions;
import org.structlearn.sim.GibbsOptions;

/**
 * Options of {@link TopologyStudy}, Rajala's comparison of topology identification methods.
 *
 * @param dataSets data sets per network and sample size, >= 1 (one random distribution and one
 *     Gibbs sample each for the sampled networks, one random subset of rows for ALARM)
 * @param sampleSizes the sample sizes, strictly ascending, each >= 1 and at most {@link
 *     TopologyStudy#ALARM_ROWS}; the data set of size N is the first N rows of one sample of the
 *     largest size
 * @param seed the study's seed; every distribution, sample and row subset is derived from it (the
 *     networks themselves are fixed)
 * @param threads worker threads over the data sets, >= 1; everything but the runtimes is the same
 *     for any thread count
 * @param test the CI test of every learner, also the similarity of MI thresholding and MGMN
 *     (default {@link CiTestType#MI}, G² = 2N·MI, whose 1 − p is the seed's SSMI); a discrete test
 * @param alpha the significance level of every learner, in (0, 1) (default 0.05)
 * @param sgsMaxConditioning SGS's largest conditioning set, >= 0 (default 2): SGS tests every
 *     subset of the other variables, C(35, ℓ) per pair and size ℓ on ALARM, so without a bound it
 *     would not finish; PC, GSMN and GSIMN run unbounded
 * @param potentials how the sampled networks' clique potentials are drawn (default uniform)
 * @param gibbs burn-in and rows per chain of the Gibbs sampler (default 100 and 1000)
 */
public record TopologyStudyOptions(
    int dataSets,
    List<Integer> sampleSizes,
    long seed,
    int threads,
    CiTestType test,
    double alpha,
    int sgsMaxConditioning,
    RandomPotentialOptions potentials,
    GibbsOptions gibbs) {

  /** The full study's sample sizes. */
  public static final List<Integer> FULL_SIZES = List.of(500, 2000, 10000);

  /** The quick study's sample sizes. */
  public static final List<Integer> QUICK_SIZES = List.of(500, 2000);

  /** Validates the options, naming the bad value. */
  public TopologyStudyOptions {
    if (dataSets < 1) {
      throw new IllegalArgumentException("dataSets must be >= 1, was " + dataSets);
    }
    sampleSizes = StudyBuilder.checkedSizes(sampleSizes);
    if (sampleSizes.get(sampleSizes.size() - 1) > TopologyStudy.ALARM_ROWS) {
      throw new IllegalArgumentException(
          "sampleSizes must be at most "
              + TopologyStudy.ALARM_ROWS
              + " (the rows of bnlearn's alarm data), was "
              + sampleSizes);
    }
    StudyBuilder.checkThreads(threads);
    Objects.requireNonNull(test, "test");
    if (!test.isDiscrete()) {
      throw new IllegalArgumentException(
          "test must be a discrete test (x2, mi, ssmi, bayes, ...), was " + test.cliName());
    }
    if (!(alpha > 0 && alpha < 1)) {
      throw new IllegalArgumentException("alpha must be in (0, 1), was " + alpha);
    }
    if (sgsMaxConditioning < 0) {
      throw new IllegalArgumentException(
          "sgsMaxConditioning must be >= 0, was " + sgsMaxConditioning);
    }
    Objects.requireNonNull(potentials, "potentials");
    Objects.requireNonNull(gibbs, "gibbs");
  }

  /** The full study: 10 data sets per cell, sizes {@link #FULL_SIZES}. */
  public static TopologyStudyOptions full() {
    return builder().build();
  }

  /** For CI and a first look: 5 data sets per cell, sizes {@link #QUICK_SIZES}. */
  public static TopologyStudyOptions quick() {
    return builder().dataSets(5).sampleSizes(QUICK_SIZES).build();
  }

  /** The largest sample size. */
  public int largestSize() {
    return sampleSizes.get(sampleSizes.size() - 1);
  }

  /** A builder starting from this. */
  public Builder toBuilder() {
    return new Builder()
        .dataSets(dataSets)
        .sampleSizes(sampleSizes)
        .seed(seed)
        .threads(threads)
        .test(test)
        .alpha(alpha)
        .sgsMaxConditioning(sgsMaxConditioning)
        .potentials(potentials)
        .gibbs(gibbs);
  }

  /** A builder with the full study's defaults (seed 1, one thread). */
  public static Builder builder() {
    return new Builder();
  }

  /** Builder of {@link TopologyStudyOptions}. */
  public static final class Builder extends StudyBuilder<Builder> {
    private int dataSets = 10;
    private CiTestType test = CiTestType.MI;
    private double alpha = 0.05;
    private int sgsMaxConditioning = 2;
    private RandomPotentialOptions potentials = RandomPotentialOptions.defaults();
    private GibbsOptions gibbs = GibbsOptions.defaults();

    private Builder() {
      super(FULL_SIZES);
    }

    @Override
    protected Builder self() {
      return this;
    }

    public Builder dataSets(int dataSets) {
      this.dataSets = dataSets;
      return this;
    }

    public Builder test(CiTestType test) {
      this.test = test;
      return this;
    }

    public Builder alpha(double alpha) {
      this.alpha = alpha;
      return this;
    }

    public Builder sgsMaxConditioning(int sgsMaxConditioning) {
      this.sgsMaxConditioning = sgsMaxConditioning;
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

    public TopologyStudyOptions build() {
      return new TopologyStudyOptions(
          dataSets, sampleSizes, seed, threads, test, alpha, sgsMaxConditioning, potentials, gibbs);
    }
  }
}
