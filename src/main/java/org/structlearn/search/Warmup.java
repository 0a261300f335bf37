package org.structlearn.search;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
 * search then uses.
 *
 * <p>It changes no result: it shares no mutable state with other searches (scratch space is per
 * thread, caches are per search) and only its own daemon thread runs it. It costs a core while it
 * runs, which is why callers start it only where a core would otherwise wait (the CLI starts it
 * before reading a file, and stops it when the data are in memory). Nothing is printed; an error in
 * the warm-up ends the warm-up and nothing else.
 */
public final class Warmup implements AutoCloseable {
  /** The longest a warm-up runs if nobody stops it. */
  public static final long BUDGET_NANOS = 3_000_000_000L;

  private static final int ROWS = 4096;
  private static final int COLUMNS = 18;
  private static final int[] LEVELS = {2, 3, 4, 5, 3, 7, 4, 11, 2};

  private final Thread thread;
  private final Runnable round; // null: the discrete hill climbs
  private volatile boolean stopped;
  private volatile int rounds;

  private Warmup(Runnable round) {
    this.round = round;
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
    return start(null);
  }

  /**
   * As {@link #start()}, but each round runs {@code round} (e.g. a search of another kind of data,
   * which must stop promptly when its thread is interrupted) instead of the discrete hill climb;
   * null: the discrete hill climb.
   */
  public static Warmup start(Runnable round) {
    Warmup w = new Warmup(round);
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

  /** Rounds (hill climbs of the synthetic data) finished so far. */
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
      Dataset data = syntheticChain();
      HillClimbing one = new HillClimbing(SearchOptions.builder().threads(1).build());
      HillClimbing all = new HillClimbing(SearchOptions.defaults());
      while (!stopped && System.nanoTime() < end) {
        (rounds % 2 == 0 ? one : all).learn(data);
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
}
