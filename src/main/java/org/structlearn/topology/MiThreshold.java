package org.structlearn.topology;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

/**
 * Relevance networks (Butte and Kohane 2000; seed 003's "straightforward approach"): two variables
 * are neighbours when their unconditional dependence reaches a threshold. With the significance of
 * mutual information as similarity ({@link PairwiseDependence#significance}) the threshold has the
 * same meaning for every pair whatever its cardinalities and row count: {@link
 * #significant(double)} joins the pairs whose marginal test rejects independence at level α
 * (similarity 1 − p &gt; 1 − α). The seed's point against it: a single unconditional value cannot
 * tell a neighbour from a neighbour's neighbour, which depends on it through the neighbour.
 */
public final class MiThreshold {
  private MiThreshold() {}

  /**
   * Checks a threshold on significances (1 − p, or a posterior probability of dependence): a number
   * in [0, 1]; above 1 no pair could be joined, below 0 every pair would be.
   *
   * @param what how the message names the value, e.g. {@code "--threshold"}
   * @throws IllegalArgumentException naming the value and the range
   */
  public static void checkSimilarity(String what, double threshold) {
    if (!(threshold >= 0 && threshold <= 1)) {
      throw new IllegalArgumentException(
          what
              + " must be a similarity (1 - p-value) in [0, 1], was "
              + threshold
              + "; e.g. 0.95 joins the pairs whose test rejects independence at 0.05");
    }
  }

  /**
   * The graph joining every pair whose value is at least {@code threshold}.
   *
   * @throws IllegalArgumentException if the threshold is NaN, or outside [0, 1] for a matrix of
   *     significances ({@link PairwiseDependence#significance})
   */
  public static TopologyResult threshold(PairwiseDependence dependence, double threshold) {
    if (Double.isNaN(threshold)) {
      throw new IllegalArgumentException("threshold must be a number, was NaN");
    }
    if (dependence.measure().startsWith("significance(")) {
      checkSimilarity("threshold", threshold);
    }
    long t0 = System.nanoTime();
    int n = dependence.size();
    List<Edge> edges = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (dependence.get(i, j) >= threshold) {
          edges.add(new Edge(i, j));
        }
      }
    }
    return new TopologyResult(
        UndirectedGraph.of(dependence.names(), edges),
        dependence,
        null,
        threshold,
        "mi-threshold(" + dependence.measure() + " >= " + threshold + ")",
        Duration.ofNanos(System.nanoTime() - t0));
  }

  /**
   * The graph joining the pairs whose marginal test is significant at level {@code alpha}, for a
   * dependence matrix of significances (1 − p).
   *
   * @throws IllegalArgumentException if alpha is not in (0, 1)
   */
  public static TopologyResult significant(PairwiseDependence significance, double alpha) {
    if (!(alpha > 0 && alpha < 1)) {
      throw new IllegalArgumentException("alpha must be in (0, 1), was " + alpha);
    }
    return threshold(significance, Math.nextUp(1 - alpha));
  }
}
