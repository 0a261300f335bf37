package org.structlearn.constraint;

import java.util.Objects;

/**
 * Options of the grow-shrink learners {@link GrowShrink}, {@link Gsmn} and {@link Gsimn}; build
 * with {@link #builder()}.
 *
 * @param alpha the significance level of frequentist tests, in (0, 1) (default 0.05, bnlearn's); X
 *     ⊥ Y | Z is accepted when the p-value is greater than alpha. Bayesian tests and oracles decide
 *     by posterior > 1/2 and ignore it ({@link org.structlearn.citest.CiResult#independent})
 * @param maxConditioning the largest conditioning set a test may use, &gt;= 0 (default unlimited):
 *     as bnlearn's {@code max.sx}, a grow step that would condition on more variables is skipped
 * @param symmetry how {@link GrowShrink} makes blankets symmetric (default {@link
 *     BlanketSymmetry#AND}, bnlearn's); GSMN and GSIMN are symmetric by construction and ignore it
 */
public record GrowShrinkOptions(double alpha, int maxConditioning, BlanketSymmetry symmetry) {

  public GrowShrinkOptions {
    if (!(alpha > 0 && alpha < 1)) {
      throw new IllegalArgumentException("alpha must be in (0, 1), was " + alpha);
    }
    if (maxConditioning < 0) {
      throw new IllegalArgumentException("maxConditioning must be >= 0, was " + maxConditioning);
    }
    Objects.requireNonNull(symmetry, "symmetry");
  }

  /** A builder with the defaults: alpha 0.05, no conditioning limit, AND symmetry. */
  public static Builder builder() {
    return new Builder();
  }

  /** alpha 0.05, no conditioning limit, AND symmetry. */
  public static GrowShrinkOptions defaults() {
    return builder().build();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    return new Builder().alpha(alpha).maxConditioning(maxConditioning).symmetry(symmetry);
  }

  @Override
  public String toString() {
    return "alpha="
        + alpha
        + ", maxConditioning="
        + (maxConditioning == Integer.MAX_VALUE ? "unlimited" : maxConditioning)
        + ", symmetry="
        + symmetry;
  }

  /** Builds {@link GrowShrinkOptions}; every setter is optional. */
  public static final class Builder {
    private double alpha = 0.05;
    private int maxConditioning = Integer.MAX_VALUE;
    private BlanketSymmetry symmetry = BlanketSymmetry.AND;

    private Builder() {}

    /** The significance level, in (0, 1); default 0.05. */
    public Builder alpha(double alpha) {
      this.alpha = alpha;
      return this;
    }

    /** The largest conditioning set, >= 0; default unlimited. */
    public Builder maxConditioning(int maxConditioning) {
      this.maxConditioning = maxConditioning;
      return this;
    }

    /** The symmetry correction of GS blankets; default AND. */
    public Builder symmetry(BlanketSymmetry symmetry) {
      this.symmetry = symmetry;
      return this;
    }

    /** The options; throws {@link IllegalArgumentException} naming a bad value. */
    public GrowShrinkOptions build() {
      return new GrowShrinkOptions(alpha, maxConditioning, symmetry);
    }
  }
}
