package org.structlearn.model;

/**
 * How {@link MarkovNetworks#random} draws factor values: every entry of every maximal-clique factor
 * independently uniform on {@code [low, high)}, on the scale given.
 *
 * <p>Default: potentials uniform on [0, 1). Seed 000 (Schlüter et al.) says the clique factors'
 * values were "sampled independently from a uniform distribution over" an interval that the
 * extracted text lost; [0, 1) is the common reading of a uniform draw of (non-negative) potential
 * values and needs no further parameter. It is a reconstruction, hence an option: {@link
 * Scale#LOG_POTENTIAL} with e.g. [-1, 1) gives milder, strictly positive distributions.
 *
 * @param scale whether the draws are potentials or log-potentials
 * @param low inclusive lower bound, finite; >= 0 for potentials
 * @param high exclusive upper bound, finite, > low
 */
public record RandomPotentialOptions(Scale scale, double low, double high) {
  /** What the uniform draws are. */
  public enum Scale {
    /** The draws are potentials (factor values); their logs are stored. */
    POTENTIAL,
    /** The draws are log-potentials. */
    LOG_POTENTIAL
  }

  /** Validates the options, naming the bad value. */
  public RandomPotentialOptions {
    if (scale == null) {
      throw new IllegalArgumentException("scale must not be null");
    }
    if (!Double.isFinite(low) || !Double.isFinite(high)) {
      throw new IllegalArgumentException(
          "low and high must be finite, were " + low + " and " + high);
    }
    if (!(low < high)) {
      throw new IllegalArgumentException("low must be < high, were " + low + " and " + high);
    }
    if (scale == Scale.POTENTIAL && low < 0) {
      throw new IllegalArgumentException("potentials cannot be negative: low was " + low);
    }
  }

  /**
   * Readable: e.g. {@code potentials uniform on [0, 1)} or {@code log-potentials uniform on [-1,
   * 1)}.
   */
  @Override
  public String toString() {
    return (scale == Scale.POTENTIAL ? "potentials" : "log-potentials")
        + " uniform on ["
        + number(low)
        + ", "
        + number(high)
        + ")";
  }

  private static String number(double x) {
    return x == Math.rint(x) && Math.abs(x) < 1e15 ? Long.toString((long) x) : Double.toString(x);
  }

  /** The default: potentials uniform on [0, 1). */
  public static RandomPotentialOptions defaults() {
    return new RandomPotentialOptions(Scale.POTENTIAL, 0, 1);
  }

  /** A builder starting from {@link #defaults()}. */
  public static Builder builder() {
    return new Builder();
  }

  /** Builder of {@link RandomPotentialOptions}. */
  public static final class Builder {
    private Scale scale = Scale.POTENTIAL;
    private double low = 0;
    private double high = 1;

    private Builder() {}

    /** The scale of the draws (default {@link Scale#POTENTIAL}). */
    public Builder scale(Scale s) {
      this.scale = s;
      return this;
    }

    /** The interval [low, high) of the draws (default [0, 1)). */
    public Builder interval(double lo, double hi) {
      this.low = lo;
      this.high = hi;
      return this;
    }

    /** The validated options. */
    public RandomPotentialOptions build() {
      return new RandomPotentialOptions(scale, low, high);
    }
  }
}
