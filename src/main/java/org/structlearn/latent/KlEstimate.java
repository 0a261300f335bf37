package org.structlearn.latent;

/**
 * A relative entropy (Kullback–Leibler divergence, in nats) from {@link RelativeEntropy}.
 *
 * @param estimate the divergence {@code KL(P* || Q)}; {@code +Infinity} when Q gives probability 0
 *     to a row P* can produce
 * @param standardError the sample standard deviation of {@code log P*(x) - log Q(x)} over the
 *     samples divided by {@code sqrt(samples)}; 0 when exact
 * @param samples rows sampled from P*, or the number of observed configurations enumerated when
 *     exact
 * @param exact whether the value is an exact sum over every observed configuration
 */
public record KlEstimate(double estimate, double standardError, long samples, boolean exact) {
  @Override
  public String toString() {
    return exact
        ? String.format("KL = %.6g nats (exact, %d configurations)", estimate, samples)
        : String.format(
            "KL = %.6g ± %.2g nats (1 SE, %d samples)", estimate, standardError, samples);
  }
}
