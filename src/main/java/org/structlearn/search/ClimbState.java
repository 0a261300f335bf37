package org.structlearn.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import org.structlearn.Interrupts;
import org.structlearn.graph.MutableDag;
import org.structlearn.score.LocalScore;
import org.structlearn.stats.Family;

/**
 * The working state of a greedy DAG search, as seed 002 lays it out: the graph, each node's family
 * score, and the score delta of every move, kept in a priority structure.
 *
 * <p>{@code delta[i][j]} is the change of node j's family score when the arc {@code i -> j} is
 * toggled (added if absent, deleted if present), bnlearn's cache layout; a reversal of {@code i ->
 * j} is worth {@code delta[i][j] + delta[j][i]}. Only column j depends on j's family, so after a
 * move only the columns of the one or two nodes whose parents changed are rescored (O(n) local
 * scores). Move slots are numbered in bnlearn's scan order: all additions by (from, to), then
 * deletions, then reversals; the move taken is the first slot in that order whose delta is within
 * {@link SearchOptions#TOLERANCE} of the best, and acyclicity is checked only for that candidate.
 * An addition that cannot be the next move may hold a bound instead of its delta ({@link
 * DeltaBounds}); a bound that reaches the top is replaced by the delta before any move is taken.
 */
final class ClimbState {
  /**
   * Refreshes of fewer (column, candidate) pairs run in the calling thread alone; larger ones are
   * split among the {@link StepTeam} when their estimated work is worth it ({@link
   * StepTeam#forEachIfWorthIt}). A later step of hill climbing rescores one or two columns (n − 1
   * candidates each), and the team's helpers are awake between steps, so even such a step is split
   * when the data are large.
   */
  static final int MIN_PARALLEL_PAIRS = 16;

  /**
   * A refresh is cut into about this many contiguous runs per thread, claimed as threads get free:
   * runs long enough that each stays within one column (reusing its strata), short enough to even
   * out the threads' loads.
   */
  static final int CHUNKS_PER_THREAD = 4;

  final int n;
  final MutableDag graph;
  final double[] nodeScore;
  private final LocalScore score;
  private final double[][] delta;
  private final DeltaBounds bounds;
  private final double floorHint; // the search takes no move whose delta is at most this
  private final boolean[][] allowed; // i may be a parent of j: candidate and not forbidden
  private final boolean[][] required;
  private final int maxParents;
  private final boolean deltaCache;
  private final boolean boundedDeltas;
  private final MoveSlots slots;
  private final StepTeam team;
  private final Thread owner;
  private final Supplier<String> interrupted;
  private final Set<Integer> tabu = new HashSet<>();
  private final List<Integer> masked = new ArrayList<>();
  long movesConsidered;
  long cycleChecks;
  long settled; // bounds replaced by their exact deltas because the move might have been best

  ClimbState(
      MutableDag graph,
      LocalScore score,
      boolean[][] allowed,
      boolean[][] required,
      int maxParents,
      Optimizations opt,
      double floorHint,
      StepTeam team,
      Supplier<String> interrupted) {
    this.n = graph.size();
    this.graph = graph;
    this.score = score;
    this.allowed = allowed;
    this.required = required;
    this.maxParents = maxParents;
    this.deltaCache = opt.deltaCache();
    this.boundedDeltas = opt.boundedDeltas();
    this.team = team;
    this.owner = Thread.currentThread();
    this.interrupted = interrupted;
    this.nodeScore = new double[n];
    this.delta = new double[n][n];
    this.bounds = new DeltaBounds(n);
    this.floorHint = floorHint;
    this.slots = new MoveSlots(3 * n * n, opt.priorityQueue());
    refreshColumns(allNodes(), allNodes());
  }

  /**
   * Stops the search if the thread that started it was interrupted; called per family rescored,
   * also from worker threads.
   */
  private void checkInterrupt() {
    Interrupts.check(owner, interrupted);
  }

  private int[] allNodes() {
    int[] all = new int[n];
    Arrays.setAll(all, i -> i);
    return all;
  }

  /** The network score: the sum of the family scores in node order. */
  double total() {
    double t = 0;
    for (double s : nodeScore) {
      t += s;
    }
    return t;
  }

  private int slot(MoveType type, int from, int to) {
    return type.ordinal() * n * n + from * n + to;
  }

  Move moveOf(int slot) {
    int nn = n * n;
    int rest = slot % nn;
    return new Move(MoveType.values()[slot / nn], rest / n, rest % n);
  }

