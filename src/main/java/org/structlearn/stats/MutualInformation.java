package org.structlearn.stats;

import java.util.stream.IntStream;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;

/**
 * The empirical mutual information of every pair of columns, in nats: for discrete data the plug-in
 * estimate from the pair's counts, MI = (Σ n_xy ln n_xy − Σ n_x ln n_x − Σ n_y ln n_y + N ln N) /
 * N; for continuous data the Gaussian one, −½ ln(1 − ρ²) from the correlation ρ. The one routine
 * behind the sparse candidate parents of the score searches and the dependence matrix of the
 * topology learners. Cost: n(n − 1)/2 pair counts, O(rows) each (discrete), or one covariance pass
 * (continuous).
 */
public final class MutualInformation {
  private MutualInformation() {}

  /**
   * The symmetric n × n matrix of the columns' pairwise mutual information, 0 on the diagonal. As a
   * difference of sums it can fall a rounding error below 0 for independent columns; callers that
   * need a non-negative value clamp it.
   *
   * @param check run before each pair's count (e.g. a check for an interrupt)
   * @param parallel count the rows of pairs in parallel (the result does not change)
   * @throws StructlearnException if the data mix discrete and continuous columns
   */
  public static double[][] pairwise(Dataset data, Runnable check, boolean parallel) {
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
        "mutual information needs all-discrete or all-continuous data; these data mix both");
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
