package org.structlearn.graph;

import java.util.Arrays;
import java.util.List;

/**
 * A triangulation of an undirected graph found by an elimination ordering: the order in which the
 * nodes were eliminated, the fill-in edges it added (so that the graph plus the fill is chordal)
 * and the maximal cliques of that chordal graph, in the order the elimination created them.
 *
 * @param order the elimination order (every node once)
 * @param fill the added edges, in the order they were added
 * @param cliques the maximal cliques, each sorted ascending, in creation order
 */
public record Triangulation(int[] order, List<Edge> fill, List<int[]> cliques) {
  public Triangulation {
    order = order.clone();
    fill = List.copyOf(fill);
    cliques = cliques.stream().map(int[]::clone).toList();
  }

  /** The elimination order (a copy). */
  @Override
  public int[] order() {
    return order.clone();
  }

  /** The maximal cliques (copies). */
  @Override
  public List<int[]> cliques() {
    return cliques.stream().map(int[]::clone).toList();
  }

  /** The size of the largest clique minus one: the width of this triangulation. */
  public int width() {
    int w = 0;
    for (int[] c : cliques) {
      w = Math.max(w, c.length);
    }
    return w - 1;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Triangulation t) || !Arrays.equals(order, t.order) || !fill.equals(t.fill)) {
      return false;
    }
    if (cliques.size() != t.cliques.size()) {
      return false;
    }
    for (int i = 0; i < cliques.size(); i++) {
      if (!Arrays.equals(cliques.get(i), t.cliques.get(i))) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(order) * 31 + fill.hashCode();
  }

  @Override
  public String toString() {
    return "Triangulation: width "
        + width()
        + ", "
        + cliques.size()
        + " maximal cliques, "
        + fill.size()
        + " fill-in edges";
  }
}
