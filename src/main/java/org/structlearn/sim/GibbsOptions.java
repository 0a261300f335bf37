package org.structlearn.sim;

/**
 * Options of {@link GibbsSampler}: the sweeps each chain discards (burn-in) and the sweeps it keeps
 * (sampling iterations, one row per sweep). The defaults, 100 and 1000, are those of seed 000 and
 * of the Libra toolkit's {@code gibbs} tool.
 *
 * @param burnIn sweeps discarded at the start of every chain, >= 0 (default 100)
 * @param samplingIterations sweeps kept per chain, one row each, >= 1 (default 1000)
 */
public record GibbsOptions(int burnIn, int samplingIterations) {
  /** Validates the options, naming the bad value. */
  public GibbsOptions {
    if (burnIn < 0) {
      throw new IllegalArgumentException("burnIn must be >= 0, was " + burnIn);
    }
    if (samplingIterations < 1) {
      throw new IllegalArgumentException(
          "samplingIterations must be >= 1, was " + samplingIterations);
    }
  }

  /** 100 burn-in sweeps, 1000 sampling sweeps. */
  public static GibbsOptions defaults() {
    return new GibbsOptions(100, 1000);
  }

  /** A builder starting from {@link #defaults()}. */
  public static Builder builder() {
    return new Builder();
  }

  /** Builder of {@link GibbsOptions}. */
  public static final class Builder {
    private int burnIn = 100;
    private int samplingIterations = 1000;

    private Builder() {}

    /** Sweeps discarded per chain (default 100). */
    public Builder burnIn(int sweeps) {
      this.burnIn = sweeps;
      return this;
    }

    /** Sweeps kept per chain, one row each (default 1000). */
    public Builder samplingIterations(int sweeps) {
      this.samplingIterations = sweeps;
      return this;
    }

    /** The validated options. */
    public GibbsOptions build() {
      return new GibbsOptions(burnIn, samplingIterations);
    }
  }
}
