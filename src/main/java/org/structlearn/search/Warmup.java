package org.structlearn.search;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiTestType;
import org.structlearn.constraint.ConstraintOptions;
import org.structlearn.constraint.PcStable;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * Warms the discrete search up on a second thread while the caller does something else (reads its
 * data): a fresh JVM interprets the counting kernel for its first few hundred calls and loads the
 * search's classes on first use, which costs a first hill climb on alarm's 20,000 rows several
 * times what the same climb costs once the JIT has compiled it. A warm-up runs hill climbing with
 * BIC, alternately on one thread and on the default threads, on small synthetic data (18 columns
 * with 2 to 11 levels, each from the third a noisy function of the two before it, 4,096 rows, fixed
 * seed) until {@link #stop()} or its budget runs out, so the JIT compiles the same methods the real
 * search then uses. For PC-stable ({@link Workload#PC_STABLE}) it runs PC-stable with the mutual
 * information test on other synthetic data (40 columns of 2 to 4 levels, mostly binary, each from
 * the third a noisy function of up to three earlier ones, 4,096 rows): the tests' counting kernels
 * (bit-plane strata, the row-by-row strata, G², the χ² tail) are methods hill climbing never calls,
 * and a fresh JVM otherwise interprets the first few hundred tests.
 *
 * <p>It changes no result: it shares no mutable state with other searches (scratch space is per
 * thread, caches are per search) and only its own daemon thread runs it. It costs a core while it
 * runs, which is why callers start it only where a core would otherwise wait (the CLI starts it
 * before reading a file, and stops it when the data are in memory). Nothing is printed; an error in
 * the warm-up ends the warm-up and nothing else.
 */
public final class Warmup implements AutoCloseable {
  /** What a warm-up runs: the kind of work the caller is about to do. */
  public enum Workload {
    /** Hill climbing with BIC, what hc and tabu run (their kernels are the same). */
    SEARCH,
    /** PC-stable with the mutual information test. */
    PC_STABLE
  }

  /** The longest a warm-up runs if nobody stops it. */
  public static final long BUDGET_NANOS = 3_000_000_000L;

  private static final int ROWS = 4096;
  private static final int COLUMNS = 18;
  private static final int[] LEVELS = {2, 3, 4, 5, 3, 7, 4, 11, 2};

  private static final int PC_COLUMNS = 40;
  private static final int[] PC_LEVELS = {2, 2, 3, 2, 4, 2, 3, 2};

  private final Workload workload;
  private final Thread thread;
  private volatile boolean stopped;
  private volatile int rounds;

  private Warmup(Workload workload) {
    this.workload = workload;
    this.thread = new Thread(this::run, "structlearn-warmup");
    thread.setDaemon(true);
    thread.setPriority(Thread.MIN_PRIORITY);
  }

  /** The smallest maximum heap for which {@link #start()} starts a warm-up at all. */
  public static final long MIN_HEAP_BYTES = 256L << 20;

  /**
   * Starts a warm-up on its own daemon thread; with a maximum heap under {@link #MIN_HEAP_BYTES}
   * (the heap is then for the data) a warm-up that does nothing.
   */
  public static Warmup start() {
    return start(Workload.SEARCH);
  }

  /** As {@link #start()}, warming up the given work. */
  public static Warmup start(Workload workload) {
    Warmup w = new Warmup(workload);
    if (Runtime.getRuntime().maxMemory() >= MIN_HEAP_BYTES) {
      w.thread.start();
    }
    return w;
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

  /** The work this warm-up runs. */
  public Workload workload() {
    return workload;
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
      Dataset data = workload == Workload.SEARCH ? syntheticChain() : syntheticNetwork();
      HillClimbing one = new HillClimbing(SearchOptions.builder().threads(1).build());
      HillClimbing all = new HillClimbing(SearchOptions.defaults());
      ConstraintOptions pcOne = ConstraintOptions.builder().threads(1).build();
      ConstraintOptions pcAll =
          ConstraintOptions.builder().threads(SearchOptions.defaults().threads()).build();
      long end = System.nanoTime() + BUDGET_NANOS;
      while (!stopped && System.nanoTime() < end) {
        if (workload == Workload.SEARCH) {
          (rounds % 2 == 0 ? one : all).learn(data);
        } else {
          new PcStable(rounds % 2 == 0 ? pcOne : pcAll)
              .learn(new CachedCiTest(CiTestType.MI.bind(data)), data.names());
        }
        rounds++;
      }
    } catch (RuntimeException | OutOfMemoryError e) {
      // a warm-up that fails has only failed to warm up (its data are dropped with it): the real
      // work reports its own errors
    }
  }

  /**
   * Column c has {@code LEVELS[c % 9]} levels; from the third on, in 70% of rows it is the sum of
   * the two columns before it (mod its levels), so the climb finds families of one and two parents.
   */
  static Dataset syntheticChain() {
    SplittableRandom rnd = new SplittableRandom(20_261_123L);
    List<Variable> vars = new ArrayList<>(COLUMNS);
    List<byte[]> cols = new ArrayList<>(COLUMNS);
    for (int c = 0; c < COLUMNS; c++) {
      int levels = LEVELS[c % LEVELS.length];
      List<String> names = new ArrayList<>(levels);
      for (int l = 0; l < levels; l++) {
        names.add("s" + l);
      }
      vars.add(Variable.discrete("V" + c, names));
      byte[] col = new byte[ROWS];
      for (int i = 0; i < ROWS; i++) {
        boolean copy = c > 1 && rnd.nextInt(10) < 7;
        int parents = copy ? cols.get(c - 1)[i] + cols.get(c - 2)[i] : rnd.nextInt(levels);
        col[i] = (byte) (parents % levels);
      }
      cols.add(col);
    }
    return Dataset.of(vars, cols);
  }

  /**
   * The PC-stable warm-up's data: column c has {@code PC_LEVELS[c % 8]} levels; from the third on,
   * in 60% of rows it is the sum of one to three earlier columns (chosen with a fixed seed, mod its
   * levels), so the tests find dependences, remove edges at conditioning sets of one to three
   * variables, and orient v-structures.
   */
  static Dataset syntheticNetwork() {
    SplittableRandom rnd = new SplittableRandom(20_251_126L);
    List<Variable> vars = new ArrayList<>(PC_COLUMNS);
    List<byte[]> cols = new ArrayList<>(PC_COLUMNS);
    for (int c = 0; c < PC_COLUMNS; c++) {
      int levels = PC_LEVELS[c % PC_LEVELS.length];
      List<String> names = new ArrayList<>(levels);
      for (int l = 0; l < levels; l++) {
        names.add("s" + l);
      }
      vars.add(Variable.discrete("P" + c, names));
      int[] parents = new int[c < 2 ? 0 : 1 + rnd.nextInt(Math.min(3, c))];
      for (int k = 0; k < parents.length; k++) {
        parents[k] = rnd.nextInt(c);
      }
      byte[] col = new byte[ROWS];
      for (int i = 0; i < ROWS; i++) {
        int v = 0;
        if (parents.length > 0 && rnd.nextInt(10) < 6) {
          for (int p : parents) {
            v += cols.get(p)[i];
          }
        } else {
          v = rnd.nextInt(levels);
        }
        col[i] = (byte) (v % levels);
      }
      cols.add(col);
    }
    return Dataset.of(vars, cols);
  }
}
