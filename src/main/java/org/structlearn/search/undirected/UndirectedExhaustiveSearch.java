package org.structlearn.search.undirected;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.PriorityQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;
import org.structlearn.Interrupts;
import org.structlearn.StructlearnException;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;
import org.structlearn.score.undirected.BjpScore;
import org.structlearn.score.undirected.BjpTable;
import org.structlearn.score.undirected.BlanketScore;
import org.structlearn.score.undirected.UndirectedGraphScore;

/**
 * Exhaustive search over undirected graphs (Markov network structures): scores every one of the
 * 2^(n(n−1)/2) graphs over the data's variables and returns the best (the MAP graph when the score
 * is a log posterior up to a constant) and optionally the {@code k} best. The exact optimum, as an
 * oracle for the heuristic searches and as the search of seed 000's small-domain study (32,768
 * graphs on six variables). Limited to {@value #MAX_NODES} variables: 2^28 = 268,435,456 graphs,
 * about 8 s of enumeration on a 2-core machine (7 variables: 2^21 graphs, 0.2 s; 6: 32,768 graphs,
 * milliseconds), plus the local scores; 9 variables would be 2^36, about 69 billion graphs.
 *
 * <p>Method, for a {@link BlanketScore} (decomposable over Markov blankets): every node's local
 * score for every possible blanket is computed once up front, n·2^(n−1) calls (192 for n = 6), into
 * a table indexed by the blanket as a bit set over the other n − 1 nodes. Graphs are edge masks
 * over the node pairs ordered (0,1), (0,2), …, (1,2), … (as in {@link
 * org.structlearn.graph.IrregularGraphs#fromMask}); the masks are split into 64 chunks (by the high
 * bits), and within a chunk visited in Gray-code order, so each step flips one edge and updates the
 * blanket indices of its two end points. A graph's score is then n table look-ups, summed in node
 * order, so it is exactly the {@link BlanketScore#total} of the graph whatever the order of the
 * visit. Cost: O(n) per graph; n = 6 takes milliseconds after the 192 local scores.
 *
 * <p>Ranking and ties: graphs are ranked by score, descending (in {@link Double#compare} order);
 * equal scores go to the smaller edge mask. This is a total order, and each chunk keeps its own
 * {@code k} best before they are merged, so the result is the same for any thread count.
 *
 * <p>BJP ({@link BjpScore}) is not decomposable (its order depends on every degree), but every
 * assertion it can make is tabulated once ({@link BjpTable}: n(n − 1)·2^(n − 2) CI queries, 480 for
 * n = 6) and each graph is then scored from its adjacency masks with n(n − 1)/2 look-ups, exactly
 * as {@link BjpScore#score} would score it.
 *
 * <p>Other non-decomposable scores: the enumeration also runs over any thread-safe whole-graph
 * score ({@code ToDoubleFunction<UndirectedGraph>}, one call per graph, package-private for now); a
 * public whole-graph contract can use it without touching the enumeration.
 *
 * <p>Interruptible: the thread that started the search is checked at the start of each chunk and
 * every 4,096 graphs within it, and per node while scoring blankets.
 */
public final class UndirectedExhaustiveSearch implements StructureLearner {
  /** The most variables the search accepts (2^28 graphs). */
  public static final int MAX_NODES = 8;

  private static final int CHUNK_BITS = 6;
  private static final int CHECK_EVERY = 4096;

  /** Best first: higher score, then smaller mask. */
  private static final Comparator<Entry> RANK =
      Comparator.comparingDouble(Entry::score).reversed().thenComparingLong(Entry::mask);

  private final UndirectedSearchOptions options;

