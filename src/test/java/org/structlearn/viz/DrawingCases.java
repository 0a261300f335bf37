package org.structlearn.viz;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Dags;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.study.MnHillClimbingStudy;
import org.structlearn.study.TargetStructure;
import org.structlearn.viz.layout.Layouts;

/**
 * The shipped networks the drawings are measured on (DrawingQualityTest asserts on them, the
 * drawing benchmark prints their table): the seed's hub and real networks as notebook 05 draws them
 * (seed 3), ALARM and its moral graph, HAILFINDER, and ANDES (223 nodes) and its moral graph.
 */
final class DrawingCases {
  private DrawingCases() {}

  /** Scenes as the drawings place them, by name, each computed when asked. */
  static Map<String, Supplier<Scene>> scenes(boolean withAndes) {
    Map<String, Supplier<Scene>> out = new LinkedHashMap<>();
    List<TargetStructure> targets = MnHillClimbingStudy.targets();
    for (TargetStructure t : targets) {
      if (t.name().startsWith("hub") || !t.name().startsWith("scale-free")) {
        out.put(t.name(), () -> undirected(t.graph(), 3));
      }
    }
    out.put("alarm (DAG)", () -> dag(Networks.dag("alarm")));
    out.put("alarm moral graph", () -> undirected(Dags.moralGraph(Networks.dag("alarm")), 3));
    out.put("hailfinder (DAG)", () -> dag(Networks.dag("hailfinder")));
    // comparison drawings and weak-link drawings add links the layout did not place: the router
    // takes them around the boxes
    out.put("alarm + 10 extra (DAG)", () -> dagWithExtras(Networks.dag("alarm"), 10, 11));
    out.put("hailfinder + 10 extra", () -> dagWithExtras(Networks.dag("hailfinder"), 10, 12));
    for (TargetStructure t : targets) {
      if (t.name().equals("hub 4") || t.name().equals("dolphins")) {
        out.put(t.name() + " + 10 extra", () -> undirectedWithExtras(t.graph(), 10, 13));
      }
    }
    if (withAndes) {
      out.put("andes (DAG)", () -> dag(Networks.dag("andes")));
      out.put("andes moral graph", () -> undirected(Dags.moralGraph(Networks.dag("andes")), 3));
    }
    return out;
  }

  /**
   * The DAG as drawn, plus {@code k} undirected links between seeded random non-adjacent pairs at
   * most two layers apart (as a comparison drawing's extra links or a strength drawing's weak
   * ones).
   */
  static Scene dagWithExtras(Dag g, int k, long seed) {
    int[] layer = Layouts.layers(g);
    List<GraphCanvas.Link> links = new ArrayList<>(Drawings.links(g));
    Random random = new Random(seed);
    for (int added = 0, tries = 0; added < k && tries < 100_000; tries++) {
      int a = random.nextInt(g.size());
      int b = random.nextInt(g.size());
      if (a != b && !g.isAdjacent(a, b) && layer[a] >= 0 && Math.abs(layer[a] - layer[b]) <= 2) {
        links.add(new GraphCanvas.Link(a, b, false, "extra"));
        added++;
      }
    }
    return Scene.of(g.names(), Layouts.layered(g), links, 0, 0);
  }

  /**
   * The undirected graph as drawn, plus {@code k} links between seeded random pairs two or three
   * steps apart (a learned graph's typical extra edges).
   */
  static Scene undirectedWithExtras(UndirectedGraph g, int k, long seed) {
    List<GraphCanvas.Link> links = new ArrayList<>(Drawings.links(g));
    Random random = new Random(seed);
    for (int added = 0, tries = 0; added < k && tries < 100_000; tries++) {
      int a = random.nextInt(g.size());
      int b = random.nextInt(g.size());
      int d = steps(g, a, b);
      if (d == 2 || d == 3) {
        links.add(new GraphCanvas.Link(a, b, false, "extra"));
        added++;
      }
    }
    return Scene.of(g.names(), Layouts.undirected(g, 3), links, 0, 0);
  }

  /** Breadth-first distance from a to b (capped at 4). */
  private static int steps(UndirectedGraph g, int a, int b) {
    Set<Integer> seen = new HashSet<>(List.of(a));
    List<Integer> frontier = List.of(a);
    for (int d = 1; d <= 4; d++) {
      List<Integer> next = new ArrayList<>();
      for (int v : frontier) {
        for (int w : g.neighbours(v)) {
          if (w == b) {
            return d;
          }
          if (seen.add(w)) {
            next.add(w);
          }
        }
      }
      frontier = next;
    }
    return 5;
  }

  static Scene dag(Dag g) {
    return Scene.of(g.names(), Layouts.layered(g), Drawings.links(g), 0, 0);
  }

  static Scene undirected(UndirectedGraph g, long seed) {
    return Scene.of(g.names(), Layouts.undirected(g, seed), Drawings.links(g), 0, 0);
  }
}
