package org.structlearn.search;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.LongAdder;
import org.structlearn.Interrupts;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.graph.MutableDag;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.score.CachedLocalScore;
import org.structlearn.score.LocalScore;
import org.structlearn.stats.Family;

/**
 * The engine behind {@link HillClimbing} and {@link TabuSearch}: greedy climbs over add / delete /
 * reverse moves on a {@link ClimbState}, optionally continued past local optima with a tabu list,
 * and repeated from perturbed copies of the best graph (random restarts, seeded).
 */
final class ScoreSearch {
  private final String algorithm;
  private final SearchOptions o;
  private final boolean tabu;
  private final List<SearchStep> steps = new ArrayList<>();
  private SearchListener listener = SearchListener.none();
  private long t0;
  private Dag best;
  private double bestScore = Double.NEGATIVE_INFINITY;

  private final String threadName;
  private int restartNow;

  ScoreSearch(String algorithm, String threadName, SearchOptions options, boolean tabu) {
    this.algorithm = algorithm;
    this.threadName = threadName;
    this.o = options;
    this.tabu = tabu;
  }

  LearnResult run(Dataset data, SearchListener listener) {
    long start = System.nanoTime(); // binding (e.g. the covariance pass) counts as search time
    return run(o.score().bind(data), o.score().name(), data, listener, start);
  }

  /**
   * Learns from a score already bound to its data (e.g. to statistics in Spark); {@code data} is
   * null when the rows are not in this process, which candidate parents need.
   */
  LearnResult run(LocalScore bound, String scoreName, Dataset data, SearchListener listener) {
    return run(bound, scoreName, data, listener, System.nanoTime());
  }

  private LearnResult run(
      LocalScore bound, String scoreName, Dataset data, SearchListener listener, long start) {
    this.listener = listener;
    this.t0 = start;
    if (data == null && o.candidates() > 0) {
      throw new StructlearnException(
          "candidate parents (candidates = "
              + o.candidates()
              + ") need the data in memory, which a score bound to a statistics source does not"
              + " give; set candidates to 0");
    }
    List<String> names = bound.names();
    CachedLocalScore cached = o.optimizations().scoreCache() ? new CachedLocalScore(bound) : null;
    CountingScore counting = new CountingScore(cached != null ? cached : bound);
    Knowledge.Resolved k = o.knowledge().resolve(names);
    int n = names.size();
    MutableDag current = SearchSpaces.startGraph(names, k, o);
    StopReason reason;
    try (StepTeam team = StepTeam.start(threadName, o.threads())) {
      boolean[][] allowed =
          SearchSpaces.allowedArcs(data, n, k, o, threadName, this::interruptedMessage);
      boolean[][] required = SearchSpaces.requiredArcs(n, k, allowed);
      SplittableRandom rnd = new SplittableRandom(o.seed());
      int restart = 0;
      while (true) {
        restartNow = restart;
        ClimbState st =
            new ClimbState(
                current,
                counting,
                allowed,
                required,
                o.maxParents(),
                o.optimizations(),
                tabu ? Double.NEGATIVE_INFINITY : o.minImprovement(),
                team,
                this::interruptedMessage);
        reason = tabu ? tabuClimb(st, names, restart) : climb(st, names, restart);
        if (reason == StopReason.MAX_ITERATIONS || restart == o.restarts()) {
          break;
        }
        restart++;
        restartNow = restart;
        current = perturb(MutableDag.of(best), allowed, required, rnd, names, restart, counting);
      }
    }
    SearchCounters counters =
        new SearchCounters(
            cached != null ? cached.evaluations() : counting.calls.sum(),
            cached != null ? cached.hits() : 0,
            moves,
            cycleChecks);
    return new LearnResult(
        algorithm,
        best,
        bestScore,
        scoreName,
        steps,
        reason,
        counters,
        o,
        Duration.ofNanos(System.nanoTime() - t0));
  }

  private long moves;
  private long cycleChecks;

  /** Greedy ascent; the score only rises, so the graph it ends on is its best (noted once). */
  private StopReason climb(ClimbState st, List<String> names, int restart) {
    while (true) {
      Interrupts.check(this::interruptedMessage);
      if (steps.size() >= o.maxIterations()) {
        noteBest(st);
        return finish(st, StopReason.MAX_ITERATIONS);
      }
      Move m = st.best(o.minImprovement());
      if (m == null) {
        noteBest(st);
        return finish(st, StopReason.LOCAL_OPTIMUM);
      }
      take(st, m, names, restart);
    }
  }

  private StopReason tabuClimb(ClimbState st, List<String> names, int restart) {
    noteBest(st);
    double localBest = st.total();
    int sinceBest = 0;
    Deque<Move> list = new ArrayDeque<>();
    while (true) {
      Interrupts.check(this::interruptedMessage);
      if (steps.size() >= o.maxIterations()) {
        return finish(st, StopReason.MAX_ITERATIONS);
      }
      Move m = st.best(Double.NEGATIVE_INFINITY);
      if (m == null) {
        return finish(st, StopReason.NO_LEGAL_MOVE);
      }
      take(st, m, names, restart);
      if (o.tabuLength() > 0) {
        Move undo = m.inverse();
        list.addLast(undo);
        st.forbid(undo);
        if (list.size() > o.tabuLength()) {
          Move freed = list.removeFirst();
          if (!list.contains(freed)) {
            st.allow(freed);
          }
        }
      }
      if (st.total() > localBest + o.minImprovement()) {
        localBest = st.total();
        sinceBest = 0;
        noteBest(st);
      } else if (++sinceBest >= o.maxNoImprovement()) {
        return finish(st, StopReason.NO_IMPROVEMENT);
      }
    }
  }

