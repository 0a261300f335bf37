package org.structlearn.citest;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.structlearn.Interrupts;
import org.structlearn.WorkerPool;

/**
 * Runs independent tasks 0..count−1 on a {@link WorkerPool} (or the calling thread), each task
 * writing its own slot of a result array, so results do not depend on the split. Every task first
 * checks the calling thread's interrupt flag ({@link Interrupts}).
 */
final class ParallelRuns {
  private ParallelRuns() {}

  static void forEach(WorkerPool pool, int count, IntConsumer task, Supplier<String> message) {
    Thread owner = Thread.currentThread();
    IntConsumer checked =
        i -> {
          Interrupts.check(owner, message);
          task.accept(i);
        };
    if (pool == null || count <= 1) {
      for (int i = 0; i < count; i++) {
        checked.accept(i);
      }
      return;
    }
    ExecutorService executor = pool.executor();
    if (executor instanceof ForkJoinPool fj) {
      Runnable all = () -> IntStream.range(0, count).parallel().forEach(checked);
      if (ForkJoinTask.getPool() == fj) {
        all.run(); // already one of its workers: the stream's tasks join this pool
      } else {
        pool.run(all, message);
      }
      return;
    }
    // one puller per worker thread, each taking the next task until none is left: as many futures
    // as threads, whatever the count, and uneven tasks balance themselves
    AtomicInteger next = new AtomicInteger();
    int workers = Math.min(count, pool.size());
    List<Future<?>> futures = new ArrayList<>(workers);
    try {
      for (int w = 0; w < workers; w++) {
        futures.add(
            executor.submit(
                () -> {
                  try {
                    for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
                      checked.accept(i);
                    }
                  } catch (RuntimeException | Error e) {
                    next.set(count); // the others stop at their next task
                    throw e;
                  }
                }));
      }
      for (Future<?> f : futures) {
        pool.await(f, message);
      }
    } finally {
      for (Future<?> f : futures) {
        f.cancel(true);
      }
    }
  }
}
