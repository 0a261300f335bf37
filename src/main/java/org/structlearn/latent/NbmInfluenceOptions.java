package org.structlearn.latent;

/**
 * Options of {@link NbmInfluenceLearner}, seed 004's protocol by default.
 *
 * @param classes states of every latent variable, 2 to 65,536 (seed: 3)
 * @param emIterations iteration cap of each naive Bayes model's EM (seed: 10)
 * @param emRestarts seeded random starts of each naive Bayes model's EM, the best kept
 * @param emTolerance relative change of the log-likelihood that stops an EM early (0: never)
 * @param smoothing Dirichlet pseudo-count added to every expected count in both EMs (0: maximum
 *     likelihood; a positive value keeps every probability above 0, so held-out rows never get
 *     probability 0)
 * @param completion how the rows are completed for the structure score (see {@link
 *     ExpectedCountBic})
 * @param tabuLength tabu list length of the structure search (seed: 5)
 * @param randomRestarts random restarts of the structure search (seed: 5)
 * @param perturb random moves before each restart
 * @param maxInDegree most latent parents of a latent variable
 * @param networkEmIterations iterations of the EM over the whole network under a chosen structure
 * @param maxRounds most rounds of (score, search, re-learn)
 * @param seed the seed of every random step
 * @param threads worker threads
 */
public record NbmInfluenceOptions(
    int classes,
    int emIterations,
    int emRestarts,
    double emTolerance,
    double smoothing,
    Completion completion,
    int tabuLength,
    int randomRestarts,
    int perturb,
    int maxInDegree,
    int networkEmIterations,
    int maxRounds,
    long seed,
    int threads) {

  /** How the structure score completes the latent columns. */
  public enum Completion {
    /** Expected counts from the product of the per-latent posteriors. */
    SOFT,
    /** Each latent at its most probable state. */
    HARD
  }

  /** Validates, naming the bad option. */
  /** The most states of a latent variable (its tables grow with it; a latent needs rows). */
  public static final int MAX_CLASSES = 1 << 16;

  public NbmInfluenceOptions {
    if (classes < 2 || classes > MAX_CLASSES) {
      throw new IllegalArgumentException(
          "classes must be in 2.."
              + MAX_CLASSES
              + " (states of a latent variable), was "
              + classes);
    }
    positive("emIterations", emIterations);
    positive("emRestarts", emRestarts);
    positive("tabuLength", tabuLength);
    positive("maxInDegree", maxInDegree);
    positive("networkEmIterations", networkEmIterations);
    positive("maxRounds", maxRounds);
    positive("threads", threads);
    if (!(emTolerance >= 0) || !Double.isFinite(emTolerance)) {
      throw new IllegalArgumentException("emTolerance must be >= 0, was " + emTolerance);
    }
    if (!(smoothing >= 0) || !Double.isFinite(smoothing)) {
      throw new IllegalArgumentException("smoothing must be >= 0, was " + smoothing);
    }
    if (randomRestarts < 0 || perturb < 0) {
      throw new IllegalArgumentException("randomRestarts and perturb must be >= 0");
    }
    if (completion == null) {
      throw new IllegalArgumentException("completion must not be null");
    }
  }

  private static void positive(String name, int v) {
    if (v < 1) {
      throw new IllegalArgumentException(name + " must be >= 1, was " + v);
    }
  }

  /**
   * The seed's protocol: 3 classes, 10 EM iterations (5 random starts, tolerance 1e-6, pseudo-count
   * 1), soft completion, tabu list 5, 5 random restarts of 3 random moves, in-degree at most 3, 10
   * iterations of whole-network EM, at most 5 rounds, seed 1, 1 thread.
   */
  public static NbmInfluenceOptions defaults() {
    return new NbmInfluenceOptions(3, 10, 5, 1e-6, 1.0, Completion.SOFT, 5, 5, 3, 3, 10, 5, 1L, 1);
  }

  /** A builder starting from {@link #defaults()}. */
  public static Builder builder() {
    return defaults().toBuilder();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.classes = classes;
    b.emIterations = emIterations;
    b.emRestarts = emRestarts;
    b.emTolerance = emTolerance;
    b.smoothing = smoothing;
    b.completion = completion;
    b.tabuLength = tabuLength;
    b.randomRestarts = randomRestarts;
    b.perturb = perturb;
    b.maxInDegree = maxInDegree;
    b.networkEmIterations = networkEmIterations;
    b.maxRounds = maxRounds;
    b.seed = seed;
    b.threads = threads;
    return b;
  }

  /** A copy with another seed. */
  public NbmInfluenceOptions withSeed(long s) {
    return toBuilder().seed(s).build();
  }

  /** A copy with another thread count. */
  public NbmInfluenceOptions withThreads(int t) {
    return toBuilder().threads(t).build();
  }

  /** A copy with another completion. */
  public NbmInfluenceOptions withCompletion(Completion c) {
    return toBuilder().completion(c).build();
  }

  /** Builds {@link NbmInfluenceOptions}; {@link #build()} validates. */
  public static final class Builder {
    private int classes;
    private int emIterations;
    private int emRestarts;
    private double emTolerance;
    private double smoothing;
    private Completion completion;
    private int tabuLength;
    private int randomRestarts;
    private int perturb;
    private int maxInDegree;
    private int networkEmIterations;
    private int maxRounds;
    private long seed;
    private int threads;

    private Builder() {}

    /** Sets the number of states of every latent variable. */
    public Builder classes(int v) {
      this.classes = v;
      return this;
    }

    /** Sets the iteration cap of each model's EM. */
    public Builder emIterations(int v) {
      this.emIterations = v;
      return this;
    }

    /** Sets random starts of each model's EM. */
    public Builder emRestarts(int v) {
      this.emRestarts = v;
      return this;
    }

    /** Sets the relative change that stops an EM early. */
    public Builder emTolerance(double v) {
      this.emTolerance = v;
      return this;
    }

    /** Sets the Dirichlet pseudo-count of both EMs. */
    public Builder smoothing(double v) {
      this.smoothing = v;
      return this;
    }

    /** Sets soft or hard completion for the structure score. */
    public Builder completion(Completion v) {
      this.completion = v;
      return this;
    }

    /** Sets the tabu list length. */
    public Builder tabuLength(int v) {
      this.tabuLength = v;
      return this;
    }

    /** Sets random restarts of the structure search. */
    public Builder randomRestarts(int v) {
      this.randomRestarts = v;
      return this;
    }

    /** Sets random moves before each restart. */
    public Builder perturb(int v) {
      this.perturb = v;
      return this;
    }

    /** Sets the most latent parents of a latent. */
    public Builder maxInDegree(int v) {
      this.maxInDegree = v;
      return this;
    }

    /** Sets iterations of whole-network EM. */
    public Builder networkEmIterations(int v) {
      this.networkEmIterations = v;
      return this;
    }

    /** Sets the most rounds. */
    public Builder maxRounds(int v) {
      this.maxRounds = v;
      return this;
    }

    /** Sets the seed of every random step. */
    public Builder seed(long v) {
      this.seed = v;
      return this;
    }

    /** Sets worker threads. */
    public Builder threads(int v) {
      this.threads = v;
      return this;
    }

    /**
     * The options.
     *
     * @throws IllegalArgumentException naming the first bad option
     */
    public NbmInfluenceOptions build() {
      return new NbmInfluenceOptions(
          classes,
          emIterations,
          emRestarts,
          emTolerance,
          smoothing,
          completion,
          tabuLength,
          randomRestarts,
          perturb,
          maxInDegree,
          networkEmIterations,
          maxRounds,
          seed,
          threads);
    }
  }
}
