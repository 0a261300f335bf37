package org.structlearn.bootstrap;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.structlearn.Interrupts;
import org.structlearn.ProgressListener;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Pdag;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.learn.StructureLearner;

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
    options.learner().knowledge().resolve(data.names()); // unknown names fail before any work
    int total = options.replicates();
    AtomicInteger done = new AtomicInteger();
    Thread owner = Thread.currentThread();
    List<Learned> learned =
        WorkerPool.map(
            "boot",
            options.threads(),
            total,
            r -> {
              Interrupts.check(
                  owner, () -> "bootstrap interrupted after " + done.get() + " of " + total);
              Learned one = replicate(data, r);
              progress.progress(done.incrementAndGet(), total);
              return one;
            },
            () -> "bootstrap interrupted after " + done.get() + " of " + total + " replicates");
    List<String> nodes =
        ReplicateGraphs.nodes(learned.stream().map(Learned::counted).toList(), data.names());
    List<Replicate> reps = new ArrayList<>();
    for (int r = 0; r < total; r++) {
      reps.add(learned.get(r).replicate(r, nodes));
    }
    LearnedStructure first = learned.get(0).result();
    return new ArcStrengths(
        nodes,
        reps,
        options,
        new ArcStrengths.Run(first.kind(), first.algorithm(), first.scoreName(), data.rows()),
        Duration.ofNanos(System.nanoTime() - t0));
  }

  /** One replicate's result, the links it counts over its own nodes, and its time. */
  private record Learned(LearnedStructure result, Pdag counted, long nanos) {
    Replicate replicate(int index, List<String> nodes) {
      Pdag g = ReplicateGraphs.over(counted, nodes);
      Map<String, Long> work = result.work();
      long evaluations = work.isEmpty() ? 0 : work.values().iterator().next();
      return new Replicate(
          index, g.arcs(), g.edges(), result.score(), result.trace().size(), evaluations, nanos);
    }
  }

  /**
   * Learns replicate {@code r}: its rows, column order and learner's seed from (seed, r) only, the
   * learner on one thread.
   */
  private Learned replicate(Dataset data, int r) {
    long t0 = System.nanoTime();
    SplittableRandom rnd = new SplittableRandom(seedOf(options.seed(), r));
    int n = data.rows();
    int m = options.sampleSize() == 0 ? n : options.sampleSize();
    Dataset sample = data.rows(resample(rnd, n, m));
    List<String> names = data.names();
    if (options.shuffle()) {
      sample = sample.select(shuffled(names, rnd));
    }
    StructureLearner learner = options.learner().reseeded(rnd.nextLong(), 1);
    LearnedStructure learned = learner.learn(sample, LearnListener.none());
    Pdag counted =
        ReplicateGraphs.counted(learned, names, options.learner().knowledge(), options.cpdag());
    return new Learned(learned, counted, System.nanoTime() - t0);
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
