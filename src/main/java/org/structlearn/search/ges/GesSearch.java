package org.structlearn.search.ges;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;
import java.util.function.Supplier;
import org.structlearn.Interrupts;
import org.structlearn.search.SearchListener;
import org.structlearn.search.SearchStep;
import org.structlearn.search.StepTeam;

/**
 * One run of GES over one bound score: the forward and backward phases of Chickering (2002) with
 * FGES's bookkeeping (Ramsey et al. 2017): every pair's operators are scored once and kept, best
 * first, in a priority queue; after an operator only the pairs whose evaluation reads a node whose
 * links changed are scored again (in parallel, on the {@link StepTeam}); the global validity test
 * (the semi-directed path test of an insertion, and background knowledge) is run on the queue's
 * best entry only when it is about to be taken. The queue orders entries by score change, then pair
 * (X·n + Y), then rank within the pair, so the path taken is the same for any thread count.
 *
 * <p>The turning phase (Hauser and Bühlmann 2012) has few candidates (two per link at most): every
 * link's turns, validity tested in full, are rescored after each turn taken. A turn is taken only
 * if the class it leads to, rescored on a consistent extension, scores higher by more than the
 * minimum improvement; so a turn never lowers the score, whatever the score.
 */
final class GesSearch implements AutoCloseable {
  enum Phase {
    FORWARD,
    BACKWARD,
    TURN
  }

  /**
   * One queued operator: the rank-th best of pair X·n + Y, valid while the pair's version is.
   * Ordered by score change (largest first), then pair, then rank (a plain compareTo, no comparator
   * built from lambdas: each lambda costs its class's creation in a fresh JVM).
   */
  private record Entry(double delta, int pair, int rank, int version) implements Comparable<Entry> {
    @Override
    public int compareTo(Entry o) {
      int c = Double.compare(o.delta, delta);
      if (c != 0) {
        return c;
      }
      c = Integer.compare(pair, o.pair);
      return c != 0 ? c : Integer.compare(rank, o.rank);
    }
  }

  /**
   * Batches smaller than this are scored on the calling thread: handing out a few dozen cached
   * evaluations costs more than it saves, and keeps the helpers spinning between steps.
   */
  static final int MIN_PARALLEL = 64;

  private final int n;
  private final List<String> names;
  private final Constraints constraints;
  private final Operators operators;
  private final int threads;
  private StepTeam team; // started on the first batch of at least MIN_PARALLEL pairs
  private final SearchListener listener;
  private final long t0;
  private final Thread owner = Thread.currentThread();
  private final Supplier<String> interrupted = this::interruptedMessage;
  final List<SearchStep> steps = new ArrayList<>();
  PdagState graph;
  double total;
  int forwardSteps;
  int backwardSteps;
  int turnSteps;
  long checks;
  private Operators.Scored[] cache;
  private int[] version;
  private PriorityQueue<Entry> queue;

  GesSearch(
      FamilyScores score,
      Constraints constraints,
      double minImprovement,
      int threads,
      SearchListener listener,
      long t0) {
    this.n = score.inner().nodes();
    this.names = score.inner().names();
    this.constraints = constraints;
    this.operators = new Operators(score, constraints, minImprovement);
    this.threads = threads;
    this.listener = listener;
    this.t0 = t0;
  }

  /** Ends the helper threads, if any were started. */
  @Override
  public void close() {
    if (team != null) {
      team.close();
      team = null;
    }
  }

  long operatorsScored() {
    return operators.scored.get();
  }

  /** Runs one phase to its end; true if it took an operator. */
  boolean phase(Phase phase) {
    cache = new Operators.Scored[n * n];
    version = new int[n * n];
    queue = new PriorityQueue<>();
    List<Integer> pairs = new ArrayList<>();
    for (int x = 0; x < n; x++) {
      for (int y = 0; y < n; y++) {
        if (x != y && candidate(phase, x, y)) {
          pairs.add(x * n + y);
        }
      }
    }
    rescore(phase, pairs);
    boolean any = false;
    while (takeBest(phase)) {
      any = true;
    }
    cache = null;
    queue = null;
    return any;
  }

  /** True if the pair (X, Y) has operators in the phase. */
  private boolean candidate(Phase phase, int x, int y) {
    return switch (phase) {
      case FORWARD -> !graph.isAdjacent(x, y);
      case BACKWARD -> graph.isArc(x, y) || graph.isEdge(x, y);
      case TURN -> graph.isArc(y, x) || graph.isEdge(x, y);
    };
  }

