package org.structlearn.constraint;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.structlearn.WorkerPool;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiTest;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.knowledge.Knowledge;

/** The run shared by {@link PcStable} and {@link Sgs}: skeleton, then orientation. */
final class ConstraintSearch {
  private ConstraintSearch() {}

  static ConstraintResult run(
      String algorithm,
      boolean allOthers,
      ConstraintOptions options,
      CiTest test,
      List<String> names,
      ConstraintListener listener) {
    if (test.variables() != names.size()) {
      throw new IllegalArgumentException(
          "the test has "
              + test.variables()
              + " variables but "
              + names.size()
              + " names were given; pass the data set's names");
    }
    long start = System.nanoTime();
    Knowledge.Resolved knowledge = options.knowledge().resolve(names);
    // a search never asks the same question twice: a private decorator batches and counts, holds
    // none
    CachedCiTest cached = test instanceof CachedCiTest c ? c : new CachedCiTest(test, 0);
    long run0 = cached.testsRun();
    long reused0 = cached.reused();
    SkeletonSearch search =
        new SkeletonSearch(cached, names, options, knowledge, allOthers, listener);
    SkeletonSearch.Skeleton skeleton;
    if (options.threads() > 1) {
      try (WorkerPool pool = WorkerPool.fixed(algorithm, options.threads())) {
        skeleton = search.run(pool);
      }
    } else {
      skeleton = search.run(null);
    }
    UndirectedGraph graph = UndirectedGraph.of(names, edges(skeleton.adjacency()));
    Pdag cpdag = null;
    int applied = 0;
    int skipped = 0;
    if (!options.undirected()) {
      Orientations.Oriented o =
          Orientations.orient(
              names, skeleton.adjacency(), skeleton.removals(), knowledge, options.order());
      cpdag = o.pdag();
      applied = o.applied();
      skipped = o.skipped();
    }
    return new ConstraintResult(
        algorithm,
        graph,
        cpdag,
        skeleton.removals(),
        skeleton.levels(),
        applied,
        skipped,
        cached.testsRun() - run0,
        cached.reused() - reused0,
        (System.nanoTime() - start) / 1e9,
        test.name(),
        options);
  }

  private static List<Edge> edges(BitSet[] adj) {
    List<Edge> edges = new ArrayList<>();
    for (int i = 0; i < adj.length; i++) {
      for (int j = adj[i].nextSetBit(i + 1); j >= 0; j = adj[i].nextSetBit(j + 1)) {
        edges.add(new Edge(i, j));
      }
    }
    return edges;
  }
}
