package org.structlearn.search.undirected;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;
import org.structlearn.Interrupts;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;
import org.structlearn.score.undirected.BlanketScore;
import org.structlearn.score.undirected.CachedBlanketScore;
import org.structlearn.search.SearchListener;
import org.structlearn.search.SearchStep;
import org.structlearn.search.StopReason;

/**
 * Hill climbing for a Markov network's structure under the marginal pseudo-likelihood (Pensar,
 * Nyman, Niiranen and Corander 2017), reproducing R's BDgraph 2.72 {@code bdgraph.mpl(data, method
 * = "dgm-binary", algorithm = "hc")} (its R functions {@code hill_climb_mpl_binary}, {@code
 * local_mb_hc_binary} and {@code global_hc_binary}, read in the package's source; the local score
 * is its C++ {@code log_mpl_binary_parallel_hc}, which {@link
 * org.structlearn.score.undirected.MplScore} matches). Any number of levels per variable is
 * allowed; on binary data the result is BDgraph's.
 *
 * <p><b>Phase 1, a Markov blanket per node</b> (independent, run on {@code threads} workers). Start
 * from the empty blanket; the candidates are the other nodes in column order. Repeat: score the
 * blanket plus each remaining candidate; if the best is strictly better than the current blanket,
 * add it (ties: the first candidate in column order) and remove it from the candidates. Only after
 * an addition and while the blanket has more than two members, score the blanket minus each member
 * (members in the order they were added) and remove the best if strictly better (ties: the earliest
 * added), repeating while it improves and more than two members remain. A removed member does not
 * return to the candidates (BDgraph drops it). Stop when no addition improves.
 *
 * <p><b>Merge.</b> Edge {@code a – b} is a candidate if {@code b} is in {@code a}'s blanket or (OR)
 * / and (AND) {@code a} in {@code b}'s.
 *
 * <p><b>Phase 2, global hill climbing</b> from the <em>empty</em> graph over the candidate edges
 * only: for every candidate edge {@code (a, b)}, {@code a < b}, its gain is the change of {@code
 * a}'s local score plus the change of {@code b}'s when the edge is flipped (added if absent,
 * removed if present); flip the edge with the largest gain while that gain is {@code > 0}. Ties go
 * to the first candidate in BDgraph's order: R's {@code which(G == 1, arr.ind = TRUE)},
 * column-major, so by {@code b} then {@code a}. A gain is recomputed only when one of its nodes'
 * blankets changed, as BDgraph does. Pairs outside the candidates are never tried, so with AND the
 * result need not be a local optimum over all pairs.
 *
 * <p>Decisions of ours: BDgraph (R code) fails with exactly one candidate edge (its edge matrix
 * collapses to a vector); we flip it if it improves. Scores are compared as computed by our {@link
 * org.structlearn.score.undirected.MplScore}, which agrees with BDgraph's to about 1e-12 relative;
 * exact ties are resolved as above, but two moves within rounding of each other could in principle
 * be ordered differently than in BDgraph. BDgraph passes {@code n = p} to the score of candidate
 * additions, which its score reads only for the empty blanket, so it has no effect.
 *
 * <p>Cost: phase 1 makes O(n) score calls per step of a blanket search, phase 2 O(candidates) per
 * flip (all cached: {@link CachedBlanketScore}). Every flip of phase 2 is a {@link SearchStep} of
 * the result's trace, reported to a {@link SearchListener} if one is given ({@link #learn(Dataset,
 * SearchListener)}). {@link Thread#interrupt()} stops the search with {@link
 * org.structlearn.InterruptedRunException}.
 */
public final class MplHillClimbing implements StructureLearner {
  private final MplHillClimbingOptions options;

