package org.structlearn.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.structlearn.Interrupts;
import org.structlearn.WorkerPool;

/**
 * One E-step pass of {@link JunctionTree#accumulate}: the rows are cut into fixed blocks of {@link
 * #BLOCK_ROWS}; a worker calibrates each row of a block with its own {@link Calibration}, sums the
 * clique posteriors of the block (marginalising to the families once per block, not per row), and
 * the block results are added in block order. So the counts and the log-likelihood are the same,
 * bit for bit, for any number of threads.
 */
final class ExpectedCountPass {
  /** Rows per block. */
  static final int BLOCK_ROWS = 256;

  private final JunctionTree tree;
  private final int rows;
  private final EvidenceSource source;
  private final double[][][] blockCounts;
  private final double[] blockLogLikelihood;
  private final AtomicInteger next = new AtomicInteger();

  private ExpectedCountPass(JunctionTree tree, int rows, EvidenceSource source) {
    this.tree = tree;
    this.rows = rows;
    this.source = source;
    int blocks = (rows + BLOCK_ROWS - 1) / BLOCK_ROWS;
    this.blockCounts = new double[blocks][][];
    this.blockLogLikelihood = new double[blocks];
  }

  static ExpectedCounts run(JunctionTree tree, int rows, EvidenceSource source, int threads) {
    if (rows < 0) {
      throw new IllegalArgumentException("rows must be >= 0, was " + rows);
    }
    WorkerPool.checkThreads("threads", threads);
    ExpectedCountPass pass = new ExpectedCountPass(tree, rows, source);
    pass.runBlocks(threads);
    return pass.sum();
  }

  private void runBlocks(int threads) {
    int blocks = blockCounts.length;
    AtomicInteger done = new AtomicInteger();
    Thread owner = Thread.currentThread();
    Supplier<String> message =
        () ->
            String.format(
                Locale.ROOT,
                "expected counts interrupted after %,d of %,d blocks of rows",
                done.get(),
                blocks);
    Runnable worker =
        () -> {
          Worker w = new Worker();
          for (int b = next.getAndIncrement(); b < blocks; b = next.getAndIncrement()) {
            Interrupts.check(owner, message);
            w.block(b);
            done.incrementAndGet();
          }
        };
    int workers = Math.min(threads, blocks);
    if (workers <= 1) {
      worker.run();
      return;
    }
    try (WorkerPool pool = WorkerPool.fixed("em", workers)) {
      List<Future<?>> futures = new ArrayList<>();
      for (int i = 0; i < workers; i++) {
        futures.add(pool.executor().submit(worker));
      }
      for (Future<?> f : futures) {
        pool.await(f, message);
      }
    }
  }

  private ExpectedCounts sum() {
    int n = tree.cards.length;
    double[][] counts = new double[n][];
    for (int v = 0; v < n; v++) {
      counts[v] = new double[tree.network.cpd(v).configurations() * tree.cards[v]];
    }
    double ll = 0;
    for (int b = 0; b < blockCounts.length; b++) {
      for (int v = 0; v < n; v++) {
        double[] from = blockCounts[b][v];
        for (int i = 0; i < from.length; i++) {
          counts[v][i] += from[i];
        }
      }
      ll += blockLogLikelihood[b];
    }
    return new ExpectedCounts(counts, ll, rows);
  }

  /** A worker's buffers, reused across its blocks. */
  private final class Worker {
    private final Calibration calibration = tree.newCalibration();
    private final double[][] evidence = new double[tree.cards.length][];
    private final double[][] cliqueSums = new double[tree.cliques.length][];

    Worker() {
      for (int c : tree.countedCliques) {
        cliqueSums[c] = new double[tree.sizes[c]];
      }
    }

    void block(int b) {
      for (int c : tree.countedCliques) {
        Arrays.fill(cliqueSums[c], 0);
      }
      double ll = 0;
      int end = Math.min(rows, (b + 1) * BLOCK_ROWS);
      for (int row = b * BLOCK_ROWS; row < end; row++) {
        Arrays.fill(evidence, null);
        source.fill(row, evidence);
        calibration.calibrate(evidence);
        if (!calibration.isPossible()) {
          throw new ModelException(
              "row "
                  + (row + 1)
                  + " has probability 0 under the current parameters; its evidence excludes"
                  + " every configuration the network allows");
        }
        ll += calibration.logProbabilityOfEvidence();
        calibration.addTo(cliqueSums);
      }
      int n = tree.cards.length;
      double[][] counts = new double[n][];
      for (int v = 0; v < n; v++) {
        counts[v] = new double[tree.network.cpd(v).configurations() * tree.cards[v]];
        double[] t = cliqueSums[tree.familyClique[v]];
        int[] map = tree.familyMap(v);
        for (int i = 0; i < t.length; i++) {
          counts[v][map[i]] += t[i];
        }
      }
      blockCounts[b] = counts;
      blockLogLikelihood[b] = ll;
    }
  }
}
