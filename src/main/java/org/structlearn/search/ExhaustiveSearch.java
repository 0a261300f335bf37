package org.structlearn.search;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.PriorityQueue;
import org.structlearn.Interrupts;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;
import org.structlearn.score.LocalScore;

/**
 * Exhaustive search: scores every DAG over the data's variables and returns the best, or the {@code
 * k} best. The exact optimum of a decomposable score, as an oracle for the heuristic searches
 * (Tetrad's and pgmpy's {@code ExhaustiveSearch} play the same role). Limited to {@value
 * #MAX_VARIABLES} variables: the number of labelled DAGs grows super-exponentially (25, 543, 29,281
 * for 3, 4, 5 nodes; 3,781,503 for 6; Robinson 1973, OEIS A003024).
 *
 * <p>Method: every node's legal parent sets (bitmasks that contain its required parents, avoid its
 * forbidden ones and the non-candidates, and have at most {@code maxParents} members) are scored
 * once up front, at most n·2^(n−1) = 80 families for five nodes; then a depth-first enumeration
 * assigns parent sets to nodes 0, 1, …, n−1 in turn, ascending by bitmask, and cuts a branch as
 * soon as the nodes assigned so far close a cycle (a cycle is detected when its highest-numbered
 * node is assigned). A complete assignment is a DAG; its score is the sum of the family scores in
 * node order, the same sum {@link LearnResult#score()} documents. Cost: one table look-up per
 * assignment, about 30,000 sums for five nodes, plus the counting passes of the families.
 *
 * <p>Ranking and ties: DAGs are ranked by score, descending; equal scores (exactly equal doubles)
 * go to the DAG enumerated first, that is the smallest tuple of parent bitmasks (node 0's first).
 * Markov-equivalent DAGs under a score-equivalent score (BIC, BDeu, ...) get scores that differ
 * only by rounding, so which member of the optimum's equivalence class comes first is decided,
 * deterministically, by those last bits; compare results as CPDAGs.
 *
 * <p>Options used: {@code score}, {@code knowledge}, {@code maxParents}, {@code candidates}. The
 * others ({@code start}, iteration limits, restarts, tabu settings, seed, threads, optimizations)
 * do not apply to an enumeration and are ignored; the result does not depend on them.
 *
 * <p>The result's trace has one {@link SearchStep} per improvement of the incumbent during the
 * enumeration: the first DAG enumerated (delta NaN), then every DAG that scores strictly higher
 * than all before it ({@code move} reads {@code incumbent <model string>}); so the last step's
 * total is the result's score. Its counters read: {@code evaluations}, families scored; {@code
 * cacheHits}, family scores read from the table during the enumeration; {@code movesConsidered},
 * DAGs enumerated (and scored); {@code cycleChecks}, partial assignments checked for a cycle.
 */
public final class ExhaustiveSearch implements StructureLearner {
  /** The most variables an exhaustive search accepts (29,281 DAGs). */
  public static final int MAX_VARIABLES = 5;

  private final SearchOptions options;

