package org.structlearn.constraint;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.structlearn.graph.UndirectedGraph;

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
    Duration elapsed) {

  public GsmnResult {
    visitOrder = visitOrder.clone();
    trace = List.copyOf(trace);
  }

  @Override
  public int[] visitOrder() {
    return visitOrder.clone();
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
