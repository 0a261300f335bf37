package org.structlearn.search.exact;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import org.structlearn.ProgressListener;
import org.structlearn.StructlearnException;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;
import org.structlearn.score.LocalScore;
import org.structlearn.search.SearchCounters;
import org.structlearn.search.SearchStep;
import org.structlearn.search.StepTeam;
import org.structlearn.search.StopReason;

/**
 * Exact structure learning: a DAG of the highest score under any decomposable score, by dynamic
 * programming over subsets of the variables (Silander and Myllymäki 2006; Koivisto and Sood 2004).
 * Stage one scores each node's candidate parent sets up to the in-degree bound and keeps only those
 * not beaten by a subset (de Campos and Ji 2011), skipping supersets a BIC/AIC bound rules out
 * ({@link ParentSets}); stage two fills a table over the 2ⁿ subsets ({@link OrderDp}) and reads an
 * optimal network back. Knowledge restricts the parent sets (forbidden arcs and tiers are never
 * candidates, required parents are in every candidate).
 *
 * <p>Before it allocates anything the search estimates its memory ({@link MemoryEstimate}: 8·2ⁿ
 * bytes for the table, e.g. 256 MB at 25 variables, 1 GB at 27, 4 GB at 29) and refuses a problem
 * whose estimate exceeds {@link ExactOptions#maxMemoryBytes()} (by default the free heap), naming
 * the estimate; at most {@value #MAX_VARIABLES} variables. Time: the parent sets scored (each one
 * counting pass) plus O(n·2ⁿ) table look-ups. The result is the same for any thread count: a node's
 * sets are scored in a fixed order and ties go to the first candidate in a fixed order (sets by
 * score then mask; sinks by index). Progress is reported as stages finish (n nodes, then n layers);
 * an interrupt stops it within one parent set or one block of the table.
 */
public final class ExactSearch implements StructureLearner {
  /** The most variables the table can index (2³⁰ doubles, 8 GB). */
  public static final int MAX_VARIABLES = 30;

  private final ExactOptions options;

