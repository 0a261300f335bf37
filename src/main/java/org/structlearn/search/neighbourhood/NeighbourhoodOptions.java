package org.structlearn.search.neighbourhood;

import java.util.Locale;
import java.util.Objects;

/**
 * Options of {@link NeighbourhoodSelection}; build with {@link #builder()}.
 *
 * @param gamma the EBIC's γ, >= 0 (default 0.25, IsingFit's and mgm's; 0 gives the BIC)
 * @param rule how the two nodewise choices of a pair make an edge (default {@link Rule#AND},
 *     IsingFit's)
 * @param lambdaCount glmnet's {@code nlambda}: penalties on each node's path, in 1..10,000 (default
 *     100)
 * @param lambdaRatio glmnet's {@code lambda.min.ratio}, in (0, 1), or NaN (default) for glmnet's
 *     default (1e-4 with at least as many rows as predictors, else 0.01)
 * @param penalty a fixed penalty for every node instead of the EBIC's choice along the path, > 0,
 *     on the response's scale as glmnet's {@code lambda}; NaN (default) for the EBIC's choice
 * @param threshold glmnet's {@code thresh}, > 0 (default 1e-7)
 * @param maxPasses glmnet's {@code maxit} per node, >= 1 (default 100,000)
 * @param threads threads that fit the nodes' paths, >= 1 (default 1); the result does not depend on
 *     it
 */
public record NeighbourhoodOptions(
    double gamma,
    Rule rule,
    int lambdaCount,
    double lambdaRatio,
    double penalty,
    double threshold,
    int maxPasses,
    int threads) {

  /** How the two nodewise neighbourhoods of a pair become an undirected edge. */
  public enum Rule {
    /** An edge if each node chose the other (IsingFit's default, {@code AND = TRUE}). */
    AND,
    /** An edge if either node chose the other. */
    OR;

    /** The rule in lower case, as the options write it. */
    public String key() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** Validates the options, naming the bad value. */
  public NeighbourhoodOptions {
    if (!(gamma >= 0) || Double.isInfinite(gamma)) {
      throw new IllegalArgumentException("gamma must be a finite number >= 0, was " + gamma);
    }
    Objects.requireNonNull(rule, "rule");
    if (!Double.isNaN(penalty) && (!(penalty > 0) || Double.isInfinite(penalty))) {
      throw new IllegalArgumentException("penalty must be > 0 and finite, was " + penalty);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be >= 1, was " + threads);
    }
    settings(lambdaCount, lambdaRatio, threshold, maxPasses); // checks the glmnet settings
  }

  private static GlmnetSettings settings(int count, double ratio, double thresh, int maxit) {
    return new GlmnetSettings(count, ratio, thresh, maxit, null);
  }

  /** The glmnet settings of each node's path. */
  public GlmnetSettings glmnet() {
    GlmnetSettings s = settings(lambdaCount, lambdaRatio, threshold, maxPasses);
    return Double.isNaN(penalty) ? s : s.withLambdas(penalty);
  }

  /** True if the EBIC chooses each node's penalty (no fixed {@link #penalty()}). */
  public boolean ebic() {
    return Double.isNaN(penalty);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** IsingFit's procedure: γ = 0.25, AND, glmnet's default path, one thread. */
  public static NeighbourhoodOptions defaults() {
    return builder().build();
  }

  public Builder toBuilder() {
    return new Builder()
        .gamma(gamma)
        .rule(rule)
        .lambdaCount(lambdaCount)
        .lambdaRatio(lambdaRatio)
        .penalty(penalty)
        .threshold(threshold)
        .maxPasses(maxPasses)
        .threads(threads);
  }

  @Override
  public String toString() {
    return (ebic() ? "ebic(gamma=" + gamma + ")" : "penalty=" + penalty)
        + ", rule="
        + rule.key()
        + ", nlambda="
        + lambdaCount
        + ", lambda.min.ratio="
        + (Double.isNaN(lambdaRatio) ? "default" : lambdaRatio)
        + ", thresh="
        + threshold
        + ", threads="
        + threads;
  }

  /** Builder with the documented defaults. */
  public static final class Builder {
    private double gamma = 0.25;
    private Rule rule = Rule.AND;
    private int lambdaCount = 100;
    private double lambdaRatio = Double.NaN;
    private double penalty = Double.NaN;
    private double threshold = GlmnetSettings.DEFAULT_THRESHOLD;
    private int maxPasses = GlmnetSettings.DEFAULT_MAX_PASSES;
    private int threads = 1;

    private Builder() {}

    public Builder gamma(double gamma) {
      this.gamma = gamma;
      return this;
    }

    public Builder rule(Rule rule) {
      this.rule = rule;
      return this;
    }

    public Builder lambdaCount(int lambdaCount) {
      this.lambdaCount = lambdaCount;
      return this;
    }

    public Builder lambdaRatio(double lambdaRatio) {
      this.lambdaRatio = lambdaRatio;
      return this;
    }

    /** A fixed penalty for every node (NaN: the EBIC's choice). */
    public Builder penalty(double penalty) {
      this.penalty = penalty;
      return this;
    }

    public Builder threshold(double threshold) {
      this.threshold = threshold;
      return this;
    }

    public Builder maxPasses(int maxPasses) {
      this.maxPasses = maxPasses;
      return this;
    }

    public Builder threads(int threads) {
      this.threads = threads;
      return this;
    }

    /**
     * @throws IllegalArgumentException naming the option out of range
     */
    public NeighbourhoodOptions build() {
      return new NeighbourhoodOptions(
          gamma, rule, lambdaCount, lambdaRatio, penalty, threshold, maxPasses, threads);
    }
  }
}
