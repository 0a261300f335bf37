package org.structlearn.constraint;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import org.structlearn.Interrupts;
import org.structlearn.WorkerPool;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiQuery;
import org.structlearn.citest.CiResult;
import org.structlearn.knowledge.Knowledge;

/**
 * The skeleton phase shared by PC-stable and SGS, level by level ℓ = 0, 1, …: at the start of a
 * level the adjacency sets are frozen (Colombo and Maathuis 2014), then every remaining edge x – y
 * is tested against the subsets of size ℓ of its candidate pool — for PC-stable the frozen adj(x) ∖
 * {y}, then those of adj(y) ∖ {x} not already among them; for SGS every other variable — and
 * removed at the first independence, its separating set recorded.
 *
 * <p>Order ({@link ConstraintOptions#order()}): x is the endpoint first in the order, pools are in
 * the order and subsets are enumerated lexicographically in it — with the column order exactly as
 * bnlearn's {@code pc.stable} (pairs from {@code subsets(nodes, 2)}, neighbours in column order,
 * {@code allsubs.test}'s lexicographic subsets), with the name order independently of the columns.
 * Parallelism: a level runs in rounds; each round asks every undecided edge its next subset, as one
 * batch ({@link CachedCiTest#testAll}), so exactly the tests of a sequential run are asked and the
 * answers do not depend on the thread count.
 */
final class SkeletonSearch {
  private final CachedCiTest test;
  private final List<String> names;
  private final ConstraintOptions options;
  private final boolean allOthers;
  private final ConstraintListener listener;
  private final int n;
  private final int[] rank;
  private final BitSet[] adj;
  private final boolean[][] keep;

  /** The skeleton found: adjacency, removals in (level, name) order, and per-level counts. */
  record Skeleton(BitSet[] adjacency, List<Removal> removals, List<LevelSummary> levels) {}