  /** The pairs to rescore after a step: all the links' pairs for a turn. */
  private List<Integer> afterStep(Phase phase, PdagState old, PdagState now) {
    if (phase != Phase.TURN) {
      return affectedPairs(phase, old, now);
    }
    queue.clear();
    List<Integer> pairs = new ArrayList<>();
    for (int x = 0; x < n; x++) {
      for (int y = 0; y < n; y++) {
        if (x != y && candidate(phase, x, y)) {
          pairs.add(x * n + y);
        }
      }
    }
    return pairs;
  }

  /** Takes the best valid operator in the queue; false if none is left. */
  private boolean takeBest(Phase phase) {
    Interrupts.check(interrupted);
    List<Integer> passedOver = new ArrayList<>();
    Entry e;
    while ((e = queue.poll()) != null) {
      if (e.version != version[e.pair]) {
        continue;
      }
      Operators.Scored s = cache[e.pair];
      int x = e.pair / n;
      int y = e.pair % n;
      long[] set = s.sets()[e.rank];
      PdagState next = apply(phase, x, y, set);
      double delta = e.delta;
      if (next != null && phase == Phase.TURN) {
        delta = Ges.networkScore(operators.score(), next.extension()) - currentScore();
        if (!(delta > operators.minImprovement())) {
          next = null;
        }
      }
      if (next == null) {
        passedOver.add(e.pair);
        if (e.rank + 1 < s.size()) {
          queue.add(new Entry(s.deltas()[e.rank + 1], e.pair, e.rank + 1, e.version));
        }
        continue;
      }
      String move = describe(phase, x, y, set);
      PdagState old = graph;
      graph = next;
      total += delta;
      for (int p : passedOver) {
        version[p]++;
        queue.add(new Entry(cache[p].deltas()[0], p, 0, version[p]));
      }
      rescore(phase, afterStep(phase, old, next));
      record(phase, move, delta);
      return true;
    }
    return false;
  }

  /**
   * The class after the operator, or null if the operator is not valid: an insertion whose
   * semi-directed path test fails, or a class no DAG of which honours the knowledge.
   */
  private PdagState apply(Phase phase, int x, int y, long[] set) {
    checks++;
    if (phase == Phase.FORWARD) { // the path test reads the graph as it is: test before copying
      long[] blocked = NodeBits.or(NodeBits.and(graph.ne[y], graph.adj[x]), set);
      if (graph.hasSemiDirectedPath(y, x, blocked)) {
        return null;
      }
    }
    PdagState next = graph.copy();
    if (phase == Phase.TURN) {
      next.remove(x, y);
      next.addArc(x, y);
      for (int c = NodeBits.next(set, 0); c >= 0; c = NodeBits.next(set, c + 1)) {
        next.orient(c, y);
      }
      long[][] dag = next.extension();
      if (dag == null) {
        return null; // Hauser and Bühlmann's conditions promise one; a guard, not a path taken
      }
      PdagState cpdag = PdagState.cpdagOf(dag);
      return !constraints.isEmpty() && constraints.orient(cpdag) == null ? null : cpdag;
    }
    if (phase == Phase.FORWARD) {
      next.addArc(x, y);
      for (int t = NodeBits.next(set, 0); t >= 0; t = NodeBits.next(set, t + 1)) {
        next.orient(t, y);
      }
    } else {
      next.remove(x, y);
      for (int h = NodeBits.next(set, 0); h >= 0; h = NodeBits.next(set, h + 1)) {
        if (next.isEdge(y, h)) {
          next.orient(y, h);
        }
        if (next.isEdge(x, h)) {
          next.orient(x, h);
        }
      }
    }
    long[][] dag = next.extension();
    if (dag == null) {
      throw new IllegalStateException(
          "GES: the graph after " + describe(phase, x, y, set) + " has no consistent extension");
    }
    PdagState cpdag = PdagState.cpdagOf(dag);
    if (!constraints.isEmpty() && constraints.orient(cpdag) == null) {
      return null;
    }
    return cpdag;
  }

