package org.structlearn.study;

import java.util.List;
import java.util.Objects;
import org.structlearn.latent.InfluenceNetworkOptions;
import org.structlearn.latent.NbmInfluenceOptions;

/**
 * Options of {@link LatentInfluenceStudy}, Ajoodha and Rosman's Figure 5 (Ajoodha and Rosman 2017,
 * §V).
 *
 * @param sampleSizes training rows, strictly ascending, each >= 2 classes' worth (>= {@code
 *     network.states()}); the training set of size N is the first N rows of one sample of the
 *     largest size (nested)
 * @param networks ground truths per size, >= 1 (one random influence network each; the seed's
 *     "several seeds" of the error bars)
 * @param klSamples rows drawn from the truth to estimate each relative entropy, >= 2 (the same rows
 *     for the four models and every size of one truth, so their differences are paired)
 * @param network how each truth is drawn (default: the seed's protocol, {@link
 *     InfluenceNetworkOptions#defaults()})
 * @param learner the learner's options (default {@link NbmInfluenceOptions#defaults()}: tabu list
 *     5, 5 random restarts, 10 EM iterations); its seed and threads are replaced per run (seed
 *     derived from the study's, one thread), and its {@code classes} must equal {@code
 *     network.states()}
 * @param sharpDirichlet the Dirichlet parameter of the sharper variant (default 0.3)
 * @param sharpSize training rows of the sharper variant, or 0 for no variant (default 5,000, the
 *     quick study's largest size)
 * @param seed the study's seed; every truth, sample and learner seed is derived from it
 * @param threads worker threads over the runs, >= 1; everything but the seconds is the same for any
 *     thread count
 */
public record LatentInfluenceStudyOptions(
    List<Integer> sampleSizes,
    int networks,
    int klSamples,
    InfluenceNetworkOptions network,
    NbmInfluenceOptions learner,
    double sharpDirichlet,
    int sharpSize,
    long seed,
    int threads) {

  /** The full study's training sizes (the x-axis of the seed's Figure 5). */
  public static final List<Integer> FULL_SIZES = List.of(250, 500, 1000, 2500, 5000, 10000);

  /** The quick study's training sizes. */
  public static final List<Integer> QUICK_SIZES = List.of(250, 1000, 2500, 5000);

  /** Validates the options, naming the bad value. */
  public LatentInfluenceStudyOptions {
    Objects.requireNonNull(network, "network");
    Objects.requireNonNull(learner, "learner");
    sampleSizes = StudyBuilder.checkedSizes(sampleSizes);
    if (sampleSizes.get(0) < network.states()) {
      throw new IllegalArgumentException(
          "sampleSizes must be >= "
              + network.states()
              + " (the classes) and strictly ascending, was "
              + sampleSizes);
    }
    if (networks < 1) {
      throw new IllegalArgumentException("networks must be >= 1, was " + networks);
    }
    if (klSamples < 2) {
      throw new IllegalArgumentException("klSamples must be >= 2, was " + klSamples);
    }
    if (learner.classes() != network.states()) {
      throw new IllegalArgumentException(
          "learner.classes ("
              + learner.classes()
              + ") must equal network.states ("
              + network.states()
              + ")");
    }
    if (!(sharpDirichlet > 0 && Double.isFinite(sharpDirichlet))) {
      throw new IllegalArgumentException(
          "sharpDirichlet must be > 0 and finite, was " + sharpDirichlet);
    }
    if (sharpSize != 0 && sharpSize < network.states()) {
      throw new IllegalArgumentException(
          "sharpSize must be 0 (no variant) or >= " + network.states() + ", was " + sharpSize);
    }
    StudyBuilder.checkThreads(threads);
  }

  /** The full study: 5 truths per size, sizes {@link #FULL_SIZES}, 20,000 KL samples. */
  public static LatentInfluenceStudyOptions full() {
    return builder().build();
  }

  /**
   * For CI and a first look (about a minute on two threads): 2 truths per size, sizes {@link
   * #QUICK_SIZES}, 10,000 KL samples, the sharper variant at the largest quick size.
   */
  public static LatentInfluenceStudyOptions quick() {
    return builder().networks(2).sampleSizes(QUICK_SIZES).klSamples(10_000).build();
  }

  /** The largest training size. */
  public int largestSize() {
    return sampleSizes.get(sampleSizes.size() - 1);
  }

  /** Whether the sharper variant runs. */
  public boolean hasSharpVariant() {
    return sharpSize > 0;
  }

  /** A builder starting from this. */
  public Builder toBuilder() {
    return new Builder()
        .sampleSizes(sampleSizes)
        .networks(networks)
        .klSamples(klSamples)
        .network(network)
        .learner(learner)
        .sharpDirichlet(sharpDirichlet)
        .sharpSize(sharpSize)
        .seed(seed)
        .threads(threads);
  }

  /** A builder with the full study's defaults (seed 1, one thread). */
  public static Builder builder() {
    return new Builder();
  }

  /** Builder of {@link LatentInfluenceStudyOptions}. */
  public static final class Builder extends StudyBuilder<Builder> {
    private int networks = 5;
    private int klSamples = 20_000;
    private InfluenceNetworkOptions network = InfluenceNetworkOptions.defaults();
    private NbmInfluenceOptions learner = NbmInfluenceOptions.defaults();
    private double sharpDirichlet = 0.3;
    private int sharpSize = 5000;

    private Builder() {
      super(FULL_SIZES);
    }

    @Override
    protected Builder self() {
      return this;
    }

    public Builder networks(int v) {
      networks = v;
      return this;
    }

    public Builder klSamples(int v) {
      klSamples = v;
      return this;
    }

    public Builder network(InfluenceNetworkOptions v) {
      network = v;
      return this;
    }

    public Builder learner(NbmInfluenceOptions v) {
      learner = v;
      return this;
    }

    public Builder sharpDirichlet(double v) {
      sharpDirichlet = v;
      return this;
    }

    public Builder sharpSize(int v) {
      sharpSize = v;
      return this;
    }

    /**
     * The options.
     *
     * @throws IllegalArgumentException naming the first bad value
     */
    public LatentInfluenceStudyOptions build() {
      return new LatentInfluenceStudyOptions(
          sampleSizes,
          networks,
          klSamples,
          network,
          learner,
          sharpDirichlet,
          sharpSize,
          seed,
          threads);
    }
  }
}