  public MplHillClimbing(MplHillClimbingOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  @Override
  public MplHillClimbingOptions options() {
    return options;
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /** As {@link #learn(Dataset)}, telling the listener of every accepted flip. */
  @Override
  public MplHillClimbingResult learn(Dataset data, LearnListener listener) {
    return learn(data, SearchListener.of(listener));
  }

  /**
   * Learns the graph of {@code data}'s discrete columns.
   *
   * @throws org.structlearn.data.DataException if a column is continuous
   * @throws org.structlearn.InterruptedRunException if the thread is interrupted
   */
  @Override
  public MplHillClimbingResult learn(Dataset data) {
    return learn(data, SearchListener.none());
  }

  /**
   * Learns the graph of {@code data}'s discrete columns, reporting every flip of phase 2 (the steps
   * of the result's trace) to {@code listener}, on this thread. Phase 1 reports nothing.
   *
   * @throws org.structlearn.data.DataException if a column is continuous
   * @throws org.structlearn.InterruptedRunException if the thread is interrupted (also by the
   *     listener: the search stops before its next flip)
   */
  public MplHillClimbingResult learn(Dataset data, SearchListener listener) {
    Objects.requireNonNull(listener, "listener");
    long t0 = System.nanoTime();
    CachedBlanketScore score = new CachedBlanketScore(options.score().bind(data));
    int n = score.nodes();
    Thread owner = Thread.currentThread();
    List<int[]> blankets = runAll(n, v -> blanket(score, v, owner));
    List<Edge> candidates = candidates(blankets, n, options.merge());
    MplGlobalClimb climb = new MplGlobalClimb(score, candidates, listener, owner, t0);
    climb.run();
    List<List<String>> named = new ArrayList<>();
    for (int[] b : blankets) {
      int[] sorted = b.clone();
      Arrays.sort(sorted);
      named.add(Arrays.stream(sorted).mapToObj(score.names()::get).toList());
    }
    return new MplHillClimbingResult(
        UndirectedGraph.of(score.names(), climb.edges()),
        climb.total(),
        score.toString(),
        named,
        candidates.size(),
        climb.trace().size(),
        score.hits() + score.evaluations(),
        score.evaluations(),
        candidates.isEmpty() ? StopReason.NO_LEGAL_MOVE : StopReason.LOCAL_OPTIMUM,
        options,
        Duration.ofNanos(System.nanoTime() - t0),
        climb.trace());
  }

  /** Phase 1: the greedy blanket of {@code node}, members in the order they were added. */
  static int[] blanket(BlanketScore score, int node, Thread owner) {
    int n = score.nodes();
    List<Integer> potential = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      if (v != node) {
        potential.add(v);
      }
    }
    List<Integer> mb = new ArrayList<>();
    double current = score.local(node, new int[0]);
    boolean added = true;
    while (added) {
      Interrupts.check(owner, () -> "MPL hill climbing interrupted in the blanket of node " + node);
      added = false;
      int bestAt = -1;
      double best = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < potential.size(); i++) {
        double s = score.local(node, sortedWith(mb, potential.get(i), -1));
        if (s > best) { // strict: ties keep the first candidate, as R's which.max
          best = s;
          bestAt = i;
        }
      }
      if (bestAt >= 0 && best > current) {
        mb.add(potential.remove(bestAt));
        current = best;
        added = true;
      }
      if (added && mb.size() > 2) {
        current = prune(score, node, mb, current);
      }
    }
    return mb.stream().mapToInt(Integer::intValue).toArray();
  }

  /** Removes the member whose removal scores best while that improves and > 2 members remain. */
  private static double prune(BlanketScore score, int node, List<Integer> mb, double current) {
    boolean removed = true;
    while (removed) {
      removed = false;
      int bestAt = -1;
      double best = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < mb.size(); i++) {
        double s = score.local(node, sortedWith(mb, -1, i));
        if (s > best) {
          best = s;
          bestAt = i;
        }
      }
      if (best > current) {
        mb.remove(bestAt);
        current = best;
        removed = mb.size() > 2;
      }
    }
    return current;
  }

  /** {@code mb} plus {@code extra} (if >= 0) minus the member at {@code skip} (if >= 0), sorted. */
  private static int[] sortedWith(List<Integer> mb, int extra, int skip) {
    int[] out = new int[mb.size() + (extra >= 0 ? 1 : 0) - (skip >= 0 ? 1 : 0)];
    int j = 0;
    for (int i = 0; i < mb.size(); i++) {
      if (i != skip) {
        out[j++] = mb.get(i);
      }
    }
    if (extra >= 0) {
      out[j] = extra;
    }
    Arrays.sort(out);
    return out;
  }

  /** The merged candidate edges in BDgraph's order: by the larger node, then the smaller. */
  static List<Edge> candidates(List<int[]> blankets, int n, MplHillClimbingOptions.Merge merge) {
    boolean[][] in = new boolean[n][n];
    for (int v = 0; v < n; v++) {
      for (int m : blankets.get(v)) {
        in[v][m] = true;
      }
    }
    List<Edge> out = new ArrayList<>();
    for (int b = 0; b < n; b++) {
      for (int a = 0; a < b; a++) {
        boolean keep =
            merge == MplHillClimbingOptions.Merge.AND ? in[a][b] && in[b][a] : in[a][b] || in[b][a];
        if (keep) {
          out.add(new Edge(a, b));
        }
      }
    }
    return out;
  }

  /** Runs {@code count} tasks, on a pool when {@code threads > 1}; results in task order. */
  private <T> List<T> runAll(int count, IntFunction<T> task) {
    return WorkerPool.map(
        "mpl-hc",
        options.threads(),
        count,
        task,
        () -> "MPL hill climbing interrupted in the blanket searches");
  }

  /** This search on {@code threads} threads (it draws nothing at random). */
  @Override
  public MplHillClimbing reseeded(long seed, int threads) {
    return new MplHillClimbing(options.toBuilder().threads(threads).build());
  }

  @Override
  public String toString() {
    return "MplHillClimbing(" + options + ")";
  }
}
