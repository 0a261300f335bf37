package org.structlearn.search;

import java.util.Arrays;
import java.util.Comparator;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.structlearn.Interrupts;
import org.structlearn.StructlearnException;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.stats.CovarianceStatistics;
import org.structlearn.stats.FamilyCounter;
import org.structlearn.stats.FamilyCounts;

/**
 * Candidate parents of the sparse candidate algorithm (Friedman, Nachman and Peér 1999): for every
 * node, the {@code k} variables with the highest mutual information with it (empirical MI from
 * counts for discrete data; −½ ln(1 − ρ²) for continuous data). Ties go to the smaller column
 * index.
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
        ? mutualInformation(data, check, false)
        : pool.call(() -> mutualInformation(data, check, true), interrupted);
  }

  private static double[][] mutualInformation(Dataset data, Runnable check, boolean parallel) {
    int n = data.columns();
    double[][] mi = new double[n][n];
    if (data.isAllDiscrete()) {
      FamilyCounter counter = new FamilyCounter(data);
      double[] h = new double[n];
      for (int i = 0; i < n; i++) {
        check.run();
        h[i] = sumXlogX(counter.count(i, new int[0]));
      }
      double rows = data.rows();
      IntStream is = IntStream.range(0, n);
      (parallel ? is.parallel() : is)
          .forEach(
              i -> {
                for (int j = i + 1; j < n; j++) {
                  check.run();
                  double joint = sumXlogX(counter.count(j, new int[] {i}));
                  double v = (joint - h[i] - h[j] + rows * Math.log(rows)) / rows;
                  mi[i][j] = v;
                  mi[j][i] = v;
                }
              });
      return mi;
    }
    if (data.isAllContinuous()) {
      CovarianceStatistics stats = CovarianceStatistics.of(data);
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          double r = correlation(stats, i, j);
          double v = -0.5 * Math.log(Math.max(1e-300, 1 - r * r));
          mi[i][j] = v;
          mi[j][i] = v;
        }
      }
      return mi;
    }
    throw new StructlearnException(
        "candidate parents need all-discrete or all-continuous data; these data mix both");
  }

  private static double sumXlogX(FamilyCounts c) {
    double s = 0;
    for (int x : c.counts()) {
      if (x > 0) {
        s += x * Math.log(x);
      }
    }
    return s;
  }

  private static double correlation(CovarianceStatistics stats, int i, int j) {
    double sxx = stats.scatter(i, i);
    double syy = stats.scatter(j, j);
    return sxx == 0 || syy == 0 ? 0 : stats.scatter(i, j) / Math.sqrt(sxx * syy);
  }
}
