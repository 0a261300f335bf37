package org.structlearn.topology;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedGraphs;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.learn.Reports;

/**
 * What {@link MiThreshold} and {@link Mgmn} return.
 *
 * @param graph the estimated neighbourhood graph, over the dependence matrix's variables
 * @param dependence the pairwise similarities it was built from
 * @param map MGMN's node locations (n rows of d coordinates), or null for thresholding
 * @param threshold the threshold applied: a similarity for {@link MiThreshold} (an edge where the
 *     similarity is at least this), a distance on the map for {@link Mgmn} (an edge where the
 *     distance is at most this)
 * @param method a short description, e.g. {@code mgmn(d=2, threshold=nearest-neighbour x1.0)}
 * @param elapsed the time taken (from the data, binding the test, when learned from data; else from
 *     the dependence matrix to the graph)
 * @param options the options: {@link MiThreshold.Options} or {@link Mgmn.Options}
 * @param test the CI test's short name whose significances were thresholded (e.g. {@code mi}), or
 *     empty when the dependence matrix was given
 * @param testsRun the tests run to compute the dependence matrix (0 when it was given)
 */
public record TopologyResult(
    UndirectedGraph graph,
    PairwiseDependence dependence,
    double[][] map,
    double threshold,
    String method,
    Duration elapsed,
    Record options,
    String test,
    long testsRun)
    implements LearnedStructure {

  /** {@code mi-threshold} or {@code mgmn}. */
  @Override
  public String algorithm() {
    return options instanceof Mgmn.Options ? "mgmn" : "mi-threshold";
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /** A topology has no score: NaN. */
  @Override
  public double score() {
    return Double.NaN;
  }

  /** A threshold has no steps: empty. */
  @Override
  public List<?> trace() {
    return List.of();
  }

  /** The tests run for the dependence matrix. */
  @Override
  public Map<String, Long> work() {
    return LearnedGraphs.work("tests", testsRun);
  }

  /** Thresholding draws nothing at random: 0. */
  @Override
  public long seed() {
    return 0;
  }

  /** The summary: the test, the graph, the threshold, the method, the tests and the time. */
  @Override
  public Map<String, Object> summary() {
    Map<String, Object> m = LearnedGraphs.summaryStart(algorithm(), graph, kind());
    m.put("test", test);
    if (options instanceof MiThreshold.Options o && !Double.isNaN(o.alpha())) {
      m.put("alpha", o.alpha());
    }
    m.put("threshold", threshold);
    m.put("method", method);
    m.put("tests", testsRun);
    m.put("seconds", LearnedGraphs.seconds(elapsed));
    return m;
  }

  /** A report: the method, the graph, the threshold, the tests and the time. */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "Topology by %s%s%n  nodes: %d, edges: %d%n  edges:%n%s%n"
            + "  threshold: %.6g, tests: %d, time: %s s",
        method,
        test.isEmpty() ? "" : " (test " + test + ")",
        graph.size(),
        graph.edgeCount(),
        Reports.edges(graph),
        threshold,
        testsRun,
        Reports.seconds(elapsed));
  }
}
