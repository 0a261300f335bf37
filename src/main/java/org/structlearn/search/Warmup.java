package org.structlearn.search;

import java.util.Arrays;
import java.util.function.Supplier;
import org.structlearn.Interrupts;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiTestType;
import org.structlearn.constraint.ConstraintOptions;
import org.structlearn.constraint.PcStable;
import org.structlearn.data.Dataset;

/**
 * Warms the discrete search up on a second thread while the caller does something else (reads its
 * data): a fresh JVM interprets the counting kernel for its first few hundred calls and loads the
 * search's classes on first use, which costs a first hill climb on alarm's 20,000 rows several
 * times what the same climb costs once the JIT has compiled it. A warm-up runs hill climbing with
 * BIC, alternately on one thread and on the default threads, on small synthetic data (18 columns
 * with 2 to 11 levels, each from the third a noisy function of the two or three before it, 1,024
 * rows, and every other pair of rounds 4,096, fixed seed) until {@link #stop()} or its budget runs
 * out, so the JIT compiles the same methods the real search then uses. For PC-stable ({@link
 * Workload#PC_STABLE}) it runs PC-stable with the mutual information test on other synthetic data
 * (40 columns of 2 to 4 levels, mostly binary, each from the third a noisy function of up to three
 * earlier ones, 4,096 rows): the tests' counting kernels (bit-plane strata, the row-by-row strata,
 * G², the χ² tail) are methods hill climbing never calls, and a fresh JVM otherwise interprets the
 * first few hundred tests.
 *
 * <p><b>Shaped like the caller's data.</b> The JIT compiles the paths the warm-up takes, and data
 * whose columns have 60 to 100 levels (mildew, barley) take others (tables without bit planes,
 * sparse tables, row-by-row counts of three parents) than 2 to 11 levels do: after the fixed
 * synthetic rounds, such a search's first climb still recompiled its counting methods and ran at
 * about twice its warm time. Given the caller's column levels ({@link #shapeFrom}, e.g. from a
 * level file), the next rounds run on the same synthetic design with those levels (at most 40
 * columns: quantiles of the levels when there are more), and the first climb then runs near its
 * warm time.
 *
 * <p>It changes no result: it shares no mutable state with other searches (scratch space is per
 * thread, caches are per search) and only its own daemon thread runs it. It costs a core while it
 * runs, which is why callers start it only where a core would otherwise wait (the CLI starts it
 * before reading a file, and stops it when the data are in memory). Nothing is printed; an error in
 * the warm-up ends the warm-up and nothing else. Its thread is {@link Interrupts#quietThread
 * quiet}: stopping it builds no interruption message.
 */
public final class Warmup implements AutoCloseable {
  /** What a warm-up runs: the kind of work the caller is about to do. */
  public enum Workload {
    /** Hill climbing with BIC, what hc and tabu run (their kernels are the same). */
    SEARCH,
    /** PC-stable with the mutual information test. */
    PC_STABLE,
    /**
     * Greedy equivalence search ({@code org.structlearn.search.ges.GesWarmup} gives its rounds):
     * its forward, backward and turning phases, clique and path tests and operator caches are
     * methods hill climbing never calls.
     */
    GES,
    /**
     * Structural EM ({@code org.structlearn.missing.StructuralEmWarmup} gives its rounds): its
     * E-steps (likelihood weighting, exact inference), completed tables and parameter EM, and the
     * searches on expected statistics, none of which a plain search calls.
     */
    STRUCTURAL_EM
  }

  /**
   * One round of a warm-up on the discrete synthetic data (shaped like the caller's when {@link
   * #shapeFrom} was given levels): {@code round} counts from 0; even rounds should run on one
   * thread and odd ones on the default threads, as the hill-climbing rounds do. It must stop
   * promptly when its thread is interrupted.
   */
  @FunctionalInterface
  public interface Round {
    /** Runs the round's search on {@code data}. */
    void run(Dataset data, int round);
  }

  /**
   * The listener warm-up rounds pass to their searches: searches called as {@code learn} calls
   * them, with a listener, so that the JIT compiles the step callback for a listener (a search
   * compiled without one recompiles its step method when the real search brings one).
   */
  public static final org.structlearn.learn.LearnListener QUIET_LISTENER =
      org.structlearn.learn.LearnListener.none();

  /**
   * Every other pair of discrete search rounds runs on the chain of {@link
   * WarmupData#LONGER_CHAIN_ROWS} rows while a round on the short chain takes less than this (5
   * ms): the longer rounds profile the branches more rows take (sachs's first search in a fresh
   * JVM: 0.0068 → 0.0027 s, median of 16 paired runs), but on data shaped like barley's, where a
   * short round already takes longer, they cost the warm-up too many rounds (0.0285 → 0.0319 s).
   */
  static final long LONGER_ROUNDS_BELOW_NANOS = 5_000_000;

  /** The longest a warm-up runs if nobody stops it. */
  public static final long BUDGET_NANOS = 3_000_000_000L;

  /** The smallest maximum heap for which {@link #start()} starts a warm-up at all. */
  public static final long MIN_HEAP_BYTES = 256L << 20;

  private final Workload workload;
  private final Thread thread;
  private final Runnable round; // null: searches on the discrete synthetic data
  private final Round discrete; // null: the discrete hill climbs (or PC-stable)
  private volatile boolean stopped;
  private volatile int rounds;
  private volatile Supplier<int[]> shape;
  private volatile boolean shaped;

  private Warmup(Workload workload, Runnable round, Round discrete) {
    this.workload = workload;
    this.round = round;
    this.discrete = discrete;
    this.thread = Interrupts.quietThread(this::run, "structlearn-warmup");
    thread.setPriority(Thread.MIN_PRIORITY);
  }

