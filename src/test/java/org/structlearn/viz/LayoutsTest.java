package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Dags;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.viz.layout.LabelMetrics;
import org.structlearn.viz.layout.Layout;
import org.structlearn.viz.layout.Layouts;

class LayoutsTest {
  private static final Dag ALARM = Networks.dag("alarm");

  @Test
  void everyParentIsInAStrictlyHigherLayerAndDrawnAbove() {
    for (String name : List.of("alarm", "hailfinder", "andes")) {
      Dag g = name.equals("alarm") ? ALARM : Networks.dag(name);
      int[] layer = Layouts.layers(g);
      Layout layout = Layouts.layered(g);
      for (Arc a : g.arcs()) {
        assertTrue(layer[a.from()] < layer[a.to()], name + ": layer of " + a);
        assertTrue(layout.y(a.from()) < layout.y(a.to()), name + ": parent below child " + a);
      }
    }
  }

  @Test
  void layersStartAtZeroAndMarkIsolatedNodes() {
    Dag g = Dag.builder(List.of("A", "B", "C", "D")).addArc("A", "B").addArc("B", "C").build();
    assertEquals(List.of(0, 1, 2, -1), box(Layouts.layers(g)));
  }

  @Test
  void rootIsPulledDownToJustAboveItsHighestChild() {
    // A -> B -> C and R -> C: R sits in layer 1, not 0
    Dag g =
        Dag.builder(List.of("A", "B", "C", "R"))
            .addArc("A", "B")
            .addArc("B", "C")
            .addArc("R", "C")
            .build();
    assertEquals(1, Layouts.layers(g)[3]);
  }

  @Test
  void alarmNodesAreWellApartAndLabelsDoNotOverlapInALayer() {
    Layout layout = Layouts.layered(ALARM);
    assertTrue(layout.minDistance() >= 30, "closest centres " + layout.minDistance());
    double[] w = LabelMetrics.boxWidths(ALARM.names());
    for (int u = 0; u < ALARM.size(); u++) {
      for (int v = u + 1; v < ALARM.size(); v++) {
        if (layout.y(u) == layout.y(v)) {
          double gap = Math.abs(layout.x(u) - layout.x(v)) - (w[u] + w[v]) / 2;
          assertTrue(gap >= Layouts.GAP - 1e-9, ALARM.name(u) + " and " + ALARM.name(v));
        }
      }
    }
  }

  @Test
  void isolatedNodesDoNotMoveOrSpreadTheLayers() {
    List<String> names = new ArrayList<>(ALARM.names());
    for (int i = 0; i < 12; i++) {
      names.add("ISOLATED_NODE_" + i);
    }
    Dag padded = Dag.of(names, ALARM.arcs());
    Layout plain = Layouts.layered(ALARM);
    Layout withIsolated = Layouts.layered(padded);
    double maxY = 0;
    for (int v = 0; v < ALARM.size(); v++) {
      assertEquals(plain.x(v), withIsolated.x(v), ALARM.name(v));
      assertEquals(plain.y(v), withIsolated.y(v), ALARM.name(v));
      maxY = Math.max(maxY, plain.y(v));
    }
    for (int v = ALARM.size(); v < padded.size(); v++) {
      assertTrue(withIsolated.y(v) > maxY, "isolated node below the layers");
    }
  }

  @Test
  void layeredLayoutIsDeterministic() {
    Layout a = Layouts.layered(ALARM);
    Layout b = Layouts.layered(Networks.dag("alarm"));
    for (int v = 0; v < ALARM.size(); v++) {
      assertEquals(a.x(v), b.x(v));
      assertEquals(a.y(v), b.y(v));
    }
  }

  @Test
  void forceDirectedIsSeededAndSeparatesLabels() {
    UndirectedGraph skeleton = Dags.skeleton(ALARM);
    Layout a = Layouts.forceDirected(skeleton, 7);
    Layout b = Layouts.forceDirected(skeleton, 7);
    Layout c = Layouts.forceDirected(skeleton, 8);
    boolean differs = false;
    for (int v = 0; v < skeleton.size(); v++) {
      assertEquals(a.x(v), b.x(v));
      assertEquals(a.y(v), b.y(v));
      differs |= a.x(v) != c.x(v);
    }
    assertTrue(differs, "another seed gives another layout");
    assertTrue(a.minDistance() >= 20, "closest centres " + a.minDistance());
  }

  private static List<Integer> box(int[] a) {
    List<Integer> out = new ArrayList<>();
    for (int x : a) {
      out.add(x);
    }
    return out;
  }
}
