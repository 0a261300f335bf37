package org.structlearn.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;
import org.structlearn.StructlearnException;
import org.structlearn.WorkerPool;

/**
 * The calling thread and {@code threads − 1} helper threads, splitting one batch of independent
 * work items at a time: a search step's (column, candidate) rescores. A step of hill climbing on a
 * medium network rescores one or two columns, a millisecond or so of counting, and a thread pool's
 * hand-off (wake a parked worker, wait for it to park again) costs a sizeable part of that; a team
 * whose helpers stay awake between steps splits even such a step.
 *
 * <p><b>How a batch runs.</b> {@link #forEach} publishes the batch; every member, the caller
 * included, claims contiguous chunks of indices from a shared counter until none are left, and the
 * caller returns once every claimed chunk is finished. Between batches a helper spins for {@link
 * #SPIN_NANOS} (yielding the core to any other runnable thread, such as the JIT compiler, at each
 * turn), then parks until the next batch. Which thread runs which index varies from run to run, so
 * the work of index i must depend on i alone: then the result is the same for any thread count.
 *
 * <p>A failure (an exception in any item, including the {@link
 * org.structlearn.InterruptedRunException} of an interrupted search) stops the batch: the remaining
 * chunks are skipped and {@link #forEach} rethrows the first failure in the caller. {@link
 * #close()} ends the helpers and waits for them, so no {@code structlearn-*} thread outlives the
 * search.
 */
public final class StepTeam implements AutoCloseable {
  /** How long a helper stays awake after a batch, waiting for the next. */
  static final long SPIN_NANOS = TimeUnit.MILLISECONDS.toNanos(2);

  /**
   * How long the caller spins for the helpers' last chunks before it parks. Parking matters when
   * the cores are oversubscribed (in a fresh JVM the JIT's compiler threads keep a core busy): a
   * helper that was preempted holding a chunk waits behind them, and only an idle core lets the
   * scheduler move it over, which a spinning caller never gives.
   */
  static final long WAIT_SPIN_NANOS = TimeUnit.MICROSECONDS.toNanos(50);

  /** The longest the caller parks before it looks again (an unpark may race with the park). */
  static final long WAIT_PARK_NANOS = TimeUnit.MICROSECONDS.toNanos(200);

  /**
   * {@link #forEachIfWorthIt} shares a batch only when its estimated work is at least this (1 ms):
   * below, waking the helpers (and starting them, the first time) costs more than it saves.
   */
  static final long MIN_SHARED_NANOS = 1_000_000;

  private final List<Helper> helpers = new ArrayList<>();
  private double nanosPerItem = -1; // measured on the caller by forEachIfWorthIt; -1 until then
  private final int threads;
  private volatile Batch current;
  private volatile boolean closed;

  private final String task;

  private StepTeam(String task, int threads) {
    this.task = task;
    this.threads = threads;
  }

  /**
   * Starts the helpers, on the first batch: a search whose batches all run in the caller (a small
   * problem) never starts a thread.
   */
  private void startHelpers() {
    for (int k = 1; k < threads; k++) {
      // String.concat, not +: the first indy string concatenation in a fresh JVM costs ~10 ms
      Helper h =
          new Helper(
              WorkerPool.THREAD_PREFIX.concat(task).concat("-step-").concat(Integer.toString(k)));
      helpers.add(h);
    }
    for (Helper h : helpers) {
      h.start();
    }
  }

  /**
   * A team of the caller and {@code threads − 1} helpers (started on the first {@link #forEach}),
   * or null when {@code threads == 1} (run batches in the caller).
   */
  public static StepTeam start(String task, int threads) {
    WorkerPool.checkThreads("threads", threads);
    return threads == 1 ? null : new StepTeam(task, threads);
  }

  /** The number of threads, the caller included. */
  public int threads() {
    return threads;
  }

  /**
   * Runs {@code work} for indices 0..count−1, split in contiguous chunks of {@code chunk} indices
   * among the team, and returns when all have run.
   *
   * @throws RuntimeException the first failure of an item, unwrapped
   */
  public void forEach(int count, int chunk, IntConsumer work) {
    if (count <= 0) {
      return;
    }
    if (helpers.isEmpty()) {
      startHelpers();
    }
    Batch b = new Batch(count, Math.max(1, chunk), work);
    current = b;
    for (Helper h : helpers) {
      if (h.parked) {
        LockSupport.unpark(h);
      }
    }
    b.share();
    long spinUntil = System.nanoTime() + WAIT_SPIN_NANOS;
    while (b.done.get() < count) {
      if (System.nanoTime() < spinUntil) {
        Thread.onSpinWait();
      } else {
        b.waiter = Thread.currentThread();
        if (b.done.get() < count) {
          LockSupport.parkNanos(b, WAIT_PARK_NANOS);
        }
      }
    }
    current = null;
    Throwable f = b.failure;
    if (f instanceof RuntimeException r) {
      throw r;
    }
    if (f instanceof Error e) {
      throw e;
    }
    if (f != null) {
      throw new StructlearnException("a search thread failed: " + f, f);
    }
  }

