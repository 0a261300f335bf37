package org.structlearn.metrics;

import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;

/**
 * The structural Hamming distance as bnlearn's {@code shd()} defines it (Tsamardinos, Brown and
 * Aliferis 2006; Scutari 2010, bnlearn 5.2.1): both graphs are replaced by their CPDAGs, then every
 * node pair whose link differs (present in one only, or directed differently, or directed in one
 * and undirected in the other) counts once. The CPDAG of a {@link Dag} is {@link Cpdags#of(Dag)};
 * that of a {@link Pdag} is bnlearn's treatment, {@link Cpdags#ofPdag(Pdag)}. Nodes are matched by
 * name, so the two graphs may list them in different orders. The distance is symmetric. Time O(n^2)
 * for the comparison plus the CPDAG computations.
 */
public final class Shd {
  private Shd() {}

  /** SHD between two DAGs (0 exactly when they are Markov equivalent). */
  public static int of(Dag truth, Dag learned) {
    return between(Cpdags.of(truth), Cpdags.of(learned));
  }

  /** SHD between a DAG and a partially directed graph (e.g. the output of PC). */
  public static int of(Dag truth, Pdag learned) {
    return between(Cpdags.of(truth), Cpdags.ofPdag(learned));
  }

  /** SHD between two partially directed graphs. */
  public static int of(Pdag truth, Pdag learned) {
    return between(Cpdags.ofPdag(truth), Cpdags.ofPdag(learned));
  }

  /** Number of node pairs whose links differ, the graphs taken as they are (not as CPDAGs). */
  static int between(Pdag a, Pdag b) {
    Pdag bb = Alignment.toOrderOf(a, b);
    int n = a.size();
    int d = 0;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (a.link(i, j) != bb.link(i, j)) {
          d++;
        }
      }
    }
    return d;
  }
}
