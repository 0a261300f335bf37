package org.structlearn.bootstrap;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.MutableDag;

/**
 * The averaged network of bootstrap arc strengths (bnlearn's {@code averaged.network}; Friedman,
 * Goldszmidt and Wyner 1999; Scutari and Nagarajan 2013).
 *
 * <p>An arc {@code from -> to} is a candidate when its strength is above the threshold (or is 1)
 * and its direction is at least 0.5. Candidates are added strongest first (ties in (from, to)
 * column order), and one that would close a cycle, or link a pair already linked (the two
 * directions of a pair with direction exactly 0.5), is skipped, so the result is always a DAG.
 *
 * <p>Two differences from bnlearn 5.2.1, both only where it is ambiguous: when every candidate is
 * undirected (direction 0.5 both ways) bnlearn returns those undirected links, where this returns
 * one direction of each; and bnlearn's C code ({@code smart_network_averaging}) sorts the
 * candidates ascending and adds the weakest first, so of an arc cycle it drops the strongest arc,
 * where this drops the weakest. The skeleton differs only when the candidates contain a cycle.
 */
public final class AveragedNetworks {
  private AveragedNetworks() {}

  /**
   * The averaged network.
   *
   * @param names the nodes
   * @param strength {@code [i][j]}: the strength of the pair (symmetric)
   * @param direction {@code [i][j]}: the direction of {@code i -> j}
   * @param threshold arcs with a strength above it (or of 1) are kept
   */
  static Dag of(List<String> names, double[][] strength, double[][] direction, double threshold) {
    int n = names.size();
    List<Arc> candidates = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        double s = strength[i][j];
        if (i != j && s > 0 && (s > threshold || s == 1) && direction[i][j] >= 0.5) {
          candidates.add(new Arc(i, j));
        }
      }
    }
    // stable sort: the (from, to) order of the scan breaks ties
    candidates.sort(Comparator.comparingDouble((Arc a) -> strength[a.from()][a.to()]).reversed());
    MutableDag g = new MutableDag(names);
    for (Arc a : candidates) {
      if (!g.isAdjacent(a.from(), a.to()) && !g.wouldCreateCycle(a.from(), a.to())) {
        g.addArc(a.from(), a.to());
      }
    }
    return g.toDag();
  }
}
