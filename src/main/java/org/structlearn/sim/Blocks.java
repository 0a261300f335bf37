package org.structlearn.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import org.structlearn.Interrupts;
import org.structlearn.WorkerPool;

/**
 * Runs independent blocks of {@link ForwardSampler#BLOCK_ROWS} rows on a small pool of daemon
 * threads ({@code structlearn-sample-<k>}), each worker taking the next block index until none is
 * left. The blocks must not share mutable state; then the result does not depend on the number of
 * threads or on the order in which blocks finish.
 *
 * <p>Every worker checks, before each block, whether the calling thread was interrupted; then the
 * run stops with an {@link org.structlearn.InterruptedRunException} saying how many rows were
 * drawn, and the pool's threads have ended when it is thrown.
 */
final class Blocks {
  private Blocks() {}

  /**
   * Calls {@code block} for every block index of {@code rows} rows, on up to {@code threads}
   * threads (on the calling thread when one is enough).
   *
   * @param what the work, for the interrupt message ("forward sampling")
   */
  static void run(String what, int rows, int threads, IntConsumer block) {
    run(what, rows, ForwardSampler.BLOCK_ROWS, threads, block);
  }

  /** As {@link #run(String, int, int, IntConsumer)} with blocks of {@code blockRows} rows. */
  static void run(String what, int rows, int blockRows, int threads, IntConsumer block) {
    run(what, rows, blockRows, threads, 0, count(rows, blockRows), block);
  }

  /** Number of blocks of {@code blockRows} rows that {@code rows} rows fill. */
  static int count(int rows, int blockRows) {
    return (int) ((rows + (long) blockRows - 1) / blockRows);
  }

  /**
   * As {@link #run(String, int, int, IntConsumer)} for the blocks {@code from} (inclusive) to
   * {@code to} (exclusive) of a run of {@code rows} rows: one batch of a sampler that hands its
   * blocks on in order.
   */
  static void run(
      String what, int rows, int blockRows, int threads, int from, int to, IntConsumer block) {
    int blocks = to - from;
    AtomicLong done = new AtomicLong(Math.min((long) from * blockRows, rows));
    Thread owner = Thread.currentThread();
    Supplier<String> message =
        () ->
            String.format(
                Locale.ROOT, "%s interrupted after %,d of %,d rows", what, done.get(), rows);
    IntConsumer checked =
        b -> {
          Interrupts.check(owner, message);
          block.accept(from + b);
          done.addAndGet(Math.min(blockRows, rows - (long) (from + b) * blockRows));
        };
    int workers = Math.min(threads, blocks);
    if (workers <= 1) {
      for (int b = 0; b < blocks; b++) {
        checked.accept(b);
      }
      return;
    }
    try (WorkerPool pool = WorkerPool.fixed("sample", workers)) {
      AtomicInteger next = new AtomicInteger();
      List<Future<?>> futures = new ArrayList<>();
      for (int w = 0; w < workers; w++) {
        futures.add(
            pool.executor()
                .submit(
                    () -> {
                      for (int b = next.getAndIncrement(); b < blocks; b = next.getAndIncrement()) {
                        checked.accept(b);
                      }
                    }));
      }
      for (Future<?> f : futures) {
        pool.await(f, message);
      }
    }
  }
}
