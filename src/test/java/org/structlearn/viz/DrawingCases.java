package org.structlearn.viz;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
    if (withAndes) {
      out.put("andes (DAG)", () -> dag(Networks.dag("andes")));
      out.put("andes moral graph", () -> undirected(Dags.moralGraph(Networks.dag("andes")), 3));
    }
    return out;
  }

  static Scene dag(Dag g) {
    return Scene.of(g.names(), Layouts.layered(g), Drawings.links(g), 0, 0);
  }

  static Scene undirected(UndirectedGraph g, long seed) {
    return Scene.of(g.names(), Layouts.undirected(g, seed), Drawings.links(g), 0, 0);
  }
}
