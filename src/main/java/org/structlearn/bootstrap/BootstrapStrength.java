package org.structlearn.bootstrap;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.structlearn.Interrupts;
import org.structlearn.ProgressListener;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchOptions;

/**
 * Arc strength by the nonparametric bootstrap (Friedman, Goldszmidt and Wyner 1999), as bnlearn's
 * {@code boot.strength}: R times, draw m rows with replacement, learn a DAG from them with a
 * score-based search, take its CPDAG, and count how often each pair is linked and in which
 * direction ({@link ArcStrengths}).
 *
 * <p><b>Determinism.</b> Replicate {@code r} draws its rows, its column shuffle and its search's
 * seed from one stream seeded by (seed, r) alone, and the counts are summed in replicate order, so
 * the result is the same for any number of threads and any scheduling. Replicates run on a pool of
 * {@code threads} workers, each search on one thread (replicates are the coarser, better-balanced
 * unit of parallel work).
 *
 * <p><b>What is shared between replicates, and what is not.</b> Shared: the variables (names and
 * level lists: a level absent from a replicate still counts, as bnlearn's factor levels do), the
 * search options and the score's data-free spec. Not shared: the columns, and the family-score
 * cache. A replicate's counts are the original rows' counts weighted by how often each row was
 * drawn, so no family score of one replicate holds for another; each replicate gathers its own
 * one-byte columns by row index (rows in ascending original order, which reads the source
 * sequentially and gives the same counts as any order), costing m bytes per discrete column, about
 * 1% of a hill climb on alarm, and freed when the replicate ends. At most {@code threads}
 * replicates' columns are alive at once.
 *
 * <p>Progress is reported after every replicate to a {@link ProgressListener} (from worker
 * threads). An interrupt of the calling thread stops the run with {@link
 * org.structlearn.InterruptedRunException} saying how many replicates were done; every worker has
 * ended by then.
 *
 * <p>Cost: R searches of m rows, divided among the threads.
 */
public final class BootstrapStrength {
  private final BootstrapOptions options;

  public BootstrapStrength(BootstrapOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  public BootstrapOptions options() {
    return options;
  }

  /** Runs the bootstrap. */
  public ArcStrengths run(Dataset data) {
    return run(data, ProgressListener.none());
  }

  /**
   * Runs the bootstrap, reporting replicates done to the listener.
   *
   * @throws org.structlearn.StructlearnException if the data have no rows, or the search options do
   *     not fit the data (knowledge or start graph naming columns the data lack, ...)
   * @throws IllegalArgumentException if the sample size is more than 10 times the rows
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted
   */
  public ArcStrengths run(Dataset data, ProgressListener progress) {
    long t0 = System.nanoTime();
    if (data.rows() == 0) {
      throw new org.structlearn.StructlearnException(
          "the data have no rows; a bootstrap replicate needs at least one");
    }
    if ((long) options.sampleSize() > 10L * data.rows()) {
      throw new IllegalArgumentException(
          "sampleSize must be at most 10 times the data's "
              + data.rows()
              + " rows (a replicate draws rows of the data with replacement, by default as many"
              + " as the data have), was "
              + options.sampleSize());
    }
    Knowledge.Resolved knowledge = options.search().knowledge().resolve(data.names());
    int total = options.replicates();
    AtomicInteger done = new AtomicInteger();
    Thread owner = Thread.currentThread();
    List<Replicate> reps =
        WorkerPool.map(
            "boot",
            options.threads(),
            total,
            r -> {
              Interrupts.check(
                  owner, () -> "bootstrap interrupted after " + done.get() + " of " + total);
              Replicate rep = replicate(data, knowledge, r);
              progress.progress(done.incrementAndGet(), total);
              return rep;
            },
            () -> "bootstrap interrupted after " + done.get() + " of " + total + " replicates");
    return new ArcStrengths(
        data.names(), reps, options, data.rows(), Duration.ofNanos(System.nanoTime() - t0));
  }

  /** Learns replicate {@code r}: its rows, column order and search seed from (seed, r) only. */
  private Replicate replicate(Dataset data, Knowledge.Resolved knowledge, int r) {
    long t0 = System.nanoTime();
    SplittableRandom rnd = new SplittableRandom(seedOf(options.seed(), r));
    int n = data.rows();
    int m = options.sampleSize() == 0 ? n : options.sampleSize();
    Dataset sample = data.rows(resample(rnd, n, m));
    List<String> names = data.names();
    if (options.shuffle()) {
      sample = sample.select(shuffled(names, rnd));
    }
    SearchOptions so = options.search().toBuilder().seed(rnd.nextLong()).threads(1).build();
    LearnResult learned = options.algorithm().learn(so, sample);
    Dag g = options.shuffle() ? learned.graph().reorder(names) : learned.graph();
    Pdag counted = options.cpdag() ? cpdag(g, knowledge) : Pdag.of(g);
    return new Replicate(
        r,
        counted.arcs(),
        counted.edges(),
        learned.score(),
        learned.iterations(),
        learned.counters().evaluations(),
        System.nanoTime() - t0);
  }

  /**
   * m row indices drawn uniformly with replacement, in ascending order: the multiset is what
   * matters to the counts, and ascending indices read the source columns sequentially.
   */
  static int[] resample(SplittableRandom rnd, int n, int m) {
    int[] times = new int[n];
    for (int i = 0; i < m; i++) {
      times[rnd.nextInt(n)]++;
    }
    int[] idx = new int[m];
    int k = 0;
    for (int row = 0; row < n; row++) {
      for (int t = times[row]; t > 0; t--) {
        idx[k++] = row;
      }
    }
    return idx;
  }

  private static List<String> shuffled(List<String> names, SplittableRandom rnd) {
    List<String> out = new ArrayList<>(names);
    for (int i = out.size() - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      String t = out.get(i);
      out.set(i, out.get(j));
      out.set(j, t);
    }
    return out;
  }

  /**
   * The CPDAG of the learned DAG, with the directions the knowledge fixes (a required arc, or one
   * whose reverse is forbidden) kept directed and propagated, as bnlearn's {@code cpdag(wlbl =
   * TRUE)}.
   */
  static Pdag cpdag(Dag g, Knowledge.Resolved knowledge) {
    Pdag c = Cpdags.of(g);
    List<Arc> arcs = new ArrayList<>(c.arcs());
    List<Edge> edges = new ArrayList<>();
    for (Edge e : c.edges()) {
      int from = g.hasArc(e.a(), e.b()) ? e.a() : e.b();
      int to = from == e.a() ? e.b() : e.a();
      if (knowledge.isRequired(from, to) || knowledge.isForbidden(to, from)) {
        arcs.add(new Arc(from, to));
      } else {
        edges.add(e);
      }
    }
    if (edges.size() == c.edges().size()) {
      return c;
    }
    return Cpdags.orientFromFixedArcs(Pdag.of(g.names(), arcs, edges));
  }

  /** SplitMix64's finaliser over the seed and the replicate: independent streams per replicate. */
  static long seedOf(long seed, int replicate) {
    long z = seed + (replicate + 1L) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  @Override
  public String toString() {
    return "BootstrapStrength(" + options + ")";
  }
}
