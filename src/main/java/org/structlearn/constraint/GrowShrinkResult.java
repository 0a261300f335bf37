package org.structlearn.constraint;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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
 */
public record GrowShrinkResult(
    List<int[]> blankets,
    org.structlearn.graph.UndirectedGraph graph,
    List<String> trace,
    long testsRun,
    long testsReused,
    GrowShrinkOptions options,
    Duration elapsed) {

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
