package org.structlearn;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * A thread pool owned by one library call, closed by that call before it returns or throws: {@link
 * #close()} cancels what is left, and waits until every thread the pool started has ended, so no
 * {@code structlearn-*} thread outlives the call. Threads are daemons named {@code
 * structlearn-<task>-<k>} (e.g. {@code structlearn-hc-1}), so a test or a thread dump shows whose
 * they are.
 *
 * <p>{@link #call} waits for a task interruptibly: when the waiting thread is interrupted, the task
 * is cancelled and an {@link InterruptedRunException} is thrown; the tasks themselves stop at their
 * next {@link Interrupts#check(Thread, Supplier)} of the waiting (owner) thread.
 *
 * <pre>{@code
 * try (WorkerPool pool = WorkerPool.forkJoin("hc", threads)) {
 *   pool.call(() -> work(), () -> "hill climbing interrupted after " + steps + " steps");
 * }
 * }</pre>
 */
public final class WorkerPool implements AutoCloseable {
  /** The prefix of every worker thread's name. */
  public static final String THREAD_PREFIX = "structlearn-";

  /** How long {@link #close()} waits for the threads to end. */
  private static final long CLOSE_WAIT_MILLIS = 30_000;

  private final ExecutorService executor;
  private final int size;
  private final List<Thread> threads = new ArrayList<>();

  /**
   * The most threads any option accepts: 8 per available processor, at least 64. Results never
   * depend on the thread count, so more threads than this only cost memory and time (100,000
   * threads take minutes to start and then exhaust the heap); the bound is checked by every options
   * record and command before any work.
   */
  public static final int MAX_THREADS =
      Math.max(64, 8 * Runtime.getRuntime().availableProcessors());

  /**
   * Checks a thread count against the one rule every option follows: 1 to {@link #MAX_THREADS}.
   *
   * @param what how the message names the count, e.g. {@code "threads"} or {@code "--threads"}
   * @throws IllegalArgumentException naming the value and the valid range
   */
  public static void checkThreads(String what, int threads) {
    if (threads < 1 || threads > MAX_THREADS) {
      throw new IllegalArgumentException(
          what
              + " must be in 1.."
              + MAX_THREADS
              + " (at most 8 per processor of this machine's "
              + Runtime.getRuntime().availableProcessors()
              + ", or 64; the result does not depend on it), was "
              + threads);
    }
  }

  private WorkerPool(String task, int size, boolean forkJoin) {
    checkThreads("threads", size);
    this.size = size;
    AtomicInteger counter = new AtomicInteger();
    String prefix = THREAD_PREFIX + task + "-";
    if (forkJoin) {
      this.executor =
          new ForkJoinPool(
              size,
              pool -> {
                ForkJoinWorkerThread t =
                    ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(pool);
                t.setName(prefix + counter.incrementAndGet());
                remember(t);
                return t;
              },
              null,
              false);
    } else {
      this.executor =
          Executors.newFixedThreadPool(
              size,
              r -> {
                Thread t = new Thread(r, prefix + counter.incrementAndGet());
                t.setDaemon(true);
                remember(t);
                return t;
              });
    }
  }

  /**
   * A fork-join pool of {@code threads} workers: parallel streams started inside a task it runs use
   * its workers.
   */
  public static WorkerPool forkJoin(String task, int threads) {
    return new WorkerPool(task, threads, true);
  }

  /** A fixed pool of {@code threads} plain worker threads. */
  public static WorkerPool fixed(String task, int threads) {
    return new WorkerPool(task, threads, false);
  }

  private synchronized void remember(Thread t) {
    threads.add(t);
  }

  /** The number of worker threads. */
  public int size() {
    return size;
  }

  /** The executor, to submit several tasks; wait for them with {@link #await}. */
  public ExecutorService executor() {
    return executor;
  }

  /**
   * Runs the task on the pool and waits for its result.
   *
   * @param message what was interrupted and how far it got, if the wait is interrupted
   * @throws InterruptedRunException if the calling thread is interrupted while waiting (the flag is
   *     set again), or if the task threw one
   * @throws RuntimeException whatever the task threw, unwrapped
   */
  public <T> T call(Callable<T> task, Supplier<String> message) {
    return await(executor.submit(task), message);
  }

  /**
   * Runs tasks 0..count−1 and returns their results in task order: in the calling thread when
   * {@code threads == 1} or there is at most one task, else on a fixed pool of {@code threads}
   * workers named after {@code task}, closed before returning. Results do not depend on the thread
   * count as long as each task's result depends only on its index.
   *
   * @param message what was interrupted, if the wait is interrupted (see {@link #await})
   */
  public static <T> List<T> map(
      String task, int threads, int count, IntFunction<T> work, Supplier<String> message) {
    List<T> out = new ArrayList<>(count);
    if (threads == 1 || count <= 1) {
      for (int i = 0; i < count; i++) {
        out.add(work.apply(i));
      }
      return out;
    }
    try (WorkerPool pool = fixed(task, threads)) {
      List<Future<T>> futures = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        int index = i;
        futures.add(pool.executor().submit(() -> work.apply(index)));
      }
      for (Future<T> f : futures) {
        out.add(pool.await(f, message));
      }
    }
    return out;
  }

  /** As {@link #call}, for a task without a result. */
  public void run(Runnable task, Supplier<String> message) {
    await(executor.submit(task), message);
  }

  /**
   * Waits for a task submitted to this pool; on interrupt cancels it and throws {@link
   * InterruptedRunException}; a failure of the task is rethrown unwrapped.
   */
  public <T> T await(Future<T> future, Supplier<String> message) {
    try {
      return future.get();
    } catch (InterruptedException e) {
      future.cancel(true);
      throw Interrupts.interrupted(message.get(), e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new StructlearnException("a worker thread failed: " + cause, cause);
    }
  }

  /**
   * Cancels queued and running tasks and waits (up to 30 s) until every thread of the pool has
   * ended. The caller's interrupt flag is left set if it was: the workers watch it to stop, so it
   * is never cleared, not even while waiting (then the wait polls instead of blocking).
   */
  @Override
  public void close() {
    executor.shutdownNow();
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(CLOSE_WAIT_MILLIS);
    for (Thread t : snapshot()) {
      while (t.isAlive() && System.nanoTime() < deadline) {
        if (Thread.currentThread().isInterrupted()) {
          Thread.yield(); // join and sleep would throw at once; workers stop within a family score
        } else {
          try {
            t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // workers must see it; go on waiting by polling
          }
        }
      }
    }
  }

  private synchronized List<Thread> snapshot() {
    return new ArrayList<>(threads);
  }
}
