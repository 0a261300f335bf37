package org.structlearn.topology;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
 * MGMN (seed 003, Rajala 2009): the topology of a network from a spatial map of its variables.
 *
 * <ol>
 *   <li>Similarity s(i, j) of every pair, by default the significance of their mutual information
 *       ({@link PairwiseDependence#significance}), so that one scale serves pairs with any
 *       cardinalities and row counts;
 *   <li>dissimilarity 1 − s(i, j) (0 on the diagonal);
 *   <li>classical multidimensional scaling of the dissimilarities into {@code d} dimensions ({@link
 *       ClassicalMds}): all pairs' dependences at once place each variable, so a variable that
 *       depends on two others through a third ends up beyond it, not beside both;
 *   <li>neighbours: the pairs whose distance on the map is at most a threshold r.
 * </ol>
 *
 * <p><b>Defaults (our rule; the seed's chapter leaves both to the application).</b> d = 2, the
 * seed's mobile networks being spatial. r = the largest nearest-neighbour distance on the map,
 * times a factor (default 1): the smallest threshold at which no variable is left without a
 * neighbour. {@link Options#threshold(double)} fixes r instead.
 */
public final class Mgmn implements StructureLearner {
  private final Options options;
  private final CiTestType test;

  /**
   * MGMN of the significances of {@code test} (null for bnlearn's default for the data: mi for
   * discrete data, cor for continuous).
   */
  public Mgmn(Options options, CiTestType test) {
    this.options = Objects.requireNonNull(options, "options");
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
   * MGMN of the data: every pair's marginal significance under the learner's test, mapped and
   * thresholded.
   *
   * @throws org.structlearn.citest.CiQueryException if a column does not suit the test
   * @throws IllegalArgumentException if the map has more dimensions than the data have columns
   */
  @Override
  public TopologyResult learn(Dataset data, LearnListener listener) {
    long t0 = System.nanoTime();
    CachedCiTest bound = new CachedCiTest(CiTestType.orDefault(test, data).bind(data));
    TopologyResult r = learn(PairwiseDependence.significance(bound, data.names()), options);
    return new TopologyResult(
        r.graph(),
        r.dependence(),
        r.map(),
        r.threshold(),
        r.method(),
        Duration.ofNanos(System.nanoTime() - t0),
        options,
        bound.name(),
        bound.testsRun());
  }

  @Override
  public String toString() {
    return "Mgmn(test=" + (test == null ? "default" : test.cliName()) + ", " + options + ")";
  }

  /**
   * Options: map dimensions and the distance threshold (a fixed distance, or a factor on the
   * largest nearest-neighbour distance).
   *
   * @param dimensions d ≥ 1 (default 2)
   * @param fixedThreshold a fixed distance r &gt; 0, or NaN for the nearest-neighbour rule
   * @param nearestNeighbourFactor the factor on the largest nearest-neighbour distance (default 1)
   */
  public record Options(int dimensions, double fixedThreshold, double nearestNeighbourFactor) {
    public Options {
      if (dimensions < 1) {
        throw new IllegalArgumentException("dimensions must be >= 1, was " + dimensions);
      }
      if (!Double.isNaN(fixedThreshold) && !(fixedThreshold > 0)) {
        throw new IllegalArgumentException(
            "the threshold distance must be positive, was " + fixedThreshold);
      }
      if (!(nearestNeighbourFactor > 0) || Double.isInfinite(nearestNeighbourFactor)) {
        throw new IllegalArgumentException(
            "the nearest-neighbour factor must be positive, was " + nearestNeighbourFactor);
      }
    }

    /** d = 2, the nearest-neighbour rule with factor 1. */
    public static Options defaults() {
      return new Options(2, Double.NaN, 1);
    }

    /** The same options in {@code d} dimensions. */
    public Options dimensions(int d) {
      return new Options(d, fixedThreshold, nearestNeighbourFactor);
    }

    /** The same options with the fixed distance threshold {@code r}. */
    public Options threshold(double r) {
      if (!(r > 0 && r < Double.POSITIVE_INFINITY)) {
        throw new IllegalArgumentException(
            "threshold (mgmn's neighbour distance on the map) must be a positive finite distance,"
                + " was "
                + r);
      }
      return new Options(dimensions, r, nearestNeighbourFactor);
    }

    /** The same options with the nearest-neighbour rule and {@code factor}. */
    public Options nearestNeighbour(double factor) {
      return new Options(dimensions, Double.NaN, factor);
    }

    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "d=%d, threshold=%s",
          dimensions,
          Double.isNaN(fixedThreshold)
              ? "nearest-neighbour x" + nearestNeighbourFactor
              : Double.toString(fixedThreshold));
    }
  }

  /**
   * The MGMN graph of a similarity matrix (values in [0, 1], e.g. significances).
   *
   * @throws IllegalArgumentException if the dimensions exceed the number of variables
   */
  public static TopologyResult learn(PairwiseDependence similarity, Options options) {
    long t0 = System.nanoTime();
    int n = similarity.size();
    double[][] dissimilarity = new double[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        dissimilarity[i][j] = i == j ? 0 : 1 - similarity.get(i, j);
      }
    }
    double[][] map = ClassicalMds.embed(dissimilarity, options.dimensions());
    double r = options.fixedThreshold();
    if (Double.isNaN(r)) {
      double largest = 0;
      for (int i = 0; i < n; i++) {
        double nearest = Double.POSITIVE_INFINITY;
        for (int j = 0; j < n; j++) {
          if (j != i) {
            nearest = Math.min(nearest, ClassicalMds.distance(map, i, j));
          }
        }
        largest = Math.max(largest, n > 1 ? nearest : 0);
      }
      r = largest * options.nearestNeighbourFactor();
    }
    List<Edge> edges = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (ClassicalMds.distance(map, i, j) <= r) {
          edges.add(new Edge(i, j));
        }
      }
    }
    return new TopologyResult(
        UndirectedGraph.of(similarity.names(), edges),
        similarity,
        map,
        r,
        "mgmn(" + options + ")",
        Duration.ofNanos(System.nanoTime() - t0),
        options,
        "",
        0);
  }
}
