package org.structlearn.metrics;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;

/** Puts a graph into another graph's node order, matching nodes by name. */
final class Alignment {
  private Alignment() {}

  /**
   * {@code learned} with its nodes renumbered to {@code truth}'s order.
   *
   * @throws NodeSetMismatchException if the node names differ
   */
  static Pdag toOrderOf(Pdag truth, Pdag learned) {
    List<String> missingFromLearned = new ArrayList<>();
    for (String n : truth.names()) {
      if (learned.indexOf(n) < 0) {
        missingFromLearned.add(n);
      }
    }
    List<String> missingFromTruth = new ArrayList<>();
    for (String n : learned.names()) {
      if (truth.indexOf(n) < 0) {
        missingFromTruth.add(n);
      }
    }
    if (!missingFromLearned.isEmpty() || !missingFromTruth.isEmpty()) {
      throw new NodeSetMismatchException(missingFromLearned, missingFromTruth);
    }
    if (truth.names().equals(learned.names())) {
      return learned;
    }
    int[] map = new int[learned.size()];
    for (int i = 0; i < map.length; i++) {
      map[i] = truth.indexOf(learned.name(i));
    }
    List<Arc> arcs = new ArrayList<>();
    for (Arc a : learned.arcs()) {
      arcs.add(new Arc(map[a.from()], map[a.to()]));
    }
    List<Edge> edges = new ArrayList<>();
    for (Edge e : learned.edges()) {
      edges.add(new Edge(map[e.a()], map[e.b()]));
    }
    return Pdag.of(truth.names(), arcs, edges);
  }
}
