package org.structlearn.study;

import java.util.List;
import java.util.function.ToDoubleFunction;
import org.structlearn.graph.UndirectedGraphs;

/**
 * What every study computes over its data sets and shows of its targets: the values of one cell
 * across the data sets, their mean and sample standard deviation, and the table of the target
 * structures.
 */
final class Aggregates {
  private Aggregates() {}

  /** One value per data set (outcome), in order. */
  static <O> double[] values(List<O> outcomes, ToDoubleFunction<O> value) {
    return outcomes.stream().mapToDouble(value).toArray();
  }

  /** The mean; NaN for no values. */
  static double mean(double[] x) {
    double sum = 0;
    for (double v : x) {
      sum += v;
    }
    return x.length == 0 ? Double.NaN : sum / x.length;
  }

  /** The sample standard deviation (divisor n − 1); 0 for fewer than two values. */
  static double sd(double[] x) {
    if (x.length < 2) {
      return 0;
    }
    double m = mean(x);
    double ss = 0;
    for (double v : x) {
      ss += (v - m) * (v - m);
    }
    return Math.sqrt(ss / (x.length - 1));
  }

  /**
   * The targets: name, nodes, edges, (with {@code irregularity}) irregularity, largest degree and
   * description.
   *
   * @param nameColumn the first column's name, e.g. {@code graph} or {@code network}
   */
  static StudyTable targets(
      String title, String nameColumn, List<TargetStructure> targets, boolean irregularity) {
    StudyTable.Builder b =
        irregularity
            ? StudyTable.builder(
                title, nameColumn, "nodes", "edges", "irregularity", "max degree", "what")
            : StudyTable.builder(title, nameColumn, "nodes", "edges", "max degree", "what");
    for (TargetStructure t : targets) {
      int maxDegree = UndirectedGraphs.maxDegree(t.graph());
      if (irregularity) {
        b.row(
            t.name(),
            t.graph().size(),
            t.graph().edgeCount(),
            t.irregularity(),
            maxDegree,
            t.description());
      } else {
        b.row(t.name(), t.graph().size(), t.graph().edgeCount(), maxDegree, t.description());
      }
    }
    return b.build();
  }
}