  /**
   * Starts a hill-climbing warm-up on its own daemon thread; with a maximum heap under {@link
   * #MIN_HEAP_BYTES} (the heap is then for the data) a warm-up that does nothing.
   */
  public static Warmup start() {
    return start(Workload.SEARCH);
  }

  /** As {@link #start()}, warming up the given work. */
  public static Warmup start(Workload workload) {
    return launch(new Warmup(workload, null, null));
  }

  /**
   * As {@link #start()}, but each round runs {@code round} (e.g. a search of another kind of data,
   * which must stop promptly when its thread is interrupted) instead of the discrete hill climb;
   * null: the discrete hill climb. Its {@link #workload()} is {@link Workload#SEARCH}, and {@link
   * #shapeFrom} changes nothing.
   */
  public static Warmup start(Runnable round) {
    return start(Workload.SEARCH, round);
  }

  /** As {@link #start(Runnable)}, for the given work ({@link #workload()}). */
  public static Warmup start(Workload workload, Runnable round) {
    return launch(new Warmup(workload, round, null));
  }

  /**
   * As {@link #start()}, but each round runs {@code round} on the discrete synthetic data (the
   * fixed chain, or one shaped like the caller's, {@link #shapeFrom}) instead of a hill climb: a
   * warm-up for another search of discrete data.
   */
  public static Warmup start(Workload workload, Round round) {
    return launch(new Warmup(workload, null, round));
  }

  private static Warmup launch(Warmup w) {
    if (Runtime.getRuntime().maxMemory() >= MIN_HEAP_BYTES) {
      w.thread.start();
    }
    return w;
  }

  /**
   * From the next round on, warms up on synthetic data shaped like the caller's: {@code levels}
   * (called once, on the warm-up's thread) gives the number of levels of each of the caller's
   * columns. Levels that cannot be had (the supplier throws or gives null), fewer than two columns,
   * or a column of more than 256 levels leave the rounds as they are.
   */
  public void shapeFrom(Supplier<int[]> levels) {
    this.shape = levels;
  }

  /** Whether the rounds now run on data shaped like the caller's (for tests). */
  boolean shaped() {
    return shaped;
  }

  /** The work this warm-up runs. */
  public Workload workload() {
    return workload;
  }

  /** Stops the warm-up: its current round is interrupted; does not wait. */
  public void stop() {
    stopped = true;
    thread.interrupt();
  }

  /** The same as {@link #stop()}. */
  @Override
  public void close() {
    stop();
  }

  /** Rounds (hill climbs or PC-stable runs on the synthetic data) finished so far. */
  public int rounds() {
    return rounds;
  }

  /** Waits for the warm-up thread to end, if it started (for tests). */
  void join() throws InterruptedException {
    if (thread.isAlive()) {
      thread.join();
    }
  }

  private void run() {
    try {
      long end = System.nanoTime() + BUDGET_NANOS;
      if (round != null) {
        while (!stopped && System.nanoTime() < end) {
          round.run();
          rounds++;
        }
        return;
      }
      boolean search = workload != Workload.PC_STABLE;
      Dataset data = search ? WarmupData.chain() : WarmupData.network();
      Dataset longer = null; // the chain on four times the rows, made when first needed
      long shortRound = Long.MAX_VALUE; // the last round on the 1,024-row data took this long
      int[] current = null; // the levels the data are shaped by
      HillClimbing one = new HillClimbing(SearchOptions.builder().threads(1).build());
      HillClimbing all = new HillClimbing(SearchOptions.defaults());
      ConstraintOptions pcOne = ConstraintOptions.builder().threads(1).build();
      ConstraintOptions pcAll =
          ConstraintOptions.builder().threads(SearchOptions.defaults().threads()).build();
      while (!stopped && System.nanoTime() < end) {
        Supplier<int[]> s = shape;
        if (s != null) {
          shape = null;
          int[] levels = WarmupData.shaped(levelsOf(s));
          if (levels != null && !Arrays.equals(levels, current)) { // the same shape: keep the data
            data = search ? WarmupData.chain(levels) : WarmupData.network(levels);
            longer = null;
            current = levels;
            shaped = true;
          }
        }
        Dataset d = data;
        if (search && rounds / 2 % 2 == 1 && shortRound < LONGER_ROUNDS_BELOW_NANOS) {
          if (longer == null) {
            longer =
                WarmupData.chain(
                    current != null ? current : WarmupData.CHAIN_DEFAULT_LEVELS,
                    WarmupData.LONGER_CHAIN_ROWS);
          }
          d = longer;
        }
        long t = System.nanoTime();
        if (discrete != null) {
          discrete.run(d, rounds);
        } else if (search) {
          (rounds % 2 == 0 ? one : all).learn(d, QUIET_LISTENER);
        } else {
          new PcStable(rounds % 2 == 0 ? pcOne : pcAll)
              .learn(new CachedCiTest(CiTestType.MI.bind(data)), data.names());
        }
        if (d == data) {
          shortRound = System.nanoTime() - t;
        }
        rounds++;
      }
    } catch (RuntimeException | OutOfMemoryError e) {
      // a warm-up that fails has only failed to warm up (its data are dropped with it): the real
      // work reports its own errors
    }
  }

  private static int[] levelsOf(Supplier<int[]> s) {
    try {
      return s.get();
    } catch (RuntimeException e) {
      return null; // the real read reports what is wrong with the data
    }
  }

  /** The hill-climbing warm-up's fixed data (see the class comment). */
  static Dataset syntheticChain() {
    return WarmupData.chain();
  }

  /** The PC-stable warm-up's fixed data (see the class comment). */
  static Dataset syntheticNetwork() {
    return WarmupData.network();
  }
}
