package org.structlearn.latent;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.model.EnumerationLimitException;

/**
 * Relative entropy {@code KL(P* || Q) = E_P*[log P*(x) - log Q(x)]} over the observed variables,
 * from a true {@link InfluenceNetwork} P* to any model Q of observed rows (Ajoodha and Rosman 2017,
 * section V, the y-axis of their Figure 5; Koller and Friedman 2009, appendix A.1.3).
 *
 * <p>{@link #sampled} draws {@code m} rows from P* and reports the mean of {@code log P*(x) - log
 * Q(x)} with its standard error (sample standard deviation / √m); unbiased, and never negative in
 * expectation, though one estimate can be. {@link #exact} sums over every observed configuration
 * (at most {@link #MAX_EXACT}); time O(configurations * cost of one row of each model).
 */
public final class RelativeEntropy {
  /** Largest observed state space {@link #exact} enumerates: 2^20 configurations. */
  public static final long MAX_EXACT = 1L << 20;

  private static final int CHUNK = 1 << 14;

  private RelativeEntropy() {}

  /**
   * KL estimated from {@code samples} rows of P* drawn with {@code seed}.
   *
   * @throws IllegalArgumentException if {@code samples < 2}
   */
  public static KlEstimate sampled(
      InfluenceNetwork truth, RowLogLikelihoods model, int samples, long seed) {
    if (samples < 2) {
      throw new IllegalArgumentException("samples must be >= 2, was " + samples);
    }
    Dataset rows = truth.sample(samples, seed).observed();
    double[] lp = truth.logLikelihoodPerRow(rows);
    double[] lq = model.logLikelihoodPerRow(rows);
    double mean = 0;
    for (int i = 0; i < samples; i++) {
      mean += (lp[i] - lq[i] - mean) / (i + 1);
    }
    if (!Double.isFinite(mean)) {
      return new KlEstimate(mean, Double.NaN, samples, false);
    }
    double ss = 0;
    for (int i = 0; i < samples; i++) {
      double d = lp[i] - lq[i] - mean;
      ss += d * d;
    }
    double se = Math.sqrt(ss / (samples - 1)) / Math.sqrt(samples);
    return new KlEstimate(mean, se, samples, false);
  }

  /**
   * KL summed exactly over every configuration of the observed variables.
   *
   * @throws EnumerationLimitException if there are more than {@link #MAX_EXACT} configurations
   */
  public static KlEstimate exact(InfluenceNetwork truth, RowLogLikelihoods model) {
    List<Variable> vars = truth.observedVariables();
    long total = configurations(vars);
    if (total > MAX_EXACT) {
      throw new EnumerationLimitException(
          "the observed variables have more than "
              + MAX_EXACT
              + " configurations, the most exact relative entropy enumerates;"
              + " estimate it by sampling");
    }
    double kl = 0;
    for (long start = 0; start < total; start += CHUNK) {
      Dataset rows = configurations(vars, start, (int) Math.min(CHUNK, total - start));
      double[] lp = truth.logLikelihoodPerRow(rows);
      double[] lq = model.logLikelihoodPerRow(rows);
      for (int i = 0; i < lp.length; i++) {
        if (lp[i] != Double.NEGATIVE_INFINITY) {
          kl += Math.exp(lp[i]) * (lp[i] - lq[i]);
        }
      }
    }
    return new KlEstimate(kl, 0, total, true);
  }

  /**
   * {@link #exact} when the observed space has at most {@link #MAX_EXACT} configurations, else
   * {@link #sampled}.
   */
  public static KlEstimate of(
      InfluenceNetwork truth, RowLogLikelihoods model, int samples, long seed) {
    return configurations(truth.observedVariables()) <= MAX_EXACT
        ? exact(truth, model)
        : sampled(truth, model, samples, seed);
  }

  private static long configurations(List<Variable> vars) {
    long total = 1;
    for (Variable v : vars) {
      total *= v.cardinality();
      if (total > MAX_EXACT) {
        return Long.MAX_VALUE;
      }
    }
    return total;
  }

  /** Rows {@code start .. start+count-1} of the enumeration, first variable fastest. */
  private static Dataset configurations(List<Variable> vars, long start, int count) {
    List<int[]> cols = new ArrayList<>();
    for (int j = 0; j < vars.size(); j++) {
      cols.add(new int[count]);
    }
    for (int i = 0; i < count; i++) {
      long rest = start + i;
      for (int j = 0; j < vars.size(); j++) {
        int r = vars.get(j).cardinality();
        cols.get(j)[i] = (int) (rest % r);
        rest /= r;
      }
    }
    return Dataset.of(vars, cols);
  }
}