  public ExhaustiveSearch(SearchOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  @Override
  public SearchOptions options() {
    return options;
  }

  @Override
  public GraphKind kind() {
    return GraphKind.DAG;
  }

  /**
   * {@link #learn(Dataset)}; the enumeration tells the listener nothing, and stops on an interrupt.
   */
  @Override
  public LearnResult learn(Dataset data, LearnListener listener) {
    return learn(data);
  }

  /**
   * The best-scoring DAG over the data's columns, with {@link StopReason#EXHAUSTED}.
   *
   * @throws StructlearnException if the data have more than {@value #MAX_VARIABLES} columns, or the
   *     knowledge names an unknown variable or requires more parents than {@code maxParents}
   * @throws org.structlearn.InterruptedRunException if the thread is interrupted (checked per
   *     family scored and every 1,024 DAGs)
   */
  @Override
  public LearnResult learn(Dataset data) {
    long t0 = System.nanoTime();
    Run run = new Run(data, 1);
    return new LearnResult(
        "exhaustive search",
        run.ranked.get(0).graph(),
        run.ranked.get(0).score(),
        options.score().name(),
        run.steps,
        StopReason.EXHAUSTED,
        run.counters(),
        options,
        Duration.ofNanos(System.nanoTime() - t0));
  }

  /**
   * The {@code k} best DAGs (all of them if there are fewer), best first, in the ranking the class
   * documentation defines; the first is the graph {@link #learn(Dataset)} returns.
   *
   * @param k how many to return; {@code Integer.MAX_VALUE} for every legal DAG
   * @throws IllegalArgumentException if {@code k < 1}
   */
  public List<ScoredDag> best(Dataset data, int k) {
    if (k < 1) {
      throw new IllegalArgumentException("k must be >= 1, was " + k);
    }
    return new Run(data, k).ranked;
  }

  @Override
  public org.structlearn.knowledge.Knowledge knowledge() {
    return options.knowledge();
  }

  /** This search with {@code seed} and {@code threads}. */
  @Override
  public ExhaustiveSearch reseeded(long seed, int threads) {
    return new ExhaustiveSearch(options.toBuilder().seed(seed).threads(threads).build());
  }

  @Override
  public String toString() {
    return "ExhaustiveSearch(" + options + ")";
  }

  /** One enumeration over one data set, keeping the {@code k} best. */
  private final class Run {
    private final int n;
    private final List<String> names;
    private final int[][] masks; // legal parent sets of each node, ascending
    private final double[][] local; // local[v][i]: score of v with parents masks[v][i]
    private final int[] chosen; // chosen[v]: parent mask of v on the current branch
    private final int k;
    private final PriorityQueue<Entry> heap; // the k best so far, worst on top
    private final List<SearchStep> steps = new ArrayList<>();
    private final long t0 = System.nanoTime();
    final List<ScoredDag> ranked;
    private double incumbent = Double.NEGATIVE_INFINITY;
    private long families;
    private long lookups;
    private long dags;
    private long cycleChecks;

    Run(Dataset data, int k) {
      this.n = data.columns();
      if (n > MAX_VARIABLES) {
        throw new StructlearnException(
            "exhaustive search is limited to "
                + MAX_VARIABLES
                + " variables (29,281 DAGs; 6 would be 3,781,503), the data have "
                + n
                + "; keep at most "
                + MAX_VARIABLES
                + " columns (command line: --columns A,B,C naming at most "
                + MAX_VARIABLES
                + "; library: Dataset.select)");
      }
      this.names = data.names();
      this.k = k;
      this.heap = new PriorityQueue<>(RANK.reversed());
      this.chosen = new int[n];
      this.masks = legalParentSets(data);
      LocalScore score = options.score().bind(data);
      this.local = new double[n][];
      for (int v = 0; v < n; v++) {
        local[v] = new double[masks[v].length];
        for (int i = 0; i < masks[v].length; i++) {
          Interrupts.check(this::interruptedMessage);
          local[v][i] = score.local(v, members(masks[v][i]));
          families++;
        }
      }
      enumerate(0, 0.0);
      List<Entry> best = new ArrayList<>(heap);
      best.sort(RANK);
      List<ScoredDag> out = new ArrayList<>(best.size());
      for (Entry e : best) {
        out.add(new ScoredDag(dagOf(e.masks), e.score));
      }
      this.ranked = List.copyOf(out);
    }

    SearchCounters counters() {
      return new SearchCounters(families, lookups, dags, cycleChecks);
    }

    private int[][] legalParentSets(Dataset data) {
      Knowledge.Resolved kn = options.knowledge().resolve(names);
      boolean[][] candidate =
          options.candidates() > 0
              ? Candidates.topK(
                  data,
                  options.candidates(),
                  null,
                  () -> "exhaustive search interrupted while choosing candidate parents")
              : null;
      int[] allowed = new int[n];
      int[] required = new int[n];
      for (int v = 0; v < n; v++) {
        for (int p = 0; p < n; p++) {
          if (p != v && !kn.isForbidden(p, v) && (candidate == null || candidate[p][v])) {
            allowed[v] |= 1 << p;
          }
        }
      }
      for (Arc a : kn.required()) {
        required[a.to()] |= 1 << a.from();
        allowed[a.to()] |= 1 << a.from(); // required arcs win over candidate limits, as in hc
      }
      int[][] out = new int[n][];
      for (int v = 0; v < n; v++) {
        if (Integer.bitCount(required[v]) > options.maxParents()) {
          throw new StructlearnException(
              "node '"
                  + names.get(v)
                  + "' has "
                  + Integer.bitCount(required[v])
                  + " required parents, more than maxParents = "
                  + options.maxParents());
        }
        List<Integer> legal = new ArrayList<>();
        for (int m = 0; m < 1 << n; m++) {
          if ((m & ~allowed[v]) == 0
              && (m & required[v]) == required[v]
              && Integer.bitCount(m) <= options.maxParents()) {
            legal.add(m);
          }
        }
        out[v] = legal.stream().mapToInt(Integer::intValue).toArray();
      }
      return out;
    }

    private void enumerate(int v, double partial) {
      if (v == n) {
        offer(partial);
        return;
      }
      for (int i = 0; i < masks[v].length; i++) {
        chosen[v] = masks[v][i];
        cycleChecks++;
        if (hasCycleUpTo(v)) {
          continue;
        }
        lookups++;
        enumerate(v + 1, partial + local[v][i]);
      }
    }

    /** True if the arcs among nodes 0..v (parents chosen so far) contain a directed cycle. */
    private boolean hasCycleUpTo(int v) {
      int prefix = (1 << (v + 1)) - 1;
      int remaining = prefix;
      boolean removed = true;
      while (remaining != 0 && removed) {
        removed = false;
        for (int u = 0; u <= v; u++) {
          if ((remaining & (1 << u)) != 0 && (chosen[u] & remaining) == 0) {
            remaining &= ~(1 << u); // a source among the remaining nodes
            removed = true;
          }
        }
      }
      return remaining != 0;
    }

    /** What was interrupted and how far the enumeration got. */
    private String interruptedMessage() {
      if (dags == 0) {
        return "exhaustive search interrupted while scoring families (" + families + " scored)";
      }
      return String.format(
          Locale.ROOT,
          "exhaustive search interrupted after %,d DAGs, best score %.1f",
          dags,
          incumbent);
    }

    private void offer(double total) {
      if ((dags & 1023) == 0) {
        Interrupts.check(this::interruptedMessage);
      }
      long index = dags++;
      if (total > incumbent) {
        double delta = steps.isEmpty() ? Double.NaN : total - incumbent;
        incumbent = total;
        steps.add(
            new SearchStep(
                steps.size() + 1,
                "incumbent " + dagOf(chosen),
                delta,
                total,
                System.nanoTime() - t0,
                0));
      }
      Entry e = new Entry(chosen.clone(), total, index);
      if (heap.size() < k) {
        heap.add(e);
      } else if (RANK.compare(e, heap.peek()) < 0) {
        heap.poll();
        heap.add(e);
      }
    }

    private Dag dagOf(int[] parentMasks) {
      List<Arc> arcs = new ArrayList<>();
      for (int v = 0; v < n; v++) {
        for (int p : members(parentMasks[v])) {
          arcs.add(new Arc(p, v));
        }
      }
      return Dag.of(names, arcs);
    }
  }

  /** A complete assignment: parent masks, score, position in the enumeration. */
  private record Entry(int[] masks, double score, long index) {}

  /** Best first: higher score, then earlier in the enumeration. */
  private static final Comparator<Entry> RANK =
      Comparator.comparingDouble((Entry e) -> -e.score).thenComparingLong(Entry::index);

  private static int[] members(int mask) {
    int[] out = new int[Integer.bitCount(mask)];
    int j = 0;
    for (int p = 0; mask >> p != 0; p++) {
      if ((mask & (1 << p)) != 0) {
        out[j++] = p;
      }
    }
    return out;
  }
}