  /**
   * Rescores the families of {@code rescored} (their node scores) and recomputes the deltas of the
   * given columns and the slots that depend on them. Every family this needs is announced to the
   * score in one {@link LocalScore#prefetch} first (a statistics source far away counts them in one
   * pass). When every column is refreshed and the score is score-equivalent, {@code delta[i][j]}
   * for two parentless nodes with {@code i < j} is copied from {@code delta[j][i]} (column i)
   * instead of computed: adding either arc gives Markov-equivalent graphs (bnlearn does the same,
   * and the copy makes such ties exact). With a team, the (column, candidate) pairs are split among
   * its threads in contiguous runs (a run within one column reuses that column's counting work, see
   * {@code stats.FamilyPlanes}); each delta is a function of its family alone, so the result does
   * not depend on the split.
   */
  private void refreshColumns(int[] columns, int[] rescored) {
    boolean mirror = columns.length == n && score.isScoreEquivalent();
    int[] pairs = new int[columns.length * n];
    int[][] families = new int[columns.length * n][];
    int count = 0;
    for (int c = 0; c < columns.length; c++) {
      int j = columns[c];
      int[] parents = graph.parents(j);
      // additions first, then removals: the additions all share the parents' strata (see
      // stats.FamilyPlanes), and a removal between two of them would make the next rebuild them
      for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < n; i++) {
          if (i != j
              && graph.hasArc(i, j) == (pass == 1)
              && (allowed[i][j] || graph.hasArc(i, j))
              && !(mirror && i < j && isMirror(i, j))) {
            pairs[count] = c * n + i;
            families[count++] = DeltaBounds.toggled(parents, i);
          }
        }
      }
    }
    if (score.usesPrefetch()) { // one batch, the nodes' own families included
      prefetch(columns, rescored, pairs, families, count);
    }
    for (int v : rescored) {
      checkInterrupt();
      nodeScore[v] = score.local(v, graph.parents(v));
    }
    if (boundedDeltas && !score.usesPrefetch()) {
      bounds.clear(columns);
      count =
          bounds.bound(
              graph, score, nodeScore, delta, cut(columns), columns, pairs, families, count);
    }
    IntConsumer pair =
        k -> {
          int j = columns[pairs[k] / n];
          checkInterrupt();
          delta[pairs[k] % n][j] = score.local(j, families[k]) - nodeScore[j];
        };
    if (team == null || count < MIN_PARALLEL_PAIRS) {
      for (int k = 0; k < count; k++) {
        pair.accept(k);
      }
    } else {
      team.forEachIfWorthIt(count, MIN_PARALLEL_PAIRS, CHUNKS_PER_THREAD, pair);
    }
    if (mirror) {
      for (int j = 0; j < n; j++) {
        for (int i = 0; i < j; i++) {
          if (isMirror(i, j)) {
            delta[i][j] = delta[j][i];
          }
        }
      }
    }
    for (int j : columns) {
      for (int i = 0; i < n; i++) {
        if (i != j) {
          updateSlot(MoveType.ADD, i, j);
          updateSlot(MoveType.DELETE, i, j);
          if (graph.hasArc(i, j)) {
            updateSlot(MoveType.REVERSE, i, j);
          }
          if (graph.hasArc(j, i)) {
            updateSlot(MoveType.REVERSE, j, i);
          }
        }
      }
    }
  }

  /**
   * The value below which a refreshed column's additions may stay bounded: the floor (the refreshed
   * columns' slots are cleared first, as they are about to be set anew). Only additions that can
   * never be taken stay bounded, so no bound ever has to be settled: bounding also below the best
   * slot of the other columns saved a few more families on mildew (1568 against 1572 of 1804) but
   * cost ALARM more moves considered (6,335 against 4,795) and about a fifth more CPU.
   */
  private double cut(int[] columns) {
    if (columns.length == n) {
      return floorHint;
    }
    for (int j : columns) {
      for (int i = 0; i < n; i++) {
        if (i != j) {
          for (MoveType t : MoveType.values()) {
            slots.set(slot(t, i, j), Double.NEGATIVE_INFINITY);
          }
          slots.set(slot(MoveType.REVERSE, j, i), Double.NEGATIVE_INFINITY);
        }
      }
    }
    return floorHint;
  }

  /**
   * If slot {@code s} holds a bound (an addition, or a reversal whose addition part is bounded),
   * computes the delta it stands for, updates the slots that read it and returns true.
   */
  private boolean settle(int s) {
    Move m = moveOf(s);
    boolean reverse = m.type() == MoveType.REVERSE;
    int from = reverse ? m.to() : m.from();
    int to = reverse ? m.from() : m.to();
    if (m.type() == MoveType.DELETE || !bounds.isBound(from, to)) {
      return false;
    }
    checkInterrupt();
    delta[from][to] = score.local(to, DeltaBounds.toggled(graph.parents(to), from)) - nodeScore[to];
    bounds.settle(from, to);
    settled++;
    updateSlot(MoveType.ADD, from, to);
    updateSlot(MoveType.REVERSE, to, from);
    return true;
  }

  /** Announces the step's families: the rescored nodes' own, then the first {@code count} pairs. */
  private void prefetch(int[] columns, int[] rescored, int[] pairs, int[][] families, int count) {
    if (!score.usesPrefetch()) {
      return;
    }
    List<Family> batch = new ArrayList<>(rescored.length + count);
    for (int v : rescored) {
      batch.add(new Family(v, graph.parents(v)));
    }
    for (int k = 0; k < count; k++) {
      batch.add(new Family(columns[pairs[k] / n], families[k]));
    }
    score.prefetch(batch);
  }

  /** Both nodes parentless, and delta[j][i] computed in column i. */
  private boolean isMirror(int i, int j) {
    return graph.parentCount(i) == 0 && graph.parentCount(j) == 0 && allowed[j][i];
  }

  private void updateSlot(MoveType type, int i, int j) {
    double v = value(type, i, j);
    int s = slot(type, i, j);
    if (v != Double.NEGATIVE_INFINITY && !tabu.isEmpty() && tabu.contains(s)) { // no boxing in hc
      v = Double.NEGATIVE_INFINITY;
    }
    if (v != Double.NEGATIVE_INFINITY) {
      movesConsidered++;
    }
    slots.set(s, v);
  }

  /** The delta of a move if it is allowed in the current graph (acyclicity aside), else -inf. */
  private double value(MoveType type, int i, int j) {
    switch (type) {
      case ADD:
        if (!graph.isAdjacent(i, j) && allowed[i][j] && graph.parentCount(j) < maxParents) {
          return delta[i][j];
        }
        return Double.NEGATIVE_INFINITY;
      case DELETE:
        return graph.hasArc(i, j) && !required[i][j] ? delta[i][j] : Double.NEGATIVE_INFINITY;
      default:
        if (graph.hasArc(i, j)
            && !required[i][j]
            && allowed[j][i]
            && graph.parentCount(i) < maxParents) {
          double v = delta[i][j] + delta[j][i];
          return Math.abs(v) < SearchOptions.TOLERANCE ? 0 : v; // as bnlearn: nuke tiny values
        }
        return Double.NEGATIVE_INFINITY;
    }
  }

  /**
   * The best legal move whose delta exceeds {@code floor}, or null. Ties within the tolerance go to
   * the first move in scan order; a candidate that would close a cycle is skipped.
   */
  Move best(double floor) {
    while (true) {
      double max = slots.max();
      if (max == Double.NEGATIVE_INFINITY || !(max > floor)) {
        restoreMasked();
        return null;
      }
      if (settle(slots.firstAtLeast(max))) {
        continue; // the best was a bound: compare again with its delta
      }
      double threshold = Math.max(max - SearchOptions.TOLERANCE, Math.nextUp(floor));
      int s = slots.firstAtLeast(threshold);
      if (settle(s)) {
        continue;
      }
      Move m = moveOf(s);
      if (isAcyclic(m)) {
        restoreMasked();
        return m;
      }
      masked.add(s);
      slots.set(s, Double.NEGATIVE_INFINITY);
    }
  }

  private boolean isAcyclic(Move m) {
    if (m.type() == MoveType.DELETE) {
      return true;
    }
    cycleChecks++;
    return m.type() == MoveType.ADD
        ? !graph.wouldCreateCycle(m.from(), m.to())
        : !graph.wouldCreateCycle(m.to(), m.from());
  }

  private void restoreMasked() {
    for (int s : masked) {
      Move m = moveOf(s);
      updateSlot(m.type(), m.from(), m.to());
    }
    masked.clear();
  }

  /** The delta of a move in the current state (its slot value before masking). */
  double deltaOf(Move m) {
    return m.type() == MoveType.REVERSE
        ? delta[m.from()][m.to()] + delta[m.to()][m.from()]
        : delta[m.from()][m.to()];
  }

  /** Applies a move and rescores what it changed. */
  void apply(Move m) {
    int i = m.from();
    int j = m.to();
    switch (m.type()) {
      case ADD -> graph.addArc(i, j);
      case DELETE -> graph.removeArc(i, j);
      case REVERSE -> graph.reverseArc(i, j);
    }
    int[] changed = m.type() == MoveType.REVERSE ? new int[] {i, j} : new int[] {j};
    refreshColumns(deltaCache ? changed : allNodes(), changed);
    for (MoveType t : MoveType.values()) {
      updateSlot(t, i, j);
      updateSlot(t, j, i);
    }
  }

  /** Marks a move tabu (its slot reads -inf until {@link #allow}). */
  void forbid(Move m) {
    int s = slot(m.type(), m.from(), m.to());
    tabu.add(s);
    slots.set(s, Double.NEGATIVE_INFINITY);
  }

  /** Lifts a tabu mark. */
  void allow(Move m) {
    tabu.remove(slot(m.type(), m.from(), m.to()));
    updateSlot(m.type(), m.from(), m.to());
  }
}