  public UndirectedExhaustiveSearch(UndirectedSearchOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  @Override
  public UndirectedSearchOptions options() {
    return options;
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /**
   * {@link #learn(Dataset)}; the enumeration tells the listener nothing, and stops on an interrupt.
   */
  @Override
  public UndirectedSearchResult learn(Dataset data, LearnListener listener) {
    return learn(data);
  }

  /**
   * Binds the options' score to the data and searches every graph over the data's columns.
   *
   * @throws StructlearnException if the data have more than {@value #MAX_NODES} columns
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted
   */
  @Override
  public UndirectedSearchResult learn(Dataset data) {
    long t0 = System.nanoTime();
    checkSize(data.columns());
    UndirectedGraphScore score = options.score().bind(data);
    if (score instanceof BlanketScore blanket) {
      return search(blanket, options.score().name(), t0);
    }
    if (score instanceof BjpScore bjp) {
      return search(bjp, options.score().name(), t0);
    }
    return searchWholeGraph(score.names(), score::score, options.score().name(), t0);
  }

  /**
   * Searches with a whole-graph score already bound to data (BJP, say), called once per graph; a
   * {@link BlanketScore} goes to {@link #search(BlanketScore)}. The score must be thread-safe when
   * {@code threads > 1} (the CI-test caches are).
   *
   * @throws StructlearnException if the score has more than {@value #MAX_NODES} nodes
   */
  public UndirectedSearchResult search(UndirectedGraphScore score) {
    if (score instanceof BlanketScore blanket) {
      return search(blanket);
    }
    if (score instanceof BjpScore bjp) {
      return search(bjp, bjp.toString(), System.nanoTime());
    }
    return searchWholeGraph(score.names(), score::score, score.toString(), System.nanoTime());
  }

  /**
   * Searches with a score already bound to data (e.g. one whose CI-test cache is shared between
   * searches); the options' {@code score} is not used, the result names the score by its {@code
   * toString()}.
   *
   * @throws StructlearnException if the score has more than {@value #MAX_NODES} nodes
   */
  public UndirectedSearchResult search(BlanketScore score) {
    return search(score, score.toString(), System.nanoTime());
  }

  private UndirectedSearchResult search(BlanketScore score, String scoreName, long t0) {
    int n = score.nodes();
    checkSize(n);
    Thread owner = Thread.currentThread();
    int others = Math.max(0, n - 1);
    double[][] table =
        runAll(
                n,
                v -> {
                  Interrupts.check(
                      owner, () -> "exhaustive search interrupted while scoring blankets");
                  double[] row = new double[1 << others];
                  for (int b = 0; b < row.length; b++) {
                    row[b] = score.local(v, blanket(v, b));
                  }
                  return row;
                })
            .toArray(double[][]::new);
    long calls = (long) n << others;
    return enumerate(score.names(), () -> MaskCursor.table(table), calls, scoreName, t0);
  }

  /** BJP: its assertions tabulated once ({@link BjpTable}), then n(n − 1)/2 look-ups per graph. */
  private UndirectedSearchResult search(BjpScore score, String scoreName, long t0) {
    checkSize(score.nodes());
    BjpTable table =
        new BjpTable(
            score,
            (count, task) ->
                runAll(
                    count,
                    p -> {
                      task.accept(p);
                      return Boolean.TRUE;
                    }));
    return enumerate(score.names(), () -> MaskCursor.bjp(table), table.queries(), scoreName, t0);
  }

  /**
   * Searches with a whole-graph score, called once per graph (graphs over {@code names} in that
   * order); {@code score} must be thread-safe when {@code threads > 1}.
   */
  UndirectedSearchResult searchWholeGraph(
      List<String> names, ToDoubleFunction<UndirectedGraph> score, String scoreName) {
    return searchWholeGraph(names, score, scoreName, System.nanoTime());
  }

  private UndirectedSearchResult searchWholeGraph(
      List<String> names, ToDoubleFunction<UndirectedGraph> score, String scoreName, long t0) {
    checkSize(names.size());
    List<String> copy = List.copyOf(names);
    long graphs = 1L << pairs(copy.size());
    return enumerate(copy, () -> MaskCursor.wholeGraph(copy, score), graphs, scoreName, t0);
  }

  /** This search on {@code threads} threads (it draws nothing at random). */
  @Override
  public UndirectedExhaustiveSearch reseeded(long seed, int threads) {
    return new UndirectedExhaustiveSearch(options.toBuilder().threads(threads).build());
  }

  @Override
  public String toString() {
    return "UndirectedExhaustiveSearch(" + options + ")";
  }

  private static void checkSize(int n) {
    if (n > MAX_NODES) {
      throw new StructlearnException(
          "exhaustive search over undirected graphs is limited to "
              + MAX_NODES
              + " variables (2^28 = 268,435,456 graphs; "
              + n
              + " would be 2^"
              + pairs(n)
              + "), the data have "
              + n
              + "; keep at most "
              + MAX_NODES
              + " columns (library: Dataset.select)");
    }
  }

  static int pairs(int n) {
    return n * (n - 1) / 2;
  }

  private UndirectedSearchResult enumerate(
      List<String> names,
      java.util.function.Supplier<MaskCursor> cursors,
      long localCalls,
      String scoreName,
      long t0) {
    int n = names.size();
    int p = pairs(n);
    int chunkBits = Math.min(CHUNK_BITS, p);
    int low = p - chunkBits;
    long total = 1L << p;
    AtomicLong progress = new AtomicLong();
    Thread owner = Thread.currentThread();
    List<List<Entry>> chunks =
        runAll(
            1 << chunkBits,
            c -> {
              TopK top = new TopK(options.kBest());
              MaskCursor cursor = cursors.get();
              long high = (long) c << low;
              cursor.set(high);
              for (long j = 0; j < 1L << low; j++) {
                if (j > 0) {
                  cursor.flip(Long.numberOfTrailingZeros(j));
                }
                if ((j & (CHECK_EVERY - 1)) == 0) {
                  long done = progress.get() + j;
                  Interrupts.check(
                      owner,
                      () ->
                          String.format(
                              Locale.ROOT,
                              "exhaustive search over undirected graphs interrupted after about"
                                  + " %,d of %,d graphs",
                              done,
                              total));
                }
                top.offer(high | (j ^ (j >>> 1)), cursor.total());
              }
              progress.addAndGet(1L << low);
              return top.sorted();
            });
    List<Entry> all = new ArrayList<>();
    chunks.forEach(all::addAll);
    all.sort(RANK);
    List<ScoredUndirectedGraph> best = new ArrayList<>();
    for (Entry e : all.subList(0, Math.min(options.kBest(), all.size()))) {
      best.add(new ScoredUndirectedGraph(graphOf(names, e.mask()), e.score()));
    }
    return new UndirectedSearchResult(
        best.get(0).graph(),
        best.get(0).score(),
        scoreName,
        best,
        total,
        localCalls,
        options,
        Duration.ofNanos(System.nanoTime() - t0));
  }

  /** Runs {@code count} tasks, on a pool when {@code threads > 1}; results in task order. */
  private <T> List<T> runAll(int count, IntFunction<T> task) {
    return WorkerPool.map(
        "ug-exhaustive",
        options.threads(),
        count,
        task,
        () -> "exhaustive search over undirected graphs interrupted");
  }

  /** The blanket of {@code v} whose bit {@code i} stands for the i-th other node, ascending. */
  private static int[] blanket(int v, int bits) {
    int[] out = new int[Integer.bitCount(bits)];
    int j = 0;
    for (int i = 0; bits >> i != 0; i++) {
      if ((bits >> i & 1) != 0) {
        out[j++] = i < v ? i : i + 1;
      }
    }
    return out;
  }

  /** The graph over {@code names} whose edges are the mask's bits (pairs in (0,1), (0,2) order). */
  static UndirectedGraph graphOf(List<String> names, long mask) {
    List<Edge> edges = new ArrayList<>();
    int k = 0;
    for (int a = 0; a < names.size(); a++) {
      for (int b = a + 1; b < names.size(); b++, k++) {
        if ((mask >>> k & 1) != 0) {
          edges.add(new Edge(a, b));
        }
      }
    }
    return UndirectedGraph.of(names, edges);
  }

  /** A graph (edge mask) and its score. */
  private record Entry(long mask, double score) {}

  /** The k best entries seen, by {@link #RANK}. */
  private static final class TopK {
    private final int k;
    private final PriorityQueue<Entry> heap; // worst on top
    private Entry worst;

    TopK(int k) {
      this.k = k;
      this.heap = new PriorityQueue<>(RANK.reversed());
    }

    void offer(long mask, double score) {
      if (heap.size() == k) {
        int c = Double.compare(score, worst.score());
        if (c < 0 || (c == 0 && mask > worst.mask())) {
          return;
        }
        heap.poll();
      }
      heap.add(new Entry(mask, score));
      worst = heap.peek();
    }

    List<Entry> sorted() {
      List<Entry> out = new ArrayList<>(heap);
      out.sort(RANK);
      return out;
    }
  }
}
