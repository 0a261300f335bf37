package org.structlearn.search;

import java.util.Arrays;
import java.util.Comparator;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.structlearn.Interrupts;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.stats.MutualInformation;

/**
 * Candidate parents of the sparse candidate algorithm (Friedman, Nachman and Peér 1999): for every
 * node, the {@code k} variables with the highest mutual information with it ({@link
 * MutualInformation}: empirical MI from counts for discrete data; −½ ln(1 − ρ²) for continuous
 * data). Ties go to the smaller column index.
 */
final class Candidates {
  private Candidates() {}

  /**
   * {@code allowed[i][j]} when i is among j's k best or j among i's (so that an arc between them
   * may point either way).
   */
  static boolean[][] topK(Dataset data, int k, WorkerPool pool, Supplier<String> interrupted) {
    int n = data.columns();
    double[][] mi = mutualInformation(data, pool, interrupted);
    boolean[][] allowed = new boolean[n][n];
    for (int j = 0; j < n; j++) {
      final int jj = j;
      Integer[] others = IntStream.range(0, n).filter(i -> i != jj).boxed().toArray(Integer[]::new);
      Arrays.sort(
          others,
          Comparator.comparingDouble((Integer i) -> -mi[i][jj])
              .thenComparingInt(Integer::intValue));
      for (int t = 0; t < Math.min(k, others.length); t++) {
        allowed[others[t]][j] = true;
        allowed[j][others[t]] = true;
      }
    }
    return allowed;
  }

  /**
   * Pairwise mutual information; with a pool, pairs are spread over its threads (same result).
   * Checks for an interrupt of the calling thread per row of pairs.
   *
   * @param pool the search's pool, or null to run on the calling thread
   * @param interrupted the message of the exception thrown if the calling thread is interrupted
   */
  static double[][] mutualInformation(Dataset data, WorkerPool pool, Supplier<String> interrupted) {
    Thread owner = Thread.currentThread();
    Runnable check = () -> Interrupts.check(owner, interrupted);
    return pool == null
        ? MutualInformation.pairwise(data, check, false)
        : pool.call(() -> MutualInformation.pairwise(data, check, true), interrupted);
  }
}
