package org.structlearn.search.undirected;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.structlearn.Interrupts;
import org.structlearn.WorkerPool;
import org.structlearn.citest.BayesianCiTest;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiTest;
import org.structlearn.data.Dataset;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;
import org.structlearn.score.undirected.BlanketTerms;
import org.structlearn.search.SearchListener;
import org.structlearn.search.SearchStep;
import org.structlearn.search.StopReason;

/**
 * IBMAP-HC (Schlüter, Bromberg and Edera 2014, "The IBMAP approach for Markov network structure
 * learning", Annals of Mathematics and Artificial Intelligence 72), the hill climbing seed 000 uses
 * for BJP and the IB-score on large domains: a search over undirected graphs that, instead of
 * scoring all n(n − 1)/2 neighbours of the current graph, proposes one flip per step.
 *
 * <p><b>The algorithm.</b> Start from the empty graph and compute its score. Each step proposes the
 * <em>most promising</em> flip: the pair (X, Y) whose current assertions have the lowest log
 * posterior (the data contradict them most), and flips its edge (adds it if absent, removes it if
 * present). If the flipped graph scores strictly higher it becomes the current graph, otherwise the
 * search stops ({@link StopReason#LOCAL_OPTIMUM}, the rejected flip in the result).
 *
 * <p><b>What we reconstructed.</b> The seed describes the search in prose (above); the paper's
 * selection rule is "the edge whose test has the lowest posterior" in the current blanket closure.
 * For the IB-score a pair is asserted twice, once from each end's blanket; we rank a pair by the
 * sum of its two log posteriors (its share of the score; the joint posterior of its assertions).
 * For BJP a pair is asserted once, from the end whose blanket comes first in BJP's order (see
 * {@link org.structlearn.score.undirected.BjpScore}); the other is inferred (ln 1 = 0), so the same
 * sum ranks it. Ties go to the first pair (a, b), a &lt; b, in column order. With the default
 * {@link IbmapHillClimbingOptions#proposals()} of 1 a rejected flip ends the search, as in the
 * seed; with k &gt; 1 (our extension) a step tries the k most contradicted pairs in that order and
 * takes the first flip that improves, stopping only when none of them does.
 *
 * <p><b>Why it can stop early.</b> With random potentials on maximal cliques (the seed's data), a
 * triangle's edges matter together: once one of them is in, the assertions about the other two
 * pairs can become much more contradicted, so adding the next one does not raise the score and the
 * seed's search ends (on dolphins with 5,000 rows after about 10 flips, all of them true edges).
 * With an oracle that grades dependence by path length ({@link
 * org.structlearn.citest.OracleCiTest#gradedSeparation}) both scores recover every test graph
 * exactly; with the binary oracle all false assertions tie and BJP can stop early.
 *
 * <p><b>Incremental rescoring.</b> The score's terms are kept in a matrix ({@link BlanketTerms}); a
 * flip of (a, b) re-evaluates only the terms of the pairs that contain a or b, the only ones whose
 * blanket or (for BJP, whose degree order may change) whose asserting end can change: 2(n − 1)
 * queries for the IB-score, 2n − 3 for BJP, handed to the cached test as one batch ({@link
 * CachedCiTest#testAll}) that runs on {@code threads} workers. The score is then summed from the
 * matrix exactly as the score classes sum it, so after every step it equals a full rescoring
 * ({@link org.structlearn.score.undirected.BjpScore#score}, {@link
 * org.structlearn.score.undirected.IbScore#total}) bit for bit; a test checks this after every
 * step. A rejected flip is undone from a copy of the rows and columns it changed.
 *
 * <p>Cost per step: O(n) CI queries (many answered from the cache: a blanket's tests are asked
 * again whenever it comes back) plus O(n²) additions for the proposal and the sum. {@link
 * Thread#interrupt()} (or a listener) stops the search with {@link
 * org.structlearn.InterruptedRunException}.
 */
public final class IbmapHillClimbing implements StructureLearner {
  private final IbmapHillClimbingOptions options;

