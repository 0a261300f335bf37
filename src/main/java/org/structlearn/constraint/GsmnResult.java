package org.structlearn.constraint;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedGraphs;
import org.structlearn.learn.LearnedStructure;

/**
 * What {@link Gsmn} and {@link Gsimn} return.
 *
 * @param algorithm {@code "GSMN"} or {@code "GSIMN"}
 * @param graph the learned Markov network structure, over the test's variables in column order
 * @param visitOrder the variables in the order they were visited
 * @param trace one line per visited variable: the blanket members known from earlier visits, the
 *     members added by the grow phase ({@code +Y}), those removed by the shrink phase ({@code -Y})
 *     and the blanket
 * @param queries test outcomes the algorithm needed (run, reused or inferred)
 * @param testsRun CI tests computed on the data (distinct queries)
 * @param testsReused outcomes read back from the test cache (the same query asked again)
 * @param testsInferred outcomes GSIMN inferred with the Triangle theorem instead of testing (an
 *     inferred query asked again counts again; 0 for GSMN); queries = run + reused + inferred
 * @param options the options the algorithm ran with
 * @param elapsed wall-clock time
 * @param test the CI test's short name, e.g. {@code mi}
 */
public record GsmnResult(
    String algorithm,
    UndirectedGraph graph,
    int[] visitOrder,
    List<String> trace,
    long queries,
    long testsRun,
    long testsReused,
    long testsInferred,
    GrowShrinkOptions options,
    Duration elapsed,
    String test)
    implements LearnedStructure {

  public GsmnResult {
    visitOrder = visitOrder.clone();
    trace = List.copyOf(trace);
  }

  @Override
  public int[] visitOrder() {
    return visitOrder.clone();
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /** GSMN and GSIMN have no score: NaN. */
  @Override
  public double score() {
    return Double.NaN;
  }

  /** Outcomes needed, tests run, answers reused and (GSIMN) inferred. */
  @Override
  public Map<String, Long> work() {
    return LearnedGraphs.work(
        "queries",
        queries,
        "tests",
        testsRun,
        "testsReused",
        testsReused,
        "testsInferred",
        testsInferred);
  }

  /** GSMN and GSIMN draw nothing at random: 0. */
  @Override
  public long seed() {
    return 0;
  }

  /** The summary: the test, the graph, the work done (inferred tests too) and the time. */
  @Override
  public Map<String, Object> summary() {
    Map<String, Object> m =
        LearnedGraphs.summaryStart(algorithm.toLowerCase(Locale.ROOT), graph, kind());
    m.put("test", test);
    m.put("alpha", options.alpha());
    m.put(
        "maxConditioning",
        options.maxConditioning() == Integer.MAX_VALUE ? null : options.maxConditioning());
    m.put("tests", testsRun);
    m.put("testsReused", testsReused);
    m.put("testsInferred", testsInferred);
    m.put("seconds", LearnedGraphs.seconds(elapsed));
    return m;
  }

  /** A short summary: graph size, work and time. */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "Markov network structure by %s (alpha=%s)%n  nodes: %d, edges: %d%n"
            + "  work: %,d outcomes: %,d tests run, %,d reused, %,d inferred%n  time: %.3f s",
        algorithm,
        options.alpha(),
        graph.size(),
        graph.edgeCount(),
        queries,
        testsRun,
        testsReused,
        testsInferred,
        elapsed.toNanos() / 1e9);
  }
}