  /**
   * The pairs whose evaluation reads a changed node: (X, Y) for Y changed or a neighbour of a
   * changed node (the clique test reads adjacencies among Ne(Y)), and for X changed; in the forward
   * phase the latter only when Y has neighbours, since Insert(X, Y, T) reads Adj(X) only through
   * Ne(Y) (NA_YX and T), and with Ne(Y) empty its one operator, T = ∅, is unchanged.
   */
  private List<Integer> affectedPairs(Phase phase, PdagState old, PdagState now) {
    boolean[] changed = new boolean[n];
    boolean[] heads = new boolean[n];
    for (int v = 0; v < n; v++) {
      if (!old.sameLinks(v, now)) {
        changed[v] = true;
        heads[v] = true;
        for (int u : NodeBits.members(now.ne[v])) {
          heads[u] = true;
        }
      }
    }
    boolean[] mark = new boolean[n * n];
    for (int v = 0; v < n; v++) {
      if (heads[v] || changed[v]) {
        long[] others = phase == Phase.FORWARD ? null : NodeBits.or(old.adj[v], now.adj[v]);
        for (int u = 0; u < n; u++) {
          if (u != v && (others == null || NodeBits.get(others, u))) {
            if (heads[v]) {
              mark[u * n + v] = true;
            }
            if (changed[v] && (others != null || !NodeBits.isEmpty(now.ne[u]))) {
              mark[v * n + u] = true;
            }
          }
        }
      }
    }
    List<Integer> pairs = new ArrayList<>();
    for (int p = 0; p < mark.length; p++) {
      if (mark[p]) {
        pairs.add(p);
      }
    }
    return pairs;
  }

  /** Scores the operators of the pairs (in parallel) and queues each pair's best. */
  private void rescore(Phase phase, List<Integer> pairs) {
    int count = pairs.size();
    Operators.Scored[] out = new Operators.Scored[count];
    PdagState g = graph;
    if (threads > 1 && count >= MIN_PARALLEL) {
      if (team == null) {
        team = StepTeam.start("ges", threads);
      }
      team.forEach(
          count,
          Math.max(1, count / (team.threads() * 8)),
          i -> out[i] = score(phase, g, pairs.get(i)));
    } else {
      for (int i = 0; i < count; i++) {
        out[i] = score(phase, g, pairs.get(i));
      }
    }
    for (int i = 0; i < count; i++) {
      int p = pairs.get(i);
      version[p]++;
      cache[p] = out[i];
      if (out[i] != null) {
        queue.add(new Entry(out[i].deltas()[0], p, 0, version[p]));
      }
    }
  }

  private Operators.Scored score(Phase phase, PdagState g, int p) {
    Interrupts.check(owner, interrupted);
    return switch (phase) {
      case FORWARD -> operators.inserts(g, p / n, p % n);
      case BACKWARD -> operators.deletes(g, p / n, p % n);
      case TURN -> operators.turns(g, p / n, p % n);
    };
  }

  private void record(Phase phase, String move, double delta) {
    switch (phase) {
      case FORWARD -> forwardSteps++;
      case BACKWARD -> backwardSteps++;
      case TURN -> turnSteps++;
    }
    SearchStep s = new SearchStep(steps.size() + 1, move, delta, total, System.nanoTime() - t0, 0);
    steps.add(s);
    listener.onStep(s);
  }

  private String describe(Phase phase, int x, int y, long[] set) {
    StringBuilder b = new StringBuilder();
    if (phase == Phase.FORWARD) {
      b.append("insert ")
          .append(names.get(x))
          .append(" -> ")
          .append(names.get(y))
          .append(", T = {");
    } else if (phase == Phase.TURN) {
      b.append("turn ")
          .append(names.get(y))
          .append(graph.isArc(y, x) ? " -> " : " - ")
          .append(names.get(x))
          .append(" into ")
          .append(names.get(x))
          .append(" -> ")
          .append(names.get(y))
          .append(", C = {");
    } else {
      b.append("delete ")
          .append(names.get(x))
          .append(graph.isArc(x, y) ? " -> " : " - ")
          .append(names.get(y))
          .append(", H = {");
    }
    int[] m = NodeBits.members(set);
    for (int i = 0; i < m.length; i++) {
      b.append(i > 0 ? ", " : "").append(names.get(m[i]));
    }
    return b.append('}').toString();
  }

  /** The score of the current class, on a consistent extension. */
  private double currentScore() {
    return Ges.networkScore(operators.score(), graph.extension());
  }

  String interruptedMessage() {
    int taken = steps.size();
    if (taken == 0) {
      return "greedy equivalence search interrupted before its first step (while scoring operators)";
    }
    return String.format(
        Locale.ROOT,
        "greedy equivalence search interrupted after %d %s (%d forward, %d backward, %d turning),"
            + " score %.1f",
        taken,
        taken == 1 ? "step" : "steps",
        forwardSteps,
        backwardSteps,
        turnSteps,
        total);
  }
}
