package org.structlearn.inference.sampling;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.structlearn.Interrupts;
import org.structlearn.ProgressListener;
import org.structlearn.WorkerPool;

/**
 * Runs independent blocks of draws on a small pool and returns their results in block order. Block
 * {@code b} draws from its own generator seeded from {@code (seed, b)}, so the results, combined in
 * block order, do not depend on the thread count. Before each block the calling thread's interrupt
 * flag is checked; an interrupt ends the run with an {@link
 * org.structlearn.InterruptedRunException} saying how many draws were made.
 */
final class DrawBlocks {
  /** Draws per block; part of the contract (the same seed gives the same draws). */
  static final int BLOCK = 4096;

  private DrawBlocks() {}

  /** Number of blocks of {@code draws} draws. */
  static int count(long draws) {
    return (int) ((draws + BLOCK - 1) / BLOCK);
  }

  /** The draws of block b (the last may be short). */
  static int size(long draws, int b) {
    return (int) Math.min(BLOCK, draws - (long) b * BLOCK);
  }

  /** SplitMix64's finaliser over seed and block index: independent streams per block. */
  static long seed(long seed, int block) {
    return SplitMix.mix(seed + (block + 1L) * SplitMix.GOLDEN);
  }

  static <T> List<T> run(
      String what, long draws, int threads, ProgressListener listener, IntFunction<T> block) {
    int blocks = count(draws);
    AtomicLong done = new AtomicLong();
    Thread owner = Thread.currentThread();
    Supplier<String> message =
        () ->
            String.format(
                Locale.ROOT, "%s interrupted after %,d of %,d draws", what, done.get(), draws);
    return WorkerPool.map(
        "query",
        Math.min(threads, Math.max(1, blocks)),
        blocks,
        b -> {
          Interrupts.check(owner, message);
          T result = block.apply(b);
          listener.progress(done.addAndGet(size(draws, b)), draws);
          return result;
        },
        message);
  }
}