  /**
   * Runs {@code work} for indices 0..count−1 on the team when that is worth it, else on the caller:
   * on the team when at least {@code minShared} items remain and their estimated work is at least
   * {@link #MIN_SHARED_NANOS}, split in about {@code chunksPerThread} chunks per thread. The
   * estimate is the time per item measured on the caller: every batch of at least {@code minShared}
   * items runs its first {@code minShared} there to measure it, so an estimate taken while the code
   * still ran uncompiled does not send every later small batch to the team. A small problem thus
   * never starts the helpers, whose start and hand-off would cost more than its batches. The work
   * of an index must not depend on the thread that runs it (see {@link #forEach}).
   */
  public void forEachIfWorthIt(int count, int minShared, int chunksPerThread, IntConsumer work) {
    int done = 0;
    if (count
        >= minShared) { // the estimate from this batch's first items: the code as compiled now
      done = timed(work, 0, minShared, minShared);
    }
    int rest = count - done;
    if (rest >= minShared && nanosPerItem * rest >= MIN_SHARED_NANOS) {
      int from = done;
      forEach(rest, Math.max(1, rest / (threads * chunksPerThread)), k -> work.accept(from + k));
    } else {
      timed(work, done, count, minShared);
    }
  }

  /**
   * Runs items from..to−1 on the caller; a run of at least {@code minTimed} updates the estimate.
   */
  private int timed(IntConsumer work, int from, int to, int minTimed) {
    long t = System.nanoTime();
    for (int k = from; k < to; k++) {
      work.accept(k);
    }
    if (to - from >= minTimed) {
      nanosPerItem = (System.nanoTime() - t) / (double) (to - from);
    }
    return to;
  }

  /** Ends the helpers and waits for them. */
  @Override
  public void close() {
    closed = true;
    for (Helper h : helpers) {
      LockSupport.unpark(h);
    }
    boolean interrupted = Thread.interrupted();
    try {
      for (Helper h : helpers) {
        while (h.isAlive()) {
          try {
            h.join();
          } catch (InterruptedException e) {
            interrupted = true;
          }
        }
      }
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** One batch: the items, the next unclaimed index and how many have finished. */
  private static final class Batch {
    final int count;
    final int chunk;
    final IntConsumer work;
    final AtomicInteger next = new AtomicInteger();
    final AtomicInteger done = new AtomicInteger();
    volatile Throwable failure;
    volatile Thread waiter; // the caller, once it parks to wait for the last chunks

    Batch(int count, int chunk, IntConsumer work) {
      this.count = count;
      this.chunk = chunk;
      this.work = work;
    }

    /** Claims and runs chunks until none are left. */
    void share() {
      int from;
      while ((from = next.getAndAdd(chunk)) < count) {
        int to = Math.min(count, from + chunk);
        try {
          if (failure == null) {
            for (int i = from; i < to; i++) {
              work.accept(i);
            }
          }
        } catch (Throwable t) {
          synchronized (this) {
            if (failure == null) {
              failure = t;
            }
          }
        } finally {
          if (done.addAndGet(to - from) == count) {
            Thread w = waiter;
            if (w != null) {
              LockSupport.unpark(w);
            }
          }
        }
      }
    }
  }

  private final class Helper extends Thread {
    volatile boolean parked;

    Helper(String name) {
      super(name);
      setDaemon(true);
    }

    @Override
    public void run() {
      Batch seen = null;
      long idleSince = System.nanoTime();
      while (!closed) {
        Batch b = current;
        if (b != null && b != seen) {
          seen = b;
          b.share();
          idleSince = System.nanoTime();
        } else if (System.nanoTime() - idleSince < SPIN_NANOS) {
          Thread.onSpinWait();
          Thread.yield();
        } else {
          parked = true;
          Batch c = current;
          if ((c == null || c == seen) && !closed) {
            LockSupport.park(this);
          }
          parked = false;
          idleSince = System.nanoTime();
        }
      }
    }
  }
}
