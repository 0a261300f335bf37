package org.structlearn.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import org.structlearn.StructlearnException;

/**
 * Runs independent blocks of work on a small pool of daemon threads, each worker taking the next
 * block index until none is left. The blocks must not share mutable state; then the result does not
 * depend on the number of threads or on the order in which blocks finish.
 */
final class Blocks {
  private Blocks() {}

  /**
   * Calls {@code block} for every index in {@code [0, blocks)}, on up to {@code threads} threads
   * (on the calling thread when one is enough).
   */
  static void run(int blocks, int threads, IntConsumer block) {
    int workers = Math.min(threads, blocks);
    if (workers <= 1) {
      for (int b = 0; b < blocks; b++) {
        block.accept(b);
      }
      return;
    }
    ExecutorService pool =
        Executors.newFixedThreadPool(
            workers,
            r -> {
              Thread t = new Thread(r, "structlearn-sampler");
              t.setDaemon(true);
              return t;
            });
    try {
      AtomicInteger next = new AtomicInteger();
      List<Future<?>> futures = new ArrayList<>();
      for (int w = 0; w < workers; w++) {
        futures.add(
            pool.submit(
                () -> {
                  for (int b = next.getAndIncrement(); b < blocks; b = next.getAndIncrement()) {
                    block.accept(b);
                  }
                }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new StructlearnException("sampling was interrupted", e);
    } catch (ExecutionException e) {
      throw new StructlearnException("a sampling thread failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }
}