  public ExactSearch(ExactOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  @Override
  public ExactOptions options() {
    return options;
  }

  @Override
  public GraphKind kind() {
    return GraphKind.DAG;
  }

  @Override
  public Knowledge knowledge() {
    return options.knowledge();
  }

  /** This search on {@code threads} threads (it draws nothing at random; the seed is recorded). */
  @Override
  public ExactSearch reseeded(long seed, int threads) {
    return new ExactSearch(options.toBuilder().seed(seed).threads(threads).build());
  }

  @Override
  public ExactResult learn(Dataset data) {
    return learn(data, ProgressListener.none());
  }

  /** As {@link #learn(Dataset, ProgressListener)}, the listener told of parts done of the total. */
  @Override
  public ExactResult learn(Dataset data, LearnListener listener) {
    return learn(data, (ProgressListener) listener);
  }

  /**
   * An optimal DAG over the data's columns.
   *
   * @param progress called as nodes' parent sets and groups of blocks of the table finish
   * @throws StructlearnException if there are more than {@value #MAX_VARIABLES} columns or the
   *     memory estimate exceeds the limit (the message gives the estimate and what to change)
   * @throws org.structlearn.InterruptedRunException if the thread is interrupted
   */
  public ExactResult learn(Dataset data, ProgressListener progress) {
    long t0 = System.nanoTime();
    int n = data.columns();
    List<String> names = data.names();
    if (n > MAX_VARIABLES) {
      throw new StructlearnException(
          "exact search handles at most "
              + MAX_VARIABLES
              + " variables (its table has 2^n entries), the data have "
              + n
              + "; keep fewer columns or use hill climbing, tabu search or GES");
    }
    Knowledge.Resolved k = options.knowledge().resolve(names);
    int[] allowed = new int[n];
    int[] required = new int[n];
    for (int v = 0; v < n; v++) {
      for (int p = 0; p < n; p++) {
        if (p != v && !k.isForbidden(p, v)) {
          allowed[v] |= 1 << p;
        }
      }
    }
    for (Arc a : k.required()) {
      required[a.to()] |= 1 << a.from();
      if (Integer.bitCount(required[a.to()]) > options.maxParents()) {
        throw new StructlearnException(
            "node '"
                + names.get(a.to())
                + "' has more required parents than maxParents = "
                + options.maxParents()
                + "; raise maxParents or require fewer arcs");
      }
    }
    MemoryEstimate memory = estimate(n, allowed, required);
    if (!memory.fits()) {
      throw new StructlearnException(
          "exact search would need more memory than it may use: "
              + memory
              + "; give the JVM a larger heap (java -Xmx...), set a lower in-degree bound"
              + " (maxParents, --max-parents) or use fewer variables");
    }
    LocalScore score = options.score().bind(data);
    ScoreBound bound = ScoreBound.of(options.score(), data);
    List<SearchStep> steps = new ArrayList<>();
    AtomicLong done = new AtomicLong();
    long parts = n + OrderDp.groups(n);
    Thread owner = Thread.currentThread();
    String[] stage = {"scoring parent sets"};
    java.util.function.Supplier<String> message =
        () ->
            "exact search interrupted while "
                + stage[0]
                + " ("
                + done.get()
                + " of "
                + parts
                + " parts done)";
    List<ParentSets> lists =
        WorkerPool.map(
            "exact",
            options.threads(),
            n,
            v -> {
              ParentSets s =
                  ParentSets.of(
                      score,
                      v,
                      allowed[v],
                      required[v],
                      options.maxParents(),
                      bound,
                      owner,
                      message);
              progress.progress(done.incrementAndGet(), parts);
              return s;
            },
            message);
    ParentSets[] sets = lists.toArray(new ParentSets[0]);
    long scored = 0;
    long kept = 0;
    for (ParentSets s : sets) {
      scored += s.scored();
      kept += s.masks().length;
    }
    steps.add(
        new SearchStep(
            1,
            String.format(Locale.ROOT, "parent sets: %,d scored, %,d kept", scored, kept),
            Double.NaN,
            Double.NaN,
            System.nanoTime() - t0,
            0));
    stage[0] = "filling the table of subsets";
    OrderDp dp = new OrderDp(sets);
    double optimum;
    try (StepTeam team = StepTeam.start("exact", options.threads())) {
      optimum =
          dp.run(team, owner, message, group -> progress.progress(done.incrementAndGet(), parts));
    }
    int[] parents = dp.network();
    List<Arc> arcs = new ArrayList<>();
    double total = 0;
    for (int v = 0; v < n; v++) {
      int[] ps = ParentSets.members(parents[v]);
      for (int p : ps) {
        arcs.add(new Arc(p, v));
      }
      total += score.local(v, ps);
    }
    Dag dag = Dag.of(names, arcs);
    steps.add(
        new SearchStep(
            2,
            "dynamic programme over 2^" + n + " subsets: optimum " + optimum,
            Double.NaN,
            total,
            System.nanoTime() - t0,
            0));
    return new ExactResult(
        "exact search (dynamic programming)",
        dag,
        Cpdags.of(dag),
        total,
        options.score().name(),
        scored,
        kept,
        memory,
        steps,
        StopReason.EXHAUSTED,
        new SearchCounters(scored, 0, (long) n << (n - 1), 0),
        options,
        Duration.ofNanos(System.nanoTime() - t0));
  }

  /** The memory estimate for n variables, with the limit from the options or the free heap. */
  MemoryEstimate estimate(int n, int[] allowed, int[] required) {
    long candidates = 0;
    long widest = 0;
    for (int v = 0; v < n; v++) {
      int free = Integer.bitCount(allowed[v] & ~required[v]);
      int room = Math.max(0, options.maxParents() - Integer.bitCount(required[v]));
      long widestLevel = 0;
      for (int size = 0; size <= Math.min(free, room); size++) {
        long c = binomial(free, size);
        candidates = saturatedAdd(candidates, c);
        widestLevel = Math.max(widestLevel, c);
      }
      widest = saturatedAdd(widest, widestLevel);
    }
    long setBytes = widest > Long.MAX_VALUE / 128 ? Long.MAX_VALUE : widest * 128;
    long limit = options.maxMemoryBytes();
    if (limit == 0) {
      Runtime rt = Runtime.getRuntime();
      limit = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    }
    return new MemoryEstimate(n, candidates, 8L << n, setBytes, limit);
  }

  private static long binomial(int n, int k) {
    long r = 1;
    for (int i = 1; i <= k; i++) {
      r = r * (n - k + i) / i;
    }
    return r;
  }

  private static long saturatedAdd(long a, long b) {
    long s = a + b;
    return s < 0 ? Long.MAX_VALUE : s;
  }

  @Override
  public String toString() {
    return "ExactSearch(" + options + ")";
  }
}