  /**
   * What was interrupted and how far it got, e.g. {@code hill climbing interrupted after 37 steps,
   * score -218770.1}: the steps taken (perturbations included) and the score after the last one.
   */
  private String interruptedMessage() {
    int taken = steps.size();
    if (taken == 0) {
      return algorithm + " interrupted before its first step (while scoring the start graph)";
    }
    StringBuilder m = new StringBuilder(algorithm).append(" interrupted after ").append(taken);
    m.append(taken == 1 ? " step" : " steps");
    if (restartNow > 0) {
      m.append(" (in restart ").append(restartNow).append(" of ").append(o.restarts()).append(')');
    }
    double last = steps.get(taken - 1).total();
    m.append(String.format(Locale.ROOT, ", score %.1f", last));
    if (bestScore > Double.NEGATIVE_INFINITY && bestScore != last) {
      m.append(String.format(Locale.ROOT, ", best so far %.1f", bestScore));
    }
    return m.toString();
  }

  private StopReason finish(ClimbState st, StopReason reason) {
    moves += st.movesConsidered;
    cycleChecks += st.cycleChecks;
    return reason;
  }

  private void take(ClimbState st, Move m, List<String> names, int restart) {
    double before = st.total();
    st.apply(m);
    double after = st.total();
    record(m.describe(names), after - before, after, restart);
  }

  private void record(String move, double delta, double total, int restart) {
    SearchStep s =
        new SearchStep(steps.size() + 1, move, delta, total, System.nanoTime() - t0, restart);
    steps.add(s);
    listener.onStep(s);
  }

  private void noteBest(ClimbState st) {
    double t = st.total();
    if (t > bestScore) {
      bestScore = t;
      best = st.graph.toDag();
    }
  }

  /**
   * Applies {@code perturb} uniformly drawn legal moves to a copy of the best graph, fewer if the
   * iteration limit is reached first.
   */
  private MutableDag perturb(
      MutableDag g,
      boolean[][] allowed,
      boolean[][] required,
      SplittableRandom rnd,
      List<String> names,
      int restart,
      LocalScore score) {
    int n = g.size();
    // perturbation moves count as steps, so they stop at the iteration limit too
    for (int p = 0; p < o.perturb() && steps.size() < o.maxIterations(); p++) {
      Interrupts.check(this::interruptedMessage);
      List<Move> legal = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          if (i == j) {
            continue;
          }
          if (g.hasArc(i, j)) {
            if (!required[i][j]) {
              legal.add(new Move(MoveType.DELETE, i, j));
              if (allowed[j][i] && g.parentCount(i) < o.maxParents() && !g.wouldCreateCycle(j, i)) {
                legal.add(new Move(MoveType.REVERSE, i, j));
              }
            }
          } else if (!g.isAdjacent(i, j)
              && allowed[i][j]
              && g.parentCount(j) < o.maxParents()
              && !g.wouldCreateCycle(i, j)) {
            legal.add(new Move(MoveType.ADD, i, j));
          }
        }
      }
      if (legal.isEmpty()) {
        break;
      }
      Move m = legal.get(rnd.nextInt(legal.size()));
      switch (m.type()) {
        case ADD -> g.addArc(m.from(), m.to());
        case DELETE -> g.removeArc(m.from(), m.to());
        case REVERSE -> g.reverseArc(m.from(), m.to());
      }
      record("restart " + restart + ": " + m.describe(names), Double.NaN, total(g, score), restart);
    }
    return g;
  }

  private static double total(MutableDag g, LocalScore score) {
    List<Family> batch = new ArrayList<>();
    for (int v = 0; v < g.size(); v++) {
      batch.add(new Family(v, g.parents(v)));
    }
    score.prefetch(batch);
    double t = 0;
    for (int v = 0; v < g.size(); v++) {
      t += score.local(v, g.parents(v));
    }
    return t;
  }

  /** Counts calls to the score it wraps (the evaluations when no cache is in front). */
  private static final class CountingScore implements LocalScore {
    private final LocalScore inner;
    final LongAdder calls = new LongAdder();

    CountingScore(LocalScore inner) {
      this.inner = inner;
    }

    @Override
    public double local(int node, int[] parents) {
      calls.increment();
      return inner.local(node, parents);
    }

    @Override
    public void prefetch(List<Family> families) {
      inner.prefetch(families);
    }

    @Override
    public boolean usesPrefetch() {
      return inner.usesPrefetch();
    }

    @Override
    public double gainBound(int node, int[] parents, int added, double current) {
      return inner.gainBound(node, parents, added, current);
    }

    @Override
    public boolean isScoreEquivalent() {
      return inner.isScoreEquivalent();
    }

    @Override
    public int nodes() {
      return inner.nodes();
    }

    @Override
    public List<String> names() {
      return inner.names();
    }
  }
}
