package org.structlearn.model;

import java.util.List;

/**
 * Exact inference in a small {@link MarkovNetwork} by enumerating every joint state: the joint
 * distribution, the log partition function and single and pairwise marginals. It is the oracle the
 * tests of samplers and scores use. Time O(states * factors), memory one double per state; networks
 * of more than {@link #MAX_STATES} joint states are refused.
 *
 * <p>State order: mixed radix over the variables in network order, the last variable fastest (the
 * UAI convention). The log partition function is computed with the log-sum-exp shift, so large
 * log-potentials do not overflow.
 */
public final class MarkovEnumeration {
  /** The largest joint state space enumerated: 2^20 states. */
  public static final long MAX_STATES = 1L << 20;

  private final MarkovNetwork network;
  private final int[] cards;
  private final double[] joint;
  private final double logPartition;

  private MarkovEnumeration(MarkovNetwork network, int[] cards, double[] joint, double logZ) {
    this.network = network;
    this.cards = cards;
    this.joint = joint;
    this.logPartition = logZ;
  }

  /**
   * Enumerates the network's joint distribution.
   *
   * @throws EnumerationLimitException if it has more than {@link #MAX_STATES} joint states
   * @throws ModelException if every state has potential 0 (no distribution)
   */
  public static MarkovEnumeration of(MarkovNetwork network) {
    int n = network.size();
    int[] cards = new int[n];
    long states = 1;
    for (int v = 0; v < n; v++) {
      cards[v] = network.cardinality(v);
      states *= cards[v];
      if (states > MAX_STATES) {
        throw new EnumerationLimitException(
            "exact inference enumerates at most "
                + MAX_STATES
                + " (2^20) joint states; this network of "
                + n
                + " variables has more: use Gibbs sampling instead");
      }
    }
    double[] logs = new double[(int) states];
    int[] state = new int[n];
    double max = Double.NEGATIVE_INFINITY;
    List<LogFactor> factors = network.factors();
    for (int s = 0; s < logs.length; s++) {
      double l = 0;
      for (LogFactor f : factors) {
        l += f.logValue(state);
      }
      logs[s] = l;
      max = Math.max(max, l);
      increment(state, cards);
    }
    if (max == Double.NEGATIVE_INFINITY) {
      throw new ModelException("every joint state has potential 0: no distribution");
    }
    double sum = 0;
    for (int s = 0; s < logs.length; s++) {
      logs[s] = Math.exp(logs[s] - max);
      sum += logs[s];
    }
    for (int s = 0; s < logs.length; s++) {
      logs[s] /= sum;
    }
    return new MarkovEnumeration(network, cards, logs, max + Math.log(sum));
  }

  private static void increment(int[] state, int[] cards) {
    for (int v = state.length - 1; v >= 0; v--) {
      if (++state[v] < cards[v]) {
        return;
      }
      state[v] = 0;
    }
  }

  /** The network. */
  public MarkovNetwork network() {
    return network;
  }

  /** The joint distribution, one probability per state (last variable fastest). */
  public double[] joint() {
    return joint.clone();
  }

  /** log Z, the natural log of the sum of the unnormalised potentials over all states. */
  public double logPartition() {
    return logPartition;
  }

  /** P(X_v = k) for every level k of variable {@code v}. */
  public double[] marginal(int v) {
    double[] m = new double[cards[v]];
    int[] state = new int[cards.length];
    for (double p : joint) {
      m[state[v]] += p;
      increment(state, cards);
    }
    return m;
  }

  /**
   * P(X_a = i, X_b = j) at index {@code i * cardinality(b) + j}.
   *
   * @throws IllegalArgumentException if a == b
   */
  public double[] pairwise(int a, int b) {
    if (a == b) {
      throw new IllegalArgumentException(
          "pairwise marginal needs two variables, got " + a + " twice");
    }
    double[] m = new double[cards[a] * cards[b]];
    int[] state = new int[cards.length];
    for (double p : joint) {
      m[state[a] * cards[b] + state[b]] += p;
      increment(state, cards);
    }
    return m;
  }
}
