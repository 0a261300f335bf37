package org.structlearn.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Seeded random DAGs for invariant tests: each pair i < j of a random order is an arc with p. */
public final class RandomDags {
  private RandomDags() {}

  public static Dag erdosRenyi(int n, double p, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    int[] perm = new int[n];
    for (int i = 0; i < n; i++) {
      perm[i] = i;
    }
    for (int i = n - 1; i > 0; i--) {
      int k = rng.nextInt(i + 1);
      int t = perm[i];
      perm[i] = perm[k];
      perm[k] = t;
    }
    List<String> names = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      names.add("X" + i);
    }
    List<Arc> arcs = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (rng.nextDouble() < p) {
          arcs.add(new Arc(perm[i], perm[j]));
        }
      }
    }
    return Dag.of(names, arcs);
  }
}