  public IbmapHillClimbing(IbmapHillClimbingOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  @Override
  public IbmapHillClimbingOptions options() {
    return options;
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /** As {@link #learn(Dataset)}, telling the listener of every accepted flip. */
  @Override
  public IbmapHillClimbingResult learn(Dataset data, LearnListener listener) {
    return learn(data, SearchListener.of(listener));
  }

  /**
   * Learns the graph of {@code data}'s discrete columns with the Bayesian test of the options.
   *
   * @throws org.structlearn.citest.CiQueryException if a column is continuous
   * @throws org.structlearn.InterruptedRunException if the thread is interrupted
   */
  @Override
  public IbmapHillClimbingResult learn(Dataset data) {
    return learn(data, SearchListener.none());
  }

  /** As {@link #learn(Dataset)}, reporting each accepted flip to {@code listener}. */
  public IbmapHillClimbingResult learn(Dataset data, SearchListener listener) {
    long t0 = System.nanoTime();
    return run(
        new CachedCiTest(new BayesianCiTest(data, options.test())), data.names(), listener, t0);
  }

  /**
   * Learns with any CI test that gives posteriors (e.g. {@link
   * org.structlearn.citest.OracleCiTest}); wrapped in a {@link CachedCiTest} unless it is one (a
   * cached test passed in keeps its answers, and the result counts only this search's work).
   *
   * @param names the names of the test's variables, in index order
   * @throws IllegalArgumentException if the test has not {@code names.size()} variables
   */
  public IbmapHillClimbingResult learn(CiTest test, List<String> names, SearchListener listener) {
    long t0 = System.nanoTime();
    if (test.variables() != names.size()) {
      throw new IllegalArgumentException(
          "the test has "
              + test.variables()
              + " variables but "
              + names.size()
              + " names were given; bind the test and the names to the same columns");
    }
    CachedCiTest cached = test instanceof CachedCiTest c ? c : new CachedCiTest(test);
    return run(cached, List.copyOf(names), listener, t0);
  }

  private IbmapHillClimbingResult run(
      CachedCiTest tests, List<String> names, SearchListener listener, long t0) {
    Objects.requireNonNull(listener, "listener");
    long run0 = tests.testsRun();
    long reused0 = tests.reused();
    Thread owner = Thread.currentThread();
    try (WorkerPool pool =
        options.threads() > 1 ? WorkerPool.forkJoin("ibmap-hc", options.threads()) : null) {
      BlanketTerms state =
          new BlanketTerms(
              options.score() == IbmapHillClimbingOptions.Score.BJP, names, tests, pool);
      double current = state.total();
      List<SearchStep> trace = new ArrayList<>();
      StopReason stop = names.size() < 2 ? StopReason.NO_LEGAL_MOVE : null;
      String rejected = "";
      while (stop == null) {
        int flips = trace.size();
        Interrupts.check(owner, () -> "IBMAP-HC interrupted after " + flips + " flips");
        if (flips >= options.maxFlips()) {
          stop = StopReason.MAX_ITERATIONS;
          break;
        }
        boolean improved = false;
        for (int[] pair : state.proposals(options.proposals())) {
          String move =
              (state.isAdjacent(pair[0], pair[1]) ? "remove " : "add ")
                  + names.get(pair[0])
                  + " - "
                  + names.get(pair[1]);
          BlanketTerms.Undo undo = state.flip(pair[0], pair[1]);
          double next = state.total();
          if (next > current) {
            SearchStep step =
                new SearchStep(flips + 1, move, next - current, next, System.nanoTime() - t0, 0);
            trace.add(step);
            current = next;
            listener.onStep(step);
            improved = true;
            break;
          }
          state.undo(undo);
          rejected = rejected.isEmpty() ? move : rejected;
        }
        if (!improved) {
          stop = StopReason.LOCAL_OPTIMUM;
        } else {
          rejected = "";
        }
      }
      return new IbmapHillClimbingResult(
          state.graph(),
          current,
          (options.score() == IbmapHillClimbingOptions.Score.BJP ? "bjp(" : "ib(")
              + tests.inner()
              + ")",
          trace,
          trace.size(),
          rejected,
          state.queries(),
          tests.testsRun() - run0,
          tests.reused() - reused0,
          stop,
          options,
          Duration.ofNanos(System.nanoTime() - t0));
    }
  }

  /** This search on {@code threads} threads (it draws nothing at random). */
  @Override
  public IbmapHillClimbing reseeded(long seed, int threads) {
    return new IbmapHillClimbing(options.toBuilder().threads(threads).build());
  }

  @Override
  public String toString() {
    return "IBMAP-HC(" + options + ")";
  }
}
