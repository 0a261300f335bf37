package org.structlearn.citest;

/**
 * The statistics of {@link DiscreteCiTest} on a stratified table: G², Pearson's X², bnlearn's
 * adjusted degrees of freedom and the shrinkage G². Each stratum's margins are computed from its
 * cells; sums are compensated (Neumaier) so that a small statistic summed from many terms keeps its
 * digits.
 */
final class DiscreteStatistics {
  private DiscreteStatistics() {}

  /** G² = 2 Σ n ln(n n_z / (n_x n_y)) over the non-empty cells. */
  static double g2(DiscreteCiTest.Table t) {
    Sum sum = new Sum();
    int rx = t.rx();
    int ry = t.ry();
    double[] ni = new double[rx];
    double[] nj = new double[ry];
    for (int s = 0; s < t.strata(); s++) {
      int base = s * rx * ry;
      double nk = margins(t.cells(), base, rx, ry, ni, nj);
      for (int a = 0; a < rx; a++) {
        for (int b = 0; b < ry; b++) {
          double n = t.cells()[base + a * ry + b];
          if (n > 0) {
            sum.add(n * Math.log(n * nk / (ni[a] * nj[b])));
          }
        }
      }
    }
    return 2 * sum.value();
  }

  /** Pearson's X² = Σ (n − e)² / e, e = n_x n_y / n_z, cells with e = 0 skipped. */
  static double x2(DiscreteCiTest.Table t) {
    Sum sum = new Sum();
    int rx = t.rx();
    int ry = t.ry();
    double[] ni = new double[rx];
    double[] nj = new double[ry];
    for (int s = 0; s < t.strata(); s++) {
      int base = s * rx * ry;
      double nk = margins(t.cells(), base, rx, ry, ni, nj);
      for (int a = 0; a < rx; a++) {
        for (int b = 0; b < ry; b++) {
          double e = ni[a] * nj[b] / nk;
          if (e != 0) {
            double d = t.cells()[base + a * ry + b] - e;
            sum.add(d * d / e);
          }
        }
      }
    }
    return sum.value();
  }

  /** Σ over strata of (a_x − 1)(a_y − 1), a_x the non-empty rows of the stratum (at least 1). */
  static double adjustedDf(DiscreteCiTest.Table t) {
    int rx = t.rx();
    int ry = t.ry();
    double[] ni = new double[rx];
    double[] nj = new double[ry];
    double df = 0;
    for (int s = 0; s < t.strata(); s++) {
      margins(t.cells(), s * rx * ry, rx, ry, ni, nj);
      int ax = 0;
      int ay = 0;
      for (double v : ni) {
        ax += v > 0 ? 1 : 0;
      }
      for (double v : nj) {
        ay += v > 0 ? 1 : 0;
      }
      df += (Math.max(ax, 1) - 1.0) * (Math.max(ay, 1) - 1.0);
    }
    return df;
  }

  /**
   * 2 N · MI of the shrinkage cell probabilities; {@code configurations} strata in all, those that
   * never occur holding uniform cells (which add 0 to the MI but count in λ's denominator).
   */
  static double shrinkageG2(DiscreteCiTest.Table t, double configurations) {
    double n = t.n();
    if (n <= 1) {
      return 0;
    }
    int rx = t.rx();
    int ry = t.ry();
    int[] cells = t.cells();
    double allCells = rx * (double) ry * configurations;
    double target = 1 / allCells;
    Sum num = new Sum();
    Sum den = new Sum();
    int visited = rx * ry * t.strata();
    for (int i = 0; i < visited; i++) {
      double f = cells[i] / n;
      num.add(f * f);
      den.add((target - f) * (target - f));
    }
    den.add((allCells - visited) * target * target);
    double d = den.value();
    double lambda = d == 0 ? 1 : (1 - num.value()) / ((n - 1) * d);
    lambda = Math.max(0, Math.min(1, lambda));
    double[] p = new double[rx * ry];
    double[] pi = new double[rx];
    double[] pj = new double[ry];
    Sum mi = new Sum();
    for (int s = 0; s < t.strata(); s++) {
      int base = s * rx * ry;
      double pk = 0;
      java.util.Arrays.fill(pi, 0);
      java.util.Arrays.fill(pj, 0);
      for (int a = 0; a < rx; a++) {
        for (int b = 0; b < ry; b++) {
          double v = lambda * target + (1 - lambda) * cells[base + a * ry + b] / n;
          p[a * ry + b] = v;
          pi[a] += v;
          pj[b] += v;
          pk += v;
        }
      }
      if (pk == 0) {
        continue;
      }
      for (int a = 0; a < rx; a++) {
        for (int b = 0; b < ry; b++) {
          double v = p[a * ry + b];
          if (v > 0) {
            mi.add(v * Math.log(v * pk / (pi[a] * pj[b])));
          }
        }
      }
    }
    return 2 * n * mi.value();
  }

  /** Fills the x and y margins of one stratum; returns its size. */
  private static double margins(int[] cells, int base, int rx, int ry, double[] ni, double[] nj) {
    java.util.Arrays.fill(ni, 0);
    java.util.Arrays.fill(nj, 0);
    double nk = 0;
    for (int a = 0; a < rx; a++) {
      for (int b = 0; b < ry; b++) {
        int c = cells[base + a * ry + b];
        ni[a] += c;
        nj[b] += c;
        nk += c;
      }
    }
    return nk;
  }

  /** Neumaier's compensated sum. */
  static final class Sum {
    private double sum;
    private double compensation;

    void add(double v) {
      double t = sum + v;
      compensation += Math.abs(sum) >= Math.abs(v) ? (sum - t) + v : (v - t) + sum;
      sum = t;
    }

    double value() {
      return sum + compensation;
    }
  }
}
