package org.structlearn.topology;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiTestType;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;

/**
 * Relevance networks (Butte and Kohane 2000; seed 003's "straightforward approach"): two variables
 * are neighbours when their unconditional dependence reaches a threshold. With the significance of
 * mutual information as similarity ({@link PairwiseDependence#significance}) the threshold has the
 * same meaning for every pair whatever its cardinalities and row count: {@link
 * #significant(double)} joins the pairs whose marginal test rejects independence at level α
 * (similarity 1 − p &gt; 1 − α). The seed's point against it: a single unconditional value cannot
 * tell a neighbour from a neighbour's neighbour, which depends on it through the neighbour.
 */
public final class MiThreshold implements StructureLearner {
  private final Options options;
  private final CiTestType test;

  /**
   * Options of a relevance network learned from data.
   *
   * @param alpha the significance level of the marginal tests, in (0, 1), default 0.05; NaN when
   *     the threshold was given directly ({@link #threshold(PairwiseDependence, double)})
   * @param threshold the similarity an edge needs, or NaN (default) for just above 1 − alpha, so
   *     that an edge is where the marginal test rejects independence at level alpha
   */
  public record Options(double alpha, double threshold) {
    /** The default significance level, 0.05. */
    public static final double DEFAULT_ALPHA = 0.05;

    public Options {
      if (!Double.isNaN(alpha) && !(alpha > 0 && alpha < 1)) {
        throw new IllegalArgumentException("alpha must be in (0, 1), was " + alpha);
      }
      if (Double.isInfinite(threshold)) {
        throw new IllegalArgumentException("the threshold must be finite, was " + threshold);
      }
    }

    /** Alpha 0.05, the threshold just above 0.95. */
    public static Options defaults() {
      return new Options(DEFAULT_ALPHA, Double.NaN);
    }

    /** The similarity an edge needs: the threshold, or just above 1 − alpha. */
    public double effectiveThreshold() {
      return Double.isNaN(threshold) ? Math.nextUp(1 - alpha) : threshold;
    }
  }

  /**
   * A relevance network of the significances of {@code test} (null for bnlearn's default for the
   * data: mi for discrete data, cor for continuous).
   *
   * @throws IllegalArgumentException if a threshold is given outside (0, 1], the range of a
   *     significance
   */
  public MiThreshold(Options options, CiTestType test) {
    this.options = Objects.requireNonNull(options, "options");
    double t = options.threshold();
    if (!Double.isNaN(t) && !(t > 0 && t <= 1)) {
      throw new IllegalArgumentException(
          "the threshold is a similarity 1 - p-value and must be in (0, 1], was " + t);
    }
    if (Double.isNaN(options.alpha()) && Double.isNaN(t)) {
      throw new IllegalArgumentException("give alpha or a threshold");
    }
    this.test = test;
  }

  @Override
  public Options options() {
    return options;
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /**
   * The relevance network of the data: every pair's marginal significance under the learner's test,
   * thresholded.
   *
   * @throws org.structlearn.citest.CiQueryException if a column does not suit the test
   */
  @Override
  public TopologyResult learn(Dataset data, LearnListener listener) {
    long t0 = System.nanoTime();
    CachedCiTest bound = new CachedCiTest(CiTestType.orDefault(test, data).bind(data));
    PairwiseDependence s = PairwiseDependence.significance(bound, data.names());
    TopologyResult r = threshold(s, options.effectiveThreshold());
    return new TopologyResult(
        r.graph(),
        s,
        null,
        r.threshold(),
        r.method(),
        Duration.ofNanos(System.nanoTime() - t0),
        options,
        bound.name(),
        bound.testsRun());
  }

  @Override
  public String toString() {
    return "MiThreshold(test=" + (test == null ? "default" : test.cliName()) + ", " + options + ")";
  }

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
        Duration.ofNanos(System.nanoTime() - t0),
        new Options(Double.NaN, threshold),
        "",
        0);
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
