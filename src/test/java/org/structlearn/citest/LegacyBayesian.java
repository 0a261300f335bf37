package org.structlearn.citest;

import java.util.Arrays;
import org.structlearn.stats.DirichletMultinomial;
import org.structlearn.stats.FamilyCounter;
import org.structlearn.stats.FamilyCounts;

/**
 * The Bayesian test's log Bayes factor as it was computed before the strata engine: three {@link
 * FamilyCounter#count} passes and {@link Gamma#logGamma} per cell. A reference for tests and the
 * benchmark; exact only while the product of Z's cardinalities stays below 2^63.
 */
final class LegacyBayesian {
  private final FamilyCounter counter;
  private final BayesianCiTestOptions options;

  LegacyBayesian(FamilyCounter counter, BayesianCiTestOptions options) {
    this.counter = counter;
    this.options = options;
  }

  CiResult test(int x, int y, int[] given) {
    int[] z = given.clone();
    Arrays.sort(z);
    return CiResult.bayesian(
        logBayesFactor(Math.min(x, y), Math.max(x, y), z), options.logPriorOdds());
  }

  /** Σ of the absolute values of the terms: the scale of the rounding error of the sum. */
  double magnitude(int x, int y, int[] z) {
    double[] parts = parts(x, y, z);
    return Math.abs(parts[0]) + Math.abs(parts[1]);
  }

  double logBayesFactor(int x, int y, int[] z) {
    double[] parts = parts(x, y, z);
    return parts[0] - parts[1];
  }

  private double[] parts(int x, int y, int[] z) {
    int rx = counter.cardinality(x);
    int ry = counter.cardinality(y);
    boolean ess = options.prior() == DirichletPrior.EQUIVALENT_SAMPLE_SIZE;
    double a = options.alpha();
    double ax = ess ? a / rx : a;
    double ay = ess ? a / ry : a;
    double axy = ess ? a / ((double) rx * ry) : a;
    int[] yz = new int[z.length + 1];
    yz[0] = y;
    System.arraycopy(z, 0, yz, 1, z.length);
    double logInd =
        DirichletMultinomial.logMarginal(counter.count(x, z), ax)
            + DirichletMultinomial.logMarginal(counter.count(y, z), ay);
    double logDep =
        cellTerms(counter.count(x, yz), axy) + strataTerms(counter.count(y, z), axy * rx * ry);
    return new double[] {logInd, logDep};
  }

  private static double cellTerms(FamilyCounts c, double a) {
    double sum = 0;
    int[] t = c.counts();
    for (int i = 0, e = c.rowsStored() * c.levels(); i < e; i++) {
      if (t[i] > 0) {
        sum += DirichletMultinomial.rising(a, t[i]);
      }
    }
    return sum;
  }

  private static double strataTerms(FamilyCounts c, double total) {
    double sum = 0;
    int r = c.levels();
    int[] t = c.counts();
    for (int j = 0; j < c.rowsStored(); j++) {
      int n = 0;
      for (int k = j * r, e = k + r; k < e; k++) {
        n += t[k];
      }
      if (n > 0) {
        sum -= DirichletMultinomial.rising(total, n);
      }
    }
    return sum;
  }
}