  SkeletonSearch(
      CachedCiTest test,
      List<String> names,
      ConstraintOptions options,
      Knowledge.Resolved knowledge,
      boolean allOthers,
      ConstraintListener listener) {
    this.test = test;
    this.names = names;
    this.options = options;
    this.allOthers = allOthers;
    this.listener = listener;
    this.n = names.size();
    this.rank = NameOrder.ranks(names, options.order());
    this.adj = new BitSet[n];
    this.keep = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      adj[i] = new BitSet(n);
    }
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (knowledge.isForbidden(i, j) && knowledge.isForbidden(j, i)) {
          continue; // bnlearn: blacklisted both ways, never in the skeleton
        }
        adj[i].set(j);
        adj[j].set(i);
      }
    }
    for (var a : knowledge.required()) {
      keep[a.from()][a.to()] = true; // bnlearn: whitelisted either way, never tested
      keep[a.to()][a.from()] = true;
    }
  }

  Skeleton run(WorkerPool pool) {
    List<Removal> removals = new ArrayList<>();
    List<LevelSummary> levels = new ArrayList<>();
    for (int level = 0; level <= options.maxConditioning(); level++) {
      List<EdgeTask> tasks = tasks(level);
      if (tasks.isEmpty()) {
        break;
      }
      LevelSummary summary = runLevel(level, tasks, pool, removals);
      levels.add(summary);
      listener.onLevel(summary);
    }
    removals.sort(
        Comparator.comparingInt(Removal::level)
            .thenComparingInt(r -> rank[r.x()])
            .thenComparingInt(r -> rank[r.y()]));
    return new Skeleton(adj, List.copyOf(removals), List.copyOf(levels));
  }

  /** The edges with a conditioning set of size {@code level} to test, pools frozen now. */
  private List<EdgeTask> tasks(int level) {
    int[][] frozen = new int[n][];
    for (int i = 0; i < n; i++) {
      frozen[i] = NameOrder.sorted(allOthers ? all() : adj[i], rank);
    }
    List<EdgeTask> tasks = new ArrayList<>();
    for (int x : NameOrder.sorted(all(), rank)) {
      for (int y : frozen[x]) {
        if (rank[y] < rank[x] || !adj[x].get(y) || keep[x][y]) {
          continue;
        }
        // pools are cut from the frozen lists when an edge first needs them (most edges at low
        // levels are removed before their pools' later subsets are reached)
        int sizeX = frozen[x].length - (allOthers ? 2 : 1);
        int sizeY = level == 0 || allOthers ? 0 : frozen[y].length - 1;
        if (sizeX >= level || sizeY >= level) {
          tasks.add(
              new EdgeTask(x, y, frozen[x], level == 0 || allOthers ? null : frozen[y], level));
        }
      }
    }
    return tasks;
  }

  private LevelSummary runLevel(
      int level, List<EdgeTask> tasks, WorkerPool pool, List<Removal> removals) {
    List<EdgeTask> active = new ArrayList<>();
    for (EdgeTask t : tasks) {
      if (t.advance()) {
        active.add(t);
      }
    }
    long asked = 0;
    int rounds = 0;
    int removed = 0;
    while (!active.isEmpty()) {
      int round = rounds;
      Interrupts.check(() -> "skeleton search interrupted at level " + level + ", round " + round);
      List<CiQuery> queries = new ArrayList<>(active.size());
      for (EdgeTask t : active) {
        queries.add(new CiQuery(t.x, t.y, t.current())); // read before the task advances
      }
      CiResult[] answers = test.testAll(queries, pool);
      asked += queries.size();
      rounds++;
      List<EdgeTask> next = new ArrayList<>(active.size());
      for (int i = 0; i < answers.length; i++) {
        EdgeTask t = active.get(i);
        if (answers[i].independent(options.alpha())) {
          int[] z = t.current().clone();
          removals.add(new Removal(t.x, t.y, z, level, strength(answers[i])));
          adj[t.x].clear(t.y);
          adj[t.y].clear(t.x);
          removed++;
        } else if (t.advance()) {
          next.add(t);
        }
      }
      active = next;
    }
    return new LevelSummary(level, tasks.size(), asked, rounds, removed, edgeCount());
  }

  /** The p-value, or the posterior of independence of a Bayesian test or an oracle. */
  static double strength(CiResult r) {
    return r.isBayesian() ? r.posteriorIndependence() : r.pValue();
  }

  private int edgeCount() {
    int e = 0;
    for (BitSet b : adj) {
      e += b.cardinality();
    }
    return e / 2;
  }

  private BitSet all() {
    BitSet b = new BitSet(n);
    b.set(0, n);
    return b;
  }

  private static int[] without(int[] pool, int a, int b) {
    int[] out = new int[pool.length];
    int k = 0;
    for (int v : pool) {
      if (v != a && v != b) {
        out[k++] = v;
      }
    }
    return java.util.Arrays.copyOf(out, k);
  }

  /**
   * One edge's subsets at one level: those of pool X = frozen adj(x) ∖ {y} in lexicographic order,
   * then those of pool Y = frozen adj(y) ∖ {x} that are not subsets of pool X (already tested).
   * Pools are cut from the shared frozen lists when first needed.
   */
  private static final class EdgeTask {
    private static final int[] NONE = new int[0];
    final int x;
    final int y;
    private final int[] frozenX;
    private final int[] frozenY; // null: no pool Y (level 0, or SGS)
    private final int level;
    private int[] poolX;
    private BitSet inX;
    private Combinations combos;
    private boolean onY;

    EdgeTask(int x, int y, int[] frozenX, int[] frozenY, int level) {
      this.x = x;
      this.y = y;
      this.frozenX = frozenX;
      this.frozenY = frozenY;
      this.level = level;
    }

    int[] current() {
      return combos.current();
    }

    /** Moves to the next subset to test; false when none is left. */
    boolean advance() {
      if (combos == null) {
        poolX = level == 0 ? NONE : without(frozenX, y, x);
        if (poolX.length >= level) {
          combos = new Combinations(poolX, level);
        } else {
          return startY();
        }
      }
      while (true) {
        if (combos.advance()) {
          if (!onY || !coveredByX(combos.current())) {
            return true;
          }
          continue;
        }
        if (onY) {
          return false;
        }
        if (!startY()) {
          return false;
        }
        if (coveredByX(combos.current())) {
          continue;
        }
        return true;
      }
    }

    /** Switches to pool Y and moves to its first subset; false if it has none. */
    private boolean startY() {
      onY = true;
      if (frozenY == null) {
        return false; // no pool Y: its only subset at level 0, the empty set, is pool X's too
      }
      int[] poolY = without(frozenY, x, y);
      if (poolY.length < level) {
        return false;
      }
      inX = new BitSet();
      for (int v : poolX) {
        inX.set(v);
      }
      combos = new Combinations(poolY, level);
      return combos.advance();
    }

    private boolean coveredByX(int[] z) {
      for (int v : z) {
        if (!inX.get(v)) {
          return false;
        }
      }
      return true;
    }
  }
}
