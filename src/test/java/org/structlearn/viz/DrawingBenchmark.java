package org.structlearn.viz;

import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Dags;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.viz.layout.LabelMetrics;
import org.structlearn.viz.layout.Layout;
import org.structlearn.viz.layout.Layouts;

/**
 * Prints the readability of every shipped network's drawing (see {@link DrawingCases}): box
 * overlaps, links through foreign boxes, crossings, picture size and layout time, beside the same
 * measures for the layouts they replaced (the layered layout without dummy nodes, the
 * Fruchterman–Reingold layout). Run with {@code bash scripts/bench.sh drawings}; asserts nothing.
 */
public final class DrawingBenchmark {
  private DrawingBenchmark() {}

  public static void main(String[] args) {
    System.out.printf(
        Locale.ROOT,
        "%-20s %5s %5s %11s %8s %8s %9s %8s | %s%n",
        "drawing",
        "nodes",
        "links",
        "px",
        "overlaps",
        "through",
        "crossings",
        "seconds",
        "before (old layout): overlaps, through, crossings");
    for (Map.Entry<String, Supplier<Scene>> e : DrawingCases.scenes(true).entrySet()) {
      long t0 = System.nanoTime();
      DrawingQuality q = DrawingQuality.of(e.getValue().get());
      double s = (System.nanoTime() - t0) / 1e9;
      DrawingQuality old = DrawingQuality.of(before(e.getKey()));
      System.out.printf(
          Locale.ROOT,
          "%-20s %5d %5d %11s %8d %8d %9d %8.2f | %d, %d, %d%n",
          e.getKey(),
          q.nodes(),
          q.links(),
          q.width() + "x" + q.height(),
          q.overlaps(),
          q.throughBoxes(),
          q.crossings(),
          s,
          old.overlaps(),
          old.throughBoxes(),
          old.crossings());
    }
  }

  /** The same network with the layout used before (same routing). */
  private static Scene before(String name) {
    if (name.contains("extra")) {
      return DrawingCases.scenes(false).get(name).get(); // no older layout to compare with
    }
    if (name.endsWith("(DAG)")) {
      Dag g = Networks.dag(name.substring(0, name.indexOf(' ')));
      Layout l = Layouts.layeredWithoutDummies(g, LabelMetrics.boxWidths(g.names()));
      return Scene.of(g.names(), l, Drawings.links(g), 0, 0);
    }
    UndirectedGraph g =
        name.endsWith("moral graph")
            ? Dags.moralGraph(Networks.dag(name.substring(0, name.indexOf(' '))))
            : org.structlearn.study.MnHillClimbingStudy.targets().stream()
                .filter(t -> t.name().equals(name))
                .findFirst()
                .orElseThrow()
                .graph();
    return Scene.of(g.names(), Layouts.forceDirected(g, 3), Drawings.links(g), 0, 0);
  }
}
