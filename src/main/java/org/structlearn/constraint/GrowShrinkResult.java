package org.structlearn.constraint;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedGraphs;
import org.structlearn.learn.LearnedStructure;

/**
 * What {@link GrowShrink#learn} returns.
 *
 * @param blankets the Markov blanket of each variable as GS found it (before the symmetry
 *     correction), members in the order they joined
 * @param graph each variable joined to its blanket after the symmetry correction
 * @param trace the grow and shrink steps, e.g. {@code MB(3) grow +7}, in order (variables by index)
 * @param testsRun CI tests computed (distinct queries)
 * @param testsReused answers read back from the cache
 * @param options the options GS ran with
 * @param elapsed wall-clock time
 * @param test the CI test's short name, e.g. {@code mi}
 */
public record GrowShrinkResult(
    List<int[]> blankets,
    org.structlearn.graph.UndirectedGraph graph,
    List<String> trace,
    long testsRun,
    long testsReused,
    GrowShrinkOptions options,
    Duration elapsed,
    String test)
    implements LearnedStructure {

  public GrowShrinkResult {
    List<int[]> copy = new ArrayList<>();
    for (int[] b : blankets) {
      copy.add(b.clone());
    }
    blankets = List.copyOf(copy);
    trace = List.copyOf(trace);
  }

  /** The blanket of {@code node}, sorted ascending. */
  public int[] blanket(int node) {
    return java.util.Arrays.stream(blankets.get(node)).sorted().toArray();
  }

  @Override
  public String algorithm() {
    return "gs";
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /** A grow-shrink learner has no score: NaN. */
  @Override
  public double score() {
    return Double.NaN;
  }

  /** Tests run and answers reused. */
  @Override
  public Map<String, Long> work() {
    return LearnedGraphs.work("tests", testsRun, "testsReused", testsReused);
  }

  /** GS draws nothing at random: 0. */
  @Override
  public long seed() {
    return 0;
  }

  /** The summary: the test, the graph, every variable's blanket by name, the work and the time. */
  @Override
  public Map<String, Object> summary() {
    Map<String, Object> m = LearnedGraphs.summaryStart(algorithm(), graph, kind());
    m.put("test", test);
    m.put("alpha", options.alpha());
    m.put(
        "maxConditioning",
        options.maxConditioning() == Integer.MAX_VALUE ? null : options.maxConditioning());
    Map<String, List<String>> named = new LinkedHashMap<>();
    for (int v = 0; v < graph.size(); v++) {
      List<String> members = new ArrayList<>();
      for (int b : blanket(v)) {
        members.add(graph.name(b));
      }
      named.put(graph.name(v), members);
    }
    m.put("blankets", named);
    m.put("tests", testsRun);
    m.put("testsReused", testsReused);
    m.put("seconds", LearnedGraphs.seconds(elapsed));
    return m;
  }

  /** A short summary: graph size, work and time. */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "Markov blankets by Grow-Shrink (%s)%n  nodes: %d, edges: %d (symmetry %s)%n"
            + "  work: %,d tests run, %,d reused%n  time: %.3f s",
        options,
        graph.size(),
        graph.edgeCount(),
        options.symmetry(),
        testsRun,
        testsReused,
        elapsed.toNanos() / 1e9);
  }
}
